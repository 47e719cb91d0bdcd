/**
 * Comparison bench (npm run bench:comparison → bench/comparison.mjs): 'Comparativo' over
 * BENCH_SPACES (10,000) Chilean stores with 24 declared months each, on PostgreSQL
 * (BENCH_PG_URL), over HTTP on 127.0.0.1 (BENCH_PORT). Creates a temporary database (named
 * BENCH_DB_PREFIX_<random>, default vitrina_bench_cmp), migrates, seeds the demo,
 * adds 20 centres, 500 companies with two categorised brands each, the stores and their months
 * (in SQL), then measures a month's comparison of the company administrator's stores
 * (GET /api/fo/comparisons/stores) and the staff's distribution (GET /api/fo/comparisons/distribution),
 * BENCH_REQUESTS each in sequence (the same month again: the server keeps the groups while their
 * data holds), then BENCH_COLD_REQUESTS (50) each right after a write to one of the month's
 * monthly sales (as a declaration between two views: the groups of its category are computed
 * again). Prints one JSON line. Bounded: a fixed number of requests.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { BRAND_CATEGORIES } from '@vitrina/domain/comparison/categories';
import { benchNumbers } from './measure.mjs';
import { quantiles, run, withSeededServer } from './seeded-bench';

const { SPACES, REQUESTS, COLD_REQUESTS, PORT } = benchNumbers({ SPACES: 10_000, REQUESTS: 200, COLD_REQUESTS: 50, PORT: 3212 });
const MONTH = '2026-09';

/** The bench's centres, companies, brands, stores and 24 months of each store (2024-10 to 2026-09). */
async function seedStores(url: string) {
  // a client of its own: the app's pool has a statement timeout that the 240,000 rows outlast
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const cats = `ARRAY[${BRAND_CATEGORIES.map((c) => `'${c}'`).join(',')}]`;
  const spaces = Math.floor(SPACES);
  await db.query(`
    INSERT INTO buildings (id, country_id, id_sap, name, city)
    SELECT 'CHL-BB' || g, 'CHL', 'BB' || g, 'Centro de prueba ' || g, 'Santiago' FROM generate_series(1, 20) g`);
  await db.query(`
    INSERT INTO clients (id, country_id, tax_id, name)
    SELECT 'CHLB' || g, 'CHL', 'B' || g, 'Empresa de prueba ' || g FROM generate_series(1, 500) g`);
  await db.query(`
    INSERT INTO brands (id, client_id, name, category)
    SELECT 'CHL-BM' || g, 'CHLB' || (1 + (g - 1) / 2), 'Marca ' || g, (${cats})[1 + g % ${BRAND_CATEGORIES.length}]
    FROM generate_series(1, 1000) g`);
  await db.query(`
    INSERT INTO spaces (id, building_id, code, area_m2)
    SELECT 'cb' || g, CASE WHEN g % 23 < 3 THEN 'CHL-B' || (1 + g % 23) ELSE 'CHL-BB' || (g % 23 - 2) END, 'B-' || g, 30 + (g * 37) % 400
    FROM generate_series(1, ${spaces}) g`);
  await db.query(`
    INSERT INTO contracts (id, code, client_id, brand_id, space_id, start_date, end_date)
    SELECT 'CHL-BC' || g, 'BC-' || g, 'CHLB' || (1 + (g % 1000) / 2), 'CHL-BM' || (1 + g % 1000), 'cb' || g, '2022-01-01', '2030-12-31'
    FROM generate_series(1, ${spaces}) g`);
  await db.query(`
    INSERT INTO monthly_sales (contract_id, space_id, client_id, country_id, periodo, fecha_registro, total_tickets,
      monto_total_bruto, monto_total_neto, created_by)
    SELECT c.id, c.space_id, c.client_id, 'CHL', m::date, (m + interval '1 month - 1 day')::date, 500 + (g * 7 + k * 13) % 3000,
      round((5000000 + ((g * 7919 + k * 104729) % 40000000)) * 1.19), 5000000 + ((g * 7919 + k * 104729) % 40000000), 'bench@vitrina.test'
    FROM generate_series(1, ${spaces}) g
      JOIN contracts c ON c.id = 'CHL-BC' || g
      CROSS JOIN LATERAL generate_series(0, 23) k
      CROSS JOIN LATERAL (SELECT date '2024-10-01' + k * interval '1 month' AS m) mm`);
  await db.query('ANALYZE');
  await db.end();
}

async function main() {
  let seedS = 0;
  await withSeededServer(
    {
      prefix: process.env.BENCH_DB_PREFIX ?? 'vitrina_bench_cmp',
      port: PORT,
      addRows: async (_, url) => {
        const t0 = performance.now();
        await seedStores(url);
        seedS = +((performance.now() - t0) / 1000).toFixed(1);
      },
    },
    async ({ database, base, token }) => {
      const [rows] = (await database.db.execute(sql`select count(*)::int as n from monthly_sales`)).rows as { n: number }[];
      const result: Record<string, unknown> = { spaces: SPACES, monthly_sales: rows?.n, seed_s: seedS, requests: REQUESTS, month: MONTH };
      const cases = [
        { key: 'stores', who: 'empresa.chl@vitrina.test', url: `${base}/api/fo/comparisons/stores?month=${MONTH}` },
        { key: 'distribution', who: 'finanzas@vitrina.test', url: `${base}/api/fo/comparisons/distribution?month=${MONTH}` },
      ];
      for (const c of cases) {
        const headers = { authorization: `Bearer ${await token(c.who)}` };
        const check = await fetch(c.url, { headers });
        const body = (await check.json()) as { stores?: { centre: { comparable: boolean } }[] };
        if (check.status !== 200) throw new Error(`${c.key}: ${check.status}`);
        if (c.key === 'stores' && !body.stores?.some((s) => s.centre.comparable)) throw new Error('stores: no group compared');
        for (let i = 0; i < 10; i++) await (await fetch(c.url, { headers })).arrayBuffer(); // warm-up
        const timed = async () => {
          const s = performance.now();
          await (await fetch(c.url, { headers })).arrayBuffer();
          return performance.now() - s;
        };
        const seq: number[] = [];
        for (let i = 0; i < REQUESTS; i++) seq.push(await timed());
        result[c.key] = quantiles(seq);
        // after a write to the month (a declaration arriving between two views): computed again
        const cold: number[] = [];
        for (let i = 0; i < COLD_REQUESTS; i++) {
          await database.db.execute(sql`update monthly_sales set comentarios = comentarios
            where id = (select id from monthly_sales where periodo = ${`${MONTH}-01`}::date order by id offset ${i} limit 1)`);
          cold.push(await timed());
        }
        result[`${c.key}_after_a_write`] = quantiles(cold);
      }
      console.log(JSON.stringify(result));
    },
  );
}

run(main);

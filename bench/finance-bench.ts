/**
 * Finance bench (npm run bench:finance → bench/finance.mjs): debt details of a client with
 * BENCH_DOCS (5,000) documents on PostgreSQL (BENCH_PG_URL), over HTTP on 127.0.0.1.
 * Creates a temporary database, migrates, seeds the demo, adds the documents to the first
 * Chilean client, then measures GET /api/fo/debt/clients/{country}-{taxId}/debt-details and
 * /debt: one client in sequence (BENCH_REQUESTS each), then BENCH_CONNECTIONS at once.
 * Prints one JSON line with the results. Bounded: a fixed number of requests, then it stops.
 */
import { sql } from 'drizzle-orm';
import { DEMO_CLIENTS, demoTaxId } from '../apps/server/src/db/seed/demo-data';
import { benchNumbers } from './measure.mjs';
import { quantiles, run, withSeededServer } from './seeded-bench';

const { DOCS, REQUESTS, CONNECTIONS, PORT } = benchNumbers({ DOCS: 5000, REQUESTS: 300, CONNECTIONS: 10, PORT: 3211 });

async function main() {
  const c = DEMO_CLIENTS[0]!;
  const taxId = demoTaxId(c);
  const clientId = `${c.country}${taxId}`;
  await withSeededServer(
    {
      prefix: 'vitrina_bench_fin',
      port: PORT,
      addRows: async (database) => {
        await database.db.execute(sql`
      INSERT INTO debt_documents (client_id, country_id, sociedad, sociedad_facturadora, nro_factura, folio, tipo_documento,
        centro_comercial, fecha_emision, fecha_vencimiento, total, estado)
      SELECT ${clientId}, 'CHL', 'CL0' || (1 + g % 2), 'Sociedad ' || (1 + g % 2), 'B' || g, (500000 + g)::text, 'Factura electrónica',
        'Mall ' || (g % 3), (date '2026-11-22' - (g % 700) - 30), (date '2026-11-22' - (g % 700)), 1000 + (g % 977) * 13,
        (ARRAY['Vencido','En cobranza','Abonado','Por vencer'])[1 + g % 4]
      FROM generate_series(1, ${DOCS}) g`);
      },
    },
    async ({ base, token: tokenOf }) => {
      const token = await tokenOf('empresa.chl@vitrina.test');
      const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
      const result: Record<string, unknown> = { docs: DOCS, requests: REQUESTS, connections: CONNECTIONS };
      for (const path of ['debt-details', 'debt']) {
        const url = `${base}/api/fo/debt/clients/CHL-${taxId}/${path}`;
        const check = await fetch(url, { headers });
        const body = (await check.json()) as { data?: unknown[] };
        if (check.status !== 200 || (path === 'debt-details' && body.data?.length !== DOCS + 17))
          throw new Error(`${path}: ${check.status}`);
        for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).arrayBuffer(); // warm-up
        const seq: number[] = [];
        for (let i = 0; i < REQUESTS; i++) {
          const t0 = performance.now();
          await (await fetch(url, { headers })).arrayBuffer();
          seq.push(performance.now() - t0);
        }
        const conc: number[] = [];
        let left = REQUESTS;
        await Promise.all(
          Array.from({ length: CONNECTIONS }, async () => {
            while (left-- > 0) {
              const t0 = performance.now();
              await (await fetch(url, { headers })).arrayBuffer();
              conc.push(performance.now() - t0);
            }
          }),
        );
        result[path] = { sequential: quantiles(seq), concurrent: quantiles(conc) };
      }
      console.log(JSON.stringify(result));
    },
  );
}

run(main);

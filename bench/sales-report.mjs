#!/usr/bin/env node
// Sales-report bench (npm run bench:report). On PostgreSQL (own database, default
// vitrina_informe, dropped and made again):
//   1. starts the server on it (demo seed, clock pinned to NOW) and adds a company 'Bench Retail'
//      with BENCH_SPACES (50) spaces in one building, one brand and contract per space, and
//      BENCH_DAYS (730) days of sales per contract (generate_series in the database); the demo
//      user empresa.chl@vitrina.test administers it;
//   2. measures GET /api/fo/sales/informe?company_id=… (month to date, year to date, last 12
//      months, per m², daily and monthly series, grouped by space) and the same with a second
//      period and grouped by brand: p50/p99 with one client in sequence and BENCH_CONNECTIONS (4)
//      concurrent clients; and the .xlsx export.
// Env: BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_DB (vitrina_informe),
//      BENCH_SPACES, BENCH_DAYS, BENCH_REQUESTS (300), BENCH_CONNECTIONS (4), BENCH_PORT (3290)
import { appendFileSync } from 'node:fs';
import { loadavg, cpus } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT, ensureDependencies, startBenchServer } from '../scripts/lib.mjs';
import { benchNumbers, bearerOf, quantiles as latencies, sleep, DAYS, EMAIL, NOW, PG_URL } from './measure.mjs';

const { PORT, SPACES, REQUESTS, CONNECTIONS } = benchNumbers({ PORT: 3290, SPACES: 50, REQUESTS: 300, CONNECTIONS: 4 });
const BASE = `http://127.0.0.1:${PORT}`;
const DB = process.env.BENCH_DB ?? 'vitrina_informe';
const CLIENT = 'CHL99999999-9';

ensureDependencies();
const quantiles = (lat) => ({ n: lat.length, ...latencies(lat) });

const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${DB}`);
await admin.end();
const url = new URL(PG_URL);
url.pathname = `/${DB}`;
const loadBefore = loadavg()
  .map((x) => x.toFixed(2))
  .join(' / ');

let stop = () => {};
const result = { spaces: SPACES, days: DAYS, loadAverageBefore: loadBefore, cores: cpus().length };
try {
  ({ stop } = await startBenchServer({
    port: PORT,
    name: 'report',
    env: { DATABASE_URL: url.toString(), CLOCK_START: NOW, RATE_LIMIT_AUTH_MAX: '100000000', SEED_DEMO: 'true', PUBLIC_URL: undefined },
    tries: 600,
  }));
  // the bench company: one building, SPACES spaces, a brand and a contract each, DAYS days of sales
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const t0 = performance.now();
  const [{ id: building }] = (await db.query(`select id from buildings where country_id = 'CHL' order by id limit 1`)).rows;
  await db.query(`insert into clients (id, country_id, tax_id, name) values ($1, 'CHL', '99999999-9', 'Bench Retail SpA')`, [CLIENT]);
  await db.query(`insert into brands (id, client_id, name) select 'BENCH-B' || i, $1, 'Marca bench ' || i from generate_series(1, $2) i`, [
    CLIENT,
    SPACES,
  ]);
  // every fifth space without an area (sales per m² leaves it out)
  await db.query(
    `insert into spaces (id, building_id, code, area_m2) select 'cbr' || i, $1, 'BR-' || i, case when i % 5 = 0 then 0 else 40 + i end from generate_series(1, $2) i`,
    [building, SPACES],
  );
  await db.query(
    `insert into contracts (id, code, client_id, brand_id, space_id, start_date, end_date, status)
     select 'BENCH-C' || i, 'BC' || i, $1, 'BENCH-B' || i, 'cbr' || i, '2020-01-01', '2030-12-31', 0 from generate_series(1, $2) i`,
    [CLIENT, SPACES],
  );
  const ins = await db.query(
    `insert into daily_sales (contract_id, space_id, client_id, country_id, fecha_registro, monto_total_bruto, monto_total_neto, total_tickets, created_by, created_at, updated_at)
     select 'BENCH-C' || i, 'cbr' || i, $1, 'CHL', d::date, round((500000 + random() * 1500000)::numeric, 0), round((420000 + random() * 1260000)::numeric, 0),
       (50 + random() * 200)::int, 'bench', d + interval '20 hours', d + interval '20 hours'
     from generate_series(1, $2) i, generate_series($3::date - $4::int, $3::date - 1, interval '1 day') d`,
    [CLIENT, SPACES, NOW.slice(0, 10), DAYS],
  );
  await db.query(
    `insert into user_clients (user_id, client_id, permission_ids, position)
     select uc.user_id, $1, uc.permission_ids, 9 from user_clients uc join users u on u.id = uc.user_id where u.email = $2 limit 1`,
    [CLIENT, EMAIL],
  );
  await db.query('analyze');
  result.seed = { rows: ins.rowCount, seconds: +((performance.now() - t0) / 1000).toFixed(1) };
  await db.end();
  console.log('  seeded', result.seed);

  const headers = await bearerOf(BASE, EMAIL);
  const REPORTS = {
    monthToDate: `/api/fo/sales/informe?company_id=${CLIENT}`,
    yearVsYearByBrand: `/api/fo/sales/informe?company_id=${CLIENT}&from=2026-01-01&to=2026-10-31&compare_from=2025-01-01&compare_to=2025-10-31&group=brand`,
  };
  const call = async (path) => {
    const t = performance.now();
    const res = await fetch(`${BASE}${path}`, { headers });
    const body = await res.json();
    const ms = performance.now() - t;
    if (!res.ok || body.spaces !== SPACES) throw new Error(`${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    return ms;
  };
  for (const path of Object.values(REPORTS)) for (let i = 0; i < 20; i++) await call(path); // warm-up
  for (const [name, path] of Object.entries(REPORTS)) {
    const seq = [];
    for (let i = 0; i < REQUESTS; i++) seq.push(await call(path));
    const conc = [];
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        for (let i = 0; i < REQUESTS / CONNECTIONS; i++) conc.push(await call(path));
      }),
    );
    result[name] = { sequential: quantiles(seq), [`concurrent${CONNECTIONS}`]: quantiles(conc) };
  }
  const xl = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    const res = await fetch(`${BASE}/api/fo/sales/informe/xlsx?company_id=${CLIENT}&from=2025-11-22&to=2026-11-21`, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`xlsx ${res.status}`);
    xl.push(performance.now() - t);
  }
  result.xlsxYear = quantiles(xl);
} catch (e) {
  result.error = String(e);
} finally {
  stop();
  await sleep(1500);
}
result.loadAverageAfter = loadavg()
  .map((x) => x.toFixed(2))
  .join(' / ');
console.log(JSON.stringify(result, null, 2));

if (!result.error) {
  const row = (name, r) =>
    `| ${name} | ${r.sequential.p50ms} / ${r.sequential.p99ms} ms | ${r[`concurrent${CONNECTIONS}`].p50ms} / ${r[`concurrent${CONNECTIONS}`].p99ms} ms | ${r.sequential.p99ms < 100 ? 'met' : '**missed**'} |`;
  appendFileSync(
    join(ROOT, 'bench/RESULTS.md'),
    [
      '',
      `## Sales report (\`npm run bench:report\`), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      '',
      `PostgreSQL (database \`${DB}\`), a company of ${SPACES} spaces × ${DAYS} days (${result.seed.rows} daily rows; one space in five without an area) plus the demo world; ` +
        `\`GET /api/fo/sales/informe\` as its administrator, ${REQUESTS} calls in sequence, then ${CONNECTIONS} clients at once. ` +
        `Machine: ${result.cores} cores, load average (1 / 5 / 15 min) ${result.loadAverageBefore} before and ${result.loadAverageAfter} after (shared with other helpers' work).`,
      '',
      `| call | sequential p50 / p99 | ${CONNECTIONS} concurrent p50 / p99 | target p99 < 100 ms (sequential) |`,
      '|---|---|---|---|',
      row('month to date, by space (default)', result.monthToDate),
      row('Jan–Oct 2026 vs 2025, by brand', result.yearVsYearByBrand),
      `| .xlsx export of the last 12 months | ${result.xlsxYear.p50ms} / ${result.xlsxYear.p99ms} ms | — | — |`,
      '',
    ].join('\n'),
  );
}
process.exit(result.error ? 1 : 0);

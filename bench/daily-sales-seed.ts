// Seeds the daily-sales bench data set (run by bench/daily-sales.mjs with tsx):
//   migrate + demo seed (relative to NOW), then BENCH_SPACES spaces/contracts of the first Chilean
//   demo company and BENCH_DAYS days of sales for each, with generate_series in the database.
//   Usage: tsx bench/daily-sales-seed.ts <postgres-url | pglite-data-dir> <now-iso>
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { seed } from '../apps/server/src/db/seed/seed';
import { loadConfig } from '../apps/server/src/config';
import { configuredStorage } from '../apps/server/src/lib/storage';
import { DEMO_CLIENTS, demoTaxId } from '../apps/server/src/db/seed/demo-data';
import { clientId } from '@vitrina/domain/countries/countries';
import { addDays, businessToday } from '@vitrina/domain/sales/calendar';

const [target, nowIso] = process.argv.slice(2);
const SPACES = Number(process.env.BENCH_SPACES ?? 10_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 730);
const now = new Date(nowIso!);
// no statement timeout: the bulk inserts of millions of rows outlast the server's 15 s
const database = await openDatabase(
  target!.startsWith('postgres') ? { url: target, dataDir: 'memory://', pool: { statementTimeoutMs: 0 } } : { dataDir: target! },
);
const t0 = Date.now();
await database.migrate();
// the storage of the server's settings (run with the server's DATA_DIR): where it serves the announcement files from
await seed(database.db, { demo: true, now, storage: await configuredStorage(loadConfig().files) });
const client = clientId('CHL', demoTaxId(DEMO_CLIENTS[0]!));
const today = businessToday(now, 'America/Santiago');
// leave the last two days free: the declarers insert some and update most
const last = addDays(today, -2);
const first = addDays(last, -(DAYS - 1));
const auditedBefore = addDays(today, -90);
const x = (q: string) => database.db.execute(sql.raw(q));
await x(`INSERT INTO buildings (id, country_id, id_sap, name, city) VALUES ('BENCH-B1', 'CHL', 'BB01', 'Mall Bench', 'Santiago')`);
await x(`INSERT INTO brands (id, client_id, name) VALUES ('BENCH-M1', '${client}', 'Marca Bench')`);
await x(
  `INSERT INTO spaces (id, building_id, code, area_m2) SELECT 'cb' || g, 'BENCH-B1', 'B-' || g, 50 FROM generate_series(1, ${SPACES}) g`,
);
await x(`INSERT INTO contracts (id, code, client_id, brand_id, space_id, start_date, end_date, status)
  SELECT 'BENCH-C' || g, 'BE-' || g, '${client}', 'BENCH-M1', 'cb' || g, '2020-01-01', '2035-12-31', 0 FROM generate_series(1, ${SPACES}) g`);
await x(`INSERT INTO assignments (user_id, type, client_id, brand_id)
  SELECT id, 'Brand', '${client}', 'BENCH-M1' FROM users WHERE email = 'empresa.chl@vitrina.test'`);
// bulk load without indexes and foreign-key triggers (the rows are generated consistent), then
// build the indexes: much faster than maintaining them row by row
const INDEXES = [
  'CREATE UNIQUE INDEX daily_sales_contract_date ON daily_sales USING btree (contract_id, fecha_registro)',
  'CREATE INDEX daily_sales_space_date ON daily_sales USING btree (space_id, fecha_registro)',
  'CREATE INDEX daily_sales_client_date ON daily_sales USING btree (client_id, fecha_registro)',
];
await x(`DELETE FROM daily_sales WHERE contract_id LIKE 'BENCH-%'`);
for (const name of ['daily_sales_contract_date', 'daily_sales_space_date', 'daily_sales_client_date'])
  await x(`DROP INDEX IF EXISTS ${name}`);
await x(`SET session_replication_role = replica`);
await x(`INSERT INTO daily_sales (contract_id, space_id, client_id, country_id, fecha_registro, monto_total_bruto,
    monto_total_neto, total_tickets, comentarios, detalles, auditada, tipo_registro, metodo_ingreso, created_by, created_at, updated_at)
  SELECT 'BENCH-C' || g, 'cb' || g, '${client}', 'CHL', d::date, 119000 + (g % 97) * 1000, 100000 + (g % 97) * 840, 10 + g % 40,
    'SIN COMENTARIOS',
    '{"total_tickets_boletas": 10, "total_monto_efectivo_boletas": 50000, "total_monto_tarjeta_boletas": 69000, "total_tickets_facturas": 0, "total_monto_efectivo_facturas": 0, "total_monto_tarjeta_facturas": 0, "total_tickets_exentas": 0, "total_monto_exentas": 0}'::jsonb,
    d::date < '${auditedBefore}', 'diaria', 'form', 'bench@vitrina.test', now(), now()
  FROM generate_series(1, ${SPACES}) g, generate_series(date '${first}', date '${last}', interval '1 day') d`);
await x(`SET session_replication_role = DEFAULT`);
for (const q of INDEXES) await x(q);
// a table that has lived two years has been vacuumed (autovacuum; it may be off on a test
// machine): the visibility map set, so that the month query's dates of the previous month are
// read from the index alone, as in production (0.76–1.0 → 0.55 ms of PostgreSQL CPU per call)
await x(`VACUUM (ANALYZE)`);
const rows = (await database.db.execute(sql`SELECT count(*)::int AS n FROM daily_sales`)).rows[0] as { n: number };
console.log(JSON.stringify({ spaces: SPACES, days: DAYS, first, last, rows: rows.n, seconds: +((Date.now() - t0) / 1000).toFixed(1) }));
await database.close();

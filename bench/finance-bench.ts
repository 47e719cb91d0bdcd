/**
 * Finance bench (npm run bench:finance → bench/finance.mjs): debt details of a client with
 * BENCH_DOCS (5,000) documents on PostgreSQL (BENCH_PG_URL), over HTTP on 127.0.0.1.
 * Creates a temporary database, migrates, seeds the demo, adds the documents to the first
 * Chilean client, then measures GET /api/fo/debt/clients/{country}-{taxId}/debt-details and
 * /debt: one client in sequence (BENCH_REQUESTS each), then BENCH_CONNECTIONS at once.
 * Prints one JSON line with the results. Bounded: a fixed number of requests, then it stops.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seed } from '../apps/server/src/db/seed/seed';
import { buildApp } from '../apps/server/src/app';
import { memoryStorage } from '../apps/server/src/lib/storage';
import { fixedClock } from '@vitrina/domain/common/clock';
import { DEMO_CLIENTS, DEMO_PASSWORD, demoTaxId } from '../apps/server/src/db/seed/demo-data';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DOCS = Number(process.env.BENCH_DOCS ?? 5000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3211);
const NOW = '2026-11-22T15:00:00Z';

const quantiles = (lat: number[]) => {
  lat.sort((a, b) => a - b);
  const q = (p: number) => +lat[Math.min(lat.length - 1, Math.floor(p * lat.length))]!.toFixed(1);
  return { n: lat.length, p50ms: q(0.5), p99ms: q(0.99), maxms: +lat[lat.length - 1]!.toFixed(1) };
};

async function main() {
  const name = `vitrina_bench_fin_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString(), dataDir: 'memory://' });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await database.migrate();
    const storage = memoryStorage();
    const clock = fixedClock(NOW);
    await seed(database.db, { demo: true, now: clock.now(), storage });
    const c = DEMO_CLIENTS[0]!;
    const taxId = demoTaxId(c);
    const clientId = `${c.country}${taxId}`;
    await database.db.execute(sql`
      INSERT INTO debt_documents (client_id, country_id, sociedad, sociedad_facturadora, nro_factura, folio, tipo_documento,
        centro_comercial, fecha_emision, fecha_vencimiento, total, estado)
      SELECT ${clientId}, 'CHL', 'CL0' || (1 + g % 2), 'Sociedad ' || (1 + g % 2), 'B' || g, (500000 + g)::text, 'Factura electrónica',
        'Mall ' || (g % 3), (date '2026-11-22' - (g % 700) - 30), (date '2026-11-22' - (g % 700)), 1000 + (g % 977) * 13,
        (ARRAY['Vencido','En cobranza','Abonado','Por vencer'])[1 + g % 4]
      FROM generate_series(1, ${DOCS}) g`);
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', CAPTCHA_PROVIDER: 'none', RATE_LIMIT_AUTH_MAX: '100000' }),
      database,
      clock,
      ephemeral: true,
      logger: false,
      storage,
    });
    const base = await app.listen({ port: PORT, host: '127.0.0.1' });
    const login = await fetch(`${base}/api/fo/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'empresa.chl@vitrina.test', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { jwt: string }).jwt;
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
    const result: Record<string, unknown> = { docs: DOCS, requests: REQUESTS, connections: CONNECTIONS };
    for (const path of ['debt-details', 'debt']) {
      const url = `${base}/api/fo/debt/clients/CHL-${taxId}/${path}`;
      const check = await fetch(url, { headers });
      const body = (await check.json()) as { data?: unknown[] };
      if (check.status !== 200 || (path === 'debt-details' && body.data?.length !== DOCS + 17)) throw new Error(`${path}: ${check.status}`);
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
  } finally {
    await app?.close();
    await database.close();
    const c2 = new pg.Client({ connectionString: PG_URL });
    await c2.connect();
    await c2.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c2.end();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);

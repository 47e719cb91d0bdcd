// The cut-off bench's options (bench/cutoff.mjs).
// Options: --quick (a short run: under a minute once the server is up), --rate (visits/hour at
//   the first step: 900, quick 1800), --factor (1.5, quick 3), --seconds (60, quick 12), --steps
//   (12, quick 3), --think (1, quick 0.2), --p99 (300), --ignore KINDS (request kinds left out of
//   the pass test, e.g. login), --workers (2), --port (3350), --db (bench_cutoff), --keep-db (the
//   last run's database as it is: no migration and seed, its declarations stay), --pg (the server
//   to create it on: postgres://postgres@127.0.0.1:5432/postgres), --now, --json FILE, --built
//   (the production build, apps/server/dist/server.mjs, instead of the sources under tsx: it
//   starts in seconds where tsx outlasts startBenchServer's wait on a loaded machine; build first).
// The load generator runs on the same machine: its own CPU competes with the server's.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startBenchServer } from '../scripts/lib.mjs';
import { startBuiltServer } from './built-server.mjs';
import { sleep } from './measure.mjs';

export const { values: opts } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    rate: { type: 'string' },
    factor: { type: 'string' },
    seconds: { type: 'string' },
    steps: { type: 'string' },
    think: { type: 'string' },
    p99: { type: 'string', default: '300' },
    workers: { type: 'string', default: '2' },
    port: { type: 'string', default: '3350' },
    db: { type: 'string', default: 'bench_cutoff' },
    pg: { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    now: { type: 'string', default: '2026-12-10T15:00:00Z' },
    json: { type: 'string' },
    'keep-db': { type: 'boolean', default: false },
    ignore: { type: 'string', default: '' },
    built: { type: 'boolean', default: false },
  },
});
export const Q = opts.quick;
export const RATE0 = Number(opts.rate ?? (Q ? 1800 : 900));
// request kinds left out of the pass test (e.g. 'login': a password hash is slow by design)
export const IGNORE = opts.ignore.split(',').filter(Boolean);
export const FACTOR = Number(opts.factor ?? (Q ? 3 : 1.5));
export const SECONDS = Number(opts.seconds ?? (Q ? 12 : 60));
export const STEPS = Number(opts.steps ?? (Q ? 3 : 12));
export const THINK_S = Number(opts.think ?? (Q ? 0.2 : 1));
export const P99_MS = Number(opts.p99);
export const WORKERS = Number(opts.workers);
export const DB = opts.db;
if (DB === 'test' || !/^[a-z_][a-z0-9_]*$/.test(DB)) throw new Error(`--db ${DB}: not a database this bench may drop`);
export const PASSWORD = 'Vitrina.2026';
// the Chilean tenants of the demo data that declare daily sales
export const ACCOUNTS = ['empresa.chl@vitrina.test', 'local.chl@vitrina.test', 'notas.chl@vitrina.test'];

// the database: dropped and created again, the server seeds it
export const dbUrl = (() => {
  const u = new URL(opts.pg);
  u.pathname = `/${DB}`;
  return u.toString();
})();
// --keep-db: the database of the last run as it is (its declarations stay), when it exists
export async function prepareDatabase() {
  const admin = new pg.Client({ connectionString: opts.pg });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB])).rowCount > 0;
  if (!opts['keep-db'] || !exists) {
    await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DB}`);
  }
  await admin.end();
}

/** The server under test, on its own database. */
export async function startCutoffServer() {
  const t0 = Date.now();
  // a start that outlasts startBenchServer's wait (a loaded machine: the first start migrates and
  // seeds, in one transaction) is tried again on the same database, which it then finds seeded
  let server;
  for (let attempt = 1; !server; attempt++) {
    try {
      server = await (opts.built ? startBuiltServer : startBenchServer)({
        port: Number(opts.port),
        name: 'cutoff',
        env: { DATABASE_URL: dbUrl, WEB_CONCURRENCY: String(WORKERS), CLOCK_START: opts.now, RATE_LIMIT_AUTH_MAX: '100000000' },
      });
    } catch (e) {
      if (attempt === 5) throw e;
      console.log(`  not up after ${((Date.now() - t0) / 1000).toFixed(0)} s: starting it again`);
      await sleep(3000);
    }
  }
  return server;
}

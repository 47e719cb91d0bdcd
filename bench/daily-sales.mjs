#!/usr/bin/env node
// Daily-sales bench (npm run bench:daily). For each target (PostgreSQL, then embedded PGlite):
//   1. seeds a large data set: the demo world plus BENCH_SPACES (10,000) spaces with BENCH_DAYS
//      (730) days of sales each, with generate_series in the database (bench/daily-sales-seed.ts);
//   2. starts the server on it (clock pinned to NOW) and measures
//      - GET /api/fo/sales/daily/space/{id}/period for a month: p50/p99, one client in sequence
//        and BENCH_CONNECTIONS (10) concurrent clients;
//      - POST /api/fo/sales/report/daily_sales/chl/{email}: declarations per second with 50
//        concurrent declarers (random space and day of the open month, inserts and updates).
// Env: BENCH_TARGETS=postgres,pglite  BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres)
//      BENCH_SPACES, BENCH_DAYS, BENCH_PGLITE_SPACES, BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_DECLARERS (50)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ROOT, bin, ensureDependencies, startBenchServer } from '../scripts/lib.mjs';
import { benchNumbers, bearerOf, declaration, pick, quantiles, sleep, DAYS, EMAIL, NOW, PG_URL } from './measure.mjs';

const { PORT, SECONDS, CONNECTIONS, DECLARERS, SPACES } = benchNumbers({
  PORT: 3210,
  SECONDS: 10,
  CONNECTIONS: 10,
  DECLARERS: 50,
  SPACES: 10_000,
});
const BASE = `http://127.0.0.1:${PORT}`;
const TARGETS = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',').map((s) => s.trim());
const KEEP_DB = process.env.BENCH_PG_DB;

ensureDependencies();

// months fully inside the seeded history (the two years before NOW), as [start, end]
const MONTHS = Array.from({ length: 22 }, (_, i) => {
  const d = new Date(Date.UTC(2026, 10 - 1 - i, 1));
  const end = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
  return [d.toISOString().slice(0, 10), end.toISOString().slice(0, 10)];
});

async function runTarget(target) {
  const spaces = target === 'pglite' ? Number(process.env.BENCH_PGLITE_SPACES ?? SPACES) : SPACES;
  let dbArg;
  let cleanup;
  let serverEnv;
  if (target === 'postgres') {
    // BENCH_PG_DB: a database kept between runs (seeded once, when it has no bench data yet)
    const name = KEEP_DB ?? `vitrina_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0;
    if (!exists) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(PG_URL);
    u.pathname = `/${name}`;
    dbArg = u.toString();
    serverEnv = { DATABASE_URL: dbArg, DATA_DIR: mkdtempSync(join(tmpdir(), 'vitrina-bench-pg-')) };
    cleanup = async () => {
      if (KEEP_DB) return rmSync(serverEnv.DATA_DIR, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      rmSync(serverEnv.DATA_DIR, { recursive: true, force: true });
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'vitrina-bench-pglite-'));
    dbArg = dir;
    serverEnv = { DATA_DIR: dir };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const result = { target, spaces, days: DAYS };
  try {
    console.log(`» ${target}: seeding ${spaces} spaces × ${DAYS} days...`);
    const seeded = spawnSync(bin('tsx'), ['bench/daily-sales-seed.ts', dbArg, NOW], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, ...serverEnv, BENCH_SPACES: String(spaces), BENCH_DAYS: String(DAYS), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 1 << 24,
    });
    if (seeded.status !== 0) throw new Error(`seed failed (${seeded.status})`);
    result.seed = JSON.parse(seeded.stdout.trim().split('\n').at(-1));
    console.log('  ', result.seed);

    if (target === 'postgres') {
      const c = new pg.Client({ connectionString: dbArg });
      await c.connect();
      const plan = await c.query(
        `EXPLAIN (ANALYZE, BUFFERS) SELECT * FROM daily_sales WHERE contract_id = 'BENCH-C${Math.ceil(spaces / 2)}' AND fecha_registro BETWEEN '2026-10-01' AND '2026-10-31'`,
      );
      result.monthQueryPlan = plan.rows
        .map((r) => r['QUERY PLAN'])
        .filter((l) => /Scan|Execution/.test(l))
        .map((l) => l.trim());
      await c.end();
    }

    const { stop } = await startBenchServer({
      port: PORT,
      name: 'daily',
      dataDir: serverEnv.DATA_DIR,
      env: { ...serverEnv, CLOCK_START: NOW, RATE_LIMIT_AUTH_MAX: '100000000', SEED_DEMO: 'true', PUBLIC_URL: undefined },
      tries: 300,
    });
    try {
      const headers = await bearerOf(BASE, EMAIL);
      const period = async () => {
        const [s, e] = MONTHS[Math.floor(Math.random() * MONTHS.length)];
        const res = await fetch(`${BASE}/api/fo/sales/daily/space/cb${pick(spaces)}/period?start_date=${s}&end_date=${e}`, { headers });
        const body = await res.json();
        return res.ok && body.data.data.length >= 28;
      };
      for (let i = 0; i < 100; i++) await period(); // warm-up

      const timed = async (fn) => {
        const t0 = performance.now();
        const ok = await fn().catch(() => false);
        return [performance.now() - t0, ok];
      };
      // one client in sequence
      const seq = [];
      let seqErr = 0;
      for (let i = 0; i < 500; i++) {
        const [ms, ok] = await timed(period);
        seq.push(ms);
        if (!ok) seqErr++;
      }
      result.monthQuerySequential = { requests: seq.length, errors: seqErr, ...quantiles(seq) };
      // concurrent clients for SECONDS
      const load = async (conns, fn) => {
        const lat = [];
        let errors = 0;
        const until = Date.now() + SECONDS * 1000;
        await Promise.all(
          Array.from({ length: conns }, async (_, w) => {
            while (Date.now() < until) {
              const [ms, ok] = await timed(() => fn(w));
              lat.push(ms);
              if (!ok) errors++;
            }
          }),
        );
        return { connections: conns, requests: lat.length, errors, perSecond: Math.round(lat.length / SECONDS), ...quantiles(lat) };
      };
      result.monthQueryConcurrent = await load(CONNECTIONS, period);
      // 50 declarers: random space, random day of the open month up to today
      const statuses = {};
      const today = Number(NOW.slice(8, 10));
      result.declarations = await load(DECLARERS, async () => {
        const res = await fetch(`${BASE}/api/fo/sales/report/daily_sales/chl/${EMAIL}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(declaration(spaces, today)),
        });
        const text = await res.text();
        if (!res.ok) statuses[`${res.status} ${text.slice(0, 120)}`] = (statuses[`${res.status} ${text.slice(0, 120)}`] ?? 0) + 1;
        return res.ok;
      });
      if (Object.keys(statuses).length) result.declarationErrors = statuses;
    } finally {
      stop();
      await sleep(1500);
    }
  } catch (e) {
    result.error = String(e);
  } finally {
    await cleanup();
  }
  return result;
}

const results = [];
for (const target of TARGETS) {
  const r = await runTarget(target);
  console.log(JSON.stringify(r, null, 2));
  results.push(r);
}
console.log(
  `\nDaily-sales bench (${SECONDS} s per load, ${CONNECTIONS} readers, ${DECLARERS} declarers; target: month query p99 < 50 ms on PostgreSQL)`,
);
console.table(
  results.map((r) => ({
    target: r.target,
    rows: r.seed?.rows,
    seedS: r.seed?.seconds,
    'month p50/p99 (1 client)': r.monthQuerySequential && `${r.monthQuerySequential.p50ms} / ${r.monthQuerySequential.p99ms} ms`,
    [`month p50/p99 (${CONNECTIONS} clients)`]:
      r.monthQueryConcurrent && `${r.monthQueryConcurrent.p50ms} / ${r.monthQueryConcurrent.p99ms} ms`,
    'month req/s': r.monthQueryConcurrent?.perSecond,
    'declarations/s': r.declarations?.perSecond,
    'decl p50/p99': r.declarations && `${r.declarations.p50ms} / ${r.declarations.p99ms} ms`,
    errors: (r.monthQuerySequential?.errors ?? 0) + (r.monthQueryConcurrent?.errors ?? 0) + (r.declarations?.errors ?? 0),
    error: r.error,
  })),
);
process.exit(results.some((r) => r.error) ? 1 : 0);

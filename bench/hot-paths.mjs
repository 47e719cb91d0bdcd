#!/usr/bin/env node
// Hot-path bench (npm run bench:hot): every target measured side by side with its limit in
// the same run, on PostgreSQL, with the same client count and the same HTTP client.
//   limits (bench/limit-server.ts: Fastify + Drizzle, same pool, same log level, nothing else):
//     one-row read  GET /one     (a space by primary key)
//     plain insert  POST /insert (one row)
//   the app (apps/server/src/server.ts, production mode, clock pinned to NOW):
//     month query   GET /api/fo/sales/daily/space/{id}/period (10k spaces × 2 years) vs the one-row read
//     declarations  POST /api/fo/sales/report/daily_sales/chl/{email} (50 declarers) vs the plain insert
//     every read a signed-in tenant's page load makes (home, bell, announcements, contracts, users)
// Each row also shows the CPU per request of the server that answered (the app or the limit server)
// and of PostgreSQL (all its processes: on a machine doing other work, PostgreSQL's share is theirs too).
// The data set is seeded once into BENCH_PG_DB (default vitrina_bench_hot, kept between runs):
// the demo world plus BENCH_SPACES (10,000) spaces × BENCH_DAYS (730) days (bench/daily-sales-seed.ts).
// Env: BENCH_PG_URL, BENCH_PG_DB, BENCH_SECONDS (10), BENCH_CLIENTS (10,50), BENCH_DECLARERS (50),
//      BENCH_ONLY (month,declarations,pages), BENCH_PAGES (a regular expression: only the page reads
//      whose call matches it, e.g. 'news|catalogue'), BENCH_CPU_PROF (a directory: the server runs with
//      --cpu-prof there), LOG_LEVEL (the app's and the limit server's; default info, as in production)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Agent } from 'undici';
import { ROOT, bin, ensureDependencies, startBenchServer } from '../scripts/lib.mjs';
import { callJson, cpuOf, declaration, pick, postgresCpu, quantiles, sleep, DAYS, EMAIL, NOW, PG_URL } from './measure.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3230);
const LIMIT_PORT = PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '10,50').split(',').map(Number);
const DECLARERS = Number(process.env.BENCH_DECLARERS ?? 50);
const SPACES = Number(process.env.BENCH_SPACES ?? 10_000);
const ONLY = (process.env.BENCH_ONLY ?? 'month,declarations,pages').split(',');
const DB_NAME = process.env.BENCH_PG_DB ?? 'vitrina_bench_hot';
const LOG_LEVEL = process.env.LOG_LEVEL ?? 'info';
// the page reads as a tenant of ordinary size (the bench's Chilean client holds the 10,000 bench contracts)
const PAGES_EMAIL = process.env.BENCH_PAGES_EMAIL ?? 'empresa.per@vitrina.test';

ensureDependencies();
const load1 = () => +loadavg()[0].toFixed(1);
const MONTHS = Array.from({ length: 22 }, (_, i) => {
  const d = new Date(Date.UTC(2026, 10 - 1 - i, 1));
  const end = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
  return [d.toISOString().slice(0, 10), end.toISOString().slice(0, 10)];
});

// the database: created and seeded once
const dbUrl = (() => {
  const u = new URL(PG_URL);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
})();
const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-bench-hot-'));
{
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME])).rowCount > 0;
  if (!exists) await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const seeded = await c
    .query(`SELECT count(*)::int AS n FROM spaces WHERE building_id = 'BENCH-B1'`)
    .then((r) => r.rows[0].n)
    .catch(() => 0);
  await c.end();
  if (seeded < SPACES) {
    console.log(`» seeding ${DB_NAME}: ${SPACES} spaces × ${DAYS} days (once; a few minutes)...`);
    const r = spawnSync(bin('tsx'), ['bench/daily-sales-seed.ts', dbUrl, NOW], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DATA_DIR: dataDir, BENCH_SPACES: String(SPACES), BENCH_DAYS: String(DAYS), LOG_LEVEL: 'warn' },
    });
    if (r.status !== 0) throw new Error('seed failed');
  }
}

// BENCH_SERVER_ROOT: the server of another checkout (e.g. main, for a before/after comparison)
const SERVER_ROOT = process.env.BENCH_SERVER_ROOT ?? ROOT;
const PROF = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const { server } = await startBenchServer({
  port: PORT,
  name: 'hot',
  dataDir,
  cwd: SERVER_ROOT,
  command: [bin('tsx'), ...PROF, 'apps/server/src/server.ts'],
  env: { DATABASE_URL: dbUrl, CLOCK_START: NOW, RATE_LIMIT_AUTH_MAX: '100000000', LOG_LEVEL, SEED_DEMO: 'true', PUBLIC_URL: undefined },
  tries: 300,
});
const limits = spawn(bin('tsx'), ['bench/limit-server.ts', dbUrl, String(LIMIT_PORT)], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, LOG_LEVEL },
});
const stop = async () => {
  server.kill('SIGTERM');
  limits.kill('SIGTERM');
  await sleep(2000);
  rmSync(dataDir, { recursive: true, force: true });
};

const APP = `http://127.0.0.1:${PORT}`;
const LIM = `http://127.0.0.1:${LIMIT_PORT}`;
const agent = new Agent({ connections: 128, pipelining: 1 });
const call = (base, path, opts) => callJson(agent, base, path, opts);
for (let i = 0; ; i++) {
  try {
    if ((await call(LIM, '/one?id=cb1')).status === 200) break;
  } catch {
    /* starting */
  }
  if (i > 600) throw new Error(`${LIM} did not start`);
  await sleep(250);
}

/**
 * `conns` clients in a closed loop for SECONDS: requests/s, p50/p99, errors, the load average at
 * the end, and the CPU per request of the server that answered (`pid`) and of PostgreSQL.
 */
async function load(conns, fn, seconds = SECONDS, pid = server.pid) {
  const cpu0 = cpuOf(pid);
  const pg0 = postgresCpu();
  const lat = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: conns }, async () => {
      while (Date.now() < until) {
        const t0 = performance.now();
        const ok = await fn().catch(() => false);
        lat.push(performance.now() - t0);
        if (!ok) errors++;
      }
    }),
  );
  const per = (ms) => +(ms / Math.max(1, lat.length)).toFixed(2);
  return {
    clients: conns,
    requests: lat.length,
    perSecond: Math.round(lat.length / seconds),
    errors,
    ...quantiles(lat),
    load: load1(),
    serverCpuMs: per(cpuOf(pid) - cpu0),
    postgresCpuMs: per(postgresCpu() - pg0),
  };
}

const results = {
  when: new Date().toISOString(),
  server: SERVER_ROOT,
  seconds: SECONDS,
  logLevel: LOG_LEVEL,
  loadBefore: loadavg().map((x) => +x.toFixed(1)),
};
try {
  const login = await call(APP, '/api/fo/auth/login', { method: 'POST', body: { username: EMAIL, password: 'Vitrina.2026' } });
  const { jwt } = JSON.parse(login.text);
  const headers = { authorization: `Bearer ${jwt}`, 'accept-encoding': 'gzip, br' };
  const oneRow = async () => (await call(LIM, `/one?id=cb${pick(SPACES)}`)).status === 200;
  const month = async () => {
    const [s, e] = MONTHS[Math.floor(Math.random() * MONTHS.length)];
    return (
      (await call(APP, `/api/fo/sales/daily/space/cb${pick(SPACES)}/period?start_date=${s}&end_date=${e}`, { headers })).status === 200
    );
  };
  const insert = async () =>
    (await call(LIM, '/insert', { method: 'POST', body: { space_id: `cb${pick(SPACES)}`, amount: pick(1e6) } })).status === 200;
  const today = Number(NOW.slice(8, 10));
  const declare = async () => {
    const res = await call(APP, `/api/fo/sales/report/daily_sales/chl/${EMAIL}`, {
      method: 'POST',
      headers,
      body: declaration(SPACES, today),
    });
    return res.status === 200 || res.status === 201;
  };
  // warm-up (JIT, pools, caches)
  await load(10, oneRow, 2, limits.pid);
  await load(10, month, 3);

  if (ONLY.includes('month')) {
    results.month = [];
    for (const c of CLIENTS) {
      const limit = await load(c, oneRow, SECONDS, limits.pid);
      const target = await load(c, month);
      results.month.push({ clients: c, limit, target, ratio: +(target.perSecond / limit.perSecond).toFixed(2) });
    }
  }
  if (ONLY.includes('declarations')) {
    await load(10, declare, 2);
    const limit = await load(DECLARERS, insert, SECONDS, limits.pid);
    const target = await load(DECLARERS, declare);
    results.declarations = { clients: DECLARERS, limit, target, ratio: +(target.perSecond / limit.perSecond).toFixed(2) };
  }
  if (ONLY.includes('pages')) {
    // what the web app asks for when a signed-in page loads (shell, home, bell, contracts, users)
    const pagesLogin = await call(APP, '/api/fo/auth/login', { method: 'POST', body: { username: PAGES_EMAIL, password: 'Vitrina.2026' } });
    const { jwt: pagesJwt, user } = JSON.parse(pagesLogin.text);
    const clientId = user.clients[0].id;
    const headers = { authorization: `Bearer ${pagesJwt}`, 'accept-encoding': 'gzip, br' };
    results.pagesAccount = PAGES_EMAIL;
    const reads = [
      ['GET', '/api/fo/config'],
      ['GET', '/api/fo/auth/me'],
      ['GET', `/api/fo/notifications/unread/count?user_id=${user.id}`],
      ['GET', `/api/fo/notifications/last?user_id=${user.id}`],
      ['GET', `/api/fo/notifications/${user.id}`],
      ['GET', `/api/fo/notifications?user_id=${user.id}&status=unshown&page=1&size=5`],
      ['GET', '/api/fo/announcements/edificios/mis'],
      ['POST', `/api/fo/announcements/${user.paisId.toLowerCase()}/news`],
      ['GET', '/api/fo/discounts/catalogue'],
      ['GET', '/api/fo/auth/permissions/categories'],
      ['GET', `/api/fo/companies/empresas/${encodeURIComponent(clientId)}/contratos`],
      ['GET', `/api/fo/auth/clients/${encodeURIComponent(clientId)}/users`],
    ];
    const buildings = JSON.parse((await call(APP, '/api/fo/announcements/edificios/mis', { headers })).text).map((b) => b.id);
    results.pages = [];
    const c = Math.max(...CLIENTS);
    const only = process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES) : undefined;
    for (const [method, path] of reads) {
      if (only && !only.test(`${method} ${path}`)) continue;
      const body = method === 'POST' ? buildings : undefined;
      const first = await call(APP, path, { method, headers, body });
      if (first.status !== 200) throw new Error(`${method} ${path}: ${first.status} ${first.text.slice(0, 200)}`);
      const r = await load(c, async () => (await call(APP, path, { method, headers, body })).status === 200, Math.max(3, SECONDS / 2));
      results.pages.push({
        call: `${method} ${path.replace(user.id, '{user}').replace(encodeURIComponent(clientId), '{client}')}`,
        bytes: first.text.length,
        ...r,
      });
    }
  }
} catch (e) {
  results.error = String(e?.stack ?? e);
} finally {
  await stop();
}
console.log(JSON.stringify(results, null, 2));
const row = (name, r) => ({
  measure: name,
  clients: r.clients,
  'req/s': r.perSecond,
  'p50 ms': r.p50ms,
  'p99 ms': r.p99ms,
  errors: r.errors,
  'server CPU ms/req': r.serverCpuMs,
  'PG CPU ms/req': r.postgresCpuMs,
  load: r.load,
});
const table = [];
for (const m of results.month ?? []) table.push(row('one-row read (limit)', m.limit), { ...row('month query', m.target), ratio: m.ratio });
if (results.declarations)
  table.push(row('plain insert (limit)', results.declarations.limit), {
    ...row('declarations', results.declarations.target),
    ratio: results.declarations.ratio,
  });
for (const p of results.pages ?? []) table.push(row(p.call, p));
console.table(table);
process.exit(results.error ? 1 : 0);

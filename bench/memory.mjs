#!/usr/bin/env node
// Memory and start bench (npm run bench:memory): the production build of the server (built first,
// run with plain node as npm start does) on PGlite and on PostgreSQL: the time from its start to
// its first healthy answer (a first start, which migrates and seeds, and a restart over the same
// data), its RSS at rest, then its RSS every minute during a mixed load on PostgreSQL (month
// queries, declarations and the page-load reads of bench/hot-paths.mjs, BENCH_CLIENTS clients for
// BENCH_MINUTES minutes; 0 skips it). RSS is the server process's, read from /proc.
// Env: BENCH_PG_URL, BENCH_PG_DB (the hot-path bench's data set, seeded by it: run bench:hot
//      first), BENCH_MINUTES (10), BENCH_CLIENTS (20), BENCH_TARGETS (pglite,postgres)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent } from 'undici';
import { ensureDependencies, startBenchServer } from '../scripts/lib.mjs';
import { callJson, declaration, EMAIL, pick, PG_URL, sleep } from './measure.mjs';

const NOW = '2026-11-22T15:00:00Z';
const PORT = Number(process.env.BENCH_PORT ?? 3234);
const MINUTES = Number(process.env.BENCH_MINUTES ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
const DB_NAME = process.env.BENCH_PG_DB ?? 'vitrina_bench_hot';
const SPACES = 10_000;
ensureDependencies();

const BASE = `http://127.0.0.1:${PORT}`;
const agent = new Agent({ connections: 64 });
const call = (path, opts) => callJson(agent, BASE, path, opts);
/** RSS in MB of the server process. */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return +(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024).toFixed(1);
}

const { buildServer, SERVER_BUNDLE } = await import('../scripts/build-server.mjs');
await buildServer();

async function startServer(env, dataDir = mkdtempSync(join(tmpdir(), 'vitrina-bench-mem-'))) {
  const started = Date.now();
  const { server: proc } = await startBenchServer({
    port: PORT,
    name: 'mem',
    dataDir,
    command: [process.execPath, SERVER_BUNDLE],
    env: {
      CLOCK_START: NOW,
      RATE_LIMIT_AUTH_MAX: '100000000',
      SEED_DEMO: 'true',
      LOG_LEVEL: process.env.LOG_LEVEL,
      PUBLIC_URL: undefined,
      ...env,
    },
    tries: 1200,
    pollMs: 250,
  });
  return {
    proc,
    dataDir,
    startMs: Date.now() - started,
    stop: async (keep = false) => {
      proc.kill('SIGTERM');
      await new Promise((done) => (proc.exitCode !== null ? done() : proc.once('exit', done)));
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn() {
  const { text } = await call('/api/fo/auth/login', { method: 'POST', body: { username: EMAIL, password: 'Vitrina.2026' } });
  const { jwt, user } = JSON.parse(text);
  return { headers: { authorization: `Bearer ${jwt}`, 'accept-encoding': 'gzip' }, user };
}

const results = { when: new Date().toISOString(), minutes: MINUTES, clients: CLIENTS, rest: {}, load: [] };
for (const target of TARGETS) {
  const dbUrl = (() => {
    const u = new URL(PG_URL);
    u.pathname = `/${DB_NAME}`;
    return u.toString();
  })();
  const env = target === 'postgres' ? { DATABASE_URL: dbUrl } : {};
  const first = await startServer(env);
  await first.stop(true);
  const server = await startServer(env, first.dataDir);
  try {
    const { headers, user } = await signIn();
    // at rest: started, one sign-in and a few page reads, then 10 s idle
    for (const p of ['/api/fo/auth/me', `/api/fo/notifications/${user.id}`, '/api/fo/announcements/edificios/mis'])
      await call(p, { headers });
    await sleep(10_000);
    results.rest[target] = {
      firstStartMs: first.startMs,
      restartMs: server.startMs,
      rssMb: rssMb(server.proc.pid),
      load: +loadavg()[0].toFixed(1),
    };
    console.log(`» ${target}: first start ${first.startMs} ms, restart ${server.startMs} ms, at rest ${results.rest[target].rssMb} MB`);
    if (target !== 'postgres' || MINUTES === 0) continue;
    // mixed load: each client picks a month query, a declaration or a page read
    const clientId = user.clients[0].id;
    const reads = [
      `/api/fo/notifications/unread/count?user_id=${user.id}`,
      `/api/fo/notifications/last?user_id=${user.id}`,
      `/api/fo/notifications/${user.id}`,
      '/api/fo/announcements/edificios/mis',
      '/api/fo/discounts/catalogue',
      `/api/fo/companies/empresas/${encodeURIComponent(clientId)}/contratos`,
      `/api/fo/auth/clients/${encodeURIComponent(clientId)}/users`,
      '/api/fo/auth/me',
    ];
    const one = async () => {
      const r = Math.random();
      if (r < 0.4) {
        const m = pick(10);
        const s = `2026-${String(m).padStart(2, '0')}-01`;
        const e = `2026-${String(m).padStart(2, '0')}-28`;
        return call(`/api/fo/sales/daily/space/cb${pick(SPACES)}/period?start_date=${s}&end_date=${e}`, { headers });
      }
      if (r < 0.6) {
        return call(`/api/fo/sales/report/daily_sales/chl/${EMAIL}`, { method: 'POST', headers, body: declaration(SPACES, 22) });
      }
      return call(reads[Math.floor(Math.random() * reads.length)], { headers });
    };
    let requests = 0;
    let errors = 0;
    const t0 = Date.now();
    const until = t0 + MINUTES * 60_000;
    results.load.push({ minute: 0, rssMb: rssMb(server.proc.pid), requests: 0, load: +loadavg()[0].toFixed(1) });
    const sampler = setInterval(() => {
      const s = {
        minute: Math.round((Date.now() - t0) / 60_000),
        rssMb: rssMb(server.proc.pid),
        requests,
        errors,
        load: +loadavg()[0].toFixed(1),
      };
      results.load.push(s);
      console.log('  ', JSON.stringify(s));
    }, 60_000);
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (Date.now() < until) {
          const res = await one().catch(() => ({ status: 0 }));
          requests++;
          if (res.status >= 400 || res.status === 0) errors++;
        }
      }),
    );
    clearInterval(sampler);
    results.total = { requests, errors, perSecond: Math.round(requests / ((Date.now() - t0) / 1000)) };
  } finally {
    await server.stop();
  }
}
console.log(JSON.stringify(results, null, 2));

#!/usr/bin/env node
// Cut-off bench (npm run bench:cutoff): the load of the last declaration days, as an open model.
// Tenants' visits arrive at a set rate (Poisson arrivals: exponential gaps), each one what the web
// app asks for when a tenant declares before the cut-off:
//   sign-in   GET /api/fo/config, POST /api/fo/auth/login
//   home      the shell's and the home's first reads, together as the browser starts them
//             (permissions, the country's switch, the bell's count, the latest notifications, the
//             unshown ones, the charge notes, the buildings then their news, the discount catalogue)
//   spaces    GET /api/fo/sales/daily/spaces (the 'Venta Diaria' list)
//   month     GET /api/fo/sales/daily/space/{id}/period for the month of a pending day
//   declare   1 to 3 POST /api/fo/sales/report/daily_sales/chl/{email}, each followed by the
//             month again (the page refetches it after a declaration)
//   bell      GET /api/fo/notifications/last (the bell's poll) and the notifications page
// with a think time between the steps (exponential, mean --think seconds). The server runs on
// PostgreSQL (a database of its own, --db, dropped and created again at each run, seeded with the
// demo data) with WEB_CONCURRENCY workers, its clock pinned to --now (two days before the
// previous month's cut-off, day 12: the previous month is open and pending).
// The rate starts at --rate visits/hour and is multiplied by --factor at each step of --seconds
// until a step fails (a request kind's p99 at or above --p99 ms, or any error) or --steps ran;
// the figure is the highest rate that passed, with each request kind's latency at that rate.
// Each step counts the visits that arrived during it, and waits for them to end.
// Options: bench/cutoff-options.mjs.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { gunzipSync } from 'node:zlib';
import { Agent, request } from 'undici';
import { ensureDependencies } from '../scripts/lib.mjs';
import { chileDay, cpuOf, postgresCpu, quantile, recordRun, sleep } from './measure.mjs';
import {
  ACCOUNTS,
  DB,
  FACTOR,
  IGNORE,
  opts,
  P99_MS,
  PASSWORD,
  prepareDatabase,
  Q,
  startCutoffServer,
  RATE0,
  SECONDS,
  STEPS,
  THINK_S,
  WORKERS,
} from './cutoff-options.mjs';

ensureDependencies();
const expo = (meanMs) => -Math.log(1 - Math.random()) * meanMs;
const pickOf = (xs) => xs[Math.floor(Math.random() * xs.length)];
const shuffle = (xs) =>
  xs
    .map((x) => [Math.random(), x])
    .sort((a, b) => a[0] - b[0])
    .map((p) => p[1]);
const load1 = () => +loadavg()[0].toFixed(1);

await prepareDatabase();
const loadBefore = loadavg().map((x) => +x.toFixed(1));
console.log(`» server on port ${opts.port}: PostgreSQL ${DB}, WEB_CONCURRENCY=${WORKERS}, clock ${opts.now} (migrates and seeds)...`);
const t0 = Date.now();
const server = await startCutoffServer();
const { base, stop } = server;
console.log(`  up in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

const agent = new Agent({ connections: 512, keepAliveTimeout: 30_000 });
/** One request; its latency is recorded under `kind` (an error: a status ≥ 400 or no answer). */
async function call(stats, kind, path, { method = 'GET', jwt, body: json } = {}) {
  const headers = { 'accept-encoding': 'gzip' };
  if (jwt) headers.authorization = `Bearer ${jwt}`;
  if (json) headers['content-type'] = 'application/json';
  const t = performance.now();
  let status = 0;
  let text = '';
  let body;
  let encoding;
  try {
    const res = await request(`${base}${path}`, { method, dispatcher: agent, headers, body: json && JSON.stringify(json) });
    status = res.statusCode;
    body = Buffer.from(await res.body.arrayBuffer());
    encoding = res.headers['content-encoding'];
  } catch (e) {
    text = String(e);
  }
  // the latency ends with the last byte; the client's gunzip is not the server's time
  const ms = performance.now() - t;
  if (body) text = (encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');
  const s = (stats.kinds[kind] ??= { lat: [], errors: 0, sample: undefined });
  s.lat.push(ms);
  if (status === 0 || status >= 400) {
    s.errors++;
    s.sample ??= `${method} ${path}: ${status} ${text.slice(0, 160)}`;
    throw new Error(s.sample);
  }
  return text ? JSON.parse(text) : undefined;
}

const think = () => sleep(expo(THINK_S * 1000));

/** One tenant's visit on the last declaration days. */
async function visit(stats) {
  const email = pickOf(ACCOUNTS);
  await call(stats, 'config', '/api/fo/config');
  const { jwt, user } = await call(stats, 'login', '/api/fo/auth/login', { method: 'POST', body: { username: email, password: PASSWORD } });
  const uid = encodeURIComponent(user.id);
  const client = user.clients[0].id;
  const get = (kind, path) => call(stats, kind, path, { jwt });
  await Promise.all([
    get('permissions', '/api/fo/auth/permissions'),
    get('country switch', `/api/fo/params/solicitudes_trabajo_${user.paisId.toLowerCase()}`).catch(() => undefined),
    get('unread count', `/api/fo/notifications/unread/count?user_id=${uid}`),
    get('latest notifications', `/api/fo/notifications/${uid}`),
    get('unshown notifications', `/api/fo/notifications?user_id=${uid}&status=unshown&page=1&size=5`),
    get('charge notes', '/api/fo/debit-notes'),
    get('buildings', '/api/fo/announcements/edificios/mis').then((b) =>
      call(stats, 'news', `/api/fo/announcements/${user.paisId.toLowerCase()}/news`, { method: 'POST', jwt, body: b.map((x) => x.id) }),
    ),
    get('discount catalogue', '/api/fo/discounts/catalogue'),
  ]);
  await think();
  const { data: overview } = await get('spaces', `/api/fo/sales/daily/spaces?company_id=${encodeURIComponent(client)}`);
  if (!overview.spaces.length) throw new Error(`${email}: no spaces`);
  const space = pickOf(overview.spaces.filter((s) => s.sales.pending.length)) ?? pickOf(overview.spaces);
  const code = space.generalData.space_int_code;
  // the month of a pending day, the previous month's first (still open before its cut-off, and
  // the current month is blocked while it has pending days), else today's month
  const before = space.sales.pending.filter((d) => d < `${overview.hoy.slice(0, 7)}-01`);
  const day = pickOf(before) ?? pickOf(space.sales.pending) ?? overview.hoy;
  const [y, m] = day.split('-').map(Number);
  const start = `${day.slice(0, 7)}-01`;
  const end = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const monthPath = `/api/fo/sales/daily/space/${encodeURIComponent(code)}/period?start_date=${start}&end_date=${end}&company_id=${encodeURIComponent(client)}`;
  await think();
  const { data: period } = await get('month', monthPath);
  // 1 to 3 days to declare: pending ones of the month first, else days the user may declare or edit
  // (`editable`; `cargable` alone is also true of an audited day of the declarable window: locked)
  const open = period.data.filter((d) => d.editable).map((d) => d.fecha_registro);
  const pending = space.sales.pending.filter((d) => d.startsWith(day.slice(0, 7)));
  const days = [...new Set([...shuffle(pending), ...shuffle(open)])].slice(0, 1 + Math.floor(Math.random() * 3));
  if (period.puede_declarar && !period.periodo_cerrado && !period.bloqueo_mes_anterior) {
    for (const date of days) {
      await think();
      // at least one ticket per payment method with money (Chile's rule: two here)
      const tickets = 2 + Math.floor(Math.random() * 80);
      await call(stats, 'declare', `/api/fo/sales/report/daily_sales/chl/${encodeURIComponent(email)}`, {
        method: 'POST',
        jwt,
        body: chileDay(code, date, tickets),
      });
      await get('month', monthPath);
    }
  }
  await think();
  await get('bell poll', `/api/fo/notifications/last?user_id=${uid}`);
  await get('notifications page', `/api/fo/notifications?user_id=${uid}&page=1&size=10&status=all`);
}

/** Visits arriving at `perHour` for SECONDS (Poisson), then the wait for the last ones. */
async function step(perHour) {
  const stats = { kinds: {}, visits: 0, failed: 0, visitMs: [] };
  const meanGapMs = 3_600_000 / perHour;
  const running = [];
  const t = Date.now();
  const cpu0 = { app: cpuOf(server.server.pid), pg: postgresCpu() };
  const until = t + SECONDS * 1000;
  let next = t + expo(meanGapMs);
  let lagMs = 0;
  while (next < until) {
    const wait = next - Date.now();
    if (wait > 0) await sleep(wait);
    else lagMs = Math.max(lagMs, -wait);
    const v0 = performance.now();
    running.push(
      visit(stats).then(
        () => (stats.visits++, stats.visitMs.push(performance.now() - v0)),
        () => (stats.visits++, stats.failed++),
      ),
    );
    next += expo(meanGapMs);
  }
  await Promise.all(running);
  // the CPU the visits cost: the server's processes (the cluster's primary and workers) and PostgreSQL's
  const perVisit = (ms) => (stats.visits ? Math.round(ms / stats.visits) : 0);
  const cpu = { app: perVisit(cpuOf(server.server.pid) - cpu0.app), pg: perVisit(postgresCpu() - cpu0.pg) };
  const kinds = Object.entries(stats.kinds).map(([kind, s]) => {
    const lat = s.lat.sort((a, b) => a - b);
    return {
      kind,
      requests: lat.length,
      errors: s.errors,
      p50ms: quantile(lat, 0.5),
      p99ms: quantile(lat, 0.99),
      maxms: quantile(lat, 1),
      sample: s.sample,
    };
  });
  const all = Object.values(stats.kinds)
    .flatMap((s) => s.lat)
    .sort((a, b) => a - b);
  const visitMs = stats.visitMs.sort((a, b) => a - b);
  const errors = kinds.reduce((n, k) => n + k.errors, 0);
  const worst = kinds.filter((k) => !IGNORE.includes(k.kind)).reduce((w, k) => (k.p99ms > w.p99ms ? k : w), { kind: '-', p99ms: 0 });
  return {
    visitsPerHour: perHour,
    visits: stats.visits,
    failedVisits: stats.failed,
    requests: all.length,
    requestsPerSecond: +(all.length / ((Date.now() - t) / 1000)).toFixed(1),
    errors,
    p50ms: all.length ? quantile(all, 0.5) : 0,
    p99ms: all.length ? quantile(all, 0.99) : 0,
    worstKind: worst.kind,
    worstP99ms: worst.p99ms,
    visitP50s: visitMs.length ? +(quantile(visitMs, 0.5) / 1000).toFixed(2) : 0,
    arrivalLagMs: Math.round(lagMs),
    appCpuMsPerVisit: cpu.app,
    pgCpuMsPerVisit: cpu.pg,
    load: load1(),
    pass: errors === 0 && stats.visits > 0 && worst.p99ms < P99_MS,
    kinds,
  };
}

const results = {
  when: new Date().toISOString(),
  quick: Q,
  workers: WORKERS,
  seconds: SECONDS,
  thinkSeconds: THINK_S,
  p99LimitMs: P99_MS,
  clock: opts.now,
  loadBefore,
  steps: [],
};
const failed = await recordRun(
  results,
  async () => {
    // warm-up: a few visits one after another (JIT, pools, the server's caches)
    const warm = { kinds: {}, visits: 0 };
    for (let i = 0; i < (Q ? 3 : 10); i++) await visit(warm);
    let rate = RATE0;
    for (let i = 0; i < STEPS; i++) {
      const r = await step(rate);
      results.steps.push(r);
      console.log(
        `  ${Math.round(rate)} visits/h: ${r.visits} visits, ${r.requestsPerSecond} req/s, p99 ${r.p99ms} ms, worst p99 ${r.worstP99ms} ms (${r.worstKind}), ${r.errors} errors, CPU per visit ${r.appCpuMsPerVisit} ms app + ${r.pgCpuMsPerVisit} ms PostgreSQL, load ${r.load} → ${r.pass ? 'pass' : 'FAIL'}`,
      );
      for (const k of r.kinds) if (k.sample) console.log(`    ${k.kind}: ${k.sample}`);
      if (!r.pass) break;
      rate = Math.round(rate * FACTOR);
    }
  },
  async () => {
    await agent.close().catch(() => {});
    stop();
  },
);
const passed = results.steps.filter((s) => s.pass);
const best = passed.at(-1);
const failing = results.steps.find((s) => !s.pass);
results.highestPassingVisitsPerHour = best?.visitsPerHour ?? 0;
if (opts.json) writeFileSync(opts.json, JSON.stringify(results, null, 2));

console.log(
  `\nCut-off load, open model: ${SECONDS} s per step, think ${THINK_S} s, WEB_CONCURRENCY=${WORKERS} on PostgreSQL (load average before ${loadBefore.join(' ')}, after ${results.loadAfter.join(' ')})`,
);
console.table(
  results.steps.map(({ kinds: _k, ...s }) => ({
    'visits/h': s.visitsPerHour,
    visits: s.visits,
    'req/s': s.requestsPerSecond,
    errors: s.errors,
    'p50 ms': s.p50ms,
    'p99 ms': s.p99ms,
    'worst p99 ms': s.worstP99ms,
    'worst kind': s.worstKind,
    'visit p50 s': s.visitP50s,
    'app CPU ms/visit': s.appCpuMsPerVisit,
    'PG CPU ms/visit': s.pgCpuMsPerVisit,
    load: s.load,
    pass: s.pass,
  })),
);
for (const [title, s] of [
  [`highest passing rate: ${best ? `${best.visitsPerHour} visits/h` : 'none (the first step failed)'}`, best],
  [`first failing rate: ${failing ? `${failing.visitsPerHour} visits/h` : 'none (raise --steps or --rate)'}`, failing],
]) {
  console.log(`\n${title}`);
  if (s) console.table(s.kinds.map(({ sample: _s, ...k }) => k));
}
process.exit(failed ? 1 : 0);

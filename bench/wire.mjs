#!/usr/bin/env node
// Bytes on the wire (run: npm run bench:wire, after `npm run build`). Starts the built server on a
// fresh embedded database and loads the login page in Debian's Chromium:
//  1. a first visit with an empty cache: requests and bytes transferred (headers + body as sent,
//     so compressed when the server compresses), by resource type;
//  2. a repeat visit in the same browser context (a new navigation, as when the user comes back
//     later): the requests that still reach the server (revalidations included), their bytes, and
//     the ones served from the browser's cache without asking.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { launchChromium } from './measure.mjs';
import { ROOT, ensureDependencies, startBenchServer } from '../scripts/lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3220);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

ensureDependencies();
if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
  console.error('Build the web app first: npm run build');
  process.exit(1);
}
const { stop } = await startBenchServer({
  port: PORT,
  name: 'wire',
  env: { CAPTCHA_PROVIDER: process.env.CAPTCHA_PROVIDER, RATE_LIMIT_AUTH_MAX: process.env.RATE_LIMIT_AUTH_MAX },
  tries: 1200,
});
process.on('SIGINT', () => process.exit(130));

const browser = await launchChromium(chromium);

/**
 * One visit of the login page in `page`: every request Chromium made for it, with the bytes it
 * received for each (CDP's encodedDataLength: status line, headers and the body as sent) and
 * whether it was answered from the cache without reaching the server.
 */
async function visit(page, cdp) {
  const requests = new Map();
  const onRequest = (e) =>
    requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', bytes: 0, status: 0, cached: false, encoding: '' });
  const onResponse = (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.type = e.type ?? r.type;
    r.status = e.response.status;
    r.cached ||= Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker);
    const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    r.encoding = h['content-encoding'] ?? '';
  };
  // the status as it came over the wire (a revalidated page is reported to the page as its cached 200)
  const onExtra = (e) => {
    const r = requests.get(e.requestId);
    if (r) r.wireStatus = e.statusCode;
  };
  const onCache = (e) => {
    const r = requests.get(e.requestId);
    if (r) r.cached = true;
  };
  const onFinished = (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  };
  cdp.on('Network.requestWillBeSent', onRequest);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.responseReceivedExtraInfo', onExtra);
  cdp.on('Network.requestServedFromCache', onCache);
  cdp.on('Network.loadingFinished', onFinished);
  const started = performance.now();
  await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Ingresar' }).waitFor();
  const ms = performance.now() - started;
  cdp.off('Network.requestWillBeSent', onRequest);
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.responseReceivedExtraInfo', onExtra);
  cdp.off('Network.requestServedFromCache', onCache);
  cdp.off('Network.loadingFinished', onFinished);
  const all = [...requests.values()].filter((r) => r.url.startsWith(BASE));
  const network = all.filter((r) => !r.cached);
  const byType = {};
  for (const r of network) {
    const t = (byType[r.type] ??= { requests: 0, bytes: 0 });
    t.requests++;
    t.bytes += r.bytes;
  }
  return {
    ms,
    requests: all.length,
    fromCache: all.length - network.length,
    network: network.length,
    notModified: network.filter((r) => (r.wireStatus ?? r.status) === 304).length,
    bytes: network.reduce((s, r) => s + r.bytes, 0),
    encodings: [...new Set(network.filter((r) => r.type === 'Script').map((r) => r.encoding || 'none'))].join(', '),
    byType,
    list: all,
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const firsts = [];
const repeats = [];
try {
  for (let i = 0; i < RUNS; i++) {
    // a context per run: an empty cache for the first visit, shared by the repeat visit
    const context = await browser.newContext({ locale: 'es-CL', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    firsts.push(await visit(page, cdp));
    // the user comes back: a new navigation (not a reload, which would revalidate everything)
    await page.goto('about:blank');
    repeats.push(await visit(page, cdp));
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}

const first = firsts[0];
console.log(`\nLogin page, first visit (empty cache), ${RUNS} runs`);
console.log(
  `  requests: ${first.requests}, transferred: ${kb(median(firsts.map((r) => r.bytes)))} (median), scripts sent with encoding: ${first.encodings}`,
);
for (const [type, t] of Object.entries(first.byType).sort((a, b) => b[1].bytes - a[1].bytes)) {
  console.log(`    ${type.padEnd(12)} ${String(t.requests).padStart(3)} requests  ${kb(t.bytes).padStart(10)}`);
}
console.log(`  load until the form shows: median ${median(firsts.map((r) => r.ms)).toFixed(0)} ms`);
const again = repeats[0];
console.log(`Login page, repeat visit (same browser context)`);
console.log(
  `  requests: ${again.requests}, from the cache without asking: ${again.fromCache}, reaching the server: ${again.network} ` +
    `(304 Not Modified: ${again.notModified}), transferred: ${kb(median(repeats.map((r) => r.bytes)))} (median)`,
);
for (const [type, t] of Object.entries(again.byType).sort((a, b) => b[1].bytes - a[1].bytes)) {
  console.log(`    ${type.padEnd(12)} ${String(t.requests).padStart(3)} requests  ${kb(t.bytes).padStart(10)}`);
}
console.log(`  load until the form shows: median ${median(repeats.map((r) => r.ms)).toFixed(0)} ms`);
if (process.env.BENCH_VERBOSE) {
  for (const r of again.list) console.log(`    ${r.cached ? 'cache ' : (r.wireStatus ?? r.status)} ${r.type} ${r.bytes} ${r.url}`);
}

#!/usr/bin/env node
// Benchmarks of the foundation (run: npm run bench). Starts its own server on a fresh embedded
// database, then measures:
//  1. the gzipped size of the JavaScript the login page loads (budget: at most 150 KB), in Chromium;
//  2. requests per second of POST /api/fo/auth/login and GET /api/fo/auth/renew.
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { ROOT, buildWeb, ensureDependencies, startBenchServer } from '../scripts/lib.mjs';
import { DEBIAN_CHROMIUM } from '../e2e/chromium.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

ensureDependencies();
buildWeb();
const { stop } = await startBenchServer({ port: PORT, name: 'run', env: { PUBLIC_URL: undefined, RATE_LIMIT_AUTH_MAX: '100000000' } });

const results = {};

// 1. login page JavaScript
try {
  const require = createRequire(join(ROOT, 'e2e', 'package.json'));
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.push({ url: res.url(), body: await res.body().catch(() => Buffer.alloc(0)) });
  });
  await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Ingresar' }).waitFor();
  await browser.close();
  const sizes = scripts.map((s) => ({ file: new URL(s.url).pathname, raw: s.body.length, gzip: gzipSync(s.body).length }));
  const total = sizes.reduce((a, s) => a + s.gzip, 0);
  results.loginPageJs = {
    files: sizes.length,
    gzipKB: +(total / 1024).toFixed(1),
    rawKB: +(sizes.reduce((a, s) => a + s.raw, 0) / 1024).toFixed(1),
    targetKB: 150,
    ok: total <= 150 * 1024,
  };
  console.table(sizes.map((s) => ({ ...s, gzipKB: +(s.gzip / 1024).toFixed(1) })));
} catch (e) {
  results.loginPageJs = { error: String(e) };
}

// 2. throughput
const login = () =>
  fetch(`${BASE}/api/fo/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'empresa.chl@vitrina.test', password: 'Vitrina.2026' }),
  });

async function load(name, worker) {
  const latencies = [];
  let errors = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const state = {};
      while (Date.now() < until) {
        const t0 = performance.now();
        const ok = await worker(state).catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const q = (p) => +latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(1);
  results[name] = { requests: latencies.length, errors, rps: +(latencies.length / SECONDS).toFixed(0), p50ms: q(0.5), p99ms: q(0.99) };
}

await load('POST /api/fo/auth/login', async () => (await login()).ok);
await load('GET /api/fo/auth/renew', async (s) => {
  if (!s.jwt) s.jwt = (await (await login()).json()).jwt;
  const res = await fetch(`${BASE}/api/fo/auth/renew`, { headers: { authorization: `Bearer ${s.jwt}` } });
  if (!res.ok) {
    s.jwt = undefined;
    return false;
  }
  s.jwt = (await res.json()).jwt;
  return true;
});

console.log(`\nVitrina bench (${CONNECTIONS} connections, ${SECONDS} s each, embedded PGlite)`);
console.log(JSON.stringify(results, null, 2));
stop();
process.exit(0);

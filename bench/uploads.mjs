#!/usr/bin/env node
// Upload bench (run: npm run bench:uploads). Starts its own server on a fresh embedded database
// and measures POST /api/fo/files (multipart, kind evidence-col):
//  1. throughput of 1 MB and 5 MB files, one at a time and 20 at once;
//  2. the server's peak RSS while 20 uploads run at once, against its RSS before: uploads are
//     streamed to disk through the type/size check, so the growth must not be ~ size × 20.
import { readFileSync, readdirSync } from 'node:fs';
import { ensureDependencies, startBenchServer } from '../scripts/lib.mjs';
import { bearerOf } from './measure.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3210);
const BASE = `http://127.0.0.1:${PORT}`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 20);
const CONCURRENCY = 20;

ensureDependencies();
const { server, stop } = await startBenchServer({ port: PORT, name: 'uploads', env: { PUBLIC_URL: undefined } });

/** RSS (bytes) of the server: tsx's process and every descendant (the node that runs the app). */
function serverRss() {
  const pids = [server.pid];
  for (let i = 0; i < pids.length; i++) {
    try {
      for (const task of readdirSync(`/proc/${pids[i]}/task`)) {
        const kids = readFileSync(`/proc/${pids[i]}/task/${task}/children`, 'utf8').trim();
        if (kids) pids.push(...kids.split(/\s+/).map(Number));
      }
    } catch {
      /* gone */
    }
  }
  return pids.reduce((sum, pid) => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      return sum + kb * 1024;
    } catch {
      return sum;
    }
  }, 0);
}

const auth = await bearerOf(BASE, 'empresa.col@vitrina.test');

const pdf = (size) => {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x41)]);
};

async function uploadOnce(body, name) {
  const form = new FormData();
  form.append('files', new Blob([body], { type: 'application/pdf' }), name);
  const res = await fetch(`${BASE}/api/fo/files?kind=evidence-col`, { method: 'POST', headers: auth, body: form });
  await res.arrayBuffer();
  return res.ok;
}

const MB = 1024 * 1024;
const results = {};
for (const [label, size] of [
  ['1 MB', MB],
  ['5 MB', 5_242_880],
]) {
  const body = pdf(size);
  // warm-up
  await uploadOnce(body, 'warm.pdf');
  // one at a time
  let t0 = performance.now();
  let errors = 0;
  for (let i = 0; i < SEQUENTIAL; i++) if (!(await uploadOnce(body, `seq-${i}.pdf`))) errors++;
  let s = (performance.now() - t0) / 1000;
  const sequential = {
    uploads: SEQUENTIAL,
    errors,
    uploadsPerS: +(SEQUENTIAL / s).toFixed(1),
    MBps: +((SEQUENTIAL * size) / MB / s).toFixed(1),
  };
  // 20 at once, sampling the server's RSS
  global.gc?.();
  await new Promise((r) => setTimeout(r, 1000));
  const before = serverRss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, serverRss());
  }, 20);
  t0 = performance.now();
  errors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const ok = await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => uploadOnce(body, `c-${round}-${i}.pdf`)));
    errors += ok.filter((x) => !x).length;
  }
  s = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const n = ROUNDS * CONCURRENCY;
  results[label] = {
    sequential,
    concurrent20: { uploads: n, errors, uploadsPerS: +(n / s).toFixed(1), MBps: +((n * size) / MB / s).toFixed(1) },
    rssBeforeMB: +(before / MB).toFixed(0),
    rssPeakMB: +(peak / MB).toFixed(0),
    rssGrowthMB: +((peak - before) / MB).toFixed(0),
    bytesInFlightMB: +((CONCURRENCY * size) / MB).toFixed(0),
  };
  console.log(label, JSON.stringify(results[label]));
}

console.log(
  `\nVitrina upload bench (POST /api/fo/files, local disk storage, embedded PGlite; ${CONCURRENCY} concurrent × ${ROUNDS} rounds)`,
);
console.log(JSON.stringify(results, null, 2));
stop();
process.exit(0);

#!/usr/bin/env node
// POST /api/fo/auth/reset-pass for an address with an account and for one without (run:
// node bench/reset-pass.mjs). Starts the server on a fresh embedded database (or on DATABASE_URL
// when given), then asks for a link alternately for the two addresses and prints the median and
// the 90th percentile of each: the two should not be told apart by the answer's time.
//
//   BENCH_RUNS=200  BENCH_PORT=3240  DATABASE_URL=postgres://…  (a fresh database of its own)
import { startBenchServer } from '../scripts/lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3240);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const KNOWN = 'empresa.chl@vitrina.test';
const UNKNOWN = 'nadie.aqui@vitrina.test';

const { base: BASE, stop } = await startBenchServer({ port: PORT, name: 'reset' });
try {
  const ask = async (username) => {
    const t0 = performance.now();
    const res = await fetch(`${BASE}/api/fo/auth/reset-pass`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, recaptcha_version: 3, recaptcha_token: 'x' }),
    });
    await res.text();
    if (res.status !== 200) throw new Error(`reset-pass answered ${res.status}`);
    return performance.now() - t0;
  };
  // warm-up: the first requests compile and plan
  for (let i = 0; i < 10; i++) await ask(i % 2 ? KNOWN : UNKNOWN);
  const times = { known: [], unknown: [] };
  for (let i = 0; i < RUNS; i++) {
    times.known.push(await ask(KNOWN));
    times.unknown.push(await ask(UNKNOWN));
  }
  const q = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
  const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`reset-pass on ${db}, ${RUNS} runs each, alternating:`);
  for (const [k, xs] of Object.entries(times)) {
    console.log(`  ${k.padEnd(8)} median ${q(xs, 0.5).toFixed(1)} ms   p90 ${q(xs, 0.9).toFixed(1)} ms`);
  }
} finally {
  stop();
}

#!/usr/bin/env node
// Comparison bench (npm run bench:comparison): a month's 'Comparativo' over 10,000 stores with 24
// declared months each on PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres),
// p99 target < 100 ms. See bench/comparison-bench.ts for what is measured; results go to bench/RESULTS.md by hand.
import { spawnSync } from 'node:child_process';
import { ROOT, bin, ensureDependencies } from '../scripts/lib.mjs';

ensureDependencies();
const r = spawnSync(bin('tsx'), ['bench/comparison-bench.ts'], { cwd: ROOT, stdio: 'inherit', env: process.env });
process.exit(r.status ?? 1);

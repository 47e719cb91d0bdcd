#!/usr/bin/env node
// Finance bench (npm run bench:finance): debt details of a client with 5,000 documents on
// PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres), p99 target < 50 ms.
// See bench/finance-bench.ts for what is measured; results go to bench/RESULTS.md by hand.
import { spawnSync } from 'node:child_process';
import { ROOT, bin, ensureDependencies } from '../scripts/lib.mjs';

ensureDependencies();
const r = spawnSync(bin('tsx'), ['bench/finance-bench.ts'], { cwd: ROOT, stdio: 'inherit', env: process.env });
process.exit(r.status ?? 1);

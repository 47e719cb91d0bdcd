#!/usr/bin/env node
// The cost of a browser-test run, from Playwright's JSON report and the E2E_STATS_FILE the
// fixtures write: tests and their outcome, the sum of the test durations (every attempt, and the
// last attempt of each test), the sum per spec file, and the sign-ins through the form, the
// sessions reused and the servers of their own started.
//   node bench/e2e-cost.mjs <results.json> [stats.tsv]
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

const [reportPath, statsPath] = process.argv.slice(2);
if (!reportPath) {
  console.error('usage: node bench/e2e-cost.mjs <results.json> [stats.tsv]');
  process.exit(2);
}
const report = JSON.parse(readFileSync(reportPath, 'utf8'));
const tests = [];
const walk = (suite, file) => {
  const f = suite.file ?? file;
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests ?? [])
      tests.push({ file: basename(f), title: spec.title, project: t.projectName, status: t.status, results: t.results ?? [] });
  for (const s of suite.suites ?? []) walk(s, f);
};
for (const s of report.suites ?? []) walk(s, s.file);

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const all = tests.reduce((a, t) => a + t.results.reduce((b, r) => b + r.duration, 0), 0);
const last = tests.reduce((a, t) => a + (t.results.at(-1)?.duration ?? 0), 0);
const by = (k) => tests.filter((t) => t.status === k).length;
console.log(
  `tests: ${tests.length} (expected ${by('expected')}, flaky ${by('flaky')}, unexpected ${by('unexpected')}, skipped ${by('skipped')})`,
);
console.log(`sum of test durations: ${s(all)} (every attempt), ${s(last)} (last attempt of each test)`);
console.log(`wall time of the run: ${s(report.stats?.duration ?? 0)}`);
const perFile = new Map();
for (const t of tests) perFile.set(t.file, (perFile.get(t.file) ?? 0) + (t.results.at(-1)?.duration ?? 0));
console.log('per spec file (last attempts):');
for (const [f, ms] of [...perFile].sort((a, b) => b[1] - a[1])) console.log(`  ${f.padEnd(28)} ${s(ms)}`);
if (statsPath && existsSync(statsPath)) {
  const counts = {};
  for (const line of readFileSync(statsPath, 'utf8').split('\n').filter(Boolean)) {
    const kind = line.split('\t')[0];
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  console.log(
    `sign-ins through the form: ${counts['sign-in'] ?? 0}, sessions reused: ${counts['session-reuse'] ?? 0}, servers of their own started: ${counts['server-start'] ?? 0} (+1 shared)`,
  );
}

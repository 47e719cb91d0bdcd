#!/usr/bin/env node
// npm test: the gates (lint, format, typecheck, schema: scripts/gates.mjs), then every test: unit
// tests (packages/domain), API tests (apps/server, on PGlite, or on PostgreSQL when TEST_DATABASE_URL
// is set) and browser tests (e2e, Playwright + Chromium). A failing gate stops before the tests and
// counts as one failure. With VITRINA_TEST_POSTGRES_URL set (.ci/run sets it), the API tests run
// once more at the end against that PostgreSQL (a database per test file, files in parallel).
// The PostgreSQL part runs beside the browser tests, one test file at a time (its output is held
// and printed when it ends): the browser tests leave about a third of the two cores idle, and this
// hides most of its time.
// At the end: the time each part took, the total, and the pass/fail counts.
// VITRINA_TEST_ONLY=gates runs only the gates (the same as `npm run check`, with this summary).
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { ROOT, bin, ensureDependencies, run } from './lib.mjs';
import { runGates, seconds } from './gates.mjs';

const started = Date.now();
ensureDependencies();
const results = [];
const timings = [];
const timed = (name, fn) => {
  const started = Date.now();
  try {
    return fn();
  } finally {
    timings.push({ name, ms: Date.now() - started });
  }
};

// 0. gates
const gatesStarted = Date.now();
const gates = await runGates();
timings.push({ name: `gates (${gates.map((g) => `${g.name} ${seconds(g.ms)}`).join(', ')})`, ms: Date.now() - gatesStarted });
const failedGates = gates.filter((g) => !g.ok);
if (failedGates.length) {
  for (const g of failedGates) results.push({ name: `gate ${g.name}`, passed: 0, failed: 1, skipped: 0 });
  console.error(`\n✖ Fallaron las comprobaciones: ${failedGates.map((g) => g.name).join(', ')}. Las pruebas no se ejecutaron.`);
  finish();
}
if (process.env.VITRINA_TEST_ONLY === 'gates') finish();

const out = mkdtempSync(join(tmpdir(), 'vitrina-test-'));

const vitestArgs = (json, args) => ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`];

/** The counts of a vitest part from its JSON report (a failure when there is none). */
function vitestCounts(name, json, code) {
  if (existsSync(json)) {
    const r = JSON.parse(readFileSync(json, 'utf8'));
    results.push({
      name,
      passed: r.numPassedTests,
      failed: r.numFailedTests + (code && !r.numFailedTests ? 1 : 0),
      skipped: r.numPendingTests + r.numTodoTests,
    });
  } else results.push({ name, passed: 0, failed: 1, skipped: 0 });
}

/** Runs vitest (extra arguments, environment) as one timed part, its counts in the summary. */
function vitestPart(name, file, args = [], env = {}) {
  const json = join(out, file);
  const code = timed(name, () => run(bin('vitest'), vitestArgs(json, args), { env }));
  vitestCounts(name, json, code);
  return code;
}

/**
 * vitestPart in the background: resolves when it ends, after printing the output it held (so that
 * it does not interleave with the part running beside it).
 */
function vitestPartInBackground(name, file, args = [], env = {}) {
  const json = join(out, file);
  const log = join(out, `${file}.log`);
  const started = Date.now();
  // the output goes to a file, not a pipe: nothing has to read it while the browser tests run
  const fd = openSync(log, 'w');
  const child = spawn(bin('vitest'), vitestArgs(json, args), {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
  });
  return new Promise((done) => {
    let ended = false;
    const finish = (code) => {
      if (ended) return;
      ended = true;
      closeSync(fd);
      timings.push({ name: `${name}, beside the browser tests`, ms: Date.now() - started });
      console.log(`\n» ${name}: su salida\n`);
      console.log(readFileSync(log, 'utf8'));
      vitestCounts(name, json, code);
      done(code);
    };
    child.on('error', () => finish(1));
    child.on('close', (code) => finish(code ?? 1));
  });
}

/** run(), without blocking this process: the background part's end is seen when it happens. */
function runAsync(cmd, args, opts = {}) {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
    child.on('error', () => done(1));
    child.on('close', (code) => done(code ?? 1));
  });
}

// 1. unit + API tests
const vitestCode = vitestPart('unit + API (vitest)', 'vitest.json');

// 2. browser tests, with the API tests on PostgreSQL running beside them (3.)
const postgresUrl = process.env.VITRINA_TEST_POSTGRES_URL;
let pgPart;
const startPostgresPart = () => {
  if (!postgresUrl) return;
  console.log('\n» Pruebas de API contra PostgreSQL, en paralelo con las de navegador (su salida al terminar)');
  // one test file at a time: beside the browser tests' server, Chromium and workers, two files at
  // once overloaded a slower two-core machine (sign-ins past a test's short request deadline, report jobs
  // past their timeout)
  pgPart = vitestPartInBackground('API on PostgreSQL (vitest)', 'vitest-pg.json', ['--project', 'server'], {
    TEST_DATABASE_URL: postgresUrl,
    VITRINA_TEST_WORKERS: '1',
  });
};
const chromium = findChromium();
let e2eCode;
if (!chromium) {
  console.error(
    '\n✖ No se encontró Chromium para las pruebas de navegador.\n  Instálalo con: sudo apt-get install -y chromium-headless-shell   (o define CHROMIUM_PATH)\n',
  );
  results.push({ name: 'browser (playwright)', passed: 0, failed: 1, skipped: 0 });
  e2eCode = 1;
  startPostgresPart();
} else {
  // the web app and the server's production build (the browser tests run the server as npm start does)
  const buildCode = timed('build', () => {
    console.log('» Construyendo la aplicación web y el servidor...');
    return run('npm', ['run', 'build', '--silent']);
  });
  if (buildCode) {
    results.push({ name: 'build', passed: 0, failed: 1, skipped: 0 });
    rmSync(out, { recursive: true, force: true });
    finish(1);
  }
  startPostgresPart();
  const pwJson = join(out, 'playwright.json');
  const e2eStarted = Date.now();
  e2eCode = await runAsync(bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts'], {
    env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson },
  });
  timings.push({ name: 'browser (playwright)', ms: Date.now() - e2eStarted });
  if (existsSync(pwJson)) {
    const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats ?? {};
    // a flaky test failed first and passed on retry: it counts as passed, and is reported
    results.push({
      name: 'browser (playwright)',
      passed: (s.expected ?? 0) + (s.flaky ?? 0),
      failed: (s.unexpected ?? 0) + (e2eCode && !s.unexpected ? 1 : 0),
      skipped: s.skipped ?? 0,
      flaky: s.flaky ?? 0,
    });
  } else results.push({ name: 'browser (playwright)', passed: 0, failed: 1, skipped: 0 });
}
// 3. the API tests again on PostgreSQL (CI: VITRINA_TEST_POSTGRES_URL), awaited after the browser tests
const pgCode = await (pgPart ?? Promise.resolve(0));
rmSync(out, { recursive: true, force: true });
finish(vitestCode || e2eCode || pgCode ? 1 : 0);

/** Prints the time per part and the counts, and exits (1 when anything failed). */
function finish(code = 0) {
  console.log('\nTiempo por parte');
  for (const t of timings) console.log(`  ${t.name}: ${seconds(t.ms)}`);
  console.log(`  total: ${seconds(Date.now() - started)}`);
  const total = results.reduce((a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }), {
    passed: 0,
    failed: 0,
    skipped: 0,
  });
  console.log('\nResumen de pruebas');
  for (const r of results)
    console.log(
      `  ${r.name}: ${r.passed} passed${r.flaky ? ` (${r.flaky} flaky: passed on retry)` : ''}, ${r.failed} failed, ${r.skipped} skipped`,
    );
  const flaky = results.reduce((a, r) => a + (r.flaky ?? 0), 0);
  console.log(`${total.passed} passed${flaky ? ` (${flaky} flaky)` : ''}, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(code || total.failed ? 1 : 0);
}

/**
 * The browser for the tests: CHROMIUM_PATH, else Debian's headless shell (chromium-headless-shell: the
 * same engine without the desktop browser's compositor and GPU process, about a quarter less CPU per
 * test here), else Debian's chromium. As root with apt, the missing headless shell is installed.
 */
function findChromium() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  const shell = '/usr/lib/chromium/chromium-headless-shell';
  const full = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
  if (existsSync(shell)) return shell;
  // Debian/Ubuntu as root: install Debian's headless shell (a test tool's own browser download is not used).
  const isRoot = process.getuid?.() === 0;
  if (isRoot && spawnSync('which', ['apt-get']).status === 0) {
    console.log('» Instalando Chromium (headless shell) de Debian para las pruebas de navegador...');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(shell)) return shell;
  }
  return full.find((p) => existsSync(p));
}

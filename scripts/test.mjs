#!/usr/bin/env node
// npm test: every test. Unit tests (packages/domain), API tests (apps/server, on PGlite, or on
// PostgreSQL when TEST_DATABASE_URL is set) and browser tests (e2e, Playwright + Chromium).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, bin, buildWeb, ensureDependencies, run } from './lib.mjs';

ensureDependencies();
const out = mkdtempSync(join(tmpdir(), 'vitrina-test-'));
const results = [];

// 1. unit + API tests
const vitestJson = join(out, 'vitest.json');
const vitestCode = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  results.push({
    name: 'unit + API (vitest)',
    passed: r.numPassedTests,
    failed: r.numFailedTests + (vitestCode && !r.numFailedTests ? 1 : 0),
    skipped: r.numPendingTests + r.numTodoTests,
  });
} else results.push({ name: 'unit + API (vitest)', passed: 0, failed: 1, skipped: 0 });

// 2. browser tests
const chromium = findChromium();
let e2eCode = 0;
if (!chromium) {
  console.error(
    '\n✖ No se encontró Chromium para las pruebas de navegador.\n  Instálalo con: sudo apt-get install -y chromium   (o define CHROMIUM_PATH)\n',
  );
  results.push({ name: 'browser (playwright)', passed: 0, failed: 1, skipped: 0 });
  e2eCode = 1;
} else {
  buildWeb();
  const pwJson = join(out, 'playwright.json');
  e2eCode = run(bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts'], {
    env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson },
  });
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
rmSync(out, { recursive: true, force: true });

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
process.exit(vitestCode || e2eCode || total.failed ? 1 : 0);

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  // Debian/Ubuntu as root: install Debian's chromium (a test tool's own browser download is not used).
  const isRoot = process.getuid?.() === 0;
  if (isRoot && spawnSync('which', ['apt-get']).status === 0) {
    console.log('» Instalando Chromium de Debian para las pruebas de navegador...');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return ['/usr/bin/chromium'].find((p) => existsSync(p));
  }
  return undefined;
}

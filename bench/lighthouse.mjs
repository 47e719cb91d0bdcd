#!/usr/bin/env node
// Lighthouse bench (npm run bench:lighthouse): Lighthouse 12's mobile preset (its default config:
// a mid-range phone, simulated throttling) on three pages of the built web app, served by a fresh
// server on its own embedded database with the demo data:
//   login   /                                 signed out, storage and cache reset by Lighthouse
//   home    /{country}/shopping               signed in
//   spaces  /{country}/shopping/espacio/locales  signed in ('Venta Diaria', the space list)
// The signed-in pages: the bench signs in through the login form in the same browser tab, then
// Lighthouse runs on that tab with its storage reset off (the session lives in the tab's
// sessionStorage); the HTTP cache is emptied before each run (--warm keeps it), so each run is a
// signed-in user's cold load. Each page is measured --runs times (3) and each figure is the
// median of its runs: the performance, accessibility, best-practices and SEO scores, total
// blocking time, largest contentful paint and JavaScript boot-up time.
// Options: --no-build (use apps/web/dist as it is), --runs N, --port P (3340), --account EMAIL
//   (empresa.chl@vitrina.test), --warm, --pages login,home,spaces (the pages to measure),
//   --json FILE (the medians and every run's figures), --reports DIR (each run's Lighthouse JSON),
//   --built (the server's production build, apps/server/dist/server.mjs, built by the build step,
//   instead of its sources under tsx: it starts in seconds where tsx outlasts startBenchServer's
//   wait on a loaded machine), --settle-ms (1000, Lighthouse's own: how long the network and
//   the main thread must be quiet before a run ends; on a loaded machine the gap between the
//   session's renew and the signed-in chunk can pass it, the run ends with the chunk unloaded and
//   no LCP: 5000 there).
// Env: CHROME_PATH (the Chromium binary; default: Debian's /usr/lib/chromium/chromium).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg, tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ensureDependencies, runOrExit, startBenchServer } from '../scripts/lib.mjs';
import { startBuiltServer } from './built-server.mjs';
import { recordRun } from './measure.mjs';

const { values: opts } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3340' },
    account: { type: 'string', default: 'empresa.chl@vitrina.test' },
    password: { type: 'string', default: 'Vitrina.2026' },
    warm: { type: 'boolean', default: false },
    json: { type: 'string' },
    reports: { type: 'string' },
    pages: { type: 'string', default: 'login,home,spaces' },
    built: { type: 'boolean', default: false },
    'settle-ms': { type: 'string', default: '1000' },
  },
});
const RUNS = Math.max(1, Number(opts.runs));
const PAGES = opts.pages.split(',');
const SETTLE_MS = Number(opts['settle-ms']);
if (opts.reports) mkdirSync(opts.reports, { recursive: true });
const PORT = Number(opts.port);
const CHROME =
  process.env.CHROME_PATH ?? ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const load1 = () => +loadavg()[0].toFixed(1);

ensureDependencies();
if (!opts['no-build']) {
  console.log('» npm run build');
  runOrExit('npm', ['run', 'build', '--silent']);
}
const loadBefore = loadavg().map((x) => +x.toFixed(1));
console.log(`» server on port ${PORT} (fresh embedded database, demo data)...`);
// the embedded database's folder is the bench's own, so that a start that outlasts
// startBenchServer's wait (a loaded machine: the first start migrates and seeds) is tried again
// on what it had done, up to three times
const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-bench-lighthouse-db-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
let server;
for (let attempt = 1; !server; attempt++) {
  try {
    server = await (opts.built ? startBuiltServer : startBenchServer)({
      port: PORT,
      name: 'lighthouse',
      env: { LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    });
  } catch (e) {
    if (attempt === 5) throw e;
    console.log('  not up yet: starting it again on the same database');
    await new Promise((r) => setTimeout(r, 3000));
  }
}
const { base, stop } = server;

const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
const page = (await browser.pages())[0] ?? (await browser.newPage());
const cdp = await page.createCDPSession();

/** One Lighthouse run on the shared tab: the figures this bench reports. */
async function audit(url, { keepStorage, name }) {
  if (keepStorage && !opts.warm) await cdp.send('Network.clearBrowserCache');
  // from a blank page: a navigation to the URL the tab already shows can leave Lighthouse's trace
  // without its start (NO_NAVSTART); the tab's sessionStorage, the session, outlives it
  if (keepStorage) await page.goto('about:blank');
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: CATEGORIES,
      disableStorageReset: keepStorage,
      // how long the page must be quiet (network, main thread) before the run ends
      pauseAfterLoadMs: SETTLE_MS,
      networkQuietThresholdMs: SETTLE_MS,
      cpuQuietThresholdMs: SETTLE_MS,
    },
    undefined,
    page,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (opts.reports) writeFileSync(join(opts.reports, `${name}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url}: the page ended on ${landed} (session lost?)`);
  // a figure Lighthouse could not compute (its audit errored) is null and left out of the median
  const score = (c) => (typeof lhr.categories[c]?.score === 'number' ? Math.round(lhr.categories[c].score * 100) : null);
  const ms = (a) => (typeof lhr.audits[a]?.numericValue === 'number' ? Math.round(lhr.audits[a].numericValue) : null);
  for (const a of ['largest-contentful-paint', 'total-blocking-time', 'bootup-time'])
    if (lhr.audits[a]?.errorMessage) console.log(`  ${name}: ${a}: ${lhr.audits[a].errorMessage}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    'TBT ms': ms('total-blocking-time'),
    'LCP ms': ms('largest-contentful-paint'),
    'boot-up ms': ms('bootup-time'),
    load: load1(),
  };
}

const median = (values) => {
  const s = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!s.length) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : Math.round((s[m - 1] + s[m]) / 2);
};
const medians = (runs) => Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));

/** A run, tried once more when Lighthouse itself says so ('Please run Lighthouse again'). */
async function auditAgain(url, o) {
  try {
    return await audit(url, o);
  } catch (e) {
    if (!/NO_NAVSTART|NO_FCP|NO_LCP/.test(String(e))) throw e;
    console.log(`  ${o.name}: ${String(e).split('\n')[0]}; once more`);
    return audit(url, o);
  }
}

async function measure(name, url, keepStorage) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await auditAgain(url, { keepStorage, name: `${name}-${i + 1}` });
    console.log(`  ${name} run ${i + 1}/${RUNS}: ${JSON.stringify(r)}`);
    runs.push(r);
  }
  return { page: name, path: new URL(url).pathname, runs, median: medians(runs) };
}

/** Signs in through the login form of the shared tab; resolves on the signed-in home. */
async function signIn() {
  await page.goto(`${base}/`, { waitUntil: 'load' });
  await page.locator('::-p-aria(Correo electrónico)').fill(opts.account);
  await page.locator('::-p-aria(Contraseña)').fill(opts.password);
  // the terms are asked for until a sign-in on this browser accepted them
  if (!(await page.evaluate(() => localStorage.getItem('terms-accepted') === 'true'))) {
    await page.locator('::-p-aria(Acepta términos)').click();
  }
  await page.locator('::-p-aria([name="Ingresar"][role="button"])').click();
  await page.waitForFunction(() => [...globalThis.document.querySelectorAll('h1, h2')].some((h) => /^Hola,/.test(h.textContent ?? '')), {
    timeout: 120_000,
  });
  if (!(await page.evaluate(() => sessionStorage.getItem('token')))) throw new Error('signed in but no token in sessionStorage');
  return new URL(page.url()).pathname.replace(/\/$/, '');
}

const results = { when: new Date().toISOString(), runs: RUNS, account: opts.account, warm: opts.warm, loadBefore, pages: [] };
const failed = await recordRun(
  results,
  async () => {
    console.log(`» Lighthouse ${RUNS}× per page (mobile preset, simulated throttling), Chromium ${await browser.version()}`);
    if (PAGES.includes('login')) results.pages.push(await measure('login', `${base}/`, false));
    const home = await signIn();
    console.log(`» signed in as ${opts.account}: ${home}`);
    if (PAGES.includes('home')) results.pages.push(await measure('home', `${base}${home}`, true));
    if (PAGES.includes('spaces')) results.pages.push(await measure('spaces', `${base}${home}/espacio/locales`, true));
  },
  async () => {
    await browser.disconnect().catch(() => {});
    chrome.kill();
    stop();
  },
);
if (opts.json) writeFileSync(opts.json, JSON.stringify(results, null, 2));
console.log(
  `\nLighthouse 12, mobile preset, median of ${RUNS} (load average before ${loadBefore.join(' ')}, after ${results.loadAfter.join(' ')})`,
);
console.table(results.pages.map((p) => ({ page: p.page, path: p.path, ...p.median })));
process.exit(failed ? 1 : 0);

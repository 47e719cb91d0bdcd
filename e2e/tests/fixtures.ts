/**
 * Shared pieces of the browser tests.
 *
 * SIGNED-IN PAGES (use these unless the test is about signing in, signing out or the session):
 *   test.use({ account: 'empresaChl' });            // the spec's (or a describe's) `page` is signed in on the shared server
 *   test('…', async ({ page }) => { await page.goto('/chl/shopping/contratos'); … });
 *   await signedIn(page, 'auditor', own);                    // another account, or a server of its own (startOwnServer)
 *   const other = await signedInPage(browser, 'operador', own);  // a second signed-in browser (a context of its own)
 * Each worker signs each account in once per server through the real login form, then hands every
 * test a renewed session of it (the app keeps its token in sessionStorage, which storageState does
 * not save: an init script puts it back before the app loads). `page` is not navigated: its first
 * goto opens the app signed in ('/' goes to the account's home). The 'fresh sign-in' extras (the
 * pending charge notes dialog) do not open on a restored session.
 * Keep `signIn` (the form) for tests of the sign-in itself, and for tests that sign out, close
 * sessions or change a password: these would end the session every other test reuses.
 */
import { test as playwrightTest, expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { appendFileSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { seededDataDir, spawnServer, untilHealthy } from './own-servers';
import { DEMO_ACCOUNTS } from '../../apps/server/src/test/demo-accounts';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';

export const PASSWORD = 'Vitrina.2026';
export const ACCOUNTS = DEMO_ACCOUNTS;
export type AccountName = keyof typeof ACCOUNTS;
/** An account by its name in ACCOUNTS, or any e-mail (a user a test created). */
export type Account = AccountName | (string & {});
function emailOf(account: Account) {
  if (account.includes('@')) return account;
  if (account in ACCOUNTS) return ACCOUNTS[account as AccountName];
  throw new Error(`unknown account '${account}': a name of ACCOUNTS or an e-mail`);
}

/**
 * Counts the costly steps of a run (E2E_STATS_FILE: a line per step, with its milliseconds when
 * timed): each sign-in through the form, each session reused, each server of its own started.
 */
export function countStep(kind: 'sign-in' | 'form-session' | 'session-reuse' | 'server-start', detail: string, ms?: number) {
  const file = process.env.E2E_STATS_FILE;
  if (file) appendFileSync(file, `${kind}\t${detail}${ms === undefined ? '' : `\t${Math.round(ms)}`}\n`);
}

/** Signs in through the login form as a user would. */
export async function signIn(page: Page, email: string, password = PASSWORD, base = '') {
  countStep('sign-in', email);
  await page.goto(`${base}/`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  // the terms are asked for until a sign-in on this browser accepted them (remembered locally)
  if (!(await page.evaluate(() => localStorage.getItem('terms-accepted') === 'true'))) {
    await page.getByLabel('Acepta términos').check();
  }
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/**
 * Waits until the page has loaded what it shows: every image complete and no resource finished for
 * `quietMs`. Unlike 'networkidle' it ignores connections that stay open by design (the event
 * stream, a media element still buffering), which never go idle in the headless shell.
 */
export async function untilSettled(page: Page, quietMs = 500, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let last = -1;
  let since = Date.now();
  while (Date.now() < deadline) {
    const n = await page.evaluate(
      () => performance.getEntriesByType('resource').length + (Array.from(document.images).every((i) => i.complete) ? 0 : 1e6),
    );
    if (n !== last) [last, since] = [n, Date.now()];
    else if (n < 1e6 && Date.now() - since >= quietMs) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`the page did not settle in ${timeoutMs} ms`);
}

export { axeViolations, readOutbox, waitForMail, watchCspViolations } from './page-checks';

export interface OwnServer {
  base: string;
  dataDir: string;
  stop(): void;
}

/**
 * Starts a server of its own (same code, own embedded database seeded with the demo data) for
 * tests that change shared demo data (a password) or need a pinned clock (CLOCK_START).
 * Each spec passes its own port offset so parallel workers never collide.
 */
export async function startOwnServer(portOffset: number, env: Record<string, string> = {}): Promise<OwnServer> {
  const port = Number(process.env.E2E_PORT ?? 3100) + portOffset;
  const base = `http://localhost:${port}`;
  // a server left over by an interrupted run would answer the health check in this one's place
  const taken = await fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is taken (a server left over by an interrupted run?)`);
  const started = Date.now();
  const dataDir = await seededDataDir(env.CLOCK_START);
  const server = spawnServer(port, dataDir, env);
  const stop = () => {
    if (server.pid && server.exitCode === null) server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await untilHealthy(server, port);
  } catch (err) {
    stop();
    throw err;
  }
  countStep('server-start', String(portOffset), Date.now() - started);
  return { base, dataDir, stop };
}

/**
 * startOwnServer serving a private copy of the built web app (WEB_DIST when set, else
 * apps/web/dist): a rebuild elsewhere empties apps/web/dist for a moment. stop() removes the copy.
 */
export async function startOwnServerWithWeb(portOffset: number, env: Record<string, string> = {}): Promise<OwnServer> {
  const dist = process.env.WEB_DIST ?? resolve(import.meta.dirname, '../../apps/web/dist');
  for (let i = 0; i < 60 && !existsSync(join(dist, 'index.html')); i++) await new Promise((r) => setTimeout(r, 500));
  const webDist = mkdtempSync(join(tmpdir(), 'vitrina-e2e-web-'));
  cpSync(dist, webDist, { recursive: true });
  const removeWeb = () => rmSync(webDist, { recursive: true, force: true });
  try {
    const own = await startOwnServer(portOffset, { WEB_DIST: webDist, ...env });
    return {
      ...own,
      stop: () => {
        own.stop();
        removeWeb();
      },
    };
  } catch (err) {
    removeWeb();
    throw err;
  }
}

/** The shared server of the run (playwright.config.ts's webServer). */
const SHARED_BASE = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;
/**
 * The worker's sessions, one chain per (server, account): the first page that needs one signs in
 * through the form (in a browser context of its own, closed again); each later page gets the
 * newest token of the chain, renewed once more (GET /api/fo/auth/renew) to know it is alive. The
 * app renews the token again when it loads, and the server revokes the one before, so the token
 * of each renewal a page makes is kept for the next page. A chain that ended (a sign-out, a
 * session closed elsewhere) is signed in again through the form.
 */
interface Chain {
  token?: string;
  pending: Set<Promise<unknown>>;
}
const chains = new Map<string, Chain>();

async function renewToken(base: string, token: string) {
  const res = await fetch(`${base}/api/fo/auth/renew`, { headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
  return res?.ok ? ((await res.json()) as { jwt: string }).jwt : undefined;
}

async function formSignIn(browser: Browser, base: string, email: string) {
  const context = await browser.newContext({ reducedMotion: 'reduce', locale: 'es-CL', timezoneId: 'America/Santiago' });
  try {
    const page = await context.newPage();
    await signIn(page, email, PASSWORD, base);
    await page.waitForFunction(() => !!sessionStorage.getItem('token'), undefined, { timeout: 30_000 });
    return (await page.evaluate(() => sessionStorage.getItem('token')))!;
  } finally {
    await context.close();
  }
}

/**
 * Signs `page` in as `account` on the shared server, or on `server` (a server of its own), without
 * the form: call it before the page's first goto, which then opens the app signed in.
 */
export async function signedIn(page: Page, account: Account, server?: OwnServer | string): Promise<Page> {
  const email = emailOf(account);
  const base = typeof server === 'object' ? server.base : server || SHARED_BASE;
  const id = `${typeof server === 'object' ? server.dataDir : base}|${email}`;
  let chain = chains.get(id);
  if (!chain) chains.set(id, (chain = { pending: new Set() }));
  // a renewal still in flight from the previous page of this chain
  const deadline = Date.now() + 5_000;
  while (chain.pending.size && Date.now() < deadline) await Promise.race([...chain.pending, new Promise((r) => setTimeout(r, 100))]);
  const known = chain.token;
  chain.token = undefined; // this page holds it now
  const started = Date.now();
  let token = known && (await renewToken(base, known));
  if (token) countStep('session-reuse', email, Date.now() - started);
  else {
    // the worker's sign-in is not the test's time: a loaded machine may take long over it
    const info = playwrightTest.info();
    const timeout = info.timeout;
    if (timeout) info.setTimeout(timeout + 180_000);
    token = await formSignIn(page.context().browser()!, base, email);
    const ms = Date.now() - started;
    if (timeout) info.setTimeout(timeout + ms);
    countStep('form-session', email, ms);
  }

  const origin = new URL(base).origin;
  const marker = `e2e-session-restored-${randomUUID()}`;
  await page.addInitScript(
    ({ origin, token, marker }) => {
      if (location.origin !== origin) return;
      try {
        // once per page: a reload, a sign-out or a cleared sessionStorage later keep what the test did
        if (localStorage.getItem(marker)) return;
        localStorage.setItem(marker, '1');
        sessionStorage.setItem('token', token);
        // a browser that signed in has accepted the terms
        if (!localStorage.getItem('terms-accepted')) localStorage.setItem('terms-accepted', 'true');
      } catch {
        /* no storage on this document */
      }
    },
    { origin, token, marker },
  );
  // follow the page's renewals of this chain (not those of another user signed in later on it)
  let current: string | undefined = token;
  let renewed = false;
  const c = chain;
  page.on('request', (req) => {
    if (!req.url().startsWith(`${origin}/api/fo/auth/renew`) || !current || req.headers().authorization !== `Bearer ${current}`) return;
    renewed = true;
    const answered = req
      .response()
      .then(async (res) => {
        if (res?.ok()) {
          current = ((await res.json()) as { jwt: string }).jwt;
          c.token = current;
        }
      })
      .catch(() => {
        /* the page closed first: the next page's renewal finds out whether the token still lives */
      });
    c.pending.add(answered);
    void answered.finally(() => c.pending.delete(answered));
  });
  // a page that never loaded the app leaves its token to the next one
  page.on('close', () => {
    if (!renewed && !c.token) c.token = current;
  });
  return page;
}

/** A new browser context (closed with the test's other contexts) and page signed in as `account`. */
/** Pins the browser clock to `now` (the server's CLOCK_START), signs `account` in on `server` and waits for its home. */
export async function signedInHomeAt(page: Page, account: Account, server: OwnServer | undefined, now: string) {
  await page.clock.install({ time: new Date(now) });
  await signedIn(page, account, server);
  await page.goto(`${server?.base ?? ''}/`);
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
}

export async function signedInPage(browser: Browser, account: Account, server?: OwnServer | string, options?: BrowserContextOptions) {
  const context = await browser.newContext(options);
  return signedIn(await context.newPage(), account, server);
}

export const test = playwrightTest.extend<{ account: Account | undefined }>({
  account: [undefined, { option: true }],
  page: async ({ page, account }, use) => {
    if (account) await signedIn(page, account);
    await use(page);
  },
});
export { expect };

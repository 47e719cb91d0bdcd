import { test as base, expect, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';

export const PASSWORD = 'Vitrina.2026';
export const ACCOUNTS = {
  empresaChl: 'empresa.chl@vitrina.test',
  marcaChl: 'marca.chl@vitrina.test',
  localChl: 'local.chl@vitrina.test',
  empresaPer: 'empresa.per@vitrina.test',
  empresaArg: 'empresa.arg@vitrina.test',
  empresaCol: 'empresa.col@vitrina.test',
} as const;

/** Signs in through the login form as a user would. */
export async function signIn(page: Page, email: string, password = PASSWORD, base = '') {
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
 * Collects the Content-Security-Policy violations the page reports from its first script on
 * (`securitypolicyviolation` events and the console's CSP errors). Call once per page.
 */
export async function watchCspViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return violations;
}

/** The e-mails the server wrote to its local outbox (no SMTP configured in tests). */
export function readOutbox(dataDir = process.env.E2E_DATA_DIR!): { to: string; subject: string; text: string; html: string; at: string }[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
}

export async function waitForMail(to: string, since: string, dataDir?: string) {
  for (let i = 0; i < 50; i++) {
    const mail = readOutbox(dataDir)
      .filter((m) => m.to === to && m.at >= since)
      .at(-1);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail for ${to}`);
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe on the page and returns the serious and critical violations. */
export async function axeViolations(page: Page) {
  // evaluated through the DevTools protocol: the page's Content-Security-Policy refuses inline <script> tags
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    // @ts-expect-error injected
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v: { id: string; impact: string; help: string; nodes: { target: string[] }[] }) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
  });
  return result.filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical');
}

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
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-e2e-own-'));
  const root = resolve(import.meta.dirname, '../..');
  const server: ChildProcess = spawn(
    process.execPath,
    [resolve(root, 'node_modules/.bin/tsx'), resolve(root, 'apps/server/src/server.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: base,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        CAPTCHA_COST: '100',
        CAPTCHA_COST_V2: '200',
        CAPTCHA_FAILURES_BEFORE_V2: '50',
        RATE_LIMIT_AUTH_MAX: '500',
        ...env,
      },
      stdio: 'ignore',
    },
  );
  const stop = () => {
    if (server.pid && server.exitCode === null) server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // E2E_START_TIMEOUT_MS: how long a spec's own server may take to answer (a loaded machine needs longer)
  const tries = Math.ceil(Number(process.env.E2E_START_TIMEOUT_MS ?? 120_000) / 500);
  for (let i = 0; i < tries; i++) {
    // a server that exited (its port taken by a leftover one) must not let the test talk to another
    if (server.exitCode !== null) {
      stop();
      throw new Error(`the e2e server on port ${port} exited (${server.exitCode}): is the port taken?`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, dataDir, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error(`the e2e server on port ${port} did not start`);
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

export const test = base;
export { expect };

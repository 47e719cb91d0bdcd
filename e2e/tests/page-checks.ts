/**
 * What the browser tests check on a page besides its content: the Content-Security-Policy violations
 * it reports, its accessibility (axe), and the e-mails the server sent meanwhile.
 */
import type { Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

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
  // a dialog still fading in has its colours half transparent: axe would report their contrast, so
  // the finite animations and transitions running now end first (spinners and skeletons run forever)
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  // evaluated through the DevTools protocol: the page's Content-Security-Policy refuses inline <script> tags
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    // @ts-expect-error injected
    // label-in-name (a control's visible text is part of its accessible name) is off by default in axe
    const r = await window.axe.run(document, { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });
    return r.violations.map((v: { id: string; impact: string; help: string; nodes: { target: string[] }[] }) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
  });
  return result.filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical');
}

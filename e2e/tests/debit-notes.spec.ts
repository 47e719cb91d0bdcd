import type { Page } from '@playwright/test';
import { PASSWORD, expect, signIn, startOwnServer, test, type OwnServer } from './fixtures';

/**
 * The pending charge notes dialog when a note was accepted elsewhere: it accepts notes
 * of the demo data, so it runs on a server of its own.
 */
const NOTAS = 'notas.chl@vitrina.test';
const ALREADY_ACCEPTED = 'La nota de cargo ya fue aceptada; no se realizaron cambios.';

let own: OwnServer | undefined;
test.beforeAll(async () => {
  // a loaded machine may take more than a minute to start and seed a server
  test.setTimeout(150_000);
  own = await startOwnServer(150);
});
test.afterAll(() => own?.stop());

/** A charge-note call with the page's current session (the app rotates the token when a page loads). */
async function api(page: Page, path: string, method = 'GET') {
  for (let attempt = 0; ; attempt++) {
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const res = await page.request.fetch(`${own!.base}/api/fo/debit-notes${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
    });
    // a renew in flight has already revoked the token the page still holds: read it again
    if (res.status() === 401 && attempt < 5) {
      await page.waitForTimeout(400);
      continue;
    }
    return { status: res.status(), body: await res.json() };
  }
}

test('a note accepted in another tab: the refused accept reloads the pending list, and the dialog closes when none remain', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, NOTAS, PASSWORD, own!.base);
  const two = page.getByRole('dialog', { name: 'Tienes 2 notas de cargo por aceptar' });
  // the first sign-in on this server: its first queries may be slow on a loaded machine
  await expect(two).toBeVisible({ timeout: 30_000 });
  const pending = await api(page, '');
  expect(pending.status).toBe(200);
  const [first, second] = (pending.body as { id: number }[]).map((n) => n.id);

  // accepted in another tab, then 'Aceptar' here: refused, and the list no longer shows it
  expect((await api(page, `/${first}/accept`, 'POST')).status).toBe(200);
  await two.getByRole('button', { name: `Aceptar nota de cargo ${first}`, exact: true }).click();
  await expect(page.getByText(ALREADY_ACCEPTED)).toBeVisible();
  const one = page.getByRole('dialog', { name: 'Tienes una nota de cargo por aceptar' });
  await expect(one).toBeVisible();
  await expect(one.getByRole('button', { name: `Aceptar nota de cargo ${first}`, exact: true })).toHaveCount(0);
  await expect(one.getByRole('button', { name: `Aceptar nota de cargo ${second}`, exact: true })).toBeVisible();

  // the last one too: the refused accept empties the list and the dialog closes
  expect((await api(page, `/${second}/accept`, 'POST')).status).toBe(200);
  // (the same refusal toast may still be on screen, and the toasts show no duplicate: the answer is checked instead)
  const refused = page.waitForResponse((r) => r.url().endsWith(`/api/fo/debit-notes/${second}/accept`));
  await one.getByRole('button', { name: `Aceptar nota de cargo ${second}`, exact: true }).click();
  expect((await refused).status()).toBe(409);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

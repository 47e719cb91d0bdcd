import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD, axeViolations, expect, signIn, startOwnServerWithWeb, test, type OwnServer } from './fixtures';
import { CLOCKS } from './clocks';

/**
 * Declaration receipts and cut-off reminders, on a server of its own whose clock
 * starts on Wednesday 9 December 2026 at 09:00 in Santiago (CLOCK_START): three days before the
 * cut-off (the 12th), the reminder hour. Every Chile space of the demo has pending November days,
 * so the reminders' run at start (the job engine sends one per country) reminds the store chief at once, in the bell.
 */
const NOW = CLOCKS.december9;

let own: OwnServer | undefined;
let BASE = '';

async function signInAt(page: Page, email: string) {
  await page.clock.install({ time: new Date(NOW) });
  await signIn(page, email, PASSWORD, BASE);
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible({ timeout: 30_000 });
}

const dayRow = (page: Page, fecha: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: fecha, exact: true }) });

test.describe('receipts and reminders on 9 December 2026, 3 days before the cut-off', () => {
  test.beforeAll(async ({ browser }) => {
    // the own server's start (E2E_START_TIMEOUT_MS, longer on a loaded machine) and the first sign-in
    test.setTimeout(Number(process.env.E2E_START_TIMEOUT_MS ?? 120_000) + 120_000);
    own = await startOwnServerWithWeb(200, { CLOCK_START: NOW });
    BASE = own.base;
    // the store chief's first sign-in on this fresh server opens the welcome tour: once, here
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.install({ time: new Date(NOW) });
    await signIn(page, ACCOUNTS.localChl, PASSWORD, BASE);
    await page
      .getByRole('dialog', { name: '¡Bienvenido a Vitrina!' })
      .getByRole('button', { name: 'Omitir Tour' })
      .click({ timeout: 60_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });
  test.afterAll(() => own?.stop());

  test('the store chief sees the cut-off reminder in the bell', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAt(page, ACCOUNTS.localChl);
    const bell = page.getByRole('button', { name: /^Notificaciones/ });
    await expect(async () => {
      await page.reload();
      await expect(bell).toHaveAccessibleName(/Notificaciones, [1-9]\d* sin leer/, { timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Notificaciones' });
    await expect(popover.getByText('Quedan días por declarar: el plazo vence el 12/12/2026')).toBeVisible({ timeout: 20_000 });
  });

  // On 9 December, before the cut-off (the 12th), November's pending days are declarable; which days the
  // demo left pending depends on the seed, so the test takes the first November row that offers 'Declarar'.
  test('declares a pending day and downloads its receipt (a PDF named after the space and day)', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAt(page, ACCOUNTS.localChl);
    await page.goto(`${BASE}/chl/shopping/espacio/locales`);
    await page.getByRole('button', { name: /^Zapatería Ruta Sur.*Local L-102 · / }).click();
    await expect(page.getByRole('heading', { name: 'Zapatería Ruta Sur · L-102 · Mall Vista Alegre' })).toBeVisible();
    await page.getByRole('button', { name: 'Ver como tabla' }).click();

    const declare = page.getByRole('button', { name: /^Declarar \d\d\/11\/2026$/ }).first();
    await expect(declare).toBeVisible();
    const fecha = (await declare.getAttribute('aria-label'))!.replace('Declarar ', '');
    const [dd, mm, yyyy] = fecha.split('/');
    await dayRow(page, fecha)
      .getByRole('button', { name: `Declarar ${fecha}` })
      .click();
    const drawer = page.getByRole('dialog', { name: `Declarar venta del ${fecha}` });
    await drawer.getByLabel('Cantidad de tickets boletas').fill('3');
    await drawer.getByLabel('Monto efectivo boletas').fill('10000');
    await drawer.getByLabel('Monto tarjeta boletas').fill('20500');
    for (let i = 0; i < 4; i++) await drawer.getByRole('button', { name: 'Siguiente' }).click();
    await expect(drawer.getByRole('heading', { name: 'Enviar reporte' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Declarar' }).click();
    await expect(page.getByText('Venta diaria reportada exitosamente')).toBeVisible();
    await expect(drawer).toBeHidden();

    // the day's panel (calendar) offers the receipt
    await page.getByRole('button', { name: 'Ver como calendario' }).click();
    await page.getByRole('button', { name: new RegExp(fecha.replaceAll('/', '\\/')) }).click();
    const panel = page.getByRole('dialog', { name: 'Registro de venta' });
    await expect(panel).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const [download, response] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForResponse((r) => /\/day\/\d{4}-\d{2}-\d{2}\/receipt(\?|$)/.test(r.url())),
      panel.getByRole('button', { name: 'Descargar comprobante' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`comprobante-diaria-L-102-${yyyy}-${mm}-${dd}.pdf`);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const bytes = readFileSync(path!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // its verification code (the response's x-receipt-code) is genuine for the public verification
    const code = response.headers()['x-receipt-code'];
    expect(code).toMatch(/^[A-Z2-7]{5}(-[A-Z2-7]{5}){3}$/);
    const res = await page.request.get(`${BASE}/api/fo/receipts/verify/${code}`);
    expect(await res.json()).toMatchObject({
      valido: true,
      comprobante: { tipo: 'diaria', periodo: `${yyyy}-${mm}-${dd}`, local: 'L-102' },
    });

    // the receipt's link leads a person, with no session, to a page that says what it certifies
    const anyone = await page.context().browser()!.newPage();
    await anyone.goto(`${BASE}/comprobantes/${code}`);
    await expect(anyone.getByRole('heading', { name: 'Comprobante auténtico' })).toBeVisible();
    const certified = anyone.getByRole('definition');
    for (const text of ['Venta diaria', 'L-102', 'Mall Vista Alegre', `${dd}/${mm}/${yyyy}`, /^\$\s?30\.500$/, code!]) {
      await expect(certified.filter({ hasText: text }).first()).toBeVisible();
    }
    expect(await anyone.locator('main').textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(await axeViolations(anyone)).toEqual([]);
    await anyone.goto(`${BASE}/comprobantes/AAAAA-BBBBB-CCCCC-DDDDD`);
    await expect(anyone.getByRole('heading', { name: 'Comprobante no válido' })).toBeVisible();
    await anyone.goto(`${BASE}/comprobantes/nada`);
    await expect(anyone.getByText('El código de verificación no es válido.', { exact: false })).toBeVisible();
    await anyone.close();
  });

  test('the profile turns the reminders off', async ({ page }) => {
    await signInAt(page, ACCOUNTS.localChl);
    await page.goto(`${BASE}/chl/shopping/perfil/mi_perfil?tab=notificaciones`);
    const toggle = page
      .getByRole('switch', { name: 'Recordatorios de corte' })
      .or(page.getByRole('checkbox', { name: 'Recordatorios de corte' }));
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await page.reload();
    await expect(toggle).not.toBeChecked();
  });
});

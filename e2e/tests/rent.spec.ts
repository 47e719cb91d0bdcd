import type { Page } from '@playwright/test';
import { businessToday } from '@vitrina/domain/sales/calendar';
import { ACCOUNTS, axeViolations, expect, signedIn, test } from './fixtures';

/**
 * 'Renta variable' on the shared server (the real clock): a tenant sees what its sales cost it in
 * rent and sees the figure move when it declares today; FINANZAS sees a centre's table; a tenant of
 * another company gets nothing of it. Pollería El Sol (PER-C301, p1001) is declared up to
 * yesterday in the demo data; its terms are in soles, on gross sales, in three tiers.
 */

const PER_TAX = '20601234565';
// the business day the server declares: before 02:00 in Lima it is still the day before
const today = () => businessToday(new Date(), 'America/Lima');
const dmy = (iso: string) => iso.split('-').reverse().join('/');

async function openRent(page: Page, account: keyof typeof ACCOUNTS, country: string, query = '') {
  await signedIn(page, account);
  await page.goto(`/${country}/shopping/renta-variable${query}`);
  await expect(page.getByRole('heading', { name: 'Renta variable', level: 1 })).toBeVisible({ timeout: 30_000 });
}

// the figures are read from a year of sales: on a busy machine a page may take a while
test.describe.configure({ timeout: 180_000 });

/** The value shown in a figure of the month to date ('Ventas', 'Renta a pagar', …). */
const figure = (page: Page, name: string) =>
  page.getByRole('group', { name: /^Mes en curso, al / }).getByRole('region', { name, exact: true });

test('a tenant sees its rent for the month, declares today and sees the figures move', async ({ page }) => {
  await openRent(page, 'empresaPer', 'per', '?contrato=PER-C301');
  await expect(page.getByRole('combobox', { name: 'Contrato' })).toContainText('L-101 · Pollería El Sol');
  await expect(page.getByText(/^Condiciones: Mínimo S\/ [\d,.]+ al mes · ventas brutas · tramos$/)).toBeVisible();
  const sales = figure(page, 'Ventas');
  await expect(sales).toContainText(/S\/ [\d,.]+/);
  const before = await sales.textContent();
  const due = await figure(page, 'Renta a pagar').textContent();

  // every figure explains itself
  const minimum = figure(page, 'Renta mínima');
  await minimum.getByRole('button', { name: '¿Cómo se calcula?' }).click();
  await expect(minimum).toContainText('Renta mínima garantizada del contrato: S/');
  const months = page.getByRole('table', { name: 'Últimos 12 meses' });
  await expect(months.getByRole('row')).toHaveCount(13);
  // months by their Spanish names, in the table and in the month picker, whatever the browser's language
  await expect(months.getByRole('rowheader').first()).toHaveText(/^[a-z]+ de \d{4}$/);
  await expect(page.getByRole('combobox', { name: 'Mes' })).toHaveText(/^[a-z]+ de \d{4}$/);
  expect(await axeViolations(page)).toEqual([]);

  // declare today (or update it, when a former run already did) with an amount of this run
  const day = today();
  await page.goto(`/per/shopping/resumen-ventas-detalle/p1001/${PER_TAX}?mes=${day.slice(0, 7)}&vista=tabla`);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: dmy(day), exact: true }) });
  await row.getByRole('button', { name: new RegExp(`^(Declarar|Actualizar) ${dmy(day)}$`) }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`venta del ${dmy(day)}$`) });
  await drawer.getByLabel('Cantidad de transacciones').fill('40');
  await drawer.getByLabel('Monto total sin IGV').fill(String(90_000 + (Date.now() % 997)));
  await drawer.getByLabel('Serie boletas').fill('B002');
  await drawer.getByRole('button', { name: /^(Declarar|Actualizar)$/ }).click();
  await expect(page.getByText('Venta diaria reportada exitosamente')).toBeVisible({ timeout: 30_000 });
  await expect(drawer).toBeHidden({ timeout: 30_000 });

  await page.goto('/per/shopping/renta-variable?contrato=PER-C301');
  await expect(sales).toContainText(/S\/ [\d,.]+/, { timeout: 30_000 });
  await expect(sales).not.toHaveText(before!);
  await expect(figure(page, 'Renta a pagar')).not.toHaveText(due!);
});

test('a contract without terms says so, and the page fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openRent(page, 'empresaChl', 'chl', '?contrato=CHL-C105');
  await expect(page.getByText('Sin condiciones de renta variable informadas').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Contrato' }).click();
  await page.getByRole('option', { name: /^L-101 · / }).click();
  await expect(figure(page, 'Renta mínima')).toContainText(/\$ [\d.]+/);
  await expect(page.getByRole('list', { name: 'Últimos 12 meses' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
});

test("FINANZAS sees a centre's month with its totals; the contract without terms is flagged", async ({ page }) => {
  await signedIn(page, 'finanzas');
  await page.goto('/chl/shopping');
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible({ timeout: 30_000 });
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  const group = nav.getByRole('button', { name: 'Consola', exact: true });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await nav.getByRole('link', { name: 'Renta variable' }).click();
  await expect(page.getByRole('heading', { name: 'Renta variable por centro', level: 1 })).toBeVisible();
  await expect(page.getByText('Elige un centro comercial para ver su renta variable')).toBeVisible();
  await page.getByRole('combobox', { name: 'Centro comercial' }).click();
  await page.getByRole('option', { name: /^Mall Vista Alegre/ }).click();
  const table = page.getByRole('table', { name: /^Renta variable por centro Mall Vista Alegre/ });
  await expect(table.getByRole('row').nth(1)).toContainText('$', { timeout: 30_000 });
  await expect(table).toContainText('Sin condiciones de renta variable informadas');
  await expect(page.getByText(/contratos? sin condiciones de renta variable informadas$/)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^CLP · \d+ contratos?: Renta mínima \$/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar a Excel' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^renta-variable-CHL-B2-\d{4}-\d{2}\.xlsx$/);
});

test('a tenant of another company gets nothing of it', async ({ page }) => {
  await openRent(page, 'empresaPer', 'per', '?contrato=CHL-C101');
  await expect(page.getByRole('combobox', { name: 'Contrato' })).not.toContainText('Café Montaña');
  await expect(page.getByText('No se encontró el contrato')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Renta a pagar' })).toHaveCount(0);
});

test("a staff member who does not read sales cannot open the centre's table", async ({ page }) => {
  await signedIn(page, 'operador');
  await page.goto('/chl/shopping/consola/renta-variable');
  await expect(page.getByText('No puedes acceder a esta ruta')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Renta variable por centro' })).toHaveCount(0);
});

// Peru (above) and Chile (the UF terms, the phone) are driven in full; Argentina and Colombia
// show their tenants' rent in pesos too, from the same page
for (const c of [
  { account: 'empresaArg', country: 'arg' },
  { account: 'empresaCol', country: 'col' },
] as const) {
  test(`${c.account}: its contract's rent for the month and the last 12 months, in pesos`, async ({ page }) => {
    await openRent(page, c.account, c.country);
    await expect(page.getByText(/^Condiciones: Mínimo \$ [\d.,]+ al mes · /)).toBeVisible({ timeout: 30_000 });
    await expect(figure(page, 'Renta mínima')).toContainText(/\$ [\d.,]+/);
    await expect(figure(page, 'Renta a pagar')).toContainText(/\$ [\d.,]+/);
    await expect(page.getByRole('table', { name: 'Últimos 12 meses' }).getByRole('row')).toHaveCount(13);
  });
}

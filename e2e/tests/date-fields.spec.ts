import { ACCOUNTS, axeViolations, expect, signedInPage, test } from './fixtures';
import { dateField, dmy, typeDate } from './date-fields';

/**
 * The date fields speak Spanish and write days as dd/MM/yyyy in an English-language browser too
 * (a native date input would show mm/dd/yyyy there), and the day typed is the one used.
 */
const ENGLISH = { locale: 'en-US' };

test('sales report in an en-US browser: the period shows and takes dd/MM/yyyy, the open calendar is Spanish and axe-clean', async ({
  browser,
}) => {
  test.slow();
  const page = await signedInPage(browser, ACCOUNTS.empresaChl, undefined, ENGLISH);
  await page.goto('/chl/shopping/informe-de-ventas');
  await expect(page.getByRole('heading', { name: 'Informe de ventas', level: 1 })).toBeVisible({ timeout: 30_000 });
  const from = dateField(page, 'Desde');
  await expect(from.locator('input')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(dateField(page, 'Comparar desde').locator('input')).toHaveValue('');
  await expect(dateField(page, 'Comparar desde')).toContainText('DD/MM/AAAA');

  const period = page.getByRole('region', { name: 'Ventas del período' });
  await expect(period).toContainText(/\$ [\d.]+/);
  const before = await period.innerText();
  // a period before any demo sale: the report changes to it
  await typeDate(page, 'Desde', '07/12/2020');
  await typeDate(page, 'Hasta', '31/12/2020');
  await expect(page).toHaveURL(/from=2020-12-07/);
  await expect(page).toHaveURL(/to=2020-12-31/);
  await expect(period).not.toHaveText(before);
  await expect(from.locator('input')).toHaveValue('07/12/2020');

  await page.getByRole('button', { name: /^Elige fecha, la fecha elegida es 7 dic 2020/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Desde' });
  await expect(calendar.getByText('diciembre 2020')).toBeVisible();
  await expect(calendar.getByRole('gridcell', { name: '7', selected: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // a day picked in the calendar is used too
  await calendar.getByRole('gridcell', { name: '1', exact: true }).click();
  await expect(calendar).toBeHidden();
  await expect(page).toHaveURL(/from=2020-12-01/);
  await expect(from.locator('input')).toHaveValue(dmy('2020-12-01'));
});

test('audit log in an en-US browser: empty days show DD/MM/AAAA and the typed days are the ones asked for', async ({ browser }) => {
  test.slow();
  const page = await signedInPage(browser, ACCOUNTS.admin, undefined, ENGLISH);
  await page.goto('/chl/shopping/consola/registro');
  await expect(page.getByRole('heading', { name: 'Registro de auditoría' })).toBeVisible({ timeout: 30_000 });
  for (const label of ['Desde', 'Hasta']) await expect(dateField(page, label)).toContainText('DD/MM/AAAA');

  // nothing was recorded in 2000
  await typeDate(page, 'Desde', '01/01/2000');
  await typeDate(page, 'Hasta', '31/12/2000');
  const asked = page.waitForRequest((r) => r.url().includes('/api/fo/console/audit-log?'));
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const query = new URL((await asked).url()).searchParams;
  expect([query.get('from'), query.get('to')]).toEqual(['2000-01-01', '2000-12-31']);
  await expect(page.getByText('Sin registros para estos filtros')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, signedIn, test } from './fixtures';

/** Accounts payable, invoices and common expenses, on the demo data. */

test('a Chilean tenant filters Vencido in Cuentas por pagar and downloads exactly those rows as .xlsx', async ({ page }) => {
  await signedIn(page, 'empresaChl');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  await page.goto('/chl/shopping/cuentas-por-pagar');
  await expect(page.getByRole('heading', { name: 'Cuentas por pagar' })).toBeVisible();
  await expect(page.getByText('Contacte a su ejecutivo')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Deuda Total' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Deuda Convenio' })).toBeVisible();
  const chip = page.getByRole('button', { name: /^Vencido \(\d+\)$/ });
  const count = Number(/\((\d+)\)/.exec((await chip.innerText()).trim())![1]);
  expect(count).toBeGreaterThan(0);
  await chip.click();
  const table = page.getByRole('table', { name: 'Cuentas por pagar' });
  await expect(table.getByRole('row')).toHaveCount(count + 1);
  // the amounts shown, as numbers (CLP: $ 1.234.567)
  const shown = (await table.getByRole('row').allInnerTexts()).slice(1).map((r) => Number(/\$ ([\d.]+)/.exec(r)![1]!.replace(/\./g, '')));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  expect(ws.getRow(1).getCell(8).value).toBe('Estado');
  const rows = Array.from({ length: ws.rowCount - 2 }, (_, i) => ws.getRow(i + 2));
  expect(rows).toHaveLength(count);
  expect(rows.every((r) => r.getCell(8).value === 'Vencido')).toBe(true);
  expect(rows.every((r) => r.getCell(6).value instanceof Date)).toBe(true);
  const amounts = rows.map((r) => r.getCell(7).value as number);
  expect(amounts.sort()).toEqual([...shown].sort());
  const total = ws.getRow(ws.rowCount);
  expect(total.getCell(1).value).toBe('Total');
  expect(total.getCell(7).value).toBe(amounts.reduce((a, b) => a + b, 0));
});

test('Cuentas por pagar at 1366 px: an amount never wraps inside its cell (the sign and the figure on one line)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signedIn(page, 'empresaChl');
  await page.goto('/chl/shopping/cuentas-por-pagar');
  const table = page.getByRole('table', { name: 'Cuentas por pagar' });
  // the invoices, not the rows the table shows while they load
  await expect(table.getByRole('cell', { name: /\$\s?[\d.]+/ }).first()).toBeVisible();
  // the line boxes of each cell's text that holds an amount: one when it does not wrap
  const lines = await table.getByRole('cell').evaluateAll((cells) =>
    cells
      .filter((c) => /\$\s?[\d.]+/.test(c.textContent ?? ''))
      .map((c) => {
        const range = document.createRange();
        range.selectNodeContents(c);
        return { text: c.textContent, lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size };
      }),
  );
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.filter((l) => l.lines > 1)).toEqual([]);
});

test('Argentina: Facturas without the society filter and without the download column', async ({ page }) => {
  await signedIn(page, 'empresaArg');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  await page.goto('/arg/shopping/facturas');
  const table = page.getByRole('table', { name: 'Facturas' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('combobox', { name: 'Periodo' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sociedad' })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Descarga' })).toHaveCount(0);
});

test('a user without read Debt does not see Cuentas por pagar and the guard refuses its URL', async ({ page }) => {
  await signedIn(page, 'marcaChl');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  const group = nav.getByRole('button', { name: 'Mi empresa', exact: true });
  if ((await group.count()) && (await group.getAttribute('aria-expanded')) === 'false') await group.click();
  await expect(nav.getByRole('link', { name: 'Cuentas por pagar' })).toHaveCount(0);
  await page.goto('/chl/shopping/cuentas-por-pagar');
  await expect(page.getByText('No puedes acceder a esta ruta')).toBeVisible();
  await expect(page).toHaveURL(/\/chl\/shopping\/?$/);
});

test('Gastos comunes: 5 files per page, and a file downloads through the file service signed link', async ({ page }) => {
  await signedIn(page, 'empresaChl');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  await page.goto('/chl/shopping/gastos-comunes');
  await expect(page.getByRole('heading', { name: 'Gastos comunes' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Gastos comunes' });
  await expect(table.getByRole('row')).toHaveCount(6);
  const button = table.getByRole('button', { name: /^Descargar Gastos comunes \d{2}-\d{4}$/ }).first();
  const name = (await button.getAttribute('aria-label'))!.replace(/^Descargar /, '');
  const [signal, download] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && /\/api\/fo\/files\/signal\/chl$/.test(r.url())),
    page.waitForEvent('download'),
    button.click(),
  ]);
  const body = signal.postDataJSON() as { bucket: string; path: string };
  expect(body.path).toMatch(/^gastos-comunes\//);
  expect(download.suggestedFilename()).toBe(`${name}.pdf`);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

test("finance staff on a 320 px phone: the client picker fits the screen and switches the client's invoices", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signedIn(page, 'finanzas');
  await page.goto('/chl/shopping/facturas');
  const picker = page.getByRole('combobox', { name: 'Empresa' });
  await expect(picker).toBeVisible();
  // a long client name is cut with an ellipsis, not pushing the page sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const box = (await picker.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  await picker.click();
  const options = page.getByRole('option');
  expect(await options.count()).toBeGreaterThan(1);
  const second = (await options.nth(1).textContent())!.trim();
  await options.nth(1).click();
  await expect(picker).toHaveText(second);
  await expect(page).toHaveURL(/[?&]empresa=/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { ACCOUNTS, axeViolations, expect, signIn, test } from './fixtures';

/** 'Informe de ventas', its staff variant and the on-demand file, on the demo sales. */

const openReport = async (page: import('@playwright/test').Page, country: 'chl' | 'per') => {
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  await page.goto(`/${country}/shopping/informe-de-ventas`);
  await expect(page.getByRole('heading', { name: 'Informe de ventas', level: 1 })).toBeVisible();
};

/**
 * A chart rendered with data: its figure holds an SVG with drawn series. MUI X Charts marks each
 * series' elements with data-series: a line is a <path> with its points, bars are <rect>s (not
 * paths) with a height. The legend's marks carry no data-series, so they do not count.
 */
const expectChartWithData = async (page: import('@playwright/test').Page, name: string) => {
  const figure = page.getByRole('figure', { name });
  await expect(figure).toBeVisible();
  await expect(figure.locator('svg').first()).toBeVisible();
  const drawn = figure.locator('svg path[data-series][d*="C"], svg path[data-series][d*="L"], svg g[data-series] rect:not([height="0"])');
  await expect.poll(async () => drawn.count()).toBeGreaterThan(0);
  await expect(figure).not.toContainText('Sin datos');
};

test('Chile: the report shows the figures in pesos, both charts with data, and exports .xlsx', async ({ page }) => {
  await signIn(page, ACCOUNTS.empresaChl);
  await openReport(page, 'chl');
  const period = page.getByRole('region', { name: 'Ventas del período' });
  await expect(period).toContainText(/\$ [\d.]+/);
  await expect(page.getByRole('region', { name: 'Mes a la fecha' })).toContainText('mismos días del año anterior');
  await expect(page.getByRole('region', { name: 'Ticket promedio' })).toContainText(/\$ [\d.]+/);
  await expectChartWithData(page, 'Ventas por día');
  await expectChartWithData(page, 'Ventas por mes (últimos 12 meses vs. año anterior)');
  const table = page.getByRole('table', { name: 'Detalle' });
  await expect(table.getByRole('row').nth(1)).toContainText('$');

  // group by brand: the URL keeps the filter
  await page.getByRole('combobox', { name: 'Agrupar por' }).click();
  await page.getByRole('option', { name: 'Marca' }).click();
  await expect(page).toHaveURL(/group=brand/);
  await expect(table.getByRole('columnheader', { name: 'Marca' })).toBeVisible();

  expect(await axeViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar a Excel' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^informe-de-ventas-.*\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  expect(wb.worksheets.map((w) => w.name)).toEqual(['Resumen', 'Por día', 'Por mes', 'Por marca']);
  const day = wb.getWorksheet('Por día')!.getRow(2);
  expect(day.getCell(1).value).toBeInstanceOf(Date);
  expect(typeof day.getCell(2).value).toBe('number');
  expect(day.getCell(2).numFmt).toBe('"$" #,##0');
});

test('Peru: the report in soles with charts, and a phone layout with cards', async ({ page }) => {
  await signIn(page, ACCOUNTS.empresaPer);
  await openReport(page, 'per');
  await expect(page.getByRole('region', { name: 'Ventas del período' })).toContainText(/S\/ [\d.]+,\d{2}/);
  await expectChartWithData(page, 'Ventas por día');
  await expectChartWithData(page, 'Ventas por mes (últimos 12 meses vs. año anterior)');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Detalle' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test('finanzas ranks the spaces of a building with their declaration punctuality', async ({ page }) => {
  await signIn(page, 'finanzas@vitrina.test');
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  const group = nav.getByRole('button', { name: 'Consola', exact: true });
  if ((await group.count()) && (await group.getAttribute('aria-expanded')) === 'false') await group.click();
  await nav.getByRole('link', { name: 'Informe de ventas' }).click();
  await expect(page.getByRole('heading', { name: 'Informe de ventas (administración)' })).toBeVisible();
  await expect(page.getByText('Elige un centro comercial para comparar sus locales')).toBeVisible();
  await page.getByRole('combobox', { name: 'Centro comercial' }).click();
  await page.getByRole('option').first().click();
  const table = page.getByRole('table', { name: /^Ranking de locales/ });
  await expect(table.getByRole('columnheader', { name: 'Puntualidad' })).toBeVisible();
  await expect.poll(async () => table.getByRole('row').count()).toBeGreaterThan(2);
  await expect(table.getByRole('row').nth(1)).toContainText('$');
  expect(await axeViolations(page)).toEqual([]);
});

test('onDemand: a report file is prepared in the background, then downloads, as .xlsx and as PDF', async ({ page }) => {
  await signIn(page, ACCOUNTS.empresaChl);
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Reportes' }).click();
  await expect(page.getByRole('heading', { name: 'Reportes', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Generar reporte' }).click();
  const list = page.getByRole('list', { name: 'Tus reportes' });
  await expect(list.getByText('Listo').first()).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    list
      .getByRole('button', { name: /^Descargar Informe del/ })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^informe-de-ventas-.*\.xlsx$/);

  // the same report as a PDF
  await page.getByRole('combobox', { name: 'Formato' }).click();
  await page.getByRole('option', { name: 'PDF' }).click();
  await page.getByRole('button', { name: 'Generar reporte' }).click();
  const pdfButton = list.getByRole('button', { name: /^Descargar Informe del .* \(PDF\)$/ }).first();
  await expect(pdfButton).toBeVisible({ timeout: 30_000 });
  const [pdf] = await Promise.all([page.waitForEvent('download'), pdfButton.click()]);
  expect(pdf.suggestedFilename()).toMatch(/^informe-de-ventas-.*\.pdf$/);
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  expect(await axeViolations(page)).toEqual([]);
});

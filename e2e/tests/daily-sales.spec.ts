import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD, axeViolations, expect, signIn, signedInHomeAt, startOwnServer, test, type OwnServer } from './fixtures';
import { CLOCKS } from './clocks';
import { BULK_SHEET_COLUMNS } from '../../apps/server/src/test/sales-fixtures';
import { dateField, typeDate } from './date-fields';

/**
 * Daily sales in the browser, on a server of their own whose clock starts on
 * Saturday 5 December 2026 at 12:00 in Santiago (CLOCK_START), with the browser clock pinned to
 * the same instant. The demo history is seeded relative to that clock, so every calendar
 * situation below is fixed: before the cut-off day (12), November is still declarable, and the
 * spaces with pending November days (every Chile space of the demo) block December. Tests that
 * change data use days no other test reads.
 */

const NOW = CLOCKS.december5;
const TAX = { andes: '76543210-3', incaRetail: '20601234565', patagonia: '30-71234567-1', caribe: '900123456-8' };

const requireFromServer = createRequire(resolve(import.meta.dirname, '../../apps/server/package.json'));
const ExcelJS = requireFromServer('exceljs') as typeof import('exceljs');

interface Row {
  id: string | null;
  fecha_registro: string;
  fecha: string;
  tipo: string;
  cargable: boolean;
  auditada: boolean;
  justification_id: number | null;
  total: number | null;
}

let own: OwnServer | undefined;
let BASE = '';

/** Pins the browser clock to the server's start instant, signs in and waits for home. */
const signInAt = (page: Page, email: string) => signedInHomeAt(page, email, own, NOW);

/** A sales call with the page's current token (the app rotates it when a page loads). */
async function api<T>(page: Page, path: string, init: { method?: string; data?: unknown } = {}) {
  for (let attempt = 0; ; attempt++) {
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const res = await page.request.fetch(`${BASE}/api/fo/sales${path}`, {
      method: init.method ?? 'GET',
      data: init.data,
      headers: { Authorization: `Bearer ${token}` },
    });
    // a renew in flight has already revoked the token the page still holds: read it again
    if (res.status() === 401 && attempt < 5) {
      await page.waitForTimeout(400);
      continue;
    }
    return { status: res.status(), body: (await res.json()) as T };
  }
}

async function monthRows(page: Page, space: string, ym: string) {
  const last = new Date(Date.UTC(Number(ym.slice(0, 4)), Number(ym.slice(5, 7)), 0)).getUTCDate();
  const r = await api<{ data: { data: Row[] } }>(page, `/daily/space/${space}/period?start_date=${ym}-01&end_date=${ym}-${last}`);
  expect(r.status).toBe(200);
  return r.body.data.data;
}
const dayOf = async (page: Page, space: string, date: string) =>
  (await monthRows(page, space, date.slice(0, 7))).find((r) => r.fecha_registro === date)!;

/** resumen-ventas-detalle/{space_int_code}/{taxId}. */
const spacePath = (country: string, space: string, taxId: string, ym: string, view = 'tabla') =>
  `${BASE}/${country}/shopping/resumen-ventas-detalle/${space}/${taxId}?mes=${ym}&vista=${view}`;

const dayRow = (page: Page, fecha: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: fecha, exact: true }) });

async function bulkFile(rows: (string | number)[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ventas');
  ws.addRow([...BULK_SHEET_COLUMNS, 'Total notas de crédito']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const xlsx = async (name: string, rows: (string | number)[][]) => ({
  name,
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: await bulkFile(rows),
});

async function signInElsewhere(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAt(page, email);
  return { page, close: () => context.close() };
}

test.describe('daily sales on 5 December 2026, before the cut-off day', () => {
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(150_000);
    own = await startOwnServer(121, { CLOCK_START: NOW });
    BASE = own.base;
    // the store chief's first sign-in on this fresh server opens the welcome tour: once, here
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.install({ time: new Date(NOW) });
    await signIn(page, ACCOUNTS.localChl, PASSWORD, BASE);
    await page.getByRole('dialog', { name: '¡Bienvenido a Vitrina!' }).getByRole('button', { name: 'Omitir Tour' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });
  test.afterAll(() => own?.stop());

  test('espacio/locales: tab counts, the empty tabs, search, no bulk upload for a store chief, links by tax id', async ({ page }) => {
    await signInAt(page, ACCOUNTS.localChl);
    await page.goto(`${BASE}/chl/shopping/espacio/locales`);
    await expect(page.getByRole('heading', { name: 'Venta Diaria' })).toBeVisible();
    // both spaces of the store chief have pending days; none has an audited day since October
    await expect(page.getByRole('tab', { name: /^Todas/ })).toHaveText(/^Todas\s*2$/);
    await expect(page.getByRole('tab', { name: /^Pendientes/ })).toHaveText(/^Pendientes\s*2$/);
    await expect(page.getByRole('tab', { name: /^Al día/ })).toHaveText(/^Al día\s*0$/);
    await expect(page.getByRole('tab', { name: /^Auditadas/ })).toHaveText(/^Auditadas\s*0$/);
    await expect(page.getByRole('button', { name: /^Café Montaña.*Local L-101 · Costanera Plaza/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Zapatería Ruta Sur.*Local L-102 · Mall Vista Alegre/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Carga Masiva' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Buscar por local, marca o estado').fill('zzz-no-existe');
    await expect(page.getByText('No se encontraron resultados')).toBeVisible();
    await page.getByLabel('Buscar por local, marca o estado').fill('');
    await page.getByRole('tab', { name: /^Al día/ }).click();
    await expect(page).toHaveURL(/tab=al_dia/);
    await expect(page.getByText('No tienes locales al día')).toBeVisible();
    await page.getByRole('tab', { name: /^Auditadas/ }).click();
    await expect(page.getByText('Felicitaciones, no tienes locales auditados!')).toBeVisible();

    await page.getByRole('tab', { name: /^Todas/ }).click();
    await page.getByRole('button', { name: /^Café Montaña.*Local L-101 · / }).click();
    // the space page opens on November, which still has pending days
    await expect(page).toHaveURL(new RegExp(`/chl/shopping/resumen-ventas-detalle/c1001/${TAX.andes}\\?mes=2026-11`));
    await expect(page.getByRole('heading', { name: 'Café Montaña · L-101 · Costanera Plaza' })).toBeVisible();
  });

  test('the previous-month blocking modal: December is blocked while November has pending days', async ({ page }) => {
    await signInAt(page, ACCOUNTS.localChl);
    await page.goto(`${BASE}/chl/shopping/espacio/locales`);
    await page.getByRole('button', { name: /^Café Montaña.*Local L-101 · / }).click();
    await expect(page).toHaveURL(/mes=2026-11/);
    await expect(page.getByRole('heading', { name: /noviembre 2026/ })).toBeVisible();
    await expect(page.getByText('Tienes días sin ventas reportadas')).toBeVisible();

    await page.getByRole('button', { name: 'Mes siguiente' }).click();
    const modal = page.getByRole('dialog', { name: 'Tienes ventas pendientes del mes anterior' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('No puedes declarar ventas para este mes si tienes ventas pendientes del mes anterior.');
    await expect(modal.getByRole('button', { name: 'Volver a la página anterior' })).toBeVisible();
    await modal.getByRole('button', { name: 'Ir al periodo anterior' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/mes=2026-11/);

    await page.getByRole('button', { name: 'Mes siguiente' }).click();
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Ir al periodo anterior' })).toBeVisible();
    await modal.getByRole('button', { name: 'Volver a la página anterior' }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/chl/shopping/espacio/locales$`));
    await expect(page.getByRole('heading', { name: 'Venta Diaria' })).toBeVisible();

    // the server refuses December too, whatever the page shows
    const refused = await api<{ message: string }>(page, `/report/daily_sales/chl/${encodeURIComponent(ACCOUNTS.localChl)}`, {
      method: 'POST',
      data: {
        country_id: 'CHL',
        space_int_code: 'c1001',
        fecha_registro: '2026-12-04',
        detalles: { total_tickets_boletas: 1, total_monto_efectivo_boletas: 1000 },
        metodo_ingreso: 'form',
      },
    });
    expect(refused).toEqual({
      status: 422,
      body: expect.objectContaining({ message: 'No puedes declarar ventas para este mes si tienes ventas pendientes del mes anterior.' }),
    });
    expect(await dayOf(page, 'c1001', '2026-12-04')).toMatchObject({ id: null, tipo: 'pendiente' });
  });

  test('a Chilean amount typed with a decimal comma keeps its integer part, with a hint', async ({ page }) => {
    // the first sign-in on this server: its first queries may be slow on a loaded machine
    await page.clock.install({ time: new Date(NOW) });
    await signIn(page, ACCOUNTS.localChl, PASSWORD, BASE);
    await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible({ timeout: 30_000 });
    await page.goto(`${BASE}/chl/shopping/espacio/locales`);
    await page.getByRole('button', { name: /^Zapatería Ruta Sur.*Local L-102 · / }).click();
    await expect(page.getByRole('heading', { name: 'Zapatería Ruta Sur · L-102 · Mall Vista Alegre' })).toBeVisible();
    await expect(page).toHaveURL(/mes=2026-11/);
    await expect(page.getByRole('heading', { name: 'Noviembre 2026' })).toBeVisible();
    await page.getByRole('button', { name: 'Ver como tabla' }).click();
    await dayRow(page, '04/11/2026').getByRole('button', { name: 'Declarar 04/11/2026' }).click();
    const drawer = page.getByRole('dialog', { name: 'Declarar venta del 04/11/2026' });
    await drawer.getByLabel('Cantidad de tickets boletas').fill('2');
    // typed key by key as a user would: the comma is es-CL's decimal separator, Chile has no decimals
    const card = drawer.getByLabel('Monto tarjeta boletas');
    await card.pressSequentially('1234567,89');
    await expect(drawer.getByText('Este campo no admite decimales; se ignoran los decimales.')).toBeVisible();
    await card.blur();
    await expect(card).toHaveValue('1.234.567');
    await expect(drawer.getByText('Este campo no admite decimales; se ignoran los decimales.')).toHaveCount(0);
    // a ticket count refuses decimals the same way
    const tickets = drawer.getByLabel('Cantidad de tickets boletas');
    await tickets.fill('');
    await tickets.pressSequentially('3,5');
    await tickets.blur();
    await expect(tickets).toHaveValue('3');
    await drawer.getByRole('button', { name: 'Siguiente' }).click();
    await drawer.getByRole('button', { name: 'Siguiente' }).click();
    await drawer.getByRole('button', { name: 'Siguiente' }).click();
    await drawer.getByRole('button', { name: 'Siguiente' }).click();
    await expect(drawer.getByRole('heading', { name: 'Enviar reporte' })).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Resumen de venta' })).toContainText('$ 1.234.567');
    await expect(drawer.getByRole('region', { name: 'Resumen de venta' })).not.toContainText('123.456.789');
  });

  test('a Chile store chief declares a pending November day through the stepper and sees it as reported', async ({ page }) => {
    await signInAt(page, ACCOUNTS.localChl);
    await page.goto(`${BASE}/chl/shopping/espacio/locales`);
    await page.getByRole('button', { name: /^Zapatería Ruta Sur.*Local L-102 · / }).click();
    await expect(page.getByRole('heading', { name: 'Zapatería Ruta Sur · L-102 · Mall Vista Alegre' })).toBeVisible();
    await expect(page).toHaveURL(/mes=2026-11/);
    await page.getByRole('button', { name: 'Ver como tabla' }).click();

    await dayRow(page, '04/11/2026').getByRole('button', { name: 'Declarar 04/11/2026' }).click();
    const drawer = page.getByRole('dialog', { name: 'Declarar venta del 04/11/2026' });
    await expect(drawer).toBeVisible();
    await expect(
      drawer.getByText('¡Importante! Los montos ingresados deben ser expresados en valores brutos con IVA incluido.'),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Boletas: cash and card stay disabled until there are tickets; one ticket cannot carry cash and card
    await expect(drawer.getByLabel('Monto efectivo boletas')).toBeDisabled();
    await drawer.getByLabel('Cantidad de tickets boletas').fill('1');
    await drawer.getByLabel('Monto efectivo boletas').fill('10000');
    await drawer.getByLabel('Monto tarjeta boletas').fill('20500');
    await expect(drawer.getByText('El número de ticket puede ser igual o mayor a los montos')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await drawer.getByLabel('Cantidad de tickets boletas').fill('3');
    await expect(drawer.getByText('El número de ticket puede ser igual o mayor a los montos')).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Siguiente' }).click();
    await expect(drawer.getByRole('heading', { name: 'Facturas' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Siguiente' }).click();
    await expect(drawer.getByRole('heading', { name: 'Exentas' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Siguiente' }).click();
    await drawer.getByLabel('Agregar nota').check();
    await drawer.getByRole('textbox', { name: 'Nota' }).fill('Declarada en prueba');
    await drawer.getByRole('button', { name: 'Siguiente' }).click();
    await expect(drawer.getByRole('heading', { name: 'Enviar reporte' })).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Resumen de venta' })).toContainText('$ 30.500');
    await drawer.getByRole('button', { name: 'Declarar' }).click();

    await expect(page.getByText('Registro exitoso')).toBeVisible();
    await expect(page.getByText('Venta diaria reportada exitosamente')).toBeVisible();
    await expect(drawer).toBeHidden();
    const row = dayRow(page, '04/11/2026');
    await expect(row).toContainText('$ 30.500');
    await expect(row.getByRole('button', { name: 'Actualizar 04/11/2026' })).toBeVisible();
    expect(await dayOf(page, 'c1002', '2026-11-04')).toMatchObject({ tipo: 'reportada', total: 30_500 });
  });

  test('a Peru user declares today with credit notes and sees the net total', async ({ page }) => {
    await signInAt(page, ACCOUNTS.empresaPer);
    // Pollería El Sol has no pending November days: December is open
    await page.goto(spacePath('per', 'p1001', TAX.incaRetail, '2026-12'));
    await expect(page.getByRole('heading', { name: 'Pollería El Sol · L-101 · Mall del Pacífico' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Tienes ventas pendientes del mes anterior' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mes siguiente' })).toBeDisabled();
    await dayRow(page, '05/12/2026').getByRole('button', { name: 'Declarar 05/12/2026' }).click();
    const drawer = page.getByRole('dialog', { name: 'Declarar venta del 05/12/2026' });
    await expect(drawer.getByText('Los montos deben ingresarse netos, sin IGV.')).toBeVisible();
    await drawer.getByLabel('Cantidad de transacciones').fill('12');
    await drawer.getByLabel('Monto total sin IGV').fill('1500.50');
    await drawer.getByLabel('Serie boletas').fill('B002');
    await drawer.getByLabel('Añadir notas de crédito').check();
    await drawer.getByLabel('Monto notas de crédito').fill('200.25');
    const summary = drawer.getByRole('region', { name: 'Resumen de venta' });
    await expect(summary).toContainText('Total de Venta Neta');
    await expect(summary.getByTestId('total-neto')).toHaveText('S/ 1,300.25');
    await drawer.getByRole('button', { name: 'Declarar' }).click();

    await expect(page.getByText('Venta diaria reportada exitosamente')).toBeVisible();
    await expect(drawer).toBeHidden();
    const row = dayRow(page, '05/12/2026');
    await expect(row).toContainText('S/ 1,300.25');
    await expect(row).toContainText('-S/ 200.25');
    await expect(row).toContainText('B002');
    expect(await dayOf(page, 'p1001', '2026-12-05')).toMatchObject({ tipo: 'reportada', total: 1300.25 });
  });

  test("a Colombia user's credit notes come off the net total", async ({ page }) => {
    await signInAt(page, ACCOUNTS.empresaCol);
    await page.goto(spacePath('col', 'co1001', TAX.caribe, '2026-12'));
    await dayRow(page, '05/12/2026').getByRole('button', { name: 'Declarar 05/12/2026' }).click();
    const drawer = page.getByRole('dialog', { name: 'Declarar venta del 05/12/2026' });
    await expect(drawer.getByText('Los montos deben ingresarse en valores netos.')).toBeVisible();
    await drawer.getByLabel('Cantidad de transacciones').fill('8');
    await drawer.getByLabel('Monto total (valores netos)').fill('50000,50');
    const summary = drawer.getByRole('region', { name: 'Resumen de venta' });
    await expect(summary.getByTestId('total-neto')).toHaveText('$ 50.000,50');
    await drawer.getByLabel('Añadir notas de crédito').check();
    await drawer.getByLabel('Monto notas de crédito').fill('2500,25');
    await expect(summary.getByTestId('total-neto')).toHaveText('$ 47.500,25');
    await drawer.getByRole('button', { name: 'Declarar' }).click();
    await expect(page.getByText('Venta diaria reportada exitosamente')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(dayRow(page, '05/12/2026')).toContainText('$ 47.500,25');
    expect(await dayOf(page, 'co1001', '2026-12-05')).toMatchObject({ tipo: 'reportada', total: 47_500.25 });
  });

  test('a justification over a range marks every day of it, warning when it overwrites a sale', async ({ page }) => {
    await signInAt(page, ACCOUNTS.empresaArg);
    // Helados del Sur L-103: 1 December declared, 2 to 4 pending, November complete
    await page.goto(spacePath('arg', 'a1003', TAX.patagonia, '2026-12'));
    await dayRow(page, '02/12/2026').getByRole('button', { name: 'Declarar 02/12/2026' }).click();
    await page.getByRole('dialog', { name: 'Declarar venta del 02/12/2026' }).getByRole('button', { name: 'Justificar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Justificar venta' });
    await expect(drawer.getByText('Estimado usuario usted no ha registrado ventas')).toBeVisible();
    await expect(drawer.getByText('Por favor indique el motivo a continuación.')).toBeVisible();
    await drawer.getByLabel('Seleccione una justificación').click();
    await page.getByRole('option', { name: 'Local cerrado por remodelación' }).click();
    await expect(dateField(drawer, 'Hasta').getByRole('spinbutton').first()).toBeDisabled();
    await typeDate(drawer, 'Desde', '02/12/2026');
    await typeDate(drawer, 'Hasta', '03/12/2026');
    // no sale in 2–3 December: no overwrite warning
    await expect(drawer.getByLabel('Confirmo que los datos son correctos', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await expect(drawer.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    // from the 1st, the declared day would be overwritten
    await typeDate(drawer, 'Desde', '01/12/2026');
    await expect(drawer.getByLabel('Confirmo que los datos son correctos', { exact: true })).toHaveCount(0);
    await drawer
      .getByLabel('Confirmo que los datos son correctos. Se sobreescribirán las ventas anteriormente ingresadas.', { exact: true })
      .check();
    await drawer.getByRole('button', { name: 'Enviar' }).click();

    await expect(page.getByText('Justificación registrada exitosamente', { exact: true })).toBeVisible();
    await expect(page.getByText('Justificación de venta diaria registrada exitosamente')).toBeVisible();
    await expect(drawer).toBeHidden();
    for (const fecha of ['01/12/2026', '02/12/2026', '03/12/2026']) await expect(dayRow(page, fecha)).toContainText('Justificado');
    await expect(dayRow(page, '04/12/2026').getByRole('button', { name: 'Declarar 04/12/2026' })).toBeVisible();
    const rows = await monthRows(page, 'a1003', '2026-12');
    expect(rows.filter((r) => r.fecha_registro <= '2026-12-04').map((r) => [r.fecha_registro, r.tipo, r.justification_id])).toEqual([
      ['2026-12-01', 'justificada', 1],
      ['2026-12-02', 'justificada', 1],
      ['2026-12-03', 'justificada', 1],
      ['2026-12-04', 'pendiente', null],
    ]);
  });

  test('an audited day cannot be edited', async ({ page, browser }) => {
    await signInAt(page, ACCOUNTS.empresaCol);
    expect(await dayOf(page, 'co1001', '2026-12-01')).toMatchObject({ tipo: 'reportada', auditada: false });
    const auditor = await signInElsewhere(browser, 'auditor@vitrina.test');
    const audit = await api<{ data: { fechas: string[] } }>(auditor.page, '/daily/audit', {
      method: 'PATCH',
      data: { space_int_code: 'co1001', start_date: '2026-12-01', end_date: '2026-12-01', auditada: true, motivo: 'Revisión de ventas' },
    });
    expect(audit).toEqual({ status: 200, body: expect.objectContaining({ data: { fechas: ['2026-12-01'] } }) });
    await auditor.close();

    await page.goto(spacePath('col', 'co1001', TAX.caribe, '2026-12'));
    const row = dayRow(page, '01/12/2026');
    await expect(row.getByRole('button', { name: /^Auditada 01\/12\/2026/ })).toBeDisabled();
    await expect(row.getByRole('button', { name: 'Actualizar 01/12/2026' })).toHaveCount(0);

    // the calendar's day panel says so, with the spec's message, and closes on Escape
    await page.getByRole('button', { name: 'Modo calendario' }).click();
    await page.getByRole('button', { name: /01\/12\/2026.*Auditada/ }).click();
    const panel = page.getByRole('dialog', { name: 'Registro de venta' });
    await expect(panel.getByText('Venta auditada', { exact: true })).toBeVisible();
    await expect(panel.getByText('Venta auditada por equipo Vitrina, no es posible editar')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Editar' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // and the server refuses an edit
    const refused = await api<{ message: string }>(page, `/report/daily_sales/col/${encodeURIComponent(ACCOUNTS.empresaCol)}`, {
      method: 'POST',
      data: {
        country_id: 'COL',
        space_int_code: 'co1001',
        fecha_registro: '2026-12-01',
        total_tickets: 1,
        detalles: { total_monto_efectivo: 1000 },
        metodo_ingreso: 'form',
      },
    });
    expect(refused).toEqual({ status: 409, body: expect.objectContaining({ message: 'No puedes editar una venta auditada' }) });
  });

  test('a bulk upload with bad rows is rejected with its row messages and writes nothing, then accepted when fixed', async ({ page }) => {
    await signInAt(page, ACCOUNTS.empresaChl);
    const good = ['CHL', TAX.andes, 'c1005_CHL-C105', 'L-105', 'Zapatería Ruta Sur', 'Mall Vista Alegre', '2026-11-27', 40, 250000, 0];
    const unknown = ['CHL', TAX.andes, 'NOEXISTE_1', '', '', '', '2026-11-27', 5, 10000, 0];
    // December while L-105 still has pending November days
    const blocked = ['CHL', TAX.andes, 'c1005_CHL-C105', 'L-105', '', '', '2026-12-04', 3, 30000, 0];
    expect(await dayOf(page, 'c1005', '2026-11-27')).toMatchObject({ id: null, tipo: 'pendiente' });

    await page.goto(`${BASE}/chl/shopping/espacio/locales`);
    await page.getByRole('button', { name: 'Carga Masiva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Carga Masiva' });
    await expect(dialog.getByRole('button', { name: 'Descargar plantilla' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cargar', exact: true })).toBeDisabled();
    await dialog.getByLabel('Seleccionar archivo .xlsx').setInputFiles(await xlsx('ventas.xlsx', [good, unknown, blocked]));
    await expect(dialog.getByText('ventas.xlsx')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cargar', exact: true }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Errores de validación');
    await expect(alert).toContainText('Fila 3: ID Espacio Contrato "NOEXISTE_1" no encontrado en los contratos del cliente');
    await expect(alert).toContainText('Fila 4: No puedes declarar ventas para este mes si tienes ventas pendientes del mes anterior.');
    await expect(alert.getByRole('listitem')).toHaveCount(2);
    // nothing was written, not even the good row
    expect(await dayOf(page, 'c1005', '2026-11-27')).toMatchObject({ id: null, tipo: 'pendiente', total: null });
    expect(await dayOf(page, 'c1005', '2026-12-04')).toMatchObject({ id: null, tipo: 'pendiente', total: null });

    await dialog.getByLabel('Seleccionar archivo .xlsx').setInputFiles(await xlsx('ventas-corregidas.xlsx', [good]));
    await dialog.getByRole('button', { name: 'Cargar', exact: true }).click();
    await expect(page.getByText('Ventas cargadas correctamente')).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('1 fila cargada: 1 nueva, 0 actualizadas.');
    expect(await axeViolations(page)).toEqual([]);

    // the load's one receipt: a PDF whose code verifies with the load's rows
    const [download, response] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForResponse((r) => /\/daily\/bulk\/[0-9a-f-]{36}\/receipt$/.test(r.url())),
      dialog.getByRole('button', { name: 'Descargar comprobante' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^comprobante-carga_masiva-2026-11-27_2026-11-27-[A-Z2-7]{5}\.pdf$/);
    const { readFileSync } = await import('node:fs');
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const verified = await page.request.get(`${BASE}/api/fo/receipts/verify/${response.headers()['x-receipt-code']}`);
    expect(await verified.json()).toMatchObject({
      valido: true,
      comprobante: {
        tipo: 'carga_masiva',
        cantidad_filas: 1,
        monto_total_bruto: 250_000,
        filas: [{ local: 'L-105', fecha: '2026-11-27' }],
      },
    });

    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${BASE}/chl/shopping/espacio/locales$`));
    expect(await dayOf(page, 'c1005', '2026-11-27')).toMatchObject({ tipo: 'reportada', total: 250_000 });
  });

  test('the space page: month navigation, closed period, contacts tab, and no serious accessibility violations', async ({ page }) => {
    await signInAt(page, ACCOUNTS.empresaArg);
    await page.goto(spacePath('arg', 'a1005', TAX.patagonia, '2026-11', 'calendario'));
    await expect(page.getByRole('heading', { name: 'Helados del Sur · L-105 · Portal Rosario' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /noviembre 2026/ })).toBeVisible();
    await expect(page.getByText('Período cerrado')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Descargar grupo' })).toBeVisible();
    // the calendar is Sunday-first; 1 November 2026 is a Sunday
    await expect(page.getByRole('columnheader').first()).toHaveAccessibleName('Domingo');
    await expect(page.getByRole('grid', { name: 'Modo calendario' }).getByRole('row').nth(1).getByRole('gridcell').first()).toContainText(
      'Domingo 01/11/2026',
    );
    expect(await axeViolations(page)).toEqual([]);

    // October is two months back: closed
    await page.getByRole('button', { name: 'Mes anterior' }).click();
    await expect(page).toHaveURL(/mes=2026-10/);
    await expect(page.getByText('Período cerrado')).toBeVisible();
    await page.getByRole('button', { name: 'Modo tabla' }).click();
    await expect(page.getByRole('button', { name: /^Declarar \d/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Contactos' }).click();
    await expect(page.getByRole('heading', { name: 'Jefes de Local' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("on a phone the month table becomes expandable day cards with the country's values (old link form by client id)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAt(page, ACCOUNTS.empresaChl);
    const october = await monthRows(page, 'c1001', '2026-10');
    const declared = october.find((r) => r.total !== null && r.justification_id === null)!;
    await page.goto(`${BASE}/chl/shopping/resumen-ventas-detalle/c1001/CHL${TAX.andes}?mes=2026-10&vista=tabla`);
    await expect(page.getByText('Período cerrado')).toBeVisible();
    const cards = page.getByRole('list', { name: 'Modo tabla' });
    await expect(cards.getByRole('listitem')).toHaveCount(31);
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = cards.getByRole('listitem').filter({ hasText: declared.fecha });
    await expect(card).toContainText(declared.tipo === 'auditada' ? 'Auditada' : 'Reportada');
    await card.getByRole('button', { name: new RegExp(declared.fecha.replace(/\//g, '\\/')) }).click();
    await expect(card.getByText('Boletas · Bruto')).toBeVisible();
    await expect(card.getByText('Exentas de IVA · Tickets')).toBeVisible();
    await expect(card.getByText('Atraso')).toBeVisible();
    await expect(card.getByRole('definition').filter({ hasText: /^\$/ }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // the calendar scrolls inside its grid: the page itself does not scroll sideways
    await page.getByRole('button', { name: 'Ver como calendario' }).click();
    await expect(page.getByRole('grid', { name: 'Modo calendario' }).getByRole('gridcell').filter({ hasText: /\S/ })).toHaveCount(31);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  test("a finance user sees the read-only calendars: only 'Sin declarar' and justification markers", async ({ page }) => {
    await signInAt(page, 'finanzas@vitrina.test');
    await page.goto(`${BASE}/chl/shopping/espacio/locales`);
    await expect(page.getByRole('heading', { name: 'Venta Diaria' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Carga Masiva' })).toHaveCount(0);

    // Moda Lima L-104, November: 1–15 audited (the 11th also justified), 18/21/24/27 justified, 28–30 pending, the rest declared
    await page.goto(spacePath('chl', 'p1004', TAX.incaRetail, '2026-11'));
    await expect(page.getByRole('heading', { name: 'Moda Lima · L-104 · Mall del Pacífico' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Tienes ventas pendientes del mes anterior' })).toHaveCount(0);
    for (const fecha of ['28/11/2026', '29/11/2026', '30/11/2026']) await expect(dayRow(page, fecha)).toContainText('Sin declarar');
    for (const fecha of ['11/11/2026', '18/11/2026', '21/11/2026', '24/11/2026', '27/11/2026']) {
      await expect(dayRow(page, fecha).getByLabel(/^Justificada por /)).toBeVisible();
    }
    await expect(page.getByText('Sin declarar', { exact: true })).toHaveCount(3);
    // no audit lock, no declare or edit
    await expect(dayRow(page, '01/11/2026')).not.toContainText('Auditada');
    await expect(dayRow(page, '11/11/2026')).not.toContainText('Auditada');
    await expect(page.getByRole('button', { name: /^Auditada/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Declarar|Actualizar) \d/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Modo calendario' }).click();
    const calendar = page.getByRole('grid', { name: 'Modo calendario' });
    await expect(calendar.getByText('Sin declarar', { exact: true })).toHaveCount(3);
    await expect(calendar.getByText('Justificada', { exact: true })).toHaveCount(5);
    for (const status of ['Auditada', 'Reportada', 'Pendiente', 'No declarada']) {
      await expect(calendar.getByText(status, { exact: true })).toHaveCount(0);
    }
  });

  test("store chiefs: assign a contact as 'Jefe de Local' and remove them", async ({ page }) => {
    await signInAt(page, ACCOUNTS.empresaChl);
    // Librería Austral L-103 has no store chief
    await page.goto(`${BASE}/chl/shopping/espacio/c1003/encargados`);
    await expect(page.getByRole('heading', { name: 'Encargados del local' })).toBeVisible();
    await expect(page.getByText('Sin jefes de local asignados')).toBeVisible();
    await page.getByLabel('Contacto').click();
    await page.getByRole('option', { name: 'Felipe Rojas Contreras (marca.chl@vitrina.test)' }).click();
    await page.getByRole('button', { name: 'Asignar', exact: true }).click();
    await expect(page.getByText('Agregado', { exact: true })).toBeVisible();
    const list = page.getByRole('list', { name: 'Jefes de Local' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Felipe Rojas Contreras');
    // the status as the users page shows it, not the stored 'Ok'
    await expect(list.getByRole('listitem')).toContainText(' · Activo');
    await expect(list.getByRole('listitem')).not.toContainText(' · Ok');

    await page.getByRole('button', { name: 'Desasignar Felipe Rojas Contreras' }).click();
    const confirm = page.getByRole('dialog', { name: 'Desasignar jefe de local' });
    await confirm.getByRole('button', { name: 'Desasignar', exact: true }).click();
    await expect(page.getByText('Se desasignó el usuario')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Desasignar Felipe Rojas Contreras' })).toHaveCount(0);
    await expect(page.getByText('Sin jefes de local asignados')).toBeVisible();
  });

  // last: it takes both spaces away from the store chief
  test("a store chief without spaces sees 'Sin locales asignados'", async ({ page, browser }) => {
    const admin = await signInElsewhere(browser, ACCOUNTS.empresaChl);
    for (const space of ['c1001', 'c1002']) {
      const m = await api<{ data: { managers: { id: string; email: string }[] } }>(admin.page, `/managers/space/${space}`);
      const chief = m.body.data.managers.find((x) => x.email === ACCOUNTS.localChl)!;
      expect((await api(admin.page, `/managers/space/${space}/${chief.id}`, { method: 'DELETE' })).status).toBe(200);
    }
    await admin.close();

    await signInAt(page, ACCOUNTS.localChl);
    await page.goto(`${BASE}/chl/shopping/espacio/locales`);
    await expect(page.getByRole('tab', { name: /^Todas/ })).toHaveText(/^Todas\s*0$/);
    await expect(page.getByText('Sin locales asignados')).toBeVisible();
  });
});

import { statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ACCOUNTS, axeViolations, expect, signedIn, startOwnServer, test, type OwnServer } from './fixtures';
import { CLOCKS } from './clocks';

/**
 * Monthly sales in the browser ('Ventas Mensuales').
 *
 * Declaring is only possible up to the cut-off day (12 by default) of the month. So every test
 * starts or uses a server of its own (same code, own embedded database) with CLOCK_START on a
 * chosen day of the current month, and pins the browser's clock to the same instant
 * (page.clock.install) so both sides agree whatever today is: the 5th (within the cut-off) for
 * declaring, the 13th (past it) for the test that no action shows.
 */

const WITHIN = CLOCKS.monthWithin;
const PAST = CLOCKS.monthPast;

async function signInAt(page: Page, base: string, email: string, time: string) {
  await page.clock.install({ time: new Date(time) });
  await signedIn(page, email, base);
  await page.goto(`${base}/`);
  await expect(page).toHaveURL(/\/shopping/);
}

/** Opens 'Ventas Mensuales' and closes the guided tour that opens the first time. */
async function openMonthly(page: Page, base: string, country: string) {
  await page.goto(`${base}/${country}/shopping/ventas-mensuales`);
  await page.getByRole('button', { name: 'Omitir Tour' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Ventas Mensuales', level: 1 })).toBeVisible();
}

/** The contracts list (desktop table or mobile cards). */
const list = (page: Page) => page.locator('[data-tour="monthly-list"]');

/** Opens the dialog of the first contract with 'Declarar': the dialog and the contract code. */
async function declareFirst(page: Page, title = 'Registro de venta mensual') {
  const declare = list(page)
    .getByRole('button', { name: /^Declarar / })
    .first();
  const contract = (await declare.getAttribute('aria-label'))!.split(' ').at(-1)!;
  await declare.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return { dialog, contract };
}

/** Chooses files through the picker the 'Adjuntar' button opens, as a user does. */
async function attach(page: Page, dialog: ReturnType<Page['getByRole']>, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: /^Adjuntar archivo/ }).click();
  await (await chooser).setFiles(files);
}

const pdf = (name: string, size = 40_000) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1'), Buffer.alloc(size, 0x20)]),
});

/** The value of a row's cell under a column header of the desktop table. */
async function cell(page: Page, row: ReturnType<Page['getByTestId']>, header: string) {
  const headers = await page.getByRole('table', { name: 'Ventas Mensuales' }).getByRole('columnheader').allTextContents();
  const i = headers.indexOf(header);
  expect(i, `column ${header}`).toBeGreaterThanOrEqual(0);
  return row.getByRole('cell').nth(i);
}

/** Holds the uploads to the file service until released (the server still stores them). */
async function holdUploads(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  await page.route(
    (url) => url.pathname === '/api/fo/files',
    async (route) => {
      if (route.request().method() === 'POST') await gate;
      await route.continue();
    },
  );
  return release;
}

/** GET /api/fo/files/metadata/{id} with the page's session: the status. */
const metadataStatus = (page: Page, id: string) =>
  page.evaluate(async (fileId) => {
    const res = await fetch(`/api/fo/files/metadata/${fileId}`, {
      headers: { Authorization: `Bearer ${sessionStorage.getItem('token')}` },
    });
    return res.status;
  }, id);

const uploadedToken = (page: Page) =>
  page
    .waitForResponse((r) => new URL(r.url()).pathname === '/api/fo/files' && r.request().method() === 'POST')
    .then(async (r) => (await r.json()).data.data[0].token as string);

test.describe('declaring (own server within the cut-off)', () => {
  let own: OwnServer | undefined;
  let OWN = '';
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    own = await startOwnServer(142, { CLOCK_START: WITHIN });
    OWN = own.base;
  });
  test.afterAll(() => own?.stop());

  test('a file the file service refuses blocks Guardar until removed, and does not count as evidence', async ({ page }) => {
    await signInAt(page, OWN, ACCOUNTS.empresaCol, WITHIN);
    await openMonthly(page, OWN, 'col');
    const { dialog } = await declareFirst(page);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Cantidad de tickets').fill('10');
    await dialog.getByLabel('Venta neta total').fill('500000');
    const save = dialog.getByRole('button', { name: 'Guardar' });
    await expect(save).toBeEnabled();
    // a text named .pdf: the file service refuses its content
    await attach(page, dialog, [
      { name: 'no-es-pdf.pdf', mimeType: 'application/pdf', buffer: Buffer.from('esto no es un pdf '.repeat(100)) },
    ]);
    await expect(dialog.getByText('El contenido del archivo no corresponde a su tipo')).toBeVisible();
    await expect(save).toBeDisabled();
    await dialog.getByRole('button', { name: 'Quitar no-es-pdf.pdf' }).click();
    await expect(dialog.getByText('no-es-pdf.pdf')).toHaveCount(0);
    await expect(save).toBeEnabled();
    // no accepted file: the Colombia rule still asks for one
    await save.click();
    await expect(dialog.getByText('Debe subir al menos un archivo como evidencia de la venta mensual')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a Colombia user cannot save without evidence, then saves with two files and downloads them', async ({ page }) => {
    await signInAt(page, OWN, ACCOUNTS.empresaCol, WITHIN);
    await openMonthly(page, OWN, 'col');
    await expect(page.getByText(/Las ventas del mes anterior se pueden cargar hasta el día 12/)).toBeVisible();
    const { dialog, contract } = await declareFirst(page);
    await dialog.getByLabel('Cantidad de tickets').fill('1250');
    await dialog.getByLabel('Venta neta total').fill('48500000');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Debe subir al menos un archivo como evidencia de la venta mensual')).toBeVisible();

    await attach(page, dialog, [pdf('evidencia-1.pdf'), pdf('evidencia-2.pdf', 60_000)]);
    await expect(dialog.getByText(/Subido$/)).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Venta mensual registrada correctamente')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId(`monthly-row-${contract}`);
    await expect(row.getByRole('button', { name: /^Editar / })).toBeVisible();
    await expect(row).toContainText('1.250');

    // editing lists the two linked files, each downloadable through a signed link
    await row.getByRole('button', { name: /^Editar / }).click();
    await expect(dialog.getByText('evidencia-1.pdf')).toBeVisible();
    await expect(dialog.getByText('evidencia-2.pdf')).toBeVisible();
    const signal = page.waitForResponse((r) => /\/api\/fo\/files\/signal\/col$/.test(r.url()));
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Descargar evidencia-2.pdf' }).click();
    expect((await signal).status()).toBe(200);
    const file = await download;
    expect(file.suggestedFilename()).toBe('evidencia-2.pdf');
    expect(statSync(await file.path()).size).toBe(pdf('x', 60_000).buffer.length);

    // no signed link: 'No se pudo obtener la URL de descarga'
    await page.route('**/api/fo/files/signal/**', (route) => route.abort());
    await dialog.getByRole('button', { name: 'Descargar evidencia-1.pdf' }).click();
    await expect(page.getByText('No se pudo obtener la URL de descarga')).toBeVisible();
    await page.unroute('**/api/fo/files/signal/**');
    // the file does not come: 'Error al descargar el archivo'
    await page.route(
      (url) => url.pathname === '/api/fo/files/download',
      (route) => route.abort(),
    );
    await dialog.getByRole('button', { name: 'Descargar evidencia-1.pdf' }).click();
    await expect(page.getByText('Error al descargar el archivo')).toBeVisible();
  });

  test('files removed before saving, or left by cancelling, are deleted from the file service', async ({ page }) => {
    await signInAt(page, OWN, ACCOUNTS.empresaCol, WITHIN);
    await openMonthly(page, OWN, 'col');
    let { dialog } = await declareFirst(page);
    await dialog.getByLabel('Cantidad de tickets').fill('10');
    let token = uploadedToken(page);
    await attach(page, dialog, [pdf('quitar.pdf')]);
    const removed = await token;
    await expect(dialog.getByText(/Subido$/)).toHaveCount(1);
    expect(await metadataStatus(page, removed)).toBe(200);
    const deleted = page.waitForResponse((r) => r.url().endsWith(`/api/fo/files/${removed}`) && r.request().method() === 'DELETE');
    await dialog.getByRole('button', { name: 'Quitar quitar.pdf' }).click();
    expect((await deleted).status()).toBe(200);
    expect(await metadataStatus(page, removed)).toBe(404);

    // chosen, then the dialog is cancelled
    token = uploadedToken(page);
    await attach(page, dialog, [pdf('cancelar.pdf')]);
    const cancelled = await token;
    await expect(dialog.getByText(/Subido$/)).toHaveCount(1);
    const deleted2 = page.waitForResponse((r) => r.url().endsWith(`/api/fo/files/${cancelled}`) && r.request().method() === 'DELETE');
    await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect((await deleted2).status()).toBe(200);
    expect(await metadataStatus(page, cancelled)).toBe(404);
    // the dialog opens clean again
    ({ dialog } = await declareFirst(page));
    await expect(dialog.getByText('cancelar.pdf')).toHaveCount(0);
  });

  test('a Chile user sees gross and net computed, and the saved row shows them', async ({ page }) => {
    await signInAt(page, OWN, ACCOUNTS.empresaChl, WITHIN);
    await openMonthly(page, OWN, 'chl');
    const { dialog, contract } = await declareFirst(page, 'Registro de Venta Mensual');
    await expect(dialog.getByLabel('Efectivo')).toBeDisabled();
    await dialog.getByLabel('Cantidad de tickets').fill('100');
    await dialog.getByLabel('Efectivo').fill('500000');
    await dialog.getByLabel('Tarjeta').fill('690000');
    await expect(dialog.getByLabel('Venta bruta')).toHaveValue('1.190.000');
    await expect(dialog.getByLabel('Venta neta')).toHaveValue('1.000.000');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Venta mensual registrada correctamente')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId(`monthly-row-${contract}`);
    await expect(row.getByRole('button', { name: /^Editar / })).toBeVisible();
    await expect(await cell(page, row, 'Tickets')).toHaveText('100');
    await expect(await cell(page, row, 'Venta bruta')).toHaveText('1.190.000');
    await expect(await cell(page, row, 'Venta neta')).toHaveText('1.000.000');
  });

  test('Argentina: Guardar is off while invalid, unchanged, uploading or with a file too big', async ({ page }) => {
    await signInAt(page, OWN, ACCOUNTS.empresaArg, WITHIN);
    await openMonthly(page, OWN, 'arg');
    const { dialog, contract } = await declareFirst(page);
    const save = dialog.getByRole('button', { name: 'Guardar' });
    await expect(save).toBeDisabled(); // unchanged (and incomplete)
    await dialog.getByLabel('Cantidad de tickets').fill('10');
    await dialog.getByLabel('Efectivo').fill('1000');
    await dialog.getByLabel('Tarjeta').fill('1000');
    await dialog.getByLabel('Venta neta', { exact: true }).fill('2500');
    await expect(dialog.getByText('* El monto neto no puede ser mayor al monto bruto')).toBeVisible();
    await expect(save).toBeDisabled(); // invalid
    await dialog.getByLabel('Venta neta', { exact: true }).fill('1500');
    await expect(save).toBeEnabled();

    await attach(page, dialog, [pdf('grande.pdf', 5_242_881)]);
    await expect(dialog.getByText('El archivo debe ser menor a 5MB')).toBeVisible();
    await expect(save).toBeDisabled(); // file too big
    await dialog.getByRole('button', { name: 'Quitar grande.pdf' }).click();
    await expect(save).toBeEnabled();

    const release = await holdUploads(page);
    await attach(page, dialog, [pdf('evidencia.pdf')]);
    await expect(dialog.getByText(/^Subiendo/)).toBeVisible();
    await expect(save).toBeDisabled(); // uploading
    release();
    await expect(dialog.getByText(/Subido$/)).toBeVisible();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Venta mensual registrada correctamente')).toBeVisible();
    await expect(dialog).toBeHidden();

    // editing the saved sale: nothing changed yet, so Guardar is off until a field changes
    await page
      .getByTestId(`monthly-row-${contract}`)
      .getByRole('button', { name: /^Editar / })
      .click();
    await expect(dialog.getByText('evidencia.pdf')).toBeVisible();
    await expect(dialog.getByLabel('Venta neta', { exact: true })).toHaveValue('1.500');
    await expect(save).toBeDisabled(); // unchanged
    await dialog.getByLabel('Venta neta', { exact: true }).fill('1400');
    await expect(save).toBeEnabled();
  });

  test('Peru: Guardar is off while invalid or with a file too large; a save during an upload asks to wait', async ({ page }) => {
    await signInAt(page, OWN, ACCOUNTS.empresaPer, WITHIN);
    await openMonthly(page, OWN, 'per');
    const { dialog, contract } = await declareFirst(page);
    const save = dialog.getByRole('button', { name: 'Guardar' });
    await expect(save).toBeDisabled(); // invalid: tickets and net required
    await dialog.getByLabel('Serie boletas').fill('B001');
    await dialog.getByLabel('Cantidad de tickets').fill('80');
    await dialog.getByLabel('Venta neta total (sin IGV)').fill('15300.50');
    await expect(save).toBeEnabled();

    await attach(page, dialog, [pdf('grande.pdf', 5_242_881)]);
    await expect(dialog.getByText('El archivo debe ser menor a 5MB')).toBeVisible();
    await expect(save).toBeDisabled(); // file too large
    await dialog.getByRole('button', { name: 'Quitar grande.pdf' }).click();
    await expect(save).toBeEnabled();

    const release = await holdUploads(page);
    await attach(page, dialog, [pdf('evidencia.pdf')]);
    await expect(dialog.getByText(/^Subiendo/)).toBeVisible();
    await expect(save).toBeEnabled(); // an upload does not disable it in Peru...
    await save.click();
    await expect(page.getByText('Aún se está subiendo el archivo, por favor espere.')).toBeVisible(); // ...the save waits
    await expect(dialog).toBeVisible();
    release();
    await expect(dialog.getByText(/Subido$/)).toBeVisible();
    await save.click();
    await expect(page.getByText('Venta mensual registrada correctamente')).toBeVisible();
    const row = page.getByTestId(`monthly-row-${contract}`);
    await expect(row.getByRole('button', { name: /^Editar / })).toBeVisible();
    await expect(row).toContainText('B001');
  });

  test('the guided tour: Volver al tour, Siguiente, Anterior, Finalizar', async ({ page }) => {
    await signInAt(page, OWN, ACCOUNTS.empresaPer, WITHIN);
    await openMonthly(page, OWN, 'per');
    await expect(page.getByText(/plazo máximo establecido en tu contrato/)).toBeVisible();
    await page.getByRole('button', { name: 'Volver al tour' }).click();
    const tour = page.getByRole('dialog');
    await expect(tour).toContainText('Paso 1 de 5');
    await tour.getByRole('button', { name: 'Siguiente' }).click();
    await expect(tour).toContainText('Paso 2 de 5');
    await tour.getByRole('button', { name: 'Anterior' }).click();
    await expect(tour).toContainText('Paso 1 de 5');
    for (let i = 0; i < 4; i++) await tour.getByRole('button', { name: 'Siguiente' }).click();
    await tour.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('past the cut-off (own server on the 13th)', () => {
  let own: OwnServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    own = await startOwnServer(141, { CLOCK_START: PAST });
  });
  test.afterAll(() => own?.stop());

  test('the user sees no Declarar or Editar action', async ({ page }) => {
    await signInAt(page, own!.base, ACCOUNTS.empresaArg, PAST);
    await openMonthly(page, own!.base, 'arg');
    await expect(page.getByText('Las ventas del mes anterior se pueden cargar hasta el día 12 del mes en curso.')).toBeVisible();
    const rows = list(page).locator('[data-testid^="monthly-row-"]');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(1);
    // nowhere on the page (the menu's 'Declarar ventas' is navigation, outside the page's content)
    await expect(page.getByRole('main').getByRole('button', { name: /Declarar|Editar/ })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: /Declarar|Editar/ })).toHaveCount(0);
  });
});

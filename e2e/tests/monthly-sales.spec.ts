import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD, axeViolations, expect, signIn, startOwnServer, test, type OwnServer } from './fixtures';

/**
 * Monthly sales in the browser (issue 4).
 *
 * Declaring is only possible up to the cut-off day (12 by default) of the month, and the shared
 * e2e server runs on real time. So the declaring tests start their own server (same code, own
 * embedded database) with CLOCK_START on the 5th of the current month: always within the
 * cut-off, whatever today is. The 'past the cut-off' test runs on the shared server and asserts
 * from the API's own cut-off answer whether actions must show.
 */

/** 12:00 UTC on the 5th of the current month. */
const fifthOfThisMonth = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 5, 12)).toISOString();
};

let own: OwnServer | undefined;
let OWN = '';

async function signInAt(page: Page, base: string, email: string) {
  await page.goto(`${base}/`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  const terms = page.getByLabel('Acepta términos');
  if (await terms.isVisible()) await terms.check();
  await page.getByRole('button', { name: 'Ingresar' }).click();
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

const pdf = (name: string, size = 40_000) => ({
  name, mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1'), Buffer.alloc(size, 0x20)]),
});

test.describe('declaring (own server within the cut-off)', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    own = await startOwnServer(57, { CLOCK_START: fifthOfThisMonth() });
    OWN = own.base;
  });
  test.afterAll(() => own?.stop());

  test('a Colombia user cannot save without evidence, then saves with two files', async ({ page }) => {
    await signInAt(page, OWN, ACCOUNTS.empresaCol);
    await openMonthly(page, OWN, 'col');
    await expect(page.getByText(/Las ventas del mes anterior se pueden cargar hasta el día 12/)).toBeVisible();
    const declare = list(page).getByRole('button', { name: /^Declarar / }).first();
    const name = (await declare.getAttribute('aria-label'))!;
    const contract = name.split(' ').at(-1)!;
    await declare.click();
    const dialog = page.getByRole('dialog', { name: 'Registro de venta mensual' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Cantidad de tickets').fill('1250');
    await dialog.getByLabel('Venta neta total').fill('48500000');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Debe subir al menos un archivo como evidencia de la venta mensual')).toBeVisible();

    await dialog.getByTestId('evidence-input').setInputFiles([pdf('evidencia-1.pdf'), pdf('evidencia-2.pdf', 60_000)]);
    await expect(dialog.getByText(/Subido$/)).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Venta mensual registrada correctamente')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId(`monthly-row-${contract}`);
    await expect(row.getByRole('button', { name: /^Editar / })).toBeVisible();
    await expect(row).toContainText('1.250');

    // editing shows the two linked files
    await row.getByRole('button', { name: /^Editar / }).click();
    await expect(dialog.getByText('evidencia-1.pdf')).toBeVisible();
    await expect(dialog.getByText('evidencia-2.pdf')).toBeVisible();
  });

  test('a Chile user sees gross and net computed', async ({ page }) => {
    await signInAt(page, OWN, ACCOUNTS.empresaChl);
    await openMonthly(page, OWN, 'chl');
    await list(page).getByRole('button', { name: /^(Declarar|Editar) / }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Registro de Venta Mensual' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Cantidad de tickets').fill('');
    await expect(dialog.getByLabel('Efectivo')).toBeDisabled();
    await dialog.getByLabel('Cantidad de tickets').fill('100');
    await dialog.getByLabel('Efectivo').fill('500000');
    await dialog.getByLabel('Tarjeta').fill('690000');
    await expect(dialog.getByLabel('Venta bruta')).toHaveValue('1.190.000');
    await expect(dialog.getByLabel('Venta neta')).toHaveValue('1.000.000');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Venta mensual registrada correctamente')).toBeVisible();
  });

  test('the guided tour: Volver al tour, Siguiente, Anterior, Finalizar', async ({ page }) => {
    await signInAt(page, OWN, ACCOUNTS.empresaPer);
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

test('past the cut-off the user sees no action (shared server on real time)', async ({ page }) => {
  await signIn(page, ACCOUNTS.empresaArg);
  await expect(page).toHaveURL(/\/shopping/);
  const info = await page.evaluate(async () => {
    const token = sessionStorage.getItem('token') ?? localStorage.getItem('token');
    const res = await fetch('/api/fo/sales/monthly/contracts', { headers: { Authorization: `Bearer ${token}` } });
    return (await res.json()).data as { dia_corte: number; puede_declarar: boolean; hoy: string; contratos: { accion: string | null }[] };
  });
  await openMonthly(page, '', 'arg');
  await expect(page.getByText(`Las ventas del mes anterior se pueden cargar hasta el día ${info.dia_corte} del mes en curso.`)).toBeVisible();
  const actions = list(page).getByRole('button', { name: /^(Declarar|Editar) / });
  const pastCutoff = Number(info.hoy.slice(8, 10)) > info.dia_corte;
  expect(info.puede_declarar).toBe(!pastCutoff);
  if (pastCutoff) {
    await expect(page.getByRole('table', { name: 'Ventas Mensuales' })).toBeVisible();
    await expect(actions).toHaveCount(0);
  } else {
    await expect(actions).toHaveCount(info.contratos.filter((c) => c.accion === 'Declarar' || c.accion === 'Editar').length);
  }
});

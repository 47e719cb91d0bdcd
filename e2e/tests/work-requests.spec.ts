import type { Browser, Locator, Page } from '@playwright/test';
import { ACCOUNTS, axeViolations, expect, signIn, startOwnServerWithWeb, test, type OwnServer } from './fixtures';
import { CLOCKS } from './clocks';
import { dateField, typeDate } from './date-fields';

/**
 * Work requests across sessions: a contractor creates a cutting and welding
 * request from the type dialog to 'Enviar solicitud' with two new workers and every document; an
 * approver approves its step in the console; the requester sees the timeline update.
 * The server's clock is pinned to Tuesday 24 November 2026, 10:00 in Santiago (requests are
 * received Monday to Friday until 17:00, with 48 hours' notice).
 */
const NOW = CLOCKS.november24;
const OPERACIONES = 'int_operaciones@vitrina.test';
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), Buffer.alloc(256, 32)]);
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

let own: OwnServer;
test.beforeAll(async () => {
  // a busy machine takes minutes to start a server
  test.setTimeout(300_000);
  own = await startOwnServerWithWeb(180, { CLOCK_START: NOW });
});
test.afterAll(() => own?.stop());

async function session(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, undefined, own.base);
  await expect(page).toHaveURL(/\/chl\/shopping/, { timeout: 60_000 });
  return page;
}

/** Picks the first option of a select field. */
async function pickFirst(page: Page, scope: Locator, name: string | RegExp) {
  await scope.getByRole('combobox', { name }).click();
  await page.getByRole('option').first().click();
}

/** 'Crear trabajador' in the workers step, through the registry's two-step dialog. */
async function createWorker(page: Page, rut: string, names: string) {
  await page.getByRole('button', { name: 'Crear trabajador' }).click();
  const dialog = page.getByRole('dialog', { name: /Crear trabajador/ });
  await dialog.getByLabel('RUT').fill(rut);
  await dialog.getByLabel('Nombres').fill(names);
  await dialog.getByLabel('Apellido paterno').fill('Soto');
  await dialog.getByLabel('Apellido materno').fill('Vera');
  await pickFirst(page, dialog, /Género/);
  await typeDate(dialog, 'Fecha de nacimiento', '10/05/1990');
  await pickFirst(page, dialog, /Nacionalidad/);
  await pickFirst(page, dialog, /Mutual/);
  await pickFirst(page, dialog, /Región/);
  await pickFirst(page, dialog, /Comuna/);
  await dialog.getByLabel('Dirección').fill('Av. Principal 123');
  // opened from a cutting and welding request: the worker starts with that class
  await expect(dialog.getByRole('combobox', { name: /Clase/ })).toContainText('Corte y soldadura');
  const staffing = dialog.getByRole('group', { name: 'Dotaciones' }).getByRole('checkbox').first();
  await staffing.focus();
  await page.keyboard.press('Space');
  await expect(staffing).toBeChecked();
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  const inputs = dialog.locator('input[type=file]');
  await inputs.nth(0).setInputFiles(pdf('frente.pdf'));
  await inputs.nth(1).setInputFiles(pdf('reverso.pdf'));
  await inputs.nth(2).setInputFiles(pdf('contrato.pdf'));
  await expect(dialog.getByText('contrato.pdf')).toBeVisible();
  await dialog.getByLabel(/Declaro que los documentos adjuntos/).check();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}

test('a cutting and welding request: type dialog → wizard → sent → approved step → timeline', async ({ browser }) => {
  test.setTimeout(420_000);
  const tenant = await session(browser, ACCOUNTS.empresaChl);
  await tenant.goto(`${own.base}/chl/shopping/mis-solicitudes`);
  await expect(tenant.getByRole('heading', { name: 'Mis Solicitudes' })).toBeVisible({ timeout: 90_000 });
  await tenant.getByRole('button', { name: 'Crear Solicitud' }).click();

  // the type dialog, then the safety terms
  const type = tenant.getByRole('dialog', { name: 'Crear solicitud' });
  await type.getByLabel('Corte y soldadura').check();
  await pickFirst(tenant, type, 'Centro comercial');
  await pickFirst(tenant, type, 'Local');
  await expect(type.getByText(/de lunes a viernes hasta las 17:00/)).toBeVisible();
  await type.getByRole('button', { name: 'Continuar' }).click();
  const terms = tenant.getByRole('dialog', { name: 'Normas de seguridad' });
  await expect(terms.getByText(/2.000 UF/)).toBeVisible();
  await terms.getByRole('button', { name: 'Acepto' }).click();
  await expect(tenant).toHaveURL(/crear-solicitud-corte-y-soldadura/);

  // step 1: details, night shift across midnight
  // exact: the workers table's pager has 'Ir a la página siguiente'
  const next = tenant.getByRole('button', { name: 'Siguiente', exact: true });
  await expect(next).toBeDisabled({ timeout: 90_000 });
  const details = tenant.getByRole('region', { name: 'Detalles del trabajo' });
  await pickFirst(tenant, details, 'Clase');
  await details.getByLabel('Lugar específico del trabajo').fill('Bodega trasera del local');
  await details.getByLabel('Descripción').fill('Soldadura de repisas metálicas');
  await typeDate(details, 'Fecha de inicio', '27/11/2026');
  await typeDate(details, 'Fecha de término', '28/11/2026');
  await typeDate(details, 'Hora de inicio', '22:00');
  await typeDate(details, 'Hora de término', '05:30');
  await expect(details.getByLabel('Horas diarias de trabajo')).toHaveValue('07:30');
  await details.getByLabel('Nombre contacto').fill('Paula Herrera');
  await details.getByLabel('Teléfono').fill('987654321');
  await next.click();

  // step 2: only the client's cutting and welding workers are offered; two new workers, both selected
  const offered = tenant.getByRole('table', { name: 'Trabajadores' });
  await expect(offered.getByText('Pedro Contreras')).toBeVisible({ timeout: 30_000 });
  await expect(offered.getByText('José Luis Araya')).toHaveCount(0);
  await createWorker(tenant, '16.543.210-K', 'Diego');
  // a RUT no demo worker holds (the seed's registry has 9.876.543-3)
  await createWorker(tenant, '8.765.432-K', 'Marcela');
  const chosen = tenant.getByRole('list', { name: 'Trabajadores seleccionados' });
  await expect(chosen.getByText('Diego Soto')).toBeVisible();
  await expect(chosen.getByText('Marcela Soto')).toBeVisible();
  await next.click();

  // step 3: ten slots, one file each, and the declaration
  const docs = tenant.getByRole('region', { name: 'Documentación' });
  const inputs = docs.locator('input[type=file]');
  await expect(inputs).toHaveCount(10);
  for (let i = 0; i < 10; i++) await inputs.nth(i).setInputFiles(pdf(`documento-${i + 1}.pdf`));
  await expect(docs.getByText('documento-10.pdf')).toBeVisible();
  await docs.getByLabel(/Declaro que los documentos adjuntos/).check();
  await expect(next).toBeEnabled({ timeout: 20_000 });
  await next.click();

  // step 4: the summary, then send
  const summary = tenant.getByRole('region', { name: 'Resumen' });
  await expect(summary.getByText('Corte y soldadura')).toBeVisible();
  await expect(summary.getByText('Diego Soto')).toBeVisible();
  // dates as people read them, never ISO
  await expect(summary.getByText('27/11/2026 – 28/11/2026')).toBeVisible();
  expect(await summary.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  expect(await axeViolations(tenant)).toEqual([]);
  await tenant.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(tenant.getByRole('heading', { name: 'Tu solicitud de ayuda ha sido enviada con éxito' })).toBeVisible();
  const number = (await tenant.getByText(/Solicitud N° \d+ en revisión/).textContent())!.match(/\d+/)![0];

  // the approver (operations) approves its step from the console queue
  const approver = await session(browser, OPERACIONES);
  await approver.goto(`${own.base}/chl/shopping/consola/solicitudes-trabajo`);
  const card = approver.getByRole('article', { name: `Solicitud N° ${number}` });
  await expect(card.getByText(/27\/11\/2026 – 28\/11\/2026/)).toBeVisible();
  expect(await card.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  await card.getByRole('button', { name: 'Aprobar' }).click();
  await expect(approver.getByText('Etapa aprobada')).toBeVisible();
  await expect(card).toBeHidden();

  // the requester sees the timeline update
  await tenant.getByRole('button', { name: 'Ir a Mis Solicitudes' }).click();
  await tenant.getByRole('button', { name: `Ver solicitud ${number}` }).click();
  const panel = tenant.getByRole('dialog', { name: `Detalle de la solicitud N° ${number}` });
  const timeline = panel.getByRole('list', { name: 'Línea de aprobación' });
  await expect(timeline.getByText(/crea la solicitud de trabajo/)).toBeVisible();
  await expect(timeline.getByRole('listitem', { name: 'Operaciones: aprobada' })).toBeVisible();
  await expect(timeline.getByRole('listitem', { name: 'Seguridad: pendiente' })).toBeVisible();
  await expect(tenant.getByRole('link', { name: 'documento-1.pdf' })).toBeVisible();
});

/** From 'Crear Solicitud' to the wizard of a type, through the type dialog and the safety terms. */
async function openWizard(page: Page, type: 'Corte y soldadura' | 'Trabajo normal') {
  await page.goto(`${own.base}/chl/shopping/mis-solicitudes`);
  await expect(page.getByRole('heading', { name: 'Mis Solicitudes' })).toBeVisible({ timeout: 90_000 });
  await page.getByRole('button', { name: 'Crear Solicitud' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear solicitud' });
  await dialog.getByLabel(type).check();
  await pickFirst(page, dialog, 'Centro comercial');
  await pickFirst(page, dialog, 'Local');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('dialog', { name: 'Normas de seguridad' }).getByRole('button', { name: 'Acepto' }).click();
  return page.getByRole('region', { name: 'Detalles del trabajo' });
}

test('the first step of the wizards checks its own times as soon as each is left', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await session(browser, ACCOUNTS.empresaChl);
  const night = 'La hora debe estar entre 21:00 y 07:00, periodo nocturno';

  // cutting and welding: a day-time start is refused under the field, with nothing else filled in
  let details = await openWizard(page, 'Corte y soldadura');
  const next = page.getByRole('button', { name: 'Siguiente', exact: true });
  const start = dateField(details, 'Hora de inicio');
  await typeDate(details, 'Hora de inicio', '20:00');
  await dateField(details, 'Hora de término').getByRole('spinbutton').first().click();
  await expect(start).toHaveAccessibleDescription(night);
  await typeDate(details, 'Hora de inicio', '10:00');
  await expect(start).toHaveAccessibleDescription(night);
  await expect(next).toBeDisabled();
  await typeDate(details, 'Hora de inicio', '23:00');
  await typeDate(details, 'Hora de término', '05:00');
  await details.getByLabel('Teléfono').focus();
  await expect(details.getByText(night)).toBeHidden();
  await expect(details.getByLabel('Horas diarias de trabajo')).toHaveValue('06:00');
  // the end date and the phone say what is wrong the same way
  await typeDate(details, 'Fecha de inicio', '28/11/2026');
  await typeDate(details, 'Fecha de término', '27/11/2026');
  await details.getByLabel('Teléfono').fill('12');
  await details.getByLabel('Nombre contacto').focus();
  await expect(details.getByText('La fecha de término no puede ser anterior a la fecha de inicio.')).toBeVisible();
  await expect(details.getByText('El teléfono debe tener al menos 7 dígitos.')).toBeVisible();

  // normal work: a shift that does not end after it starts
  details = await openWizard(page, 'Trabajo normal');
  await typeDate(details, 'Hora de inicio', '09:00');
  await typeDate(details, 'Hora de término', '09:00');
  await details.getByLabel('Teléfono').focus();
  await expect(details.getByText('La jornada debe durar más de 0 y como máximo 12 horas.')).toBeVisible();
  await typeDate(details, 'Hora de término', '18:00');
  await details.getByLabel('Teléfono').focus();
  await expect(details.getByText('La jornada debe durar más de 0 y como máximo 12 horas.')).toBeHidden();
  await expect(details.getByLabel('Horas diarias de trabajo')).toHaveValue('09:00');
  await expect(details.getByText(night)).toBeHidden();
});

test('Mis Solicitudes has no accessibility violations', async ({ page }) => {
  await signIn(page, ACCOUNTS.empresaChl, undefined, own.base);
  await expect(page).toHaveURL(/\/chl\/shopping/, { timeout: 60_000 });
  await page.goto(`${own.base}/chl/shopping/mis-solicitudes`);
  await expect(page.getByRole('table', { name: 'Mis Solicitudes' })).toBeVisible({ timeout: 90_000 });
  expect(await axeViolations(page)).toEqual([]);
  // a request's detail panel is a dialog named by its title (axe: aria-dialog-name)
  await page
    .getByRole('button', { name: /^Ver solicitud \d+$/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /^Detalle de la solicitud N° \d+$/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

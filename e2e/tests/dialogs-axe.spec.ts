import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures';
import { dateField, dmy, typeDate } from './date-fields';

/**
 * Accessibility of the dialogs and of each step of the multi-step ones (the menu sweep checks the
 * pages): the work-request type dialog, its safety terms and the wizard's steps, the worker dialog's
 * two steps, and the user dialog. One signed-in session (reused), nothing saved.
 */
test.use({ account: 'empresaChl' });

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Picks the first option of a select field. */
async function pickFirst(page: Page, scope: Locator, name: string | RegExp) {
  await scope.getByRole('combobox', { name }).click();
  await page.getByRole('option').first().click();
}

test('the work-request dialogs, every wizard step before the summary and the worker dialog: no axe violations', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/chl/shopping/mis-solicitudes');
  await expect(page.getByRole('heading', { name: 'Mis Solicitudes' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Crear Solicitud' }).click();
  const type = page.getByRole('dialog', { name: 'Crear solicitud' });
  await type.getByLabel('Corte y soldadura').check();
  await pickFirst(page, type, 'Centro comercial');
  await pickFirst(page, type, 'Local');
  expect(await axeViolations(page)).toEqual([]);
  await type.getByRole('button', { name: 'Continuar' }).click();
  const terms = page.getByRole('dialog', { name: 'Normas de seguridad' });
  await expect(terms.getByText(/2.000 UF/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await terms.getByRole('button', { name: 'Acepto' }).click();

  // step 1, filled so that 'Siguiente' goes on
  const details = page.getByRole('region', { name: 'Detalles del trabajo' });
  await expect(details).toBeVisible({ timeout: 60_000 });
  expect(await axeViolations(page)).toEqual([]);
  await pickFirst(page, details, 'Clase');
  await details.getByLabel('Lugar específico del trabajo').fill('Bodega trasera del local');
  await details.getByLabel('Descripción').fill('Soldadura de repisas metálicas');
  await typeDate(details, 'Fecha de inicio', dmy(inDays(7)));
  await typeDate(details, 'Fecha de término', dmy(inDays(8)));
  await typeDate(details, 'Hora de inicio', '22:00');
  await typeDate(details, 'Hora de término', '05:30');
  await details.getByLabel('Nombre contacto').fill('Paula Herrera');
  await details.getByLabel('Teléfono').fill('987654321');
  const next = page.getByRole('button', { name: 'Siguiente', exact: true });
  await next.click();

  // step 2: the workers of the class, and the worker dialog's first step
  const workers = page.getByRole('region', { name: 'Vincular trabajadores' });
  const table = workers.getByRole('table', { name: 'Trabajadores' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  expect(await axeViolations(page)).toEqual([]);
  await workers.getByRole('button', { name: 'Crear trabajador' }).click();
  const dialog = page.getByRole('dialog', { name: /Crear trabajador/ });
  await expect(dialog.getByRole('combobox', { name: /Clase/ })).toContainText('Corte y soldadura');
  expect(await axeViolations(page)).toEqual([]);
  // its step's messages, as a user who goes on too soon sees them
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await expect(dialog.getByText('Selecciona un género')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  // step 3: the documents
  await table.getByRole('checkbox').first().check();
  await next.click();
  await expect(page.getByRole('region', { name: 'Documentación' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the worker dialog's documents step and the user dialog: no axe violations", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/chl/shopping/trabajadores-solicitudes');
  await expect(page.getByRole('heading', { name: 'Trabajadores', level: 1 })).toBeVisible({ timeout: 60_000 });
  // 'Actualizar documentos' of a worker opens the dialog on its documents step
  await page
    .getByRole('button', { name: /^Acciones de / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Actualizar documentos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar trabajador' });
  await expect(dialog.getByRole('form', { name: 'Documentos del trabajador' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Volver' }).click();
  await expect(dialog.getByRole('form', { name: 'Datos del trabajador' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await page.goto('/chl/shopping/empresa/usuarios');
  await page.getByRole('button', { name: 'Crear Usuario' }).click();
  const user = page.getByRole('dialog', { name: /Nuevo Usuario/ });
  await expect(user.getByRole('button', { name: 'Guardar' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'), Buffer.alloc(512)]);

test("the contact wizard's steps, the discount drawer's two steps and the help forms, each as first shown and with its messages: no axe violations", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // the create-contact wizard: the target, then the e-mails tried empty
  await page.goto('/chl/shopping/empresa');
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const wizard = page.getByRole('dialog', { name: 'Nuevo contacto' });
  await expect(wizard.getByText('Destino · 1/3')).toBeVisible({ timeout: 60_000 });
  expect(await axeViolations(page)).toEqual([]);
  await wizard.getByRole('button', { name: 'Siguiente' }).click();
  await wizard.getByRole('button', { name: 'Siguiente' }).click();
  await expect(wizard.getByRole('textbox', { name: 'Correo electrónico', exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(wizard).toHaveCount(0);

  // the discount drawer: 'Datos básicos' tried empty, then 'Condiciones'
  await page.goto('/chl/shopping/mis-descuentos');
  await page
    .getByRole('button', { name: /Crear descuento/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: 'Crear descuento' });
  await drawer.getByRole('button', { name: 'Siguiente' }).click();
  await expect(drawer.getByLabel('Nombre de la campaña')).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
  await drawer.getByLabel('Nombre de la campaña').fill('Campaña de prueba');
  await drawer.getByLabel('Monto del descuento').fill('15');
  await drawer.getByLabel('Marca').click();
  await page.getByRole('option').first().click();
  await drawer.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await drawer.getByLabel('Descripción').fill('Quince por ciento en toda la tienda');
  await drawer.getByRole('button', { name: 'Siguiente' }).click();
  await expect(dateField(drawer, 'Fecha de término')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await drawer.getByRole('button', { name: 'Publicar' }).click();
  await expect(drawer.getByText('*Este campo es obligatorio').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // the ticket form and the help-request form, each sent empty
  await page.goto('/chl/shopping/centro-de-ayuda/contacto');
  await expect(page.getByRole('heading', { name: 'Crear solicitud' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Faltan campos por rellenar')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/chl/shopping/mis-solicitudes/crear-solicitud-ayuda');
  await expect(page.getByRole('heading', { name: 'Solicitud de ayuda' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText('Faltan campos por rellenar')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

import type { Page } from '@playwright/test';
import { ACCOUNTS, axeViolations, expect, signedIn, startOwnServer, test, waitForMail, type OwnServer } from './fixtures';

/**
 * The store page (marca/espacio/:espacioId) and the brand contacts page (marca/:marcaId/contactos)
 * in the browser. Adding a store chief runs on a server of its own: other specs count the users and
 * the store chiefs of the demo data.
 */

const HOME = '/chl/shopping';

async function signInAndWait(page: Page, email: string, base = '') {
  await signedIn(page, email, base);
  await page.goto(`${base}/`);
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
}

test('a store page opened from its brand: header, contract drawer, Jefes de Local; no serious accessibility violations', async ({
  page,
}) => {
  await signInAndWait(page, ACCOUNTS.marcaChl);
  await page.goto(`${HOME}/marca/CHL-M11`);
  await expect(page.getByRole('heading', { name: 'Café Montaña', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /^Ver local .* · L-101$/ }).click();

  await expect(page).toHaveURL(/\/marca\/espacio\/c1001$/);
  await expect(page.getByRole('heading', { name: 'Café Montaña · Local L-101', level: 1 })).toBeVisible();
  for (const label of ['Marca', 'Centro comercial', 'Número local', 'Superficie (m2)', 'Contrato vigente']) {
    await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
  }
  await expect(page.getByText('vigente', { exact: true })).toBeVisible();
  const chiefs = page.getByRole('list', { name: 'Jefes de Local' });
  await expect(chiefs.getByText('Javiera González Pérez')).toBeVisible();
  await expect(chiefs).toContainText(ACCOUNTS.localChl);
  await expect(page.getByText('1/2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agregar jefe de local' })).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);

  // the current contract's detail in a drawer
  await page.getByRole('button', { name: /^Ver detalle CH-/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Detalle de Contrato' });
  await expect(drawer.getByText('Fin de vigencia')).toBeVisible();
  await expect(drawer.getByText('L-101')).toBeVisible();
  await drawer.getByRole('button', { name: 'Cerrar' }).click();
  await expect(drawer).toHaveCount(0);

  // back to the brand
  await page.getByRole('link', { name: 'Volver a la marca' }).click();
  await expect(page.getByRole('heading', { name: 'Café Montaña', level: 1 })).toBeVisible();
});

test('a space of another client or out of charge shows not found', async ({ page }) => {
  await signInAndWait(page, ACCOUNTS.marcaChl);
  // c1007 belongs to Comercial Pacífico (not his client); c1003 to Librería Austral (not his brand)
  for (const space of ['c1007', 'c1003', 'no-existe']) {
    await page.goto(`${HOME}/marca/espacio/${space}`);
    await expect(page.getByText('No se encontró el local')).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Marcas' }).last()).toBeVisible();
});

test("the brand contacts page lists the brand's contacts with their roles and opens the wizard; no serious accessibility violations", async ({
  page,
}) => {
  await signInAndWait(page, ACCOUNTS.empresaChl);
  await page.goto(`${HOME}/marca/CHL-M11`);
  await page.getByRole('link', { name: 'Ver contactos' }).click();
  await expect(page).toHaveURL(/\/marca\/CHL-M11\/contactos$/);
  await expect(page.getByRole('heading', { name: 'Contactos de la marca', level: 1 })).toBeVisible();
  for (const h of ['Nombre', 'Correo', 'Rol', 'Teléfono', 'Cargo', 'Estado'])
    await expect(page.getByRole('columnheader', { name: h })).toBeVisible();
  const felipe = page.getByRole('row').filter({ hasText: ACCOUNTS.marcaChl });
  await expect(felipe).toContainText('Administrador de marca');
  await expect(felipe).toContainText('+56 9 7654 3210');
  const javiera = page.getByRole('row').filter({ hasText: ACCOUNTS.localChl });
  await expect(javiera).toContainText('Jefe de local');
  await expect(page.getByRole('button', { name: 'Agregar contacto' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // the wizard opens with the brand as target and the brand-administrator role
  await page.getByRole('button', { name: 'Agregar contacto' }).click();
  const wizard = page.getByRole('dialog', { name: 'Nuevo contacto' });
  await expect(wizard.getByText('Destino · 1/3')).toBeVisible();
  await expect(wizard).toContainText('Café Montaña');
  await expect(wizard).toContainText('Administrador de marca');
  expect(await axeViolations(page)).toEqual([]);
  await wizard.getByRole('button', { name: 'Atrás' }).click();
  await expect(wizard).toHaveCount(0);
});

test.describe('changes on a server of its own', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let own: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    own = await startOwnServer(101);
  });
  test.afterAll(() => own?.stop());

  test('add a store chief from the store page: the wizard with the store-chief role, the welcome e-mail, the new chief listed', async ({
    page,
  }) => {
    await signInAndWait(page, ACCOUNTS.empresaChl, own.base);
    await page.goto(`${own.base}${HOME}/marca/CHL-M11`);
    await page.getByRole('link', { name: /^Ver local .* · L-104$/ }).click();
    await expect(page.getByRole('heading', { name: 'Café Montaña · Local L-104', level: 1 })).toBeVisible();
    await expect(page.getByText('Este local no tiene jefes de local asignados')).toBeVisible();
    await expect(page.getByText('0/2')).toBeVisible();

    const since = new Date().toISOString();
    await page.getByRole('button', { name: 'Agregar jefe de local' }).click();
    const wizard = page.getByRole('dialog', { name: 'Nuevo contacto' });
    await expect(wizard).toContainText('L-104');
    await expect(wizard).toContainText('Jefe de local');
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await wizard.getByLabel('Correo electrónico', { exact: true }).fill('jefe.local104@ejemplo.cl');
    await wizard.getByLabel('Confirmar correo electrónico').fill('jefe.local104@ejemplo.cl');
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await wizard.getByLabel('Nombre', { exact: true }).fill('Martín');
    await wizard.getByLabel('Apellidos').fill('Fuentes Lara');
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await expect(wizard.getByText('Resumen · 3/3')).toBeVisible();
    await wizard.getByRole('button', { name: 'Crear contacto' }).click();
    await expect(page.getByRole('dialog', { name: 'Nuevo contacto' })).toHaveCount(0, { timeout: 8000 });

    const mail = await waitForMail('jefe.local104@ejemplo.cl', since, own.dataDir);
    expect(mail.text).toContain('/auth/configurar_password/');
    const chiefs = page.getByRole('list', { name: 'Jefes de Local' });
    await expect(chiefs.getByText('Martín Fuentes Lara')).toBeVisible();
    await expect(chiefs.getByText('Invitación enviada')).toBeVisible();
    await expect(page.getByText('1/2')).toBeVisible();
  });

  test('a store with two Jefes de Local offers no third one', async ({ page }) => {
    await signInAndWait(page, ACCOUNTS.empresaChl, own.base);
    await page.goto(`${own.base}${HOME}/marca/espacio/c1001`);
    await expect(page.getByText('1/2')).toBeVisible();
    await page.getByRole('button', { name: 'Agregar jefe de local' }).click();
    const wizard = page.getByRole('dialog', { name: 'Nuevo contacto' });
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await wizard.getByLabel('Correo electrónico', { exact: true }).fill('segundo.jefe@ejemplo.cl');
    await wizard.getByLabel('Confirmar correo electrónico').fill('segundo.jefe@ejemplo.cl');
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await wizard.getByLabel('Nombre', { exact: true }).fill('Sofía');
    await wizard.getByLabel('Apellidos').fill('Pinto Rey');
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await wizard.getByRole('button', { name: 'Crear contacto' }).click();
    await expect(page.getByRole('dialog', { name: 'Nuevo contacto' })).toHaveCount(0, { timeout: 8000 });
    await expect(page.getByText('2/2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar jefe de local' })).toBeDisabled();
    await expect(page.getByText('No se puede asignar mas de 2 jefes por local')).toBeVisible();
  });
});

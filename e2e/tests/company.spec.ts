import type { Page } from '@playwright/test';
import { ACCOUNTS, axeViolations, expect, signedIn, startOwnServerWithWeb, test, waitForMail, type OwnServer } from './fixtures';

/**
 * 'Mi empresa', brands, contracts, the create-contact wizard and the company and brand edit
 * drawers. Tests that assign roles, create contacts or edit the company run on a server
 * of their own (users.spec counts empresa.chl's users; other specs read the company's data).
 */

const HOME = '/chl/shopping';

async function signInAndWait(page: Page, email: string, base = '') {
  await signedIn(page, email, base);
  await page.goto(`${base}/`);
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
}

test('Mi empresa shows the company data, its contacts and brands; no serious accessibility violations', async ({ page }) => {
  await signInAndWait(page, ACCOUNTS.empresaChl);
  await page.goto(`${HOME}/empresa`);
  await expect(page.getByRole('heading', { name: 'Mi empresa' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inversiones Andes Retail SpA' })).toBeVisible();
  for (const text of [
    'Razón social',
    'Identificador fiscal',
    'https://andesretail.cl',
    'contacto@andesretail.cl',
    '+56 2 2345 6789',
    'Av. Apoquindo 4500, Las Condes, Santiago',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  const contacts = page.getByRole('list', { name: 'Contactos' });
  await expect(contacts.getByText('Felipe Rojas Contreras')).toBeVisible();
  await expect(contacts.getByText('Javiera González Pérez')).toBeVisible();
  await expect(contacts.getByText('Carolina Muñoz Soto')).toHaveCount(0); // the current user is left out
  await expect(page.getByRole('button', { name: 'Nuevo' })).toBeVisible();

  const brands = page.getByRole('list', { name: 'Marcas' });
  await expect(brands.getByRole('link', { name: 'Café Montaña' })).toBeVisible();
  await expect(brands.getByRole('listitem').filter({ hasText: 'Café Montaña' })).toContainText(
    'Administrador de marca: Felipe Rojas Contreras',
  );
  await expect(brands.getByRole('link', { name: 'Asignar + Librería Austral' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // 'Nuevo' opens the wizard for a company administrator; an existing e-mail declined with 'No, continuar' goes on to the names
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const wizard = page.getByRole('dialog', { name: 'Nuevo contacto' });
  await expect(wizard.getByText('Destino · 1/3')).toBeVisible();
  await expect(wizard).toContainText('Inversiones Andes Retail SpA');
  await expect(wizard).toContainText('Administrador de empresa');
  await wizard.getByRole('button', { name: 'Siguiente' }).click();
  await wizard.getByLabel('Correo electrónico', { exact: true }).fill(ACCOUNTS.localChl);
  await wizard.getByLabel('Confirmar correo electrónico').fill(ACCOUNTS.localChl);
  await wizard.getByRole('button', { name: 'Siguiente' }).click();
  const exists = page.getByRole('dialog', { name: 'El usuario ya existe' });
  await expect(exists).toContainText('Administrador de empresa');
  await exists.getByRole('button', { name: 'No, continuar' }).click();
  await expect(exists).toHaveCount(0);
  await expect(wizard.getByText('Nombre · 2/3')).toBeVisible();
  await expect(wizard.getByLabel('Nombre', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(wizard).toHaveCount(0);

  // 'Cambio de sección': Cancelar stays; otherwise it goes to Usuarios by itself after 5 seconds
  await page.getByRole('button', { name: 'Usuarios y roles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambio de sección' });
  await expect(dialog.getByRole('button', { name: 'Llévame a usuarios y roles' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Usuarios y roles' }).click();
  await expect(page).toHaveURL(/\/empresa\/usuarios$/, { timeout: 8000 });
});

test('Mi empresa and the brand page: loading, error with Reintentar, and empty states', async ({ page }) => {
  const json = (status: number, body: unknown) => ({ status, contentType: 'application/json', body: JSON.stringify(body) });
  const failure = json(500, { statusCode: 500, code: 'internal_error', message: 'Error' });
  await signInAndWait(page, ACCOUNTS.empresaChl);

  // the company call is held, then fails: the loading text, then the error; Reintentar loads the data
  const company = '**/api/fo/companies/empresas/CHL76543210-3';
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(company, async (route) => {
    await held;
    await route.fulfill(failure);
  });
  await page.goto(`${HOME}/empresa`);
  await expect(page.getByRole('status').getByText('Cargando información de la empresa...')).toBeVisible();
  release();
  const error = page.getByRole('alert').filter({ hasText: 'Error al cargar la información de la empresa' });
  await expect(error).toBeVisible();
  await page.unroute(company);
  await error.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { name: 'Inversiones Andes Retail SpA' })).toBeVisible();

  // no company found: the empty state
  await page.route(company, (route) => route.fulfill(json(404, { statusCode: 404, code: 'not_found', message: 'No encontrado' })));
  await page.reload();
  await expect(page.getByText('No se encontró información de la empresa')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inversiones Andes Retail SpA' })).toHaveCount(0);
  await page.unroute(company);

  // the brand page: the brand and its spaces fail; Reintentar brings the brand, then the spaces' own error and empty texts
  const brand = '**/api/fo/companies/marcas/CHL-M11';
  const spaces = '**/api/fo/companies/marcas/CHL-M11/espacios';
  await page.route(brand, (route) => route.fulfill(failure));
  await page.route(spaces, (route) => route.fulfill(failure));
  await page.goto(`${HOME}/marca/CHL-M11`);
  const brandError = page.getByRole('alert').filter({ hasText: 'Error al cargar la información de la marca' });
  await expect(brandError).toBeVisible();
  await page.unroute(brand);
  await brandError.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { name: 'Café Montaña', level: 1 })).toBeVisible();
  const spacesError = page.getByRole('alert').filter({ hasText: 'Error al cargar los espacios de arriendo' });
  await expect(spacesError).toBeVisible();
  await page.unroute(spaces);
  await page.route(spaces, (route) => route.fulfill(json(200, [])));
  await spacesError.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByText('No hay espacios de arriendo disponibles para esta marca')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("'Claves API' and 'Accesos a tus datos' show only their own content, not the company card and contacts below it", async ({ page }) => {
  await signInAndWait(page, ACCOUNTS.empresaChl);
  for (const [tab, name] of [
    ['claves-api', 'Claves API'],
    ['accesos', 'Accesos a tus datos'],
  ]) {
    await page.goto(`${HOME}/empresa?tab=${tab}`);
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Inversiones Andes Retail SpA' })).toBeHidden();
    await expect(page.getByRole('list', { name: 'Contactos' })).toBeHidden();
  }
  await page.getByRole('tab', { name: 'Datos de la empresa' }).click();
  await expect(page.getByRole('heading', { name: 'Inversiones Andes Retail SpA' })).toBeVisible();
});

test('a brand administrator cannot see the company page data, and sees only his brands', async ({ page }) => {
  await signInAndWait(page, ACCOUNTS.marcaChl);
  await page.goto(`${HOME}/marca`);
  await expect(page.getByText('Gestiona las marcas a tu cargo')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Café Montaña' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Zapatería Ruta Sur' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Librería Austral' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('heading', { name: 'Café Montaña' }).click();
  await expect(page.getByRole('heading', { name: 'Café Montaña', level: 1 })).toBeVisible();
  // he administers this brand: he may edit it
  await expect(page.getByRole('button', { name: 'Editar marca' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Espacios de arriendo' })).toBeVisible();
  // the contract detail drawer
  await page
    .getByRole('button', { name: /^Ver detalle / })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: 'Detalle de Contrato' });
  await expect(drawer.getByText('Fin de vigencia')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await drawer.getByRole('button', { name: 'Cerrar' }).click();

  await page.goto(`${HOME}/empresa`);
  await expect(page.getByText('No se encontró información de la empresa')).toBeVisible();
});

test('contracts page: columns, 5 rows per page, status and the contract detail dialog', async ({ page }) => {
  await signInAndWait(page, ACCOUNTS.empresaChl);
  await page.goto(`${HOME}/contratos`);
  await expect(page.getByRole('heading', { name: 'Contratos' })).toBeVisible();
  for (const h of ['Centro comercial', 'Marca', 'Número local', 'Contrato', 'Estatus', 'Acción'])
    await expect(page.getByRole('columnheader', { name: h })).toBeVisible();
  const body = page.locator('tbody tr');
  await expect(body).toHaveCount(5);
  await expect(page.getByText('1–5 de 6')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page
    .getByRole('button', { name: 'Ir a la página siguiente' })
    .or(page.getByRole('button', { name: /next page/i }))
    .click();
  await expect(body).toHaveCount(1);
  await expect(body.first()).toContainText('no vigente');
  await expect(page).toHaveURL(/page=1/);

  await body
    .first()
    .getByRole('button', { name: /^Ver detalle/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Detalle de Contrato' });
  await expect(dialog.getByText('Número de contrato')).toBeVisible();
  await expect(dialog.getByText('Inicio de contrato')).toBeVisible();
  await expect(dialog.getByText('01/01/2021')).toBeVisible();
  await expect(dialog.getByText('31/12/2025')).toBeVisible();
  await expect(dialog.getByText('Superficie total (m2)')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toHaveCount(0);

  // a page past the end (an old link) shows the last page, not an empty table
  await page.goto(`${HOME}/contratos?page=9`);
  await expect(page.getByText('6–6 de 6')).toBeVisible();
  await expect(body).toHaveCount(1);
  await expect(body.first()).toContainText('no vigente');
});

test.describe('changes on a server of its own', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let own: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    own = await startOwnServerWithWeb(111);
  });
  test.afterAll(() => own?.stop());

  test('assign a brand administrator: only eligible contacts, Asignar disabled until one is chosen', async ({ page }) => {
    await signInAndWait(page, ACCOUNTS.empresaChl, own.base);
    await page.goto(`${own.base}${HOME}/empresa`);
    await page.getByRole('link', { name: 'Asignar + Librería Austral' }).click();
    const dialog = page.getByRole('dialog', { name: /Agregar administrador de marca/ });
    const assign = dialog.getByRole('button', { name: 'Asignar', exact: true });
    await expect(assign).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Buscar contacto' }).click();
    const options = page.getByRole('option');
    await expect(options).toHaveCount(1); // only Felipe holds a brand-admin role
    await options.filter({ hasText: 'Felipe Rojas Contreras' }).click();
    await expect(assign).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
    await assign.click();
    await expect(page.getByText('Rol asociado')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Administrador de marca' }).getByText('Felipe Rojas Contreras')).toBeVisible();

    await page.goto(`${own.base}${HOME}/empresa`);
    await expect(page.getByRole('list', { name: 'Marcas' }).getByRole('listitem').filter({ hasText: 'Librería Austral' })).toContainText(
      'Administrador de marca: Felipe Rojas Contreras',
    );
    await expect(page.getByRole('link', { name: 'Asignar + Librería Austral' })).toHaveCount(0);
  });

  test('the create-contact wizard: validation, the existing-email path assigns the role, a new contact gets the welcome e-mail', async ({
    page,
  }) => {
    await signInAndWait(page, ACCOUNTS.empresaChl, own.base);
    await page.goto(`${own.base}${HOME}/marca/CHL-M11`);
    await expect(page.getByRole('heading', { name: 'Café Montaña', level: 1 })).toBeVisible();

    // 'Atrás' on step 0 closes the wizard
    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    let wizard = page.getByRole('dialog', { name: 'Nuevo contacto' });
    await expect(wizard.getByText('Destino · 1/3')).toBeVisible();
    await expect(wizard.getByText('Administrador de marca')).toBeVisible();
    await wizard.getByRole('button', { name: 'Atrás' }).click();
    await expect(wizard).toHaveCount(0);

    // existing e-mail: confirm assigning the role
    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    wizard = page.getByRole('dialog', { name: 'Nuevo contacto' });
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await expect(wizard.getByText('Debes ingresar tu correo')).toBeVisible();
    await expect(wizard.getByText('Debes reingresar tu correo')).toBeVisible();
    await wizard.getByLabel('Correo electrónico', { exact: true }).fill(ACCOUNTS.localChl);
    await wizard.getByLabel('Confirmar correo electrónico').fill('otro@vitrina.test');
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await expect(wizard.getByText('Los emails deben ser iguales')).toBeVisible();
    await wizard.getByLabel('Confirmar correo electrónico').fill(ACCOUNTS.localChl);
    expect(await axeViolations(page)).toEqual([]);
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    const confirm = page.getByRole('dialog', { name: 'El usuario ya existe' });
    await expect(confirm).toContainText(ACCOUNTS.localChl);
    await confirm.getByRole('button', { name: 'Asignar rol' }).click();
    await expect(page.getByText('Rol asociado')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Nuevo contacto' })).toHaveCount(0);

    // a new contact: names, summary, sending, the welcome e-mail
    const since = new Date().toISOString();
    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    wizard = page.getByRole('dialog', { name: 'Nuevo contacto' });
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await wizard.getByLabel('Correo electrónico', { exact: true }).fill('nuevo.contacto@ejemplo.cl');
    await wizard.getByLabel('Confirmar correo electrónico').fill('nuevo.contacto@ejemplo.cl');
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await expect(wizard.getByText('Nombre · 2/3')).toBeVisible();
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await expect(wizard.getByText('Debes ingresar tu nombre')).toBeVisible();
    await expect(wizard.getByText('Debes ingresar tus apellidos')).toBeVisible();
    await wizard.getByLabel('Nombre', { exact: true }).fill('Tomás');
    await wizard.getByLabel('Apellidos').fill('Reyes Lagos');
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await expect(wizard.getByText('Resumen · 3/3')).toBeVisible();
    await expect(wizard.getByText('nuevo.contacto@ejemplo.cl')).toBeVisible();
    await wizard.getByRole('button', { name: 'Crear contacto' }).click();
    await expect(page.getByRole('dialog', { name: 'Nuevo contacto' })).toHaveCount(0, { timeout: 8000 });
    const mail = await waitForMail('nuevo.contacto@ejemplo.cl', since, own.dataDir);
    expect(mail.text).toContain('/auth/configurar_password/');
  });

  test('Editar empresa: the phone, website and logo change and stay after a reload; the legal name and tax id are not editable', async ({
    page,
  }) => {
    await signInAndWait(page, ACCOUNTS.empresaChl, own.base);
    await page.goto(`${own.base}${HOME}/empresa`);
    await expect(page.getByRole('heading', { name: 'Inversiones Andes Retail SpA' })).toBeVisible();
    await page.getByRole('button', { name: 'Editar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Editar empresa' });
    await expect(drawer.getByLabel('Razón social')).toBeDisabled();
    await expect(drawer.getByLabel('Identificador fiscal')).toBeDisabled();
    const save = drawer.getByRole('button', { name: 'Guardar' });
    await expect(save).toBeDisabled(); // nothing changed yet
    await expect(drawer.getByLabel('Teléfono')).toHaveValue('+56 2 2345 6789');

    // a bad address is refused with its message, nothing sent
    await drawer.getByLabel('Sitio web').fill('andes-nuevo');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(drawer.getByText('Ingresa una dirección web válida')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await drawer.getByLabel('Sitio web').fill('https://nuevo.andesretail.cl');
    await drawer.getByLabel('Teléfono').fill('+56 2 2999 1234');
    await drawer.getByLabel('Logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
    });
    await expect(drawer.getByText('logo.png')).toBeVisible();
    await save.click();
    await expect(page.getByText('Datos guardados')).toBeVisible();
    await expect(drawer).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Inversiones Andes Retail SpA' })).toBeVisible();
    await expect(page.getByText('+56 2 2999 1234', { exact: true })).toBeVisible();
    await expect(page.getByText('https://nuevo.andesretail.cl', { exact: true })).toBeVisible();
    await expect(page.getByText('+56 2 2345 6789', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Logo Inversiones Andes Retail SpA' })).toBeVisible();
    await page.getByRole('button', { name: 'Editar' }).click();
    await expect(page.getByRole('dialog', { name: 'Editar empresa' }).getByLabel('Teléfono')).toHaveValue('+56 2 2999 1234');
  });

  test('Editar marca uses the same drawer: Guardar waits for a change, the new phone and logo show on the brand page', async ({ page }) => {
    await signInAndWait(page, ACCOUNTS.empresaChl, own.base);
    await page.goto(`${own.base}${HOME}/marca/CHL-M11`);
    await expect(page.getByRole('heading', { name: 'Café Montaña', level: 1 })).toBeVisible();
    const logo = page.getByRole('img', { name: 'Logo Café Montaña' });
    await expect(logo).toHaveCount(0); // no logo yet: the initials
    await page.getByRole('button', { name: 'Editar marca' }).click();
    const drawer = page.getByRole('dialog', { name: 'Editar marca' });
    const save = drawer.getByRole('button', { name: 'Guardar' });
    await expect(save).toBeDisabled();
    await drawer.getByLabel('Teléfono').fill('+56 9 1111 2222');
    await drawer.getByLabel('Logo').setInputFiles({
      name: 'cafe.png',
      mimeType: 'image/png',
      buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
    });
    await expect(drawer.getByText('cafe.png')).toBeVisible();
    await save.click();
    await expect(page.getByText('Datos guardados')).toBeVisible();
    await expect(drawer).toHaveCount(0);
    await expect(logo).toBeVisible();
    await page.reload();
    await expect(page.getByText(/\+56 9 1111 2222/)).toBeVisible();
    // the stored logo, through its signed link, is what the page shows
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  });
});

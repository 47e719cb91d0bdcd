import type { Page } from '@playwright/test';
import { ACCOUNTS, axeViolations, expect, signIn, signedIn, startOwnServer, test, waitForMail, type OwnServer } from './fixtures';

/**
 * 'Usuarios' (empresa/usuarios). The tests that create, change or delete users run on a server of their
 * own: other specs count empresa.chl's users and spaces.
 */

const USERS = '/chl/shopping/empresa/usuarios';

async function signInAndWait(page: Page, email: string, base = '') {
  await signedIn(page, email, base);
  await page.goto(`${base}/`);
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
}

/** One server of this file's own for the tests that create users (started by the first that needs it). */
let ownServer: Promise<OwnServer> | undefined;
const startShared = () => (ownServer ??= startOwnServer(71));
test.afterAll(async () => (await ownServer)?.stop());

test('the users page: table, search, state filter, own row, view dialog; no serious accessibility violations', async ({ page }) => {
  await signInAndWait(page, ACCOUNTS.empresaChl);
  await page.goto(USERS);
  await expect(page.getByRole('heading', { name: 'Usuarios', exact: true })).toBeVisible();
  for (const h of ['Nombre', 'Correo', 'Teléfono', 'Cargo', 'Estado', 'Acciones'])
    await expect(page.getByRole('columnheader', { name: h })).toBeVisible();
  const own = page.getByRole('row').filter({ hasText: ACCOUNTS.empresaChl });
  await expect(own.getByText('Tú', { exact: true })).toBeVisible();
  await expect(own.getByText('Activo')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // no delete on one's own row
  await own.getByRole('button', { name: /^Acciones de/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Ver Usuario' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Editar usuario' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Eliminar Usuario' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Reenviar Correo' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // search by name (accents ignored) and state filter, kept in the URL
  await page.getByLabel('Buscar por nombre').fill('gonzalez');
  await expect(page).toHaveURL(/q=gonzalez/);
  await expect(page.getByRole('row').filter({ hasText: ACCOUNTS.localChl })).toBeVisible();
  await expect(own).toHaveCount(0);
  await page.getByLabel('Buscar por nombre').fill('');
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Pendiente' }).click();
  await expect(page).toHaveURL(/estado=Pendiente/);
  await expect(page.getByText('No hay resultados que mostrar')).toBeVisible();
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Todos' }).click();

  // 'Ver Usuario' shows the store chief's spaces and permissions read-only
  const row = page.getByRole('row').filter({ hasText: ACCOUNTS.localChl });
  await row.getByRole('button', { name: /^Acciones de/ }).click();
  await page.getByRole('menuitem', { name: 'Ver Usuario' }).click();
  const dialog = page.getByRole('dialog', { name: /Ver Usuario/ });
  await expect(dialog).toContainText('Inversiones Andes Retail SpA');
  await expect(dialog.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(ACCOUNTS.localChl);
  await expect(dialog.getByRole('textbox', { name: 'Correo electrónico' })).toBeDisabled();
  await expect(dialog.getByText('2 locales seleccionados')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Ver ventas diarias' })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toHaveCount(0);

  // 'Nuevo Usuario': a category-wide toggle ticks and clears every permission of the category; a
  // Chilean company is offered the discount permissions (valid only in Chile)
  await page.getByRole('button', { name: 'Crear Usuario' }).click();
  const create = page.getByRole('dialog', { name: /Nuevo Usuario/ });
  const ventas = [
    'Ver ventas diarias',
    'Declarar ventas diarias',
    'Ver ventas mensuales',
    'Declarar ventas mensuales',
    'Informe de ventas',
    'Carga masiva de ventas diarias',
  ];
  await create.getByRole('checkbox', { name: 'Todos los permisos de Ventas' }).check();
  await expect(create.getByText('(6/6)')).toBeVisible();
  for (const name of ventas) await expect(create.getByRole('checkbox', { name })).toBeChecked();
  await create.getByRole('checkbox', { name: 'Todos los permisos de Ventas' }).uncheck();
  await expect(create.getByText('(0/6)')).toBeVisible();
  await expect(create.getByRole('checkbox', { name: 'Todos los permisos de Ventas' })).not.toBeChecked();
  await expect(create.getByRole('checkbox', { name: 'Todos los permisos de Descuentos' })).toBeVisible();
  await create.getByRole('button', { name: 'Cancelar' }).click();

  // in Comercial Pacífico, an e-mail of a Chilean user who is not yet its member is prefilled on blur
  await page.getByRole('combobox', { name: 'Empresa' }).click();
  await page.getByRole('option', { name: 'Comercial Pacífico Limitada' }).click();
  await expect(page.getByRole('combobox', { name: 'Empresa' })).toHaveText('Comercial Pacífico Limitada');
  await page.goto(USERS);
  await page.getByRole('button', { name: 'Crear Usuario' }).click();
  await expect(create).toContainText('Comercial Pacífico Limitada');
  await create.getByRole('textbox', { name: 'Correo electrónico' }).fill(ACCOUNTS.marcaChl);
  await create.getByRole('textbox', { name: 'Correo electrónico' }).blur();
  await expect(
    create.getByText('El correo ya está registrado: se completaron sus datos. Al guardar se agregará a esta empresa.'),
  ).toBeVisible();
  await expect(create.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Felipe');
  await expect(create.getByRole('textbox', { name: 'Apellidos' })).toHaveValue('Rojas Contreras');
  await expect(create.getByRole('textbox', { name: 'Teléfono' })).toHaveValue('+56 9 7654 3210');
  await expect(create.getByRole('textbox', { name: 'Cargo' })).toHaveValue('Jefe de Marca');
  await create.getByRole('button', { name: 'Cancelar' }).click();
});

test('without a User permission there is only the notice; a Peruvian company is offered only the permissions valid in Peru', async ({
  page,
}) => {
  await signInAndWait(page, ACCOUNTS.localChl);
  await page.goto(USERS);
  await expect(page.getByText('No tienes permiso para administrar los usuarios de esta empresa')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crear Usuario' })).toHaveCount(0);

  await page.evaluate(() => sessionStorage.clear());
  await signInAndWait(page, ACCOUNTS.empresaPer);
  await page.goto('/per/shopping/empresa/usuarios');
  await page.getByRole('button', { name: 'Crear Usuario' }).click();
  const create = page.getByRole('dialog', { name: /Nuevo Usuario/ });
  await expect(create.getByRole('checkbox', { name: 'Todos los permisos de Ventas' })).toBeVisible();
  await expect(create.getByRole('checkbox', { name: 'Todos los permisos de Usuarios' })).toBeVisible();
  await expect(create.getByRole('checkbox', { name: 'Todos los permisos de Descuentos' })).toHaveCount(0);
});

test('a company administrator creates a store chief with two spaces; the new user sets a password and sees only those spaces; the brand administrator edits her without touching the space he cannot see (which alone keeps her daily-sales permissions valid), then deletes her', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const own = await startShared();
  {
    const email = 'jefa.nueva@tienda.test';
    await signInAndWait(page, ACCOUNTS.empresaChl, own.base);
    // the home card opens the users page with the create dialog (state openCreateUserModal)
    await page.getByRole('button', { name: /^Crear usuario/ }).click();
    await expect(page).toHaveURL(/\/chl\/shopping\/empresa\/usuarios$/);
    const dialog = page.getByRole('dialog', { name: /Nuevo Usuario/ });
    await expect(dialog).toBeVisible();
    const save = dialog.getByRole('button', { name: 'Guardar' });
    await expect(save).toBeDisabled();

    // an existing e-mail of the company is recognised on blur
    await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(ACCOUNTS.localChl);
    await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).click();
    await expect(dialog.getByText('El usuario ya pertenece a esta empresa')).toBeVisible();

    const since = new Date().toISOString();
    await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Daniela');
    await dialog.getByRole('textbox', { name: 'Apellidos' }).fill('Soto Vera');
    await dialog.getByRole('textbox', { name: 'Teléfono' }).fill('+51 987 654 321');
    await dialog.getByRole('textbox', { name: 'Cargo' }).fill('Jefa de local');
    await dialog.getByRole('textbox', { name: 'Cargo' }).blur();
    await expect(dialog.getByText('Ingresa un teléfono válido de Chile (+56 y 9 dígitos)')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Teléfono' }).fill('9 1234 5678');

    // the daily-sales permissions need a space; L-101 is Café Montaña's, L-103 Librería Austral's
    await dialog.getByRole('button', { name: 'Mostrar permisos de Ventas' }).click();
    await dialog.getByRole('checkbox', { name: 'Ver ventas diarias' }).check();
    await dialog.getByRole('checkbox', { name: 'Declarar ventas diarias' }).check();
    await expect(dialog.getByText('Los permisos seleccionados requieren al menos un local')).toBeVisible();
    await expect(save).toBeDisabled();
    const search = dialog.getByLabel('Buscar local por código, marca o centro comercial');
    await search.fill('L-101');
    await dialog.getByRole('checkbox', { name: /^L-101 · / }).check();
    await search.fill('Librería');
    await dialog.getByRole('checkbox', { name: /^L-103 · / }).check();
    await search.fill('');
    await expect(dialog.getByText('2 locales seleccionados')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await save.click();
    await expect(page.getByText('Usuario creado exitosamente')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('Pendiente')).toBeVisible();
    await expect(row.getByText('+56 9 1234 5678')).toBeVisible();

    // the welcome e-mail's link sets the password
    const mail = await waitForMail(email, since, own.dataDir);
    const link = /https?:\/\/\S+\/auth\/configurar_password\/[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(link!);
    const password = 'Tienda nueva 2026!';
    await page.getByLabel('Nueva contraseña').fill(password);
    await page.getByLabel('Confirmar contraseña').fill(password);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Se actualizó la contraseña correctamente')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible({ timeout: 8_000 });

    // signing in, the new user sees only those two spaces on 'Ventas diarias'
    await signIn(page, email, password, own.base);
    const tour = page.getByRole('dialog', { name: '¡Bienvenido a Vitrina!' });
    await expect(tour).toBeVisible();
    await page.getByRole('button', { name: 'Omitir Tour' }).click();
    await page.goto(`${own.base}/chl/shopping/espacio/locales`);
    await expect(page.getByRole('heading', { name: 'Venta Diaria' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Todas/ })).toContainText('2');
    await expect(page.getByRole('button', { name: /Local L-101 · / })).toBeVisible();
    await expect(page.getByRole('button', { name: /Local L-103 · / })).toBeVisible();
    await expect(page.getByRole('button', { name: /Local L-102 · / })).toHaveCount(0);

    // the brand administrator: the company administrator's row (more permissions than his) can only be seen
    await page.evaluate(() => sessionStorage.clear());
    await signInAndWait(page, ACCOUNTS.marcaChl, own.base);
    await page.goto(`${own.base}${USERS}`);
    await page
      .getByRole('row')
      .filter({ hasText: ACCOUNTS.empresaChl })
      .getByRole('button', { name: /^Acciones de/ })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Ver Usuario' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Editar usuario' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Eliminar Usuario' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // he edits the new chief: only L-101 is his to see, count and send; L-103 stays hers
    await page.goto(`${own.base}${USERS}?q=daniela`);
    await expect(row.getByText('Activo')).toBeVisible();
    await row.getByRole('button', { name: /^Acciones de/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Reenviar Correo' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Editar usuario' }).click();
    const edit = page.getByRole('dialog', { name: /Editar Usuario/ });
    await expect(edit.getByRole('textbox', { name: 'Cargo' })).toHaveValue('Jefa de local');
    await expect(edit.getByText('1 local seleccionado')).toBeVisible();
    await expect(edit.getByRole('checkbox', { name: /^L-101 · / })).toBeChecked();
    await expect(edit.getByRole('checkbox', { name: /^L-103 · / })).toHaveCount(0);
    await edit.getByRole('textbox', { name: 'Cargo' }).fill('Jefa de tienda');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Usuario actualizado exitosamente')).toBeVisible();
    await expect(row.getByText('Jefa de tienda')).toBeVisible();
    const saved = await page.evaluate(async (who) => {
      const token = sessionStorage.getItem('token');
      const res = await fetch('/api/fo/auth/clients/CHL76543210-3/users?q=daniela', { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { email: string; position: string; assignments: { space_id?: string }[] }[]).find(
        (u) => u.email === who,
      );
    }, email);
    expect(saved).toMatchObject({
      position: 'Jefa de tienda',
      assignments: [
        { type: 'Space', space_id: 'c1001' },
        { type: 'Space', space_id: 'c1003' },
      ],
    });

    // he takes L-101 away: her daily-sales permissions still have L-103, which he does not see, so nothing blocks the save
    await row.getByRole('button', { name: /^Acciones de/ }).click();
    await page.getByRole('menuitem', { name: 'Editar usuario' }).click();
    // the fresh user (not the cached one) is in the form before anything is changed
    await expect(edit.getByRole('textbox', { name: 'Cargo' })).toHaveValue('Jefa de tienda');
    await edit.getByRole('checkbox', { name: /^L-101 · / }).uncheck();
    await expect(edit.getByText('0 locales seleccionados')).toBeVisible();
    await expect(edit.getByRole('checkbox', { name: 'Ver ventas diarias' })).toBeChecked();
    await expect(edit.getByText('Los permisos seleccionados requieren al menos un local')).toHaveCount(0);
    await expect(edit.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    await edit.getByRole('button', { name: 'Guardar' }).click();
    // the dialog closes only on success
    await expect(edit).toHaveCount(0);
    const kept = await page.evaluate(async (who) => {
      const token = sessionStorage.getItem('token');
      const res = await fetch('/api/fo/auth/clients/CHL76543210-3/users?q=daniela', { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { email: string; permissions: number[]; assignments: { space_id?: string }[] }[]).find(
        (u) => u.email === who,
      );
    }, email);
    expect(kept).toMatchObject({ permissions: [8, 9], assignments: [{ type: 'Space', space_id: 'c1003' }] });

    // delete: confirm, then the deleted confirmation
    await row.getByRole('button', { name: /^Acciones de/ }).click();
    await page.getByRole('menuitem', { name: 'Eliminar Usuario' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar usuario' });
    await expect(confirm.getByText('¿Quieres eliminar este usuario?')).toBeVisible();
    await expect(confirm.getByText('Esta accion es irreversible')).toBeVisible();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Usuario eliminado exitosamente')).toBeVisible();
    const deleted = page.getByRole('dialog', { name: 'Usuario eliminado' });
    await expect(deleted).toContainText(email);
    await deleted.getByRole('button', { name: 'Cerrar' }).click();
    await expect(deleted).toHaveCount(0);
    await expect(row).toHaveCount(0);
  }
});

/**
 * Records in the page when a loading skeleton (aria-busy) appears in a dialog and when it goes:
 * a 500 ms window is too short to catch reliably by polling on a busy machine.
 */
async function watchSkeleton(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __skeleton: { shown?: number; hidden?: number }; __skeletonObserver?: MutationObserver };
    w.__skeletonObserver?.disconnect();
    w.__skeleton = {};
    const check = () => {
      const busy = document.querySelector('[role="dialog"] [aria-busy="true"]');
      if (busy && w.__skeleton.shown === undefined) w.__skeleton.shown = performance.now();
      if (!busy && w.__skeleton.shown !== undefined && w.__skeleton.hidden === undefined) w.__skeleton.hidden = performance.now();
    };
    w.__skeletonObserver = new MutationObserver(check);
    w.__skeletonObserver.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
}

/** How long the watched skeleton was on screen (-1 when it never showed or has not gone). */
async function skeletonShownMs(page: Page) {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __skeleton: { hidden?: number } }).__skeleton.hidden !== undefined))
    .toBe(true);
  return page.evaluate(() => {
    const s = (window as unknown as { __skeleton: { shown?: number; hidden?: number } }).__skeleton;
    return s.shown !== undefined && s.hidden !== undefined ? s.hidden - s.shown : -1;
  });
}

test("Reenviar Correo on a Pendiente user: confirmation, success toast, a fresh welcome e-mail; the dialog's skeleton shows first", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const own = await startShared();
  {
    const email = 'pendiente.reenvio@tienda.test';
    await signInAndWait(page, ACCOUNTS.empresaChl, own.base);
    await page.goto(`${own.base}${USERS}`);
    await watchSkeleton(page);
    await page.getByRole('button', { name: 'Crear Usuario' }).click();
    const dialog = page.getByRole('dialog', { name: /Nuevo Usuario/ });
    await expect(dialog.getByRole('textbox', { name: 'Correo electrónico' })).toBeVisible();
    // the loading skeleton showed for about 500 ms, then the form
    expect(await skeletonShownMs(page)).toBeGreaterThanOrEqual(450);
    await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Paula');
    await dialog.getByRole('textbox', { name: 'Apellidos' }).fill('Reyes Mora');
    await dialog.getByRole('textbox', { name: 'Teléfono' }).fill('9 8765 4321');
    await dialog.getByRole('textbox', { name: 'Cargo' }).fill('Vendedora');
    await dialog.getByRole('button', { name: 'Mostrar permisos de Ventas' }).click();
    await dialog.getByRole('checkbox', { name: 'Ver ventas diarias' }).check();
    await dialog.getByLabel('Buscar local por código, marca o centro comercial').fill('L-101');
    await dialog.getByRole('checkbox', { name: /^L-101 · / }).check();
    const first = new Date().toISOString();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Usuario creado exitosamente')).toBeVisible();
    const welcome = await waitForMail(email, first, own.dataDir);

    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('Pendiente', { exact: true })).toBeVisible();
    // 'Ver Usuario' loads the user behind the skeleton too
    await row.getByRole('button', { name: /^Acciones de/ }).click();
    await watchSkeleton(page);
    await page.getByRole('menuitem', { name: 'Ver Usuario' }).click();
    const view = page.getByRole('dialog', { name: /Ver Usuario/ });
    await expect(view.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(email);
    expect(await skeletonShownMs(page)).toBeGreaterThanOrEqual(450);
    await view.getByRole('button', { name: 'Cerrar' }).click();

    // cancel asks nothing more and sends nothing
    await row.getByRole('button', { name: /^Acciones de/ }).click();
    await page.getByRole('menuitem', { name: 'Reenviar Correo' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reenviar Correo' });
    await expect(confirm.getByText(`¿Quieres reenviar el correo de bienvenida a ${email}?`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toHaveCount(0);

    const since = new Date().toISOString();
    await row.getByRole('button', { name: /^Acciones de/ }).click();
    await page.getByRole('menuitem', { name: 'Reenviar Correo' }).click();
    await confirm.getByRole('button', { name: 'Reenviar' }).click();
    await expect(page.getByText('Correo reenviado exitosamente')).toBeVisible();
    await expect(confirm).toHaveCount(0);
    const again = await waitForMail(email, since, own.dataDir);
    const link = (text: string) => /\/auth\/configurar_password\/[\w-]+/.exec(text)?.[0];
    expect(link(again.text)).toBeTruthy();
    expect(link(again.text)).not.toBe(link(welcome.text));
  }
});

import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD, axeViolations, expect, signIn, startOwnServer, test, type OwnServer } from './fixtures';

/*
 * 'Mi Perfil' (perfil/mi_perfil). Every test here changes demo data (names, passwords, sessions), so the
 * file runs on a server of its own.
 */
// a busy machine: the own server may take a while to start, and each test signs in twice
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let own: OwnServer;
let webDist: string;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  // a private copy of the built web app: a rebuild elsewhere empties apps/web/dist for a moment
  const dist = resolve(import.meta.dirname, '../../apps/web/dist');
  for (let i = 0; i < 60 && !existsSync(join(dist, 'index.html')); i++) await new Promise((r) => setTimeout(r, 500));
  webDist = mkdtempSync(join(tmpdir(), 'vitrina-e2e-profile-web-'));
  cpSync(dist, webDist, { recursive: true });
  own = await startOwnServer(91, { WEB_DIST: webDist });
});
test.afterAll(() => {
  own?.stop();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

async function openProfile(page: Page) {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Mi Perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Mi Perfil', level: 1 })).toBeVisible();
}

async function signedIn(browser: Browser, email: string, password = PASSWORD) {
  const context = await browser.newContext({ baseURL: own.base });
  const page = await context.newPage();
  await signIn(page, email, password, own.base);
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  return { context, page };
}

test('edit Mis datos: the email cannot change, save waits for a change, the new name shows in the top bar', async ({ browser }) => {
  const { context, page } = await signedIn(browser, ACCOUNTS.empresaChl);
  await openProfile(page);
  const tabs = page.getByRole('tablist', { name: 'Secciones del perfil' });
  for (const name of ['Perfil', 'Mis datos', 'Notificaciones', 'Seguridad']) await expect(tabs.getByRole('tab', { name })).toBeEnabled();
  await expect(tabs.getByRole('tab', { name: 'Ejecutivos' })).toBeDisabled();
  await expect(page.getByText('Carolina Muñoz Soto', { exact: true }).first()).toBeVisible();

  await tabs.getByRole('tab', { name: 'Mis datos' }).click();
  await expect(page).toHaveURL(/perfil\/mi_perfil\?tab=datos$/);
  const email = page.getByLabel('Correo electrónico');
  await expect(email).not.toBeEditable();
  await expect(email).toHaveValue(ACCOUNTS.empresaChl);
  await expect(page.getByText('El cambio de Email no es permitido')).toBeVisible();
  const save = page.getByRole('button', { name: 'Guardar' });
  await expect(save).toBeDisabled();

  // a phone of another country is refused on the spot
  await page.getByLabel('Teléfono').fill('+51 987 654 321');
  await page.getByLabel('Teléfono').blur();
  await expect(page.getByText('Ingresa un teléfono válido de Chile (+56 y 9 dígitos)')).toBeVisible();

  await page.getByLabel('Nombre', { exact: true }).fill('Carla');
  await page.getByLabel('Teléfono').fill('9 1111 2222');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Datos actualizados correctamente')).toBeVisible();
  await expect(page.getByTestId('top-bar-user-name')).toHaveText('Carla Muñoz Soto');
  await expect(save).toBeDisabled();

  // the Perfil tab and a reload show the saved data
  await page.reload();
  await expect(page.getByLabel('Teléfono')).toHaveValue('+56 9 1111 2222');
  await page.getByRole('tab', { name: 'Perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Carla Muñoz Soto' })).toBeVisible();
  await expect(page.getByText('+56 9 1111 2222')).toBeVisible();
  await expect(page.getByTestId('top-bar-user-name')).toHaveText('Carla Muñoz Soto');
  await context.close();
});

test('perfil/updatePerfil saves and goes back to the profile', async ({ browser }) => {
  const { context, page } = await signedIn(browser, ACCOUNTS.empresaPer);
  await page.goto(`${own.base}/per/shopping/perfil/updatePerfil`);
  await expect(page.getByRole('heading', { name: 'Mis datos', level: 1 })).toBeVisible();
  await page.getByLabel('Apellidos').fill('Quispe Mamani');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/per\/shopping\/perfil\/mi_perfil$/);
  await expect(page.getByTestId('top-bar-user-name')).toHaveText('Luis Quispe Mamani');
  await context.close();
});

test('a corporate user sees Mis datos read-only', async ({ browser }) => {
  const { context, page } = await signedIn(browser, 'finanzas@vitrina.test');
  await page.goto(`${own.base}/chl/shopping/perfil/mi_perfil?tab=datos`);
  await expect(page.getByText('Los usuarios corporativos no pueden editar su perfil', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await context.close();
});

test('the profile page has no serious accessibility violations', async ({ browser }) => {
  const { context, page } = await signedIn(browser, ACCOUNTS.marcaChl);
  await openProfile(page);
  await expect(page.getByRole('heading', { name: 'Centros comerciales' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // each tab is checked once its data is on screen (the notification stream keeps the network
  // busy, so 'networkidle' is never a signal here)
  const loaded: Record<string, () => Promise<void>> = {
    'Mis datos': () => expect(page.getByLabel('Correo electrónico')).toBeVisible(),
    Notificaciones: () => expect(page.getByRole('list', { name: 'Tus últimas notificaciones' })).toBeVisible(),
    Seguridad: () => expect(page.getByText('Esta sesión')).toBeVisible(),
  };
  for (const [tab, ready] of Object.entries(loaded)) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    await ready();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(await axeViolations(page), tab).toEqual([]);
  }
  await context.close();
});

test("close another session: that browser goes back to the login with 'Tu sesión terminó'", async ({ browser }) => {
  const other = await signedIn(browser, ACCOUNTS.empresaArg);
  const mine = await signedIn(browser, ACCOUNTS.empresaArg);
  await mine.page.goto(`${own.base}/arg/shopping/perfil/mi_perfil?tab=seguridad`);
  const table = mine.page.getByRole('table', { name: 'Sesiones activas' });
  await expect(table.getByText('Esta sesión')).toBeVisible();
  const closeButtons = table.getByRole('button', { name: /^Cerrar sesión de/ });
  await expect(closeButtons).toHaveCount(1);
  await closeButtons.first().click();
  const dialog = mine.page.getByRole('dialog', { name: 'Cerrar sesión' });
  await expect(dialog).toContainText('Ese dispositivo tendrá que volver a ingresar');
  await dialog.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(mine.page.getByText('Sesión cerrada')).toBeVisible();
  await expect(closeButtons).toHaveCount(0);
  await expect(mine.page.getByRole('button', { name: 'Cerrar las demás sesiones' })).toBeDisabled();

  // the other browser's next call ends its session
  await other.page.getByRole('button', { name: 'Menú de usuario' }).click();
  await other.page.getByRole('menuitem', { name: 'Mi Perfil' }).click();
  await expect(other.page).toHaveURL(/\/(\?.*)?$/);
  await expect(other.page.getByText('Tu sesión terminó')).toBeVisible();
  await expect(other.page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  // this one is still signed in
  await mine.page.reload();
  await expect(mine.page.getByRole('heading', { name: 'Mi Perfil', level: 1 })).toBeVisible();
  await other.context.close();
  await mine.context.close();
});

test('change the password in Seguridad, then sign in with the new one', async ({ browser }) => {
  const { context, page } = await signedIn(browser, ACCOUNTS.empresaCol);
  await page.goto(`${own.base}/col/shopping/perfil/mi_perfil?tab=seguridad`);
  const submit = page.getByRole('button', { name: 'Cambiar contraseña' });
  await page.getByLabel('Contraseña actual').fill('No.es.la.actual1');
  await page.getByLabel('Nueva contraseña').fill('corta');
  await page.getByLabel('Confirmar contraseña').fill('corta');
  await expect(submit).toBeDisabled();
  const newPassword = 'Otra clave 2026!';
  await page.getByLabel('Nueva contraseña').fill(newPassword);
  await page.getByLabel('Confirmar contraseña').fill(newPassword);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('La contraseña actual no es correcta')).toBeVisible();

  await page.getByLabel('Contraseña actual').fill(PASSWORD);
  await submit.click();
  await expect(page.getByText('Se actualizó la contraseña correctamente')).toBeVisible();
  await expect(page.getByLabel('Contraseña actual')).toHaveValue('');

  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Salir' }).click();
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await signIn(page, ACCOUNTS.empresaCol, PASSWORD, own.base);
  await expect(page.getByText('Email o contraseña incorrectos.')).toBeVisible();
  await signIn(page, ACCOUNTS.empresaCol, newPassword, own.base);
  await expect(page.getByRole('heading', { name: 'Hola, Andrés Restrepo Gómez' })).toBeVisible();
  await context.close();
});

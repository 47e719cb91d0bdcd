import type { Page } from '@playwright/test';
import { ACCOUNTS, axeViolations, expect, signedIn, test } from './fixtures';

/*
 * 'Seleccionar empresa' (seleccionEmpresa) and a company's page (perfil/ver_cliente/{clienteId}).
 * Read-only on the shared server: switching company lives in the browser tab's session.
 */

const HOME = '/chl/shopping';
const ANDES = { id: 'CHL76543210-3', name: 'Inversiones Andes Retail SpA' };
const PACIFICO = { id: 'CHL77891234-1', name: 'Comercial Pacífico Limitada' };
/** a Peruvian company: empresa.chl is not one of its users */
const INCA_ID = 'PER20601234565';

async function signInAndWait(page: Page, email: string) {
  await signedIn(page, email);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
}

test("seleccionEmpresa lists the user's companies, marks the current one and switches with the keyboard; no serious accessibility violations", async ({
  page,
}) => {
  await signInAndWait(page, ACCOUNTS.empresaChl);
  const selector = page.getByRole('combobox', { name: 'Empresa' });
  await expect(selector).toHaveText(ANDES.name);

  await page.goto(`${HOME}/seleccionEmpresa`);
  await expect(page.getByRole('heading', { name: 'Seleccionar empresa', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Tus empresas' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const andes = list.getByRole('button', { name: new RegExp(ANDES.name) });
  const pacifico = list.getByRole('button', { name: new RegExp(PACIFICO.name) });
  await expect(andes).toContainText('RUT 76543210-3');
  await expect(andes).toContainText('Actual');
  await expect(andes).toHaveAttribute('aria-current', 'true');
  await expect(pacifico).toContainText('RUT 77891234-1');
  await expect(pacifico).not.toContainText('Actual');
  await expect(list.getByRole('link', { name: `Ver datos de ${PACIFICO.name}` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // keyboard: focus the other company and press Enter
  await pacifico.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chl\/shopping\/?$/);
  await expect(page.getByText(`Ahora trabajas con ${PACIFICO.name}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  await expect(selector).toHaveText(PACIFICO.name);

  // the choice is the same one the top bar holds: it survives a reload and shows on the page
  await page.reload();
  await expect(selector).toHaveText(PACIFICO.name);
  await page.goto(`${HOME}/seleccionEmpresa`);
  await expect(page.getByRole('button', { name: new RegExp(PACIFICO.name) })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('button', { name: new RegExp(ANDES.name) })).not.toHaveAttribute('aria-current', 'true');

  // and the top bar's selector switches back, which this page then shows
  await selector.click();
  await page.getByRole('option', { name: ANDES.name }).click();
  await expect(page.getByRole('button', { name: new RegExp(ANDES.name) })).toHaveAttribute('aria-current', 'true');
});

test("ver_cliente from Mi Perfil: the company's data and the user's permissions by category; no serious accessibility violations", async ({
  page,
}) => {
  await signInAndWait(page, ACCOUNTS.empresaChl);
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Mi Perfil' }).click();
  const companies = page.getByRole('list', { name: 'Mis empresas' });
  await expect(companies.getByRole('listitem')).toHaveCount(2);
  await expect(companies.getByRole('listitem').filter({ hasText: ANDES.name })).toContainText('Actual');
  await expect(page.getByRole('link', { name: 'Cambiar de empresa' })).toHaveAttribute('href', `${HOME}/seleccionEmpresa`);
  await expect(page.getByRole('list', { name: 'Centros comerciales' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await companies.getByRole('link', { name: PACIFICO.name }).click();

  await expect(page).toHaveURL(new RegExp(`/perfil/ver_cliente/${PACIFICO.id}$`));
  await expect(page.getByRole('heading', { name: PACIFICO.name, level: 1 })).toBeVisible();
  const data = page.getByRole('region', { name: 'Datos de la empresa' });
  for (const [term, value] of [
    ['Razón social', PACIFICO.name],
    ['Identificador fiscal', 'RUT 77891234-1'],
    ['País', 'Chile'],
    ['Sitio web', 'https://comercialpacifico.cl'],
    ['Correo electrónico', 'administracion@comercialpacifico.cl'],
    ['Teléfono', '+56 32 268 1122'],
    ['Dirección', 'Av. Libertad 1100, Viña del Mar'],
  ]) {
    await expect(data.getByRole('term').filter({ hasText: term })).toBeVisible();
    await expect(data.getByRole('definition').filter({ hasText: value })).toBeVisible();
  }
  await expect(data.getByRole('link', { name: /administracion@comercialpacifico\.cl/ })).toHaveAttribute(
    'href',
    'mailto:administracion@comercialpacifico.cl',
  );
  // the country shows a drawn flag (hidden from screen readers), not an emoji that some systems draw as boxes
  const country = data.getByRole('definition').filter({ hasText: 'Chile' });
  await expect(country).toHaveText('Chile');
  await expect(country.locator('svg[aria-hidden="true"]')).toBeVisible();

  const permissions = page.getByRole('region', { name: 'Tus permisos en esta empresa' });
  for (const category of ['Empresa', 'Finanzas', 'Ventas', 'Usuarios', 'Descuentos']) {
    await expect(permissions.getByRole('heading', { name: category, level: 3 })).toBeVisible();
  }
  await expect(permissions.getByRole('region', { name: 'Empresa', exact: true })).toContainText('Administrar empresa');
  await expect(permissions.getByRole('region', { name: 'Ventas', exact: true })).toContainText('Declarar ventas diarias');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Volver a mi perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Mi Perfil', level: 1 })).toBeVisible();
});

test('ver_cliente of a company the user does not belong to shows not found, and the session goes on', async ({ page }) => {
  await signInAndWait(page, ACCOUNTS.empresaChl);
  for (const id of [INCA_ID, 'no-existe']) {
    await page.goto(`${HOME}/perfil/ver_cliente/${id}`);
    await expect(page.getByRole('heading', { name: 'Empresa no encontrada', level: 1 })).toBeVisible();
    await expect(page.getByText('No se encontró información de la empresa')).toBeVisible();
    await expect(page.getByText('Inversiones Inca Retail')).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Volver a mi perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Mi Perfil', level: 1 })).toBeVisible();
});

test('ver_cliente for a member without Administrar empresa shows what the session holds, without signing out', async ({ page }) => {
  await signInAndWait(page, ACCOUNTS.marcaChl);
  await page.goto(`${HOME}/perfil/ver_cliente/${ANDES.id}`);
  await expect(page.getByRole('heading', { name: ANDES.name, level: 1 })).toBeVisible();
  const data = page.getByRole('region', { name: 'Datos de la empresa' });
  await expect(data.getByRole('definition').filter({ hasText: 'RUT 76543210-3' })).toBeVisible();
  await expect(data.getByText('Los datos de contacto de la empresa solo los ven sus administradores.')).toBeVisible();
  await expect(data.getByRole('term').filter({ hasText: 'Correo electrónico' })).toHaveCount(0);
  const permissions = page.getByRole('region', { name: 'Tus permisos en esta empresa' });
  await expect(permissions.getByRole('heading', { name: 'Ventas', level: 3 })).toBeVisible();
  await expect(permissions.getByRole('heading', { name: 'Finanzas', level: 3 })).toHaveCount(0);
  // still signed in: the page made no call that answers 403
  await page.reload();
  await expect(page.getByRole('heading', { name: ANDES.name, level: 1 })).toBeVisible();
});

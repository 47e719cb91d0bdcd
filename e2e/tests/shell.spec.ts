import { ACCOUNTS, axeViolations, expect, signIn, test } from './fixtures';
import type { Page } from '@playwright/test';

/** The labels of the left menu, with every group expanded. */
async function menuLabels(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(nav).toBeVisible();
  for (const group of ['Mi empresa', 'Declarar ventas', 'Descuentos']) {
    const button = nav.getByRole('button', { name: group, exact: true });
    if ((await button.count()) && (await button.getAttribute('aria-expanded')) === 'false') await button.click();
  }
  return (await nav.getByRole('link').allInnerTexts()).concat(await nav.getByRole('button').allInnerTexts())
    .map((s) => s.trim()).filter(Boolean);
}

const ALL = ['Mural', 'Administrar mi empresa', 'Contratos', 'Facturas', 'Notas de cargo', 'Gastos comunes',
  'Cuentas por pagar', 'Diarias', 'Mensuales', 'Usuarios', 'Mis descuentos', 'Validador', 'Mis marcas', 'Centro de ayuda'];

const cases = [
  { who: 'company admin (Chile)', email: ACCOUNTS.empresaChl, shows: ALL, hides: [] as string[] },
  { who: 'brand admin (Chile)', email: ACCOUNTS.marcaChl, shows: ['Mural', 'Contratos', 'Diarias', 'Mensuales', 'Usuarios', 'Mis marcas', 'Centro de ayuda'], hides: ['Administrar mi empresa', 'Facturas', 'Mis descuentos', 'Validador'] },
  { who: 'store chief (Chile)', email: ACCOUNTS.localChl, shows: ['Mural', 'Diarias', 'Centro de ayuda'], hides: ['Mi empresa', 'Mensuales', 'Usuarios', 'Mis marcas', 'Mis descuentos'] },
  { who: 'company admin (Peru)', email: ACCOUNTS.empresaPer, shows: ['Administrar mi empresa', 'Facturas', 'Diarias', 'Mensuales', 'Usuarios', 'Mis marcas'], hides: ['Mis descuentos', 'Validador'] },
];

for (const c of cases) {
  test(`the menu of a ${c.who} matches their permissions`, async ({ page }) => {
    await signIn(page, c.email);
    await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
    const labels = await menuLabels(page);
    for (const l of c.shows) expect(labels, `shows ${l}`).toContain(l);
    for (const l of c.hides) expect(labels, `hides ${l}`).not.toContain(l);
  });
}

test('the guard sends an anonymous visitor to login with next, and back after signing in', async ({ page }) => {
  await page.goto('/chl/shopping/contratos');
  await expect(page).toHaveURL(/\/\?next=/);
  await signIn(page, ACCOUNTS.empresaChl);
  await expect(page).toHaveURL(/\/chl\/shopping\/contratos$/);
});

test('a route the user may not open shows the toast and goes home', async ({ page }) => {
  await signIn(page, ACCOUNTS.localChl);
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  await page.goto('/chl/shopping/ventas-mensuales');
  await expect(page.getByText('No puedes acceder a esta ruta')).toBeVisible();
  await expect(page).toHaveURL(/\/chl\/shopping\/?$/);
});

test('the company selector appears only for a user of several companies', async ({ page }) => {
  await signIn(page, ACCOUNTS.empresaChl);
  await expect(page.getByLabel('Empresa')).toBeVisible();
});

test('a screen not built yet says so, never a blank page', async ({ page }) => {
  await signIn(page, ACCOUNTS.empresaChl);
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  await page.goto('/chl/shopping/facturas');
  await expect(page.getByRole('heading', { name: 'En construcción' })).toBeVisible();
  await page.getByRole('button', { name: 'Volver a inicio' }).click();
  await expect(page).toHaveURL(/\/chl\/shopping\/?$/);
});

test('home: clock, quick actions by ability, and no serious accessibility violations', async ({ page }) => {
  await signIn(page, ACCOUNTS.empresaChl);
  await expect(page.getByRole('heading', { name: 'Hola, Carolina Muñoz Soto' })).toBeVisible();
  await expect(page.getByText('Crear usuario').first()).toBeVisible();
  await expect(page.getByText('Centro de ayuda').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a store chief has no create-user card', async ({ page }) => {
  await signIn(page, ACCOUNTS.localChl);
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  await expect(page.getByText('Crear usuario')).toHaveCount(0);
});

test('the about page shows the front-end and back-end versions', async ({ page }) => {
  await signIn(page, ACCOUNTS.empresaCol);
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Version del sitio' }).click();
  await expect(page.getByRole('heading', { name: 'Acerca de este sitio' })).toBeVisible();
  await expect(page.getByText('Centralizar todas las interacciones con los locatarios en una única plataforma')).toBeVisible();
});

test('an unknown page shows the error page', async ({ page }) => {
  await signIn(page, ACCOUNTS.empresaCol);
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  await page.goto('/col/shopping/esto/no/existe/aqui');
  await expect(page.getByText('Página no encontrada.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver a inicio' })).toBeVisible();
});

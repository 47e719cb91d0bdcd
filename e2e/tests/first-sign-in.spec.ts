import { ACCOUNTS, expect, signIn, test } from './fixtures';

// Runs before every other browser test (playwright.config.ts): local.chl has never signed in.
test('the welcome tour starts at the first sign-in, can be completed, and restarted and skipped from the avatar menu', async ({ page }) => {
  const login = page.waitForResponse((r) => r.url().endsWith('/api/fo/auth/login'));
  await signIn(page, ACCOUNTS.localChl);
  expect((await (await login).json()).login_count).toBe(1);

  const tour = page.getByRole('dialog', { name: '¡Bienvenido a Vitrina!' });
  await expect(tour).toBeVisible();
  await expect(tour.getByRole('button', { name: 'Anterior' })).toHaveCount(0);
  await tour.getByRole('button', { name: 'Comenzar' }).click();

  const titles = ['Menú', 'Mural', 'Empresa', 'Declarar ventas', 'Usuarios', 'Centro de ayuda', 'Notificaciones'];
  for (const [i, title] of titles.entries()) {
    const dialog = page.getByRole('dialog', { name: title, exact: true });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Paso ${i + 2} de 8`)).toBeVisible();
    if (i === 1) {
      // back and forth
      await dialog.getByRole('button', { name: 'Anterior' }).click();
      await expect(page.getByRole('dialog', { name: 'Menú', exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Siguiente' }).click();
    }
    await page.getByRole('button', { name: i === titles.length - 1 ? 'Finalizar' : 'Siguiente' }).click();
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // a reload in the same session does not start it again
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // from the avatar menu, and skipped
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Tour del Sitio' }).click();
  await expect(page.getByRole('dialog', { name: '¡Bienvenido a Vitrina!' })).toBeVisible();
  await page.getByRole('button', { name: 'Omitir Tour' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the second sign-in does not start the tour', async ({ page }) => {
  await signIn(page, ACCOUNTS.localChl);
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

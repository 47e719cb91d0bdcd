import { ACCOUNTS, axeViolations, expect, signedIn, test } from './fixtures';

/**
 * Console › 'Trabajos en segundo plano' (ADMIN): the job engine's queues with their waiting,
 * running and failed jobs, and the failed jobs with 'Reintentar' (none on a fresh demo). Other
 * staff roles do not have it in their menu.
 */
test.describe('console: background jobs', () => {
  test('the administrator sees every queue and the failed jobs, with no accessibility violations', async ({ page }) => {
    await signedIn(page, ACCOUNTS.admin);
    await page.goto('/');
    const menu = page.getByRole('navigation').first();
    await menu.getByRole('button', { name: 'Consola' }).click();
    await menu.getByRole('link', { name: 'Trabajos en segundo plano' }).click();
    await expect(page.getByRole('heading', { name: 'Trabajos en segundo plano' })).toBeVisible();
    const queues = page.getByRole('table', { name: 'Colas de trabajos' });
    for (const name of ['Reportes de ventas', 'Recordatorios de cierre (Chile)', 'Recordatorios de cierre (Colombia)'])
      await expect(queues.getByRole('rowheader', { name })).toBeVisible();
    await expect(queues.getByRole('columnheader', { name: 'En espera' })).toBeVisible();
    await expect(queues.getByRole('columnheader', { name: 'En curso' })).toBeVisible();
    await expect(queues.getByRole('columnheader', { name: 'Fallidos' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Trabajos fallidos' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('other staff roles do not have it in their menu', async ({ page }) => {
    await signedIn(page, ACCOUNTS.finanzas);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
    const menu = page.getByRole('navigation').first();
    await menu.getByRole('button', { name: 'Consola' }).click();
    await expect(menu.getByRole('link', { name: 'Clientes' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Trabajos en segundo plano' })).toHaveCount(0);
  });
});

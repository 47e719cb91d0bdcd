import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS, axeViolations, expect, signedInPage, startOwnServerWithWeb, test, type OwnServer } from './fixtures';

/**
 * The staff side of the on-demand report services: the administrator gives a company the
 * service from its page of the console ('Servicios de reportes'); the company's members then have
 * 'Reportes' in their menu. On a server of its own: the demo companies' services change.
 */
let own: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  own = await startOwnServerWithWeb(230);
});
test.afterAll(() => own?.stop());

const COMPANIES = ['Inversiones Andes Retail SpA', 'Comercial Pacífico Limitada'];

/** The company's 'Servicios de reportes' card in the console, with 'Informe de ventas' ticked or not, saved. */
async function setService(admin: Page, company: string, on: boolean) {
  await admin.goto(`${own.base}/chl/shopping/consola/clientes`);
  await admin.getByRole('link', { name: company, exact: true }).click();
  await expect(admin.getByRole('heading', { name: company, level: 1 })).toBeVisible({ timeout: 30_000 });
  const card = admin.getByRole('group', { name: 'Servicios de reportes' });
  const service = card.getByRole('checkbox', { name: 'Informe de ventas' });
  await expect(service).toBeVisible();
  await service.setChecked(on);
  await admin.getByRole('button', { name: 'Guardar' }).click();
  await expect(admin.getByText('Servicios de reportes guardados')).toBeVisible();
}

/** A fresh session of the Chilean company administrator: its menu's 'Reportes' link, once the menu is there. */
async function tenantReportsLink(browser: Browser) {
  const tenant = await signedInPage(browser, ACCOUNTS.empresaChl, own);
  await tenant.goto(`${own.base}/chl/shopping`);
  const menu = tenant.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('button', { name: 'Mi empresa' })).toBeVisible({ timeout: 30_000 });
  return menu.getByRole('link', { name: 'Reportes' });
}

test("the administrator gives a company the report service; its members then see 'Reportes'", async ({ browser }) => {
  test.setTimeout(300_000);
  const admin = await signedInPage(browser, ACCOUNTS.admin, own);
  // both of the tenant's companies without the service: no 'Reportes'
  for (const company of COMPANIES) await setService(admin, company, false);
  await expect(await tenantReportsLink(browser)).toHaveCount(0);

  // given to one of them
  await setService(admin, COMPANIES[0]!, true);
  await admin.reload();
  await expect(
    admin.getByRole('group', { name: 'Servicios de reportes' }).getByRole('checkbox', { name: 'Informe de ventas' }),
  ).toBeChecked();
  expect(await axeViolations(admin)).toEqual([]);
  await expect(await tenantReportsLink(browser)).toBeVisible();
});

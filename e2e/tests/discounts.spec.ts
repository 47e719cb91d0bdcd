import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS, axeViolations, expect, signedInPage, test } from './fixtures';
import { dmy, typeDate } from './date-fields';

/**
 * The discounts loop across sessions: a brand creates and publishes a
 * campaign, mall marketing approves it, a shopper's user obtains a coupon, mall staff redeem it.
 */
const MARKETING = 'marketing@vitrina.test';
const PERSONAL = 'personal_centro@vitrina.test';
// a 1×1 PNG's header, padded (the server recognises the type by its bytes)
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'), Buffer.alloc(512)]);

async function session(browser: Browser, email: string): Promise<Page> {
  const page = await signedInPage(browser, email);
  await page.goto('/');
  await expect(page).toHaveURL(/\/chl\/shopping/);
  return page;
}
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test('create → publish → approve → obtain → validate, across four sessions', async ({ browser }) => {
  test.setTimeout(180_000);
  const name = `Campaña e2e ${Date.now() % 100000}`;

  // the brand: 'Crear descuento' from the home's quick action opens the drawer
  const brand = await session(browser, ACCOUNTS.empresaChl);
  await brand
    .getByRole('button', { name: /Crear descuento/ })
    .first()
    .click();
  await expect(brand).toHaveURL(/mis-descuentos/);
  await expect(brand.getByText('Este es el listado de descuentos creados en tu marca')).toBeVisible();
  // the side panel is a dialog named by its title
  const drawer = brand.getByRole('dialog', { name: 'Crear descuento' });
  await expect(drawer.getByText('Datos básicos')).toBeVisible();
  expect(await axeViolations(brand)).toEqual([]);
  await drawer.getByLabel('Nombre de la campaña').fill(name);
  await drawer.getByLabel('Monto del descuento').fill('15');
  await drawer.getByLabel('Marca').click();
  await brand.getByRole('option').first().click();
  await drawer.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await drawer.getByLabel('Descripción').fill('Quince por ciento en toda la tienda');
  await expect(drawer.getByLabel('Vista previa')).toContainText('15%');
  await drawer.getByRole('button', { name: 'Siguiente' }).click();
  await drawer.getByRole('checkbox').first().check();
  await typeDate(drawer, 'Fecha de término', dmy(inDays(20)));
  // every day, so the coupon can be redeemed whatever day the test runs
  await drawer.getByRole('button', { name: 'Sáb' }).click();
  await drawer.getByRole('button', { name: 'Dom' }).click();
  await drawer.getByRole('button', { name: 'Publicar' }).click();
  const publish = brand.getByRole('dialog', { name: 'Publicar descuento' });
  await publish.getByLabel('On tour').check();
  await publish.getByLabel('Correo electrónico').fill('marketing@marca.test');
  await publish.getByRole('button', { name: 'Publicar' }).click();
  const created = brand.getByRole('dialog', { name: 'Descuento creado' });
  await expect(created).toContainText('Un encargado de marketing revisará tu descuento y una vez aprobado se publicará.');
  await created.getByRole('button', { name: 'Aceptar' }).click();
  await expect(brand.getByRole('cell', { name })).toBeVisible();
  // on a phone the list is a card per campaign
  await brand.setViewportSize({ width: 390, height: 844 });
  await expect(brand.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
  await expect(brand.getByRole('cell', { name })).toHaveCount(0);

  // mall marketing approves it
  const marketing = await session(browser, MARKETING);
  await marketing.goto('/chl/shopping/revision-descuentos');
  const card = marketing.getByRole('article', { name });
  // published without a stock, it has none (0) until its approval gives one
  await card.getByRole('button', { name: 'Aprobar' }).click();
  await expect(marketing.getByText('El stock debe ser un número entero mayor a 0')).toBeVisible();
  await expect(card).toBeVisible();
  await card.getByLabel('Stock de cupones').fill('50');
  await card.getByRole('button', { name: 'Aprobar' }).click();
  await expect(card).toHaveCount(0);

  // a user of the catalogue obtains a coupon
  const shopper = await session(browser, ACCOUNTS.marcaChl);
  await shopper.goto('/chl/shopping/descuentos');
  await shopper.getByLabel('Buscar descuentos...').fill(name);
  // the card is named by what it shows, its title first (label in name)
  await shopper.getByRole('button', { name: new RegExp(`^${name}(?!\\d)`) }).click();
  const detail = shopper.getByRole('dialog', { name });
  const obtain = detail.getByRole('button', { name: 'Obtener descuento' });
  await expect(obtain).toBeDisabled();
  await shopper.getByLabel('Acepto condiciones de este descuento').check();
  await obtain.click();
  const code = (await shopper.getByTestId('coupon-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  await expect(shopper.getByRole('img', { name: new RegExp(code) })).toBeVisible();

  // mall staff validate it, once
  const staff = await session(browser, PERSONAL);
  await staff.goto('/chl/shopping/validar-descuentos');
  const lookup = staff.getByRole('button', { name: 'Consultar código' });
  await staff.getByLabel('Código de descuento').fill(code.toLowerCase().slice(0, 5));
  await expect(lookup).toBeDisabled();
  await staff.getByLabel('Código de descuento').fill(code.toLowerCase());
  await expect(staff.getByLabel('Código de descuento')).toHaveValue(code);
  await lookup.click();
  const info = staff.getByRole('dialog', { name: 'Información promoción' });
  await expect(info).toContainText(ACCOUNTS.marcaChl);
  await info.getByRole('button', { name: 'Validar código' }).click();
  await expect(staff.getByRole('alert').filter({ hasText: 'Código validado exitosamente' })).toBeVisible();
  await lookup.click();
  await expect(staff.getByText('Este código ya fue validado')).toBeVisible();
});

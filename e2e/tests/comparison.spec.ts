import { axeViolations, expect, test } from './fixtures';

/**
 * 'Comparativo' on the demo data: Andes' restaurant at Costanera Plaza is compared with six
 * other companies' restaurants there; its shoe shop at Mall Vista Alegre has two other companies'
 * shoe shops around it, too few to be shown. In Peru, Argentina and Colombia a restaurant of the
 * demo company is compared in its country's first centre. Staff read their country's distribution
 * and classify brands.
 */

test.describe('a company administrator', () => {
  test.use({ account: 'empresaChl' });

  test('sees its restaurant against the quartiles of its centre, the refusal for a small group, on a phone, accessible', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/chl/shopping');
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await nav.getByRole('button', { name: 'Declarar ventas', exact: true }).click();
    await nav.getByRole('link', { name: 'Comparativo' }).click();
    await expect(page.getByRole('heading', { name: 'Comparativo', level: 1 })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });

    const cafe = page.getByRole('article', { name: /^Café Montaña · L-/ }).first();
    const centre = cafe.getByRole('region', { name: 'En Costanera Plaza' });
    await expect(centre).toContainText('Venta por m²', { timeout: 30_000 });
    await expect(centre).toContainText(/Tu local: \$ [\d.]+.*Mediana: \$ [\d.]+ · Cuartiles: \$ [\d.]+ – \$ [\d.]+/);
    await expect(centre).not.toContainText('No hay suficientes locales comparables');
    await expect(cafe.getByRole('region', { name: 'En el país' })).toContainText('Mediana');
    // no other store is named
    await expect(page.getByText(/Sushi Austral|Empanadas del Valle|Sabores del Valle/)).toHaveCount(0);

    const shoes = page.getByRole('article', { name: /^Zapatería Ruta Sur · L-/ }).first();
    await expect(shoes.getByRole('region', { name: 'En Mall Vista Alegre' })).toContainText('No hay suficientes locales comparables');
    await expect(shoes.getByRole('region', { name: 'En Mall Vista Alegre' })).not.toContainText('Mediana');

    // nothing wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);

    // another month: the URL keeps it
    await page.getByRole('combobox', { name: 'Mes' }).click();
    await page.getByRole('option').nth(1).click();
    await expect(page).toHaveURL(/mes=\d{4}-\d{2}/);
    await expect(cafe.getByRole('region', { name: 'En Costanera Plaza' })).toContainText('Mediana');
  });
});

/** In the other countries, a restaurant of the demo company in the first centre, with five other companies' restaurants there. */
const ABROAD = [
  { account: 'empresaPer', path: '/per/shopping', brand: 'Pollería El Sol', centre: 'Plaza Miraflores', money: /Tu local: S\/ [\d.,]+/ },
  { account: 'empresaArg', path: '/arg/shopping', brand: 'Helados del Sur', centre: 'Paseo Palermo', money: /Tu local: \$ [\d.,]+/ },
  {
    account: 'empresaCol',
    path: '/col/shopping',
    brand: 'Café Cordillera',
    centre: 'Centro Comercial Andino Norte',
    money: /Tu local: \$ [\d.,]+/,
  },
] as const;

for (const c of ABROAD) {
  test.describe(`${c.account}`, () => {
    test.use({ account: c.account });

    test(`compares ${c.brand} in ${c.centre}, in the country's currency`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(`${c.path}/comparativo`);
      await expect(page.getByRole('heading', { name: 'Comparativo', level: 1 })).toBeVisible({ timeout: 30_000 });
      const centre = page
        .getByRole('article', { name: new RegExp(`^${c.brand} · L-`) })
        .getByRole('region', { name: `En ${c.centre}` })
        .first();
      await expect(centre).toContainText('Mediana', { timeout: 30_000 });
      await expect(centre).toContainText(c.money);
      await expect(centre).not.toContainText('No hay suficientes locales comparables');
    });
  });
}

test.describe('staff', () => {
  test.use({ account: 'finanzas' });

  test("finance staff land on the country's distribution by category", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/chl/shopping/comparativo');
    await expect(page).toHaveURL(/\/chl\/shopping\/comparativoAdmin$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Comparativo (administración)', level: 1 })).toBeVisible();
    const food = page.getByRole('table', { name: 'Gastronomía' });
    await expect(food.getByRole('rowheader', { name: 'Todo el país' })).toBeVisible({ timeout: 30_000 });
    await expect(food.getByRole('row', { name: /Costanera Plaza/ })).toContainText('$');
    // staff see the small groups too
    await expect(page.getByRole('table', { name: 'Calzado' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the portal operator', () => {
  test.use({ account: 'operador' });

  test("sets a brand's category on the client's page", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/chl/shopping/consola/clientes/CHL76543210-3');
    const select = page.getByRole('combobox', { name: 'Rubro de Librería Austral' });
    await expect(select).toBeVisible({ timeout: 30_000 });
    await select.click();
    await page.getByRole('option', { name: 'Hogar' }).click();
    await expect(select).toHaveText('Hogar');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Rubro de Librería Austral' })).toHaveText('Hogar', { timeout: 30_000 });
    // back as it was, for the other specs
    await page.getByRole('combobox', { name: 'Rubro de Librería Austral' }).click();
    await page.getByRole('option', { name: 'Librería' }).click();
    await expect(page.getByRole('combobox', { name: 'Rubro de Librería Austral' })).toHaveText('Librería');
    expect(await axeViolations(page)).toEqual([]);
  });
});

import type { Page } from '@playwright/test';
import { ACCOUNTS, axeViolations, expect, signIn, test, signedIn } from './fixtures';

/**
 * On a phone (390 × 844) the lists of Contratos, Usuarios and Notas de cargo are cards, not
 * tables: the page does not scroll sideways, a card's title and actions are buttons of their own,
 * and opening a card shows its values with their labels. Nothing here changes the demo data.
 */

const HOME = '/chl/shopping';
const NOTAS = 'notas.chl@vitrina.test';

async function signInOnPhone(page: Page, email: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  // the charge notes' user: the pending notes dialog opens at a sign-in through the form
  if (email === NOTAS) await signIn(page, email);
  else {
    await signedIn(page, email);
    await page.goto('/');
  }
  await expect(page.getByRole('link', { name: 'Vitrina, ir al inicio', includeHidden: true })).toBeVisible();
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('on a phone', () => {
  test("Contratos: one card per contract, its detail button outside the card's button", async ({ page }) => {
    await signInOnPhone(page, ACCOUNTS.empresaChl);
    await page.goto(`${HOME}/contratos`);
    await expect(page.getByRole('heading', { name: 'Contratos' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Contratos' }).getByRole('listitem');
    await expect(cards).toHaveCount(5);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByText('1–5 de 6')).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    const card = cards.first();
    const detail = card.getByRole('button', { name: /^Ver detalle / });
    await expect(detail).toBeVisible();
    const code = (await detail.getAttribute('aria-label'))!.replace('Ver detalle ', '');
    const title = card.getByRole('button', { name: new RegExp(`^${code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
    await expect(title).toHaveAttribute('aria-expanded', 'false');
    await title.click();
    await expect(title).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['Centro comercial', 'Marca', 'Número local', 'Estatus']) {
      await expect(card.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    // the action is not repeated as a label and value
    await expect(card.getByRole('term').filter({ hasText: 'Acción' })).toHaveCount(0);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    await detail.click();
    const dialog = page.getByRole('dialog', { name: 'Detalle de Contrato' });
    await expect(dialog.getByText('Número de contrato')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("Usuarios: cards with the 'Tú' tag, and the row menu works from a card", async ({ page }) => {
    await signInOnPhone(page, ACCOUNTS.empresaChl);
    await page.goto(`${HOME}/empresa/usuarios`);
    await expect(page.getByRole('heading', { name: 'Usuarios', exact: true })).toBeVisible();
    const list = page.getByRole('list', { name: 'Usuarios' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // one's own card: 'Tú' in its title; opened, the values with their labels
    const own = list.getByRole('listitem').filter({ hasText: ACCOUNTS.empresaChl });
    const ownTitle = own.getByRole('button', { name: /Tú$/ });
    await expect(ownTitle).toBeVisible();
    await ownTitle.click();
    await expect(ownTitle).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['Correo', 'Teléfono', 'Cargo', 'Estado'])
      await expect(own.getByRole('term').filter({ hasText: label })).toBeVisible();
    await expect(own.getByRole('definition').filter({ hasText: ACCOUNTS.empresaChl })).toBeVisible();
    await expect(own.getByRole('definition').filter({ hasText: 'Activo' })).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    // the row menu sits beside the card's title, closed or open; no delete on oneself
    await own.getByRole('button', { name: /^Acciones de/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Ver Usuario' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Editar usuario' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Eliminar Usuario' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // another user's card, still closed: 'Eliminar Usuario' asks first (cancelled), 'Ver Usuario' opens the dialog
    const other = list.getByRole('listitem').filter({ hasText: ACCOUNTS.localChl });
    await expect(other.getByRole('button', { expanded: false }).first()).toBeVisible();
    await other.getByRole('button', { name: /^Acciones de/ }).click();
    await page.getByRole('menuitem', { name: 'Eliminar Usuario' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar usuario' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await other.getByRole('button', { name: /^Acciones de/ }).click();
    await page.getByRole('menuitem', { name: 'Ver Usuario' }).click();
    const dialog = page.getByRole('dialog', { name: /Ver Usuario/ });
    await expect(dialog.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(ACCOUNTS.localChl);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("Notas de cargo: a card per note titled by its folio, 'Ver nota' beside it", async ({ page }) => {
    await signInOnPhone(page, NOTAS);
    // the pending notes dialog opens at every sign-in of this user
    const pending = page.getByRole('dialog', { name: /notas? de cargo por aceptar/ });
    await expect(pending).toBeVisible();
    await pending.getByRole('button', { name: 'Cerrar' }).click();
    await expect(pending).toBeHidden();

    await page.goto(`${HOME}/notas-de-cargo`);
    await expect(page.getByRole('heading', { name: 'Notas de cargo' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Notas de cargo de la empresa' }).getByRole('listitem');
    await expect(cards).toHaveCount(5);
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // a pending note says so in its title
    await expect(cards.getByRole('button', { name: /^Folio 1005 .*Pendiente aceptación/ })).toBeVisible();

    const card = cards.filter({ has: page.getByRole('button', { name: /^Folio 1001\b/ }) });
    const title = card.getByRole('button', { name: /^Folio 1001\b/ });
    await title.click();
    await expect(title).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['Fecha de envío', 'Fecha de aceptación', 'Aceptada por', 'Nombre del local', 'N° de local']) {
      await expect(card.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    await expect(
      card
        .getByRole('definition')
        .filter({ hasText: /^\d{2}\/\d{2}\/\d{4}/ })
        .first(),
    ).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Ver nota 1001' }).click();
    const note = page.getByRole('dialog', { name: /^Folio 1001/ });
    await expect(note.getByText('Aceptada', { exact: true })).toBeVisible();
    await note.getByRole('button', { name: 'Volver' }).click();
    await expect(note).toBeHidden();
  });

  test("the welcome tour points its menu steps at the 'Abrir menú' button (the menu is a closed drawer)", async ({ page }) => {
    await signInOnPhone(page, ACCOUNTS.empresaChl);
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Tour del Sitio' }).click();
    const tour = page.getByRole('dialog');
    await tour.getByRole('button', { name: 'Comenzar' }).click();
    await expect(tour).toContainText('Paso 2 de 8');
    const menuButton = page.locator('header').getByRole('button', { name: 'Abrir menú', includeHidden: true });
    await expect(menuButton).toHaveCSS('outline-style', 'solid');
    await tour.getByRole('button', { name: 'Siguiente' }).click();
    await expect(tour).toContainText('Paso 3 de 8');
    await expect(menuButton).toHaveCSS('outline-style', 'solid');
    // the bell is in the top bar: the last step points at it
    for (let i = 3; i < 8; i++) await tour.getByRole('button', { name: 'Siguiente' }).click();
    await expect(tour).toContainText('Paso 8 de 8');
    await expect(menuButton).not.toHaveCSS('outline-style', 'solid');
    await tour.getByRole('button', { name: 'Finalizar' }).click();
    await expect(tour).toHaveCount(0);
  });
});

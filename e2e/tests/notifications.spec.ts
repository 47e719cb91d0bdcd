import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD, axeViolations, expect, signIn, startOwnServer, test, type OwnServer } from './fixtures';

/**
 * Notifications, news and charge notes (issue 6). The tests that create notifications or accept
 * charge notes run on a server of their own so the shared demo data stays as the other specs expect.
 */
const OPERATOR = 'operador@vitrina.test';
const NOTAS = 'notas.chl@vitrina.test';
const santiagoToday = () => new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
  .format(new Date()).replace(/-/g, '/');
const santiagoIsoDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());

async function signInHome(page: Page, email: string, base = '') {
  await signIn(page, email, PASSWORD, base);
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
}
const pageToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

test.describe.serial('on a server of its own', () => {
  test.describe.configure({ timeout: 120_000 });
  let own: OwnServer;
  test.beforeAll(async () => { own = await startOwnServer(61); });
  test.afterAll(() => own?.stop());

  test('a notification created through the API reaches the open portal, and opening it marks it read', async ({ page, request, browser }) => {
    await signInHome(page, ACCOUNTS.empresaChl, own.base);
    const bell = page.getByRole('button', { name: /^Notificaciones/ });
    await expect(bell).toHaveAccessibleName(/Notificaciones, \d+ sin leer/);
    const before = Number((await bell.getAttribute('aria-label'))!.match(/(\d+) sin leer/)![1]);
    // the demo notifications of the first page load were toasted and marked shown: let them go
    await page.waitForTimeout(500);

    const me = await request.get(`${own.base}/api/fo/auth/me`, { headers: { Authorization: `Bearer ${await pageToken(page)}` } });
    expect(me.ok()).toBeTruthy();
    const userId = (await me.json()).user.id as string;

    // the operator signs in elsewhere and calls the API with that session
    const operatorContext = await browser.newContext();
    const operatorPage = await operatorContext.newPage();
    await signInHome(operatorPage, OPERATOR, own.base);
    const jwt = (await pageToken(operatorPage))!;
    await operatorContext.close();
    const title = `Aviso de prueba ${Date.now()}`;
    const created = await request.post(`${own.base}/api/fo/notifications`, {
      headers: { Authorization: `Bearer ${jwt}` },
      data: { user_id: userId, title, importance: 'alta', body: '<p>Hola <strong>mundo</strong><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script></p>' },
    });
    expect(created.status()).toBe(201);

    // pushed over server-sent events: no reload, well before the 60-second poll
    await expect(page.getByText(`${title}: Hola mundo`)).toBeVisible({ timeout: 10_000 });
    await expect(bell).toHaveAccessibleName(`Notificaciones, ${before + 1} sin leer`);

    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Notificaciones' });
    await popover.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(/\/notificaciones\?notificationId=\d+/);

    const detail = page.getByRole('dialog', { name: title });
    await expect(detail).toBeVisible();
    await expect(detail.getByText('Hola mundo')).toBeVisible();
    await expect(detail.getByText('Leída', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    await detail.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(detail).toBeHidden();
    await expect(page).not.toHaveURL(/notificationId/);
    // the badge drops back once it is read
    await expect(bell).toHaveAccessibleName(`Notificaciones, ${before} sin leer`);

    // tabs with counts, search and paging
    await expect(page.getByRole('tab', { name: `Nuevas (${before})` })).toBeVisible();
    await page.getByLabel('Buscar notificaciones').fill(title);
    await expect(page.getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Todas (1)' })).toBeVisible();
    await page.getByLabel('Buscar notificaciones').fill('no existe ninguna así');
    await expect(page.getByText('No se encontraron notificaciones')).toBeVisible();
    await page.getByLabel('Buscar notificaciones').fill('');
    await page.getByRole('tab', { name: /^Leídas/ }).click();
    await expect(page.getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('accepting the pending charge notes at sign-in empties the dialog; the notes then show as accepted', async ({ page }) => {
    await signIn(page, NOTAS, PASSWORD, own.base);
    const dialog = page.getByRole('dialog', { name: 'Tienes 2 notas de cargo por aceptar' });
    await expect(dialog).toBeVisible();

    // 'Ver nota' shows the note, 'Volver' comes back
    await dialog.getByRole('button', { name: /^Ver nota/ }).first().click();
    const note = page.getByRole('dialog', { name: /^Folio \d+/ });
    await expect(note.getByText('Pendiente aceptación')).toBeVisible();
    await note.getByRole('button', { name: 'Volver' }).click();

    await dialog.getByRole('button', { name: /^Aceptar nota de cargo/ }).first().click();
    await expect(page.getByText('Nota aceptada')).toBeVisible();
    const one = page.getByRole('dialog', { name: 'Tienes una nota de cargo por aceptar' });
    await expect(one).toBeVisible();
    await one.getByRole('button', { name: /^Aceptar nota de cargo/ }).click();
    await expect(one).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto(`${own.base}/chl/shopping/notas-de-cargo`);
    await expect(page.getByRole('heading', { name: 'Notas de cargo' })).toBeVisible();
    await expect(page.getByText('Revisa las notas de cargo aceptadas.')).toBeVisible();
    const table = page.getByRole('table', { name: 'Notas de cargo de la empresa' });
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(table.getByText('Pendiente aceptación')).toHaveCount(0);
    await expect(table.getByRole('cell', { name: santiagoToday() }).first()).toBeVisible();

    await table.getByRole('button', { name: /^Ver nota/ }).first().click();
    const detail = page.getByRole('dialog', { name: /^Folio \d+/ });
    await expect(detail.getByText('Aceptada', { exact: true })).toBeVisible();
    await detail.getByRole('button', { name: 'Volver' }).click();
    await expect(detail).toBeHidden();

    // acceptance date filter: today only → the two notes just accepted; 'Limpiar filtros' → all five
    await page.getByRole('button', { name: 'Filtros' }).click();
    const filters = page.getByRole('dialog', { name: 'Filtros' });
    await filters.getByLabel('Aceptada desde').fill(santiagoIsoDay());
    await filters.getByLabel('Aceptada hasta').fill(santiagoIsoDay());
    await filters.getByRole('button', { name: 'Filtrar' }).click();
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(page).toHaveURL(/desde=/);
    await page.getByRole('button', { name: /Filtros/ }).click();
    await page.getByRole('dialog', { name: 'Filtros' }).getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(table.getByRole('row')).toHaveCount(6);

    // text search on the server
    await page.getByLabel('Buscar notas de cargo').fill('Óptica');
    await expect(table.getByRole('row')).toHaveCount(4);
    await page.getByLabel('Buscar notas de cargo').fill('nada-que-coincida');
    await expect(table.getByText('No hay datos')).toBeVisible();
    await page.getByLabel('Buscar notas de cargo').fill('');
    await expect(table.getByRole('row')).toHaveCount(6);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('news: category tabs with counts, search, detail panel, the announcement page and its attachment', async ({ page }) => {
  test.setTimeout(120_000);
  await signInHome(page, ACCOUNTS.empresaChl);
  await page.goto('/chl/shopping/noticias');
  await expect(page.getByRole('heading', { name: 'Noticias', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Todas \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByRole('list', { name: 'Noticias' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Seguridad (1)' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('heading', { name: 'Simulacro de evacuación general' })).toBeVisible();
  await expect(page).toHaveURL(/categoria=Seguridad/);

  await page.getByRole('tab', { name: /^Todas/ }).click();
  await page.getByLabel('Buscar noticias').fill('energia');
  await expect(page.getByRole('tab', { name: 'Mantenimiento (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Eventos (0)' })).toBeVisible();
  await expect(cards.getByRole('heading', { name: 'Corte de energía programado' })).toBeVisible();
  await page.getByRole('tab', { name: 'Eventos (0)' }).click();
  await expect(page.getByText('No se encontraron resultados con los filtros aplicados')).toBeVisible();
  await page.getByRole('tab', { name: /^Todas/ }).click();
  await page.getByLabel('Buscar noticias').fill('simulacro');
  // the search applies 300 ms after the last key
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('heading', { name: 'Simulacro de evacuación general' })).toBeVisible();
  await cards.getByRole('button').click();

  const panel = page.getByRole('dialog', { name: 'Simulacro de evacuación general' });
  await expect(panel.getByText(/^Publicado el \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await panel.getByRole('link', { name: 'Ver publicación' }).click();
  await expect(page).toHaveURL(/\/chl\/shopping\/\d+_simulacro-de-evacuacion-general\?createdAt=/);
  await expect(page.getByRole('heading', { name: 'Simulacro de evacuación general', level: 1 })).toBeVisible();
  await expect(page.getByText('Equipo Comercial Vitrina')).toBeVisible();
  await expect(page.getByLabel('Canal: Seguridad')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Descargar Protocolo de evacuacion/ }).click();
  expect((await download).suggestedFilename()).toBe('Protocolo de evacuacion.pdf');
  expect(await axeViolations(page)).toEqual([]);

  // loaded by id on a fresh page load too; an unknown one says so
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Simulacro de evacuación general', level: 1 })).toBeVisible();
  await page.goto('/chl/shopping/99999_no-existe');
  await expect(page.getByText('No hay información disponible')).toBeVisible();
});

import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD, axeViolations, expect, signIn, signedIn, startOwnServer, test, waitForMail, type OwnServer } from './fixtures';
import { dmy, typeDate } from './date-fields';

/**
 * Notifications, news and charge notes in the browser. The tests that create notifications or accept
 * charge notes run on a server of their own so the shared demo data stays as the other specs expect.
 */
const OPERATOR = 'operador@vitrina.test';
const NOTAS = 'notas.chl@vitrina.test';
const santiagoToday = () =>
  new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date())
    .replace(/-/g, '/');
const santiagoIsoDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());

async function signInHome(page: Page, email: string, base = '', form = false) {
  if (form) await signIn(page, email, PASSWORD, base);
  else {
    await signedIn(page, email, base);
    await page.goto(`${base}/`);
  }
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
}
const pageToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));
const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });
/** The signed-in user of a page, through GET /auth/me with the page's session. */
async function pageUser(page: Page, request: APIRequestContext, base = '') {
  const me = await request.get(`${base}/api/fo/auth/me`, { headers: bearer((await pageToken(page))!) });
  expect(me.ok()).toBeTruthy();
  return (await me.json()).user as { id: string; clients: { id: string }[] };
}
/** The unread count the bell's name says. */
const unreadOf = async (page: Page) =>
  Number((await page.getByRole('button', { name: /^Notificaciones/ }).getAttribute('aria-label'))!.match(/(\d+) sin leer/)?.[1] ?? 0);
/** A pattern matching a text that starts with `t`. */
const startsWith = (t: string) => new RegExp(`^${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
/** The text of an HTML fragment, as the previews cut it. */
const textOf = (html: string) =>
  html
    .replace(/<\/?(strong|em|b|i|a|span)\b[^>]*>/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

test.describe.serial('on a server of its own', () => {
  test.describe.configure({ timeout: 120_000 });
  let own: OwnServer;
  let operatorJwt: string | undefined;
  test.beforeAll(async () => {
    // a loaded machine may take more than a minute to start and seed a server
    test.setTimeout(150_000);
    own = await startOwnServer(61);
  });
  test.afterAll(() => own?.stop());

  /** The operator signs in elsewhere (once) and the tests call the API with that session. */
  async function operator(browser: Browser) {
    if (!operatorJwt) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInHome(page, OPERATOR, own.base, true);
      operatorJwt = (await pageToken(page))!;
      await context.close();
    }
    return bearer(operatorJwt);
  }

  test('a notification created through the API reaches the open portal, and opening it marks it read; actions open their page', async ({
    page,
    request,
    browser,
  }) => {
    await signInHome(page, ACCOUNTS.empresaChl, own.base);
    const bell = page.getByRole('button', { name: /^Notificaciones/ });
    await expect(bell).toHaveAccessibleName(/Notificaciones, \d+ sin leer/);
    const before = await unreadOf(page);
    const userId = (await pageUser(page, request, own.base)).id;

    const title = `Aviso de prueba ${Date.now()}`;
    const created = await request.post(`${own.base}/api/fo/notifications`, {
      headers: await operator(browser),
      data: {
        user_id: userId,
        title,
        importance: 'alta',
        action: { url: 'https://vitrina.test/aviso', label: 'Leer el aviso' },
        body: '<p>Hola <strong>mundo</strong><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script></p>',
      },
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
    // an external action opens in a new tab
    const external = detail.getByRole('link', { name: /^Leer el aviso/ });
    await expect(external).toHaveAttribute('href', 'https://vitrina.test/aviso');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);

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

    // a seeded action ('espacio/locales') opens that page of the portal, without reloading it
    await page.getByRole('tab', { name: /^Todas/ }).click();
    await page.getByLabel('Buscar notificaciones').fill('Recordatorio');
    await page.getByRole('button', { name: /^Recordatorio: declara tus ventas diarias/ }).click();
    const seeded = page.getByRole('dialog', { name: 'Recordatorio: declara tus ventas diarias' });
    await page.evaluate(() => {
      (window as unknown as { __samePage?: boolean }).__samePage = true;
    });
    await seeded.getByRole('link', { name: 'Declarar ventas' }).click();
    await expect(page).toHaveURL(`${own.base}/chl/shopping/espacio/locales`);
    await expect(page.getByRole('heading', { name: 'Venta Diaria' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test('with the event stream down, the 60-second poll brings new notifications; a batch of 7 is toasted 5 at a time', async ({
    page,
    request,
    browser,
  }) => {
    await page.route('**/api/fo/notifications/stream', (r) => r.abort());
    await page.clock.install();
    await signInHome(page, ACCOUNTS.marcaChl, own.base);
    const bell = page.getByRole('button', { name: /^Notificaciones/ });
    await expect(bell).toHaveAccessibleName(/Notificaciones, \d+ sin leer/);
    const before = await unreadOf(page);
    const userId = (await pageUser(page, request, own.base)).id;
    const headers = await operator(browser);
    const create = async (title: string) => {
      const res = await request.post(`${own.base}/api/fo/notifications`, {
        headers,
        data: { user_id: userId, title, body: `<p>${title}</p>` },
      });
      expect(res.status()).toBe(201);
    };

    // the first poll, a minute after the page opened, already catches up
    await create('Por sondeo');
    await page.clock.fastForward(60_000);
    await expect(page.getByText('Por sondeo: Por sondeo')).toBeVisible();
    await expect(bell).toHaveAccessibleName(`Notificaciones, ${before + 1} sin leer`);

    for (let i = 1; i <= 7; i++) await create(`Lote ${i}`);
    await page.clock.fastForward(60_000);
    const toasts = page.getByRole('alert').filter({ hasText: /Lote \d: / });
    const toast = (i: number) => toasts.filter({ hasText: `Lote ${i}: ` });
    for (const i of [1, 2, 3, 4, 5]) await expect(toast(i)).toBeVisible();
    await expect(toasts).toHaveCount(5);
    await expect(bell).toHaveAccessibleName(`Notificaciones, ${before + 8} sin leer`);
    // shown when displayed: the two waiting ones are still unshown on the server
    const unshown = async () =>
      (
        await (
          await request.get(`${own.base}/api/fo/notifications?user_id=${userId}&status=unshown`, {
            headers: bearer((await pageToken(page))!),
          })
        ).json()
      ).notifications.map((n: { title: string }) => n.title);
    await expect.poll(unshown).toEqual(['Lote 7', 'Lote 6']);

    await toast(1).getByRole('button', { name: 'Cerrar aviso' }).click();
    await toast(2).getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect(toast(6)).toBeVisible();
    await expect(toast(7)).toBeVisible();
    await expect(toasts).toHaveCount(5);
    await expect.poll(unshown).toEqual([]);
  });

  test('the pending charge notes dialog opens once per sign-in, wherever the user lands; accepting them empties it', async ({ page }) => {
    // a sign-in that follows ?next= to another page: the dialog opens there
    await page.goto(`${own.base}/chl/shopping/notificaciones`);
    await expect(page).toHaveURL(/\?next=/);
    await signIn(page, NOTAS, PASSWORD, own.base);
    await expect(page).toHaveURL(`${own.base}/chl/shopping/notificaciones`);
    const dialog = page.getByRole('dialog', { name: 'Tienes 2 notas de cargo por aceptar' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    // not again in this sign-in: neither on home nor after a reload
    await page.getByRole('link', { name: 'Vitrina, ir al inicio' }).click();
    await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notificaciones' }).getByRole('link').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // the next sign-in opens it again
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Salir' }).click();
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    await signIn(page, NOTAS, PASSWORD, own.base);
    await expect(dialog).toBeVisible();

    // 'Ver nota' shows the note, 'Volver' comes back
    await dialog
      .getByRole('button', { name: /^Ver nota/ })
      .first()
      .click();
    const note = page.getByRole('dialog', { name: /^Folio \d+/ });
    await expect(note.getByText('Pendiente aceptación')).toBeVisible();
    // folio 1004: one item of 150,000 pesos, in Chile's money format
    await expect(note.getByRole('cell', { name: '$ 150.000', exact: true })).toHaveCount(2);
    await note.getByRole('button', { name: 'Volver' }).click();

    await dialog
      .getByRole('button', { name: /^Aceptar nota de cargo/ })
      .first()
      .click();
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

    await table
      .getByRole('button', { name: /^Ver nota/ })
      .first()
      .click();
    const detail = page.getByRole('dialog', { name: /^Folio \d+/ });
    await expect(detail.getByText('Aceptada', { exact: true })).toBeVisible();
    await detail.getByRole('button', { name: 'Volver' }).click();
    await expect(detail).toBeHidden();

    // acceptance date filter: today only → the two notes just accepted; 'Limpiar filtros' → all five
    await page.getByRole('button', { name: 'Filtros' }).click();
    const filters = page.getByRole('dialog', { name: 'Filtros' });
    await typeDate(filters, 'Aceptada desde', dmy(santiagoIsoDay()));
    await typeDate(filters, 'Aceptada hasta', dmy(santiagoIsoDay()));
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

  test('a new user: empty bell and home; over 99 unread the badge says 99+; the bell lists the latest 4 and Ver más', async ({
    page,
    request,
    browser,
  }) => {
    // the company administrator creates the user through the API; the welcome e-mail sets the password
    await signInHome(page, ACCOUNTS.empresaChl, own.base);
    const admin = await pageUser(page, request, own.base);
    const email = `nuevo.${Date.now()}@vitrina.test`;
    const since = new Date().toISOString();
    const created = await request.post(`${own.base}/api/fo/auth/clients/${admin.clients[0]!.id}/users`, {
      headers: bearer((await pageToken(page))!),
      data: {
        country_id: 'chl',
        email,
        first_name: 'Nuevo',
        last_name: 'Usuario',
        phone: '+56 9 1234 5678',
        position: 'Vendedor',
        permissions: [2],
        assignments: [],
      },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
    const link = /https?:\/\/\S+\/auth\/configurar_password\/[\w-]+/.exec((await waitForMail(email, since, own.dataDir)).text)?.[0];
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(link!);
    const password = 'Usuario nuevo 2026!';
    await page.getByLabel('Nueva contraseña').fill(password);
    await page.getByLabel('Confirmar contraseña').fill(password);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible({ timeout: 8_000 });
    await signIn(page, email, password, own.base);
    await page.getByRole('dialog', { name: '¡Bienvenido a Vitrina!' }).getByRole('button', { name: 'Omitir Tour' }).click();

    // nothing yet: home's empty texts, the bell without a count and its empty popover
    const homeNotifications = page.getByRole('region', { name: 'Notificaciones' });
    await expect(homeNotifications.getByText('Aún no tienes notificaciones nuevas')).toBeVisible();
    await expect(homeNotifications.getByText('Te mostraremos novedades cuando estén disponibles')).toBeVisible();
    const bell = page.getByRole('button', { name: /^Notificaciones/ });
    await expect(bell).toHaveAccessibleName('Notificaciones');
    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Notificaciones' });
    await expect(popover.getByText('No hay notificaciones')).toBeVisible();
    await expect(popover.getByRole('link', { name: 'Ver más' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();

    // 100 new ones: the badge stops at 99+
    const userId = (await pageUser(page, request, own.base)).id;
    const headers = await operator(browser);
    for (let i = 1; i <= 100; i++) {
      const res = await request.post(`${own.base}/api/fo/notifications`, {
        headers,
        data: { user_id: userId, title: `Aviso ${String(i).padStart(3, '0')}`, body: `<p>Número ${i}</p>` },
      });
      expect(res.status()).toBe(201);
    }
    await expect(bell).toHaveAccessibleName('Notificaciones, 99+ sin leer');
    await expect(bell.getByText('99+', { exact: true })).toBeVisible();
    // home: the latest 3, newest first
    await expect(homeNotifications.getByRole('link', { name: /^Aviso \d{3}/ })).toHaveText([/^Aviso 100/, /^Aviso 099/, /^Aviso 098/]);
    // the bell: the latest 4 and 'Ver más' to the notifications page
    await bell.click();
    await expect(popover.getByRole('link', { name: /^Aviso \d{3}/ })).toHaveText([/^Aviso 100/, /^Aviso 099/, /^Aviso 098/, /^Aviso 097/]);
    await popover.getByRole('link', { name: 'Ver más' }).click();
    await expect(page).toHaveURL(`${own.base}/chl/shopping/notificaciones`);
    await expect(page.getByRole('tab', { name: 'Nuevas (100)' })).toBeVisible();
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

  // loaded by id and createdAt on a fresh page load; an unknown one says so
  const byCreatedAt = page.waitForResponse((r) => /\/api\/fo\/announcements\/chl\/createdAt\//.test(r.url()));
  await page.reload();
  expect((await byCreatedAt).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Simulacro de evacuación general', level: 1 })).toBeVisible();

  // signing the link fails: the file's own url is tried; when that fails too, the error toast
  await page.route('**/api/fo/announcements/signal/**', (r) => r.abort());
  const fallback = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Descargar Protocolo de evacuacion/ }).click();
  expect((await fallback).suggestedFilename()).toBe('Protocolo de evacuacion.pdf');
  await page.route('**/api/fo/announcements/files/**', (r) => r.abort());
  await page.getByRole('button', { name: /^Descargar Protocolo de evacuacion/ }).click();
  await expect(page.getByText('No se pudo descargar el archivo')).toBeVisible();
  await page.unrouteAll();

  await page.goto('/chl/shopping/99999_no-existe');
  await expect(page.getByText('No hay información disponible')).toBeVisible();
});

test("an announcement's pictures play as a carousel that pauses; with reduced motion it starts paused", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await signInHome(page, ACCOUNTS.empresaChl);
  await page.goto('/chl/shopping/noticias');
  await page.getByLabel('Buscar noticias').fill('navideña');
  const cards = page.getByRole('list', { name: 'Noticias' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await cards.getByRole('button').click();
  await page.getByRole('dialog', { name: 'Feria navideña 2026' }).getByRole('link', { name: 'Ver publicación' }).click();

  const carousel = page.getByRole('region', { name: 'Feria navideña 2026' });
  await expect(carousel.getByRole('img', { name: 'Feria navideña 2026 · Imagen 1 de 3' })).toBeVisible();
  // it moves on by itself (1.5 to 3 s a picture) until paused
  await expect(carousel.getByRole('img', { name: 'Feria navideña 2026 · Imagen 2 de 3' })).toBeVisible({ timeout: 5_000 });
  await carousel.getByRole('button', { name: 'Pausar carrusel' }).click();
  const shown = await carousel.getByRole('img').getAttribute('alt');
  await page.waitForTimeout(3_500);
  await expect(carousel.getByRole('img')).toHaveAttribute('alt', shown!);
  await carousel.getByRole('button', { name: 'Imagen siguiente' }).click();
  await expect(carousel.getByRole('img')).not.toHaveAttribute('alt', shown!);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(carousel.getByRole('button', { name: 'Reanudar carrusel' })).toBeVisible();
  await page.waitForTimeout(3_500);
  await expect(carousel.getByRole('img', { name: 'Feria navideña 2026 · Imagen 1 de 3' })).toBeVisible();
});

test('home: the latest 3 notifications and 3 news of POST /{country}/news cut at 120 characters; the notifications page pages 5/10/25/50 and groups by day', async ({
  page,
  request,
}) => {
  const announcementsCall = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/fo\/announcements\/chl\/news$/.test(r.url()),
  );
  await signInHome(page, ACCOUNTS.empresaChl);
  const news = (await (await announcementsCall).json()).data as { title: string; content: string }[];
  expect(news.length).toBeGreaterThanOrEqual(3);
  const { id: userId } = await pageUser(page, request);
  const headers = bearer((await pageToken(page))!);

  const latest = (await (await request.get(`/api/fo/notifications/${userId}`, { headers })).json()) as { title: string }[];
  const homeNotifications = page.getByRole('region', { name: 'Notificaciones' });
  await expect(homeNotifications.getByRole('link').filter({ hasNotText: 'Ver todas las notificaciones' })).toHaveText(
    latest.slice(0, 3).map((n) => startsWith(n.title)),
  );

  const cards = page
    .getByRole('region', { name: 'Noticias' })
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(3);
  for (const [i, a] of news.slice(0, 3).entries()) {
    await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(a.title);
    const text = textOf(a.content);
    await expect(cards.nth(i).locator('p')).toHaveText(text.length > 120 ? `${text.slice(0, 120)}...` : text);
  }
  expect(news.slice(0, 3).some((a) => textOf(a.content).length > 120)).toBe(true);
  // the cards' pictures load through their signed links
  await expect
    .poll(() =>
      cards
        .first()
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBeGreaterThan(0);

  // the notifications page: 5 per page by default, grouped by day (Santiago), sizes 5/10/25/50
  const all = (await (await request.get(`/api/fo/notifications?user_id=${userId}&size=50`, { headers })).json()).notifications as {
    title: string;
    created_at: string;
  }[];
  const total = all.length;
  expect(total).toBeGreaterThan(5);
  const day = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date(iso));
  const today = santiagoIsoDay();
  const yesterday = day(new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString());
  const label = (d: string) => (d === today ? 'Hoy' : d === yesterday ? 'Ayer' : d.split('-').reverse().join('/'));
  const groupsOf = (items: typeof all) =>
    [...new Set(items.map((n) => day(n.created_at)))].map((d) => ({
      label: label(d),
      titles: items.filter((n) => day(n.created_at) === d).map((n) => n.title),
    }));

  await page.getByRole('link', { name: 'Ver todas las notificaciones' }).click();
  await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();
  const sections = page.getByRole('main').getByRole('region');
  const rows = sections.getByRole('button');
  const expectPage = async (items: typeof all) => {
    await expect(rows).toHaveCount(items.length);
    const groups = groupsOf(items);
    await expect(sections).toHaveCount(groups.length);
    for (const g of groups) {
      await expect(page.getByRole('region', { name: g.label, exact: true }).getByRole('button')).toHaveText(g.titles.map(startsWith));
    }
  };
  await expectPage(all.slice(0, 5));
  await expect(page.getByText(`1–5 de ${total}`)).toBeVisible();
  // each row's time is HH:mm (24 h, as the detail panel shows it), not '09:52 a. m.'
  await expect(rows.first()).toHaveText(/\d{2}:\d{2}$/);
  // the unread rows' hidden '(No leída)' does not widen the page
  await expect(rows.filter({ hasText: '(No leída)' }).first()).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

  await page.getByRole('combobox', { name: /Filas por página/ }).click();
  await expect(page.getByRole('option')).toHaveText(['5', '10', '25', '50']);
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(page).toHaveURL(/filas=10/);
  await expectPage(all.slice(0, 10));
  await expect(page.getByText(`1–${Math.min(10, total)} de ${total}`)).toBeVisible();

  await page.getByRole('combobox', { name: /Filas por página/ }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expectPage(all.slice(5, 10));
  await expect(page.getByText(`6–${Math.min(10, total)} de ${total}`)).toBeVisible();
});

import { ACCOUNTS, axeViolations, expect, signIn, signedIn, signedInPage, test } from './fixtures';
import type { Page } from '@playwright/test';

/** The labels of the left menu, with every group expanded. */
async function menuLabels(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(nav).toBeVisible();
  for (const group of ['Mi empresa', 'Declarar ventas', 'Descuentos']) {
    const button = nav.getByRole('button', { name: group, exact: true });
    if ((await button.count()) && (await button.getAttribute('aria-expanded')) === 'false') await button.click();
  }
  return (await nav.getByRole('link').allInnerTexts())
    .concat(await nav.getByRole('button').allInnerTexts())
    .map((s) => s.trim())
    .filter(Boolean);
}

const ALL = [
  'Mural',
  'Administrar mi empresa',
  'Contratos',
  'Facturas',
  'Notas de cargo',
  'Gastos comunes',
  'Cuentas por pagar',
  'Diarias',
  'Mensuales',
  'Usuarios',
  'Mis descuentos',
  'Validador',
  'Mis marcas',
  'Centro de ayuda',
];

const cases = [
  { who: 'company admin (Chile)', account: 'empresaChl' as const, shows: ALL, hides: [] as string[] },
  {
    who: 'brand admin (Chile)',
    account: 'marcaChl' as const,
    shows: ['Mural', 'Contratos', 'Diarias', 'Mensuales', 'Usuarios', 'Mis marcas', 'Centro de ayuda'],
    hides: ['Administrar mi empresa', 'Facturas', 'Mis descuentos', 'Validador'],
  },
  {
    who: 'store chief (Chile)',
    account: 'localChl' as const,
    shows: ['Mural', 'Diarias', 'Centro de ayuda'],
    hides: ['Mi empresa', 'Mensuales', 'Usuarios', 'Mis marcas', 'Mis descuentos'],
  },
  {
    who: 'company admin (Peru)',
    account: 'empresaPer' as const,
    shows: ['Administrar mi empresa', 'Facturas', 'Diarias', 'Mensuales', 'Usuarios', 'Mis marcas'],
    hides: ['Mis descuentos', 'Validador'],
  },
  // discounts exist only in Chile
  {
    who: 'company admin (Argentina)',
    account: 'empresaArg' as const,
    shows: ALL.filter((l) => l !== 'Mis descuentos' && l !== 'Validador'),
    hides: ['Descuentos', 'Mis descuentos', 'Validador'],
  },
  {
    who: 'company admin (Colombia)',
    account: 'empresaCol' as const,
    shows: ALL.filter((l) => l !== 'Mis descuentos' && l !== 'Validador'),
    hides: ['Descuentos', 'Mis descuentos', 'Validador'],
  },
];

for (const c of cases) {
  test.describe(() => {
    test.use({ account: c.account });
    test(`the menu of a ${c.who} matches their permissions`, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
      const labels = await menuLabels(page);
      for (const l of c.shows) expect(labels, `shows ${l}`).toContain(l);
      for (const l of c.hides) expect(labels, `hides ${l}`).not.toContain(l);
    });
  });
}

test('the guard sends an anonymous visitor to login with next, and back after signing in', async ({ page }) => {
  await page.goto('/chl/shopping/contratos');
  await expect(page).toHaveURL(/\/\?next=/);
  await signIn(page, ACCOUNTS.empresaChl);
  await expect(page).toHaveURL(/\/chl\/shopping\/contratos$/);
});

test('a route the user may not open shows the toast and goes home', async ({ page }) => {
  await signedIn(page, 'localChl');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  await page.goto('/chl/shopping/ventas-mensuales');
  await expect(page.getByText('No puedes acceder a esta ruta')).toBeVisible();
  await expect(page).toHaveURL(/\/chl\/shopping\/?$/);
});

/** Signed in still: the home greets the user (a 403 would have ended the session). */
async function stillSignedIn(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
}

test("no page a brand admin's menu offers, nor one typed in the address bar, ends the session", async ({ page }) => {
  await signedIn(page, 'marcaChl');
  await stillSignedIn(page);
  // 'Mis solicitudes' reads the requests; raising one needs manage:Workers, so the malls to raise in are not asked
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('button', { name: 'Solicitudes', exact: true }).click();
  await page.getByRole('link', { name: 'Mis solicitudes' }).click();
  await expect(page.getByRole('heading', { name: 'Mis Solicitudes', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Para crear solicitudes necesitas el permiso Contratistas/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crear Solicitud' })).toHaveCount(0);
  await stillSignedIn(page);
  // pages of permissions the brand admin does not hold: turned away before they ask (their calls answer 403)
  for (const path of ['notas-de-cargo', 'facturas', 'gastos-comunes', 'mis-solicitudes/crear-solicitud-trabajo']) {
    await page.goto(`/chl/shopping/${path}`);
    await expect(page.getByText('No puedes acceder a esta ruta').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
    await expect(page).toHaveURL(/\/chl\/shopping\/?$/);
  }
});

test("staff are not offered tenants' pages, and their addresses send them home signed in", async ({ page }) => {
  await signedIn(page, 'finanzas');
  await stillSignedIn(page);
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await nav.getByRole('button', { name: 'Consola', exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Informe de ventas' })).toBeVisible();
  await nav.getByRole('button', { name: 'Declarar ventas', exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Diarias' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Mensuales' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Mis solicitudes' })).toHaveCount(0);
  // no company of their own: the clients' finance pages are under 'Finanzas', not 'Mi empresa'
  await expect(nav.getByRole('button', { name: 'Mi empresa', exact: true })).toHaveCount(0);
  await nav.getByRole('button', { name: 'Finanzas', exact: true }).click();
  for (const name of ['Facturas', 'Gastos comunes', 'Cuentas por pagar']) await expect(nav.getByRole('link', { name })).toBeVisible();
  // the tenants' sales report has a staff variant: finance staff land there
  await page.goto('/chl/shopping/informe-de-ventas');
  await expect(page).toHaveURL(/\/chl\/shopping\/informeVentasAdmin$/);
  await expect(page.getByRole('heading', { name: 'Informe de ventas (administración)', level: 1 })).toBeVisible();
  for (const path of ['ventas-mensuales', 'mis-solicitudes', 'empresa/usuarios', 'mis-descuentos']) {
    await page.goto(`/chl/shopping/${path}`);
    await expect(page.getByText('No puedes acceder a esta ruta').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  }
  // what finance staff do read opens: invoices of the country's clients
  await page.goto('/chl/shopping/facturas');
  await expect(page.getByRole('heading', { name: 'Facturas', level: 1 })).toBeVisible();
  await stillSignedIn(page);
});

test('the company selector appears only for a user of several companies', async ({ page }) => {
  const selector = page.getByRole('combobox', { name: 'Empresa', exact: true });
  await signIn(page, ACCOUNTS.empresaChl);
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  await expect(selector).toBeVisible();
  await selector.click();
  await expect(page.getByRole('option')).toHaveText(['Inversiones Andes Retail SpA', 'Comercial Pacífico Limitada']);
  await page.keyboard.press('Escape');

  // a user of one company: the top bar has no selector
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Salir' }).click();
  await signIn(page, ACCOUNTS.empresaPer);
  await expect(page.getByRole('heading', { name: 'Hola, Luis Quispe Huamán' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  await expect(selector).toHaveCount(0);
});

test("every route of the spec's table opens a page, never 'En construcción' or a blank page", async ({ page }) => {
  await signedIn(page, 'empresaChl');
  // the selection variants of the finance lists and the staffing screens, the last placeholders
  for (const [path, heading] of [
    ['seleccionFactura', 'Facturas'],
    ['seleccionArchivo', 'Gastos comunes'],
    ['dotaciones', 'Dotaciones recibidas'],
  ]) {
    await page.goto(`/chl/shopping/${path}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'En construcción' })).toHaveCount(0);
  }
});

// 2026-11-21 03:30 UTC: already Saturday 00:30 in Santiago (UTC-3), still Friday 22:30 in Bogotá (UTC-5)
const CLOCK_AT = new Date('2026-11-21T03:30:00Z');

test('home: clock, quick actions by ability, and no serious accessibility violations', async ({ page }) => {
  await page.clock.install({ time: CLOCK_AT });
  await signedIn(page, 'empresaChl');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hola, Carolina Muñoz Soto' })).toBeVisible();
  // the live clock shows Chile's time (a minute or two may pass while signing in)
  const clock = page.getByRole('group', { name: 'Fecha y hora en Chile' });
  await expect(clock.locator('time')).toHaveText(/^00:3[0-2]:\d\d$/);
  await expect(clock).toContainText('sábado, 21 de noviembre de 2026');
  await expect(page.getByText('Crear usuario').first()).toBeVisible();
  await expect(page.getByText('Centro de ayuda').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("home: staff find their side's quick action (marketing reviews campaigns, front-desk staff validate coupons)", async ({
  page,
  browser,
}) => {
  const quick = page.getByRole('region', { name: 'Accesos rápidos' });
  await signedIn(page, 'marketing');
  await page.goto('/');
  await expect(quick.getByRole('heading', { name: 'Revisar descuentos' })).toBeVisible();
  await expect(quick.getByRole('heading', { name: 'Validar descuentos' })).toHaveCount(0);
  await quick.getByRole('heading', { name: 'Revisar descuentos' }).click();
  await expect(page).toHaveURL(/\/chl\/shopping\/revision-descuentos$/);

  const desk = await signedInPage(browser, 'personalCentro');
  const deskQuick = desk.getByRole('region', { name: 'Accesos rápidos' });
  await desk.goto('/');
  await expect(deskQuick.getByRole('heading', { name: 'Validar descuentos' })).toBeVisible();
  await expect(deskQuick.getByRole('heading', { name: 'Revisar descuentos' })).toHaveCount(0);
  await deskQuick.getByRole('heading', { name: 'Validar descuentos' }).click();
  await expect(desk).toHaveURL(/\/chl\/shopping\/validar-descuentos$/);
  await desk.context().close();
});

test("home: the clock of a Colombian user shows Colombia's time, and it runs", async ({ page }) => {
  await page.clock.install({ time: CLOCK_AT });
  await signedIn(page, 'empresaCol');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hola, Andrés Restrepo Gómez' })).toBeVisible();
  const clock = page.getByRole('group', { name: 'Fecha y hora en Colombia' });
  const time = clock.locator('time');
  await expect(time).toHaveText(/^22:3[0-2]:\d\d$/);
  await expect(clock).toContainText('viernes, 20 de noviembre de 2026');
  // an hour and a half later it is Saturday there too
  await page.clock.fastForward('01:30:00');
  await expect(time).toHaveText(/^00:0[0-2]:\d\d$/);
  await expect(clock).toContainText('sábado, 21 de noviembre de 2026');
});

test('a store chief has no create-user card', async ({ page }) => {
  await signedIn(page, 'localChl');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  await expect(page.getByText('Crear usuario')).toHaveCount(0);
});

test('the about page shows the front-end and back-end versions', async ({ page }) => {
  await signedIn(page, 'empresaCol');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Version del sitio' }).click();
  await expect(page.getByRole('heading', { name: 'Acerca de este sitio' })).toBeVisible();
  await expect(page.getByText('Centralizar todas las interacciones con los locatarios en una única plataforma')).toBeVisible();

  // the back end's branch, commit and date are what /api/actuator/info answers, the date shown
  // as dd/MM/yyyy HH:mm in the browser's time zone
  const info = (await (await page.request.get('/api/actuator/info')).json()) as {
    git: { branch: string; commit: { id: string; time: string } };
  };
  expect(info.git.commit.id).toMatch(/^[0-9a-f]{7,40}$/);
  const back = page.getByRole('region', { name: 'Back-end' });
  const row = (region: typeof back, term: string) => region.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect(row(back, 'Rama')).toHaveText(info.git.branch);
  await expect(row(back, 'Commit')).toHaveText(info.git.commit.id);
  await expect(row(back, 'Fecha')).toHaveText(shownDate(info.git.commit.time));

  // the front end's were fixed when it was built from the same checkout
  const front = page.getByRole('region', { name: 'Front-end' });
  await expect(row(front, 'Rama')).toHaveText(info.git.branch);
  await expect(row(front, 'Commit')).toHaveText(/^[0-9a-f]{7,40}$/);
  await expect(row(front, 'Fecha')).toHaveText(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
});

test("a page whose code does not arrive: the app reloads once by itself, then says so in the shell; 'Reintentar' loads it", async ({
  page,
}) => {
  await signedIn(page, 'empresaCol');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  // the about page's code fails (a network cut, or a deploy that removed the old files)
  const chunk = /\/assets\/about-page-[^/]+\.js$/;
  const asked: string[] = [];
  await page.route(chunk, (route) => {
    asked.push(route.request().url());
    return route.abort('connectionfailed');
  });
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Version del sitio' }).click();
  await expect(page.getByRole('heading', { name: 'No se pudo cargar la página' })).toBeVisible();
  await expect(page.getByText('Revisa tu conexión a internet e inténtalo de nuevo.', { exact: false })).toBeVisible();
  // asked from the home, then again after the app reloaded itself at the page's address
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('reload');
  expect(page.url()).toMatch(/\/col\/shopping\/acerca_de_nosotros$/);
  expect(asked.length).toBeGreaterThanOrEqual(2);
  // the top bar and the menu stay around it
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.unroute(chunk);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { name: 'Acerca de este sitio' })).toBeVisible();
});

/** An ISO instant as the about page shows it: dd/MM/yyyy HH:mm in the browser's zone (America/Santiago). */
function shownDate(iso: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Santiago',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

test('an unknown page shows the error page', async ({ page }) => {
  await signedIn(page, 'empresaCol');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  await page.goto('/col/shopping/esto/no/existe/aqui');
  await expect(page.getByText('Página no encontrada.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver a inicio' })).toBeVisible();
  // one segment that is not an announcement ('{id}_{slug}') is an unknown page too
  await page.goto('/col/shopping/no-existe');
  await expect(page.getByText('Página no encontrada.')).toBeVisible();
});

test('robots.txt is a text file for crawlers, not the app', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await res.text()).toMatch(/^User-agent: \*\nDisallow: \/api\/$/m);
});

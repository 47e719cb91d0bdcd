import type { Page, Response } from '@playwright/test';
import { axeViolations, expect, signedIn, test, watchCspViolations, type Account } from './fixtures';

/**
 * Every page a user's menu offers opens and keeps them signed in. A call of a page that answers
 * 403 ends the session ('Tu sesión terminó'), so a page that asks for something its
 * user may not use signs that user out instead of showing an error. This walks the whole menu of
 * each demo role (tenants of the four countries, and staff) and fails on any such call, on a
 * server error, on an unexpected-error screen, on a page turned away by the route guard, on a
 * page wider than a phone's screen, on an ISO date (yyyy-MM-dd) anywhere in a page's text and on
 * a serious or critical accessibility violation (axe) of any page it opens.
 */
const ACCOUNTS: Account[] = [
  'empresaChl',
  'marcaChl',
  'localChl',
  'empresaPer',
  'empresaArg',
  'empresaCol',
  'finanzas',
  'auditor',
  'operador',
  'admin',
  'marketing',
  'personalCentro',
  'soporte',
  // a work-request approver (the five INT_ roles share one menu)
  'int_operaciones@vitrina.test',
];

const PHONE = 320;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

/** The menu's links (same origin), every group opened once (a group may close another). */
async function menuLinks(page: Page) {
  await expect(nav(page)).toBeVisible();
  const hrefs = new Set<string>();
  const opened = new Set<string>();
  const collect = async () => {
    const found = await nav(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const h of found) if (h.startsWith('/')) hrefs.add(h);
  };
  await collect();
  for (let i = 0; i < 20; i++) {
    const closed = nav(page).getByRole('button', { expanded: false });
    const names = (await closed.allInnerTexts()).map((t) => t.trim()).filter((t) => t && !opened.has(t));
    if (!names.length) break;
    opened.add(names[0]!);
    await nav(page).getByRole('button', { name: names[0], exact: true, expanded: false }).click();
    await expect(nav(page).getByRole('button', { name: names[0], exact: true })).toHaveAttribute('aria-expanded', 'true');
    await collect();
  }
  return [...hrefs];
}

/**
 * Watches a page's API calls: every 401, 403 or 5xx answer and every page error goes to `bad`,
 * labelled with the page being visited (`at`); `settled()` waits until no call is in flight for a
 * moment (the notification stream aside).
 */
function watch(page: Page) {
  const bad: string[] = [];
  let inFlight = 0;
  const w = { bad, at: '/', settled };
  const api = (url: string) => new URL(url).pathname.startsWith('/api/') && !url.includes('/notifications/stream');
  page.on('request', (r) => {
    if (api(r.url())) inFlight++;
  });
  const done = (r: { url(): string }) => {
    if (api(r.url())) inFlight = Math.max(0, inFlight - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (r: Response) => {
    const status = r.status();
    if (api(r.url()) && (status === 401 || status === 403 || status >= 500))
      bad.push(`${w.at}: ${r.request().method()} ${new URL(r.url()).pathname} answered ${status}`);
  });
  page.on('pageerror', (e) => bad.push(`${w.at}: page error ${e.message}`));
  async function settled() {
    const until = Date.now() + 15_000;
    let quietSince = Date.now();
    while (Date.now() < until) {
      if (inFlight > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 300) return;
      await page.waitForTimeout(50);
    }
  }
  return w;
}

/** What no page may show: the session's end, an unexpected error. */
async function badTexts(page: Page, w: ReturnType<typeof watch>) {
  for (const text of ['Tu sesión terminó', 'Error inesperado'])
    if (await page.getByText(text).count()) w.bad.push(`${w.at}: shows '${text}'`);
}

for (const account of ACCOUNTS) {
  test(`every page of the menu of ${account} opens and keeps the session`, async ({ page }) => {
    test.setTimeout(120_000);
    await signedIn(page, account);
    const w = watch(page);
    // the Content-Security-Policy: no page breaks it (an eval, an inline script or style, a foreign source)
    const csp = await watchCspViolations(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
    const links = await menuLinks(page);
    expect(links.length, 'the menu offers pages').toBeGreaterThan(2);
    // every page on a small phone's screen (320 px, the narrowest in use): nothing wider than it
    await page.setViewportSize({ width: PHONE, height: 640 });
    const visit = async (href: string) => {
      w.at = href;
      // as a click on a link does: a navigation inside the app, no reload
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, href);
      await expect(page, `${href} stays open`).toHaveURL((u) => u.pathname === href.split('?')[0]);
      await w.settled();
      // a page's guided tour opens by itself on its first visit in this browser (monthly sales)
      const skipTour = page.getByRole('dialog').getByRole('button', { name: 'Omitir Tour' });
      if (await skipTour.count()) await skipTour.click();
      await expect(page.getByRole('heading', { level: 1 }).first(), `${href} shows its page`).toBeVisible();
      await badTexts(page, w);
      for (const v of csp.splice(0)) w.bad.push(`${href}: Content-Security-Policy violation ${v}`);
      if (await page.getByText('No puedes acceder a esta ruta').count()) w.bad.push(`${href}: turned away by the guard`);
      // every date a person reads is dd/MM/yyyy: no ISO date in what the page shows
      const iso = /\b\d{4}-\d{2}-\d{2}\b/.exec(await page.getByRole('main').innerText());
      if (iso) w.bad.push(`${href}: shows the ISO date ${iso[0]}`);
      for (const v of await axeViolations(page))
        if (v.impact === 'serious' || v.impact === 'critical') w.bad.push(`${href}: axe ${v.id} (${v.impact}) at ${v.targets.join(', ')}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE) w.bad.push(`${href}: ${width} px wide on a ${PHONE} px screen`);
    };
    // and the first page below each (a brand, a client, a request…) that the page links to
    const below: string[] = [];
    for (const href of links) {
      await visit(href);
      const path = href.split('?')[0]!;
      if (path.split('/').length <= 3) continue; // the home: everything is below it
      const deeper = await page
        .getByRole('main')
        .getByRole('link')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      const section = path.split('/').slice(0, 4).join('/');
      const first = deeper.find((d) => d.split('?')[0]!.startsWith(`${section}/`) && !links.includes(d) && !below.includes(d));
      if (first) below.push(first);
    }
    for (const href of below) await visit(href);
    expect(w.bad).toEqual([]);
    // still signed in after the whole menu
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  });
}

/**
 * The pages with parameters of the route table, typed in the address bar (a link in an e-mail, a
 * bookmark): each either opens or turns the user away with 'No puedes acceder a esta ruta',
 * never ending the session. Demo records of the Chilean company Andes (space c1001, brand
 * CHL-M11); tenants without some permissions and staff of several roles.
 */
const WITH_PARAMETERS = [
  'espacio/c1001/encargados',
  'resumen-ventas-detalle/c1001/76543210-3?mes=2026-11&vista=tabla',
  'marca/CHL-M11',
  'marca/CHL-M11/contactos',
  'marca/espacio/c1001',
  'onDemand/informe-de-ventas',
  'perfil/ver_cliente/CHL76543210-3',
  'centro-de-ayuda/como-declaro-mis-ventas-diarias',
  'consola/clientes/CHL76543210-3',
  'consola/auditoria/c1001',
  '1',
];
for (const account of ['marcaChl', 'localChl', 'auditor', 'operador', 'soporte'] as const) {
  test(`the pages with parameters, typed by ${account}, open or turn them away without ending the session`, async ({ page }) => {
    test.setTimeout(120_000);
    await signedIn(page, account);
    const w = watch(page);
    for (const path of WITH_PARAMETERS) {
      w.at = path;
      await page.goto(`/chl/shopping/${path}`);
      await w.settled();
      const url = new URL(page.url());
      if (url.pathname === '/chl/shopping')
        await expect(page.getByText('No puedes acceder a esta ruta').first(), `${path} turned away`).toBeVisible();
      else await expect(page.getByRole('heading', { level: 1 }).first(), `${path} shows its page`).toBeVisible();
      await badTexts(page, w);
    }
    expect(w.bad).toEqual([]);
  });
}

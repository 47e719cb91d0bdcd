import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { ACCOUNTS, axeViolations, expect, signIn, test } from './fixtures';

/**
 * Daily sales in the browser (issue 3). Every day the tests touch is picked from the API's own
 * answers (its `hoy`, pending dates and rows), so they pass whatever today's date is.
 */

const requireFromServer = createRequire(resolve(import.meta.dirname, '../../apps/server/package.json'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ExcelJS = requireFromServer('exceljs') as typeof import('exceljs');

interface Row {
  id: string | null; fecha_registro: string; fecha: string; tipo: string; cargable: boolean; editable: boolean;
  auditada: boolean; justification_id: number | null; total: number | null;
}
interface Period {
  hoy: string; pendientes_mes_anterior: string[]; bloqueo_mes_anterior: boolean; periodo_cerrado: boolean;
  generalData: { space_int_code: string; empresa_id: string; marca: string; local: string; edificio: string; tax_id: string; contract_space_id: string };
  data: Row[];
}
interface Space { generalData: Period['generalData']; estado: string; sales: { pending: string[] } }

const pad = (n: number) => String(n).padStart(2, '0');
const ymOf = (d: string) => d.slice(0, 7);
const monthBounds = (ym: string) => {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${ym}-01`, end: `${ym}-${pad(last)}` };
};
const prevYm = (ym: string) => {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${pad(m - 1)}`;
};
const addDays = (d: string, n: number) => {
  const t = new Date(`${d}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
};
const ddmmyyyy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

/** Signs in and waits for home; returns the session's bearer token. */
async function signInWithToken(page: Page, email: string) {
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token!;
}

/**
 * A call with the page's current token: the app renews (rotates) its token when a page loads,
 * so it is read at every call, never kept.
 */
async function api<T>(page: Page, _token: string, path: string, init: { method?: string; data?: unknown } = {}) {
  for (let attempt = 0; ; attempt++) {
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const res = await page.request.fetch(`/api/fo/sales${path}`, {
      method: init.method ?? 'GET', data: init.data, headers: { Authorization: `Bearer ${token}` },
    });
    // a renew in flight has already revoked the token the page still holds: read it again
    if (res.status() === 401 && attempt < 5) {
      await page.waitForTimeout(400);
      continue;
    }
    return { status: res.status(), body: (await res.json()) as T };
  }
}

async function overview(page: Page, token: string) {
  const r = await api<{ data: { hoy: string; spaces: Space[] } }>(page, token, '/daily/spaces');
  expect(r.status).toBe(200);
  return r.body.data;
}

async function period(page: Page, token: string, spaceId: string, ym: string, companyId?: string) {
  const { start, end } = monthBounds(ym);
  const q = `start_date=${start}&end_date=${end}${companyId ? `&company_id=${companyId}` : ''}`;
  const r = await api<{ data: Period }>(page, token, `/daily/space/${spaceId}/period?${q}`);
  expect(r.status).toBe(200);
  return r.body.data;
}

/**
 * The month the space page opens on (the previous one while it still has pending days) and a
 * declarable, undeclared day in it: the first pending day of last month, or today.
 */
async function declarableDay(page: Page, token: string, space: Space) {
  const hoy = (await period(page, token, space.generalData.space_int_code, ymOf((await overview(page, token)).hoy), space.generalData.empresa_id));
  if (hoy.pendientes_mes_anterior.length > 0) return { ym: prevYm(ymOf(hoy.hoy)), day: hoy.pendientes_mes_anterior[0]!, hoy: hoy.hoy };
  const today = hoy.data.find((r) => r.fecha_registro === hoy.hoy)!;
  expect(today.cargable).toBe(true);
  return { ym: ymOf(hoy.hoy), day: hoy.hoy, hoy: hoy.hoy };
}

const spacePath = (country: string, s: Space, ym: string, view = 'tabla') =>
  `/${country}/shopping/resumen-ventas-detalle/${s.generalData.space_int_code}/${s.generalData.empresa_id}?mes=${ym}&vista=${view}`;

const DS_LOCAL = 'Local';
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const dayRow = (page: Page, fecha: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: fecha, exact: true }) });

test('espacio/locales: tabs with counts, search, and no serious accessibility violations', async ({ page }) => {
  const token = await signInWithToken(page, ACCOUNTS.localChl);
  const data = await overview(page, token);
  await page.goto('/chl/shopping/espacio/locales');
  await expect(page.getByRole('heading', { name: 'Venta Diaria' })).toBeVisible();
  for (const t of ['Todas', 'Pendientes', 'Al día', 'Auditadas']) await expect(page.getByRole('tab', { name: new RegExp(`^${t}`) })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Todas/ })).toContainText(String(data.spaces.length));
  const first = data.spaces[0]!.generalData;
  await expect(page.getByRole('button', { name: new RegExp(`^${escapeRe(first.marca)}`) }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Buscar por local, marca o estado').fill('zzz-no-existe');
  await expect(page.getByText('No se encontraron resultados')).toBeVisible();
  await page.getByLabel('Buscar por local, marca o estado').fill('');
  const upToDate = data.spaces.filter((s) => s.estado === 'Al día').length;
  await page.getByRole('tab', { name: /^Al día/ }).click();
  await expect(page).toHaveURL(/tab=al_dia/);
  if (upToDate === 0) await expect(page.getByText('No tienes locales al día')).toBeVisible();
  else await expect(page.getByRole('button', { name: / · / })).toHaveCount(upToDate);
});

test('a Chile store chief declares a pending day through the stepper and sees it as reported', async ({ page }) => {
  const token = await signInWithToken(page, ACCOUNTS.localChl);
  const space = (await overview(page, token)).spaces[0]!;
  const target = await declarableDay(page, token, space);
  const fecha = ddmmyyyy(target.day);

  await page.goto('/chl/shopping/espacio/locales');
  await page.getByRole('button', { name: new RegExp(`^${escapeRe(space.generalData.marca)}.*${DS_LOCAL} ${escapeRe(space.generalData.local)} · `) }).first().click();
  await expect(page.getByRole('heading', { name: `${space.generalData.marca} · ${space.generalData.local} · ${space.generalData.edificio}` })).toBeVisible();
  if (target.ym !== ymOf(target.hoy)) await expect(page).toHaveURL(new RegExp(`mes=${target.ym}`));
  if (target.ym === ymOf(target.hoy)) await expect(page.getByRole('button', { name: 'Mes siguiente' })).toBeDisabled();
  await page.getByRole('button', { name: 'Ver como tabla' }).click();

  await dayRow(page, fecha).getByRole('button', { name: `Declarar ${fecha}` }).click();
  const drawer = page.getByRole('dialog', { name: `Declarar venta del ${fecha}` });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('¡Importante! Los montos ingresados deben ser expresados en valores brutos con IVA incluido.')).toBeVisible();
  // Boletas: cash and card stay disabled until there are tickets
  await expect(drawer.getByLabel('Monto efectivo boletas')).toBeDisabled();
  await drawer.getByLabel('Cantidad de tickets boletas').fill('3');
  await drawer.getByLabel('Monto efectivo boletas').fill('10000');
  await drawer.getByLabel('Monto tarjeta boletas').fill('20500');
  await drawer.getByRole('button', { name: 'Siguiente' }).click();
  await expect(drawer.getByRole('heading', { name: 'Facturas' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Siguiente' }).click();
  await expect(drawer.getByRole('heading', { name: 'Exentas' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Siguiente' }).click();
  await drawer.getByLabel('Agregar nota').check();
  await drawer.getByRole('textbox', { name: 'Nota' }).fill('Declarada en prueba');
  await drawer.getByRole('button', { name: 'Siguiente' }).click();
  await expect(drawer.getByRole('heading', { name: 'Enviar reporte' })).toBeVisible();
  const summary = drawer.getByRole('region', { name: 'Resumen de venta' });
  await expect(summary).toContainText('$ 30.500');
  await drawer.getByRole('button', { name: 'Declarar' }).click();

  await expect(page.getByText('Registro exitoso')).toBeVisible();
  await expect(page.getByText('Venta diaria reportada exitosamente')).toBeVisible();
  await expect(drawer).toBeHidden();
  const row = dayRow(page, fecha);
  await expect(row).toContainText('$ 30.500');
  await expect(row.getByRole('button', { name: `Actualizar ${fecha}` })).toBeVisible();

  const after = await period(page, token, space.generalData.space_int_code, target.ym, space.generalData.empresa_id);
  expect(after.data.find((r) => r.fecha_registro === target.day)).toMatchObject({ tipo: 'reportada', total: 30500 });
});

test('a Peru user declares with credit notes and sees the net total', async ({ page }) => {
  const token = await signInWithToken(page, ACCOUNTS.empresaPer);
  const spaces = (await overview(page, token)).spaces;
  const space = spaces[0]!;
  const target = await declarableDay(page, token, space);
  const fecha = ddmmyyyy(target.day);

  await page.goto(spacePath('per', space, target.ym));
  await dayRow(page, fecha).getByRole('button', { name: `Declarar ${fecha}` }).click();
  const drawer = page.getByRole('dialog', { name: `Declarar venta del ${fecha}` });
  await expect(drawer.getByText('Los montos deben ingresarse netos, sin IGV.')).toBeVisible();
  await drawer.getByLabel('Cantidad de transacciones').fill('12');
  await drawer.getByLabel('Monto total sin IGV').fill('1500.50');
  await drawer.getByLabel('Serie boletas').fill('B002');
  await drawer.getByLabel('Añadir notas de crédito').check();
  await drawer.getByLabel('Monto notas de crédito').fill('200.25');
  const summary = drawer.getByRole('region', { name: 'Resumen de venta' });
  await expect(summary).toContainText('Total de Venta Neta');
  await expect(summary).toContainText('S/ 1,300.25');
  await drawer.getByRole('button', { name: 'Declarar' }).click();

  await expect(page.getByText('Venta diaria reportada exitosamente')).toBeVisible();
  await expect(drawer).toBeHidden();
  const row = dayRow(page, fecha);
  await expect(row).toContainText('S/ 1,300.25');
  await expect(row).toContainText('-S/ 200.25');
  await expect(row).toContainText('B002');
});

test('a justification over a range marks every day of the range', async ({ page }) => {
  const token = await signInWithToken(page, ACCOUNTS.empresaArg);
  const space = (await overview(page, token)).spaces[0]!;
  const first = await declarableDay(page, token, space);
  // two consecutive declarable, non-audited days up to today in the month the page opens on
  let ym = first.ym;
  let rows = (await period(page, token, space.generalData.space_int_code, ym, space.generalData.empresa_id)).data;
  const pairIn = (rs: Row[]) => {
    const ok = (r?: Row) => !!r && r.cargable && r.editable && !r.auditada && r.fecha_registro <= first.hoy;
    for (let i = rs.length - 1; i > 0; i--) if (ok(rs[i]) && ok(rs[i - 1])) return [rs[i - 1]!, rs[i]!];
    return undefined;
  };
  let pair = pairIn(rows);
  if (!pair) {
    ym = prevYm(ym);
    rows = (await period(page, token, space.generalData.space_int_code, ym, space.generalData.empresa_id)).data;
    pair = pairIn(rows);
  }
  expect(pair, 'two declarable days').toBeTruthy();
  const [from, to] = pair!;

  await page.goto(spacePath('arg', space, ym));
  const actions = dayRow(page, from.fecha);
  await actions.getByRole('button', { name: new RegExp(`(Declarar|Actualizar) ${from.fecha}`) }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Justificar' }).click();
  await expect(drawer.getByText('Estimado usuario usted no ha registrado ventas')).toBeVisible();
  await expect(drawer.getByText('Por favor indique el motivo a continuación.')).toBeVisible();
  await drawer.getByLabel('Seleccione una justificación').click();
  await page.getByRole('option', { name: 'Local cerrado por remodelación' }).click();
  await expect(drawer.getByLabel('Hasta')).toBeDisabled();
  await drawer.getByLabel('Desde').fill(from.fecha_registro);
  await drawer.getByLabel('Hasta').fill(to.fecha_registro);
  await expect(drawer.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  const overwrite = [from, to].some((r) => r.id && r.justification_id == null);
  const confirm = drawer.getByLabel(`Confirmo que los datos son correctos${overwrite ? '. Se sobreescribirán las ventas anteriormente ingresadas.' : ''}`, { exact: true });
  await confirm.check();
  await drawer.getByRole('button', { name: 'Enviar' }).click();

  await expect(page.getByText(/Justificación (registrada|actualizada) exitosamente/)).toBeVisible();
  await expect(drawer).toBeHidden();
  for (const r of [from, to]) await expect(dayRow(page, r.fecha)).toContainText('Justificado');
  const after = await period(page, token, space.generalData.space_int_code, ym, space.generalData.empresa_id);
  for (const r of [from, to]) expect(after.data.find((x) => x.fecha_registro === r.fecha_registro)?.tipo).toBe('justificada');
});

test('an audited day cannot be edited', async ({ page, browser }) => {
  const token = await signInWithToken(page, ACCOUNTS.empresaCol);
  const space = (await overview(page, token)).spaces[0]!;
  const hoy = (await overview(page, token)).hoy;
  // a declared, not yet audited day of this month or the last one
  let ym = ymOf(hoy);
  let rows = (await period(page, token, space.generalData.space_int_code, ym, space.generalData.empresa_id)).data;
  let day = rows.find((r) => r.id && !r.auditada && r.justification_id == null);
  if (!day) {
    ym = prevYm(ym);
    rows = (await period(page, token, space.generalData.space_int_code, ym, space.generalData.empresa_id)).data;
    day = rows.find((r) => r.id && !r.auditada && r.justification_id == null);
  }
  expect(day, 'a declared day').toBeTruthy();

  // the auditor marks it audited
  const auditorContext = await browser.newContext();
  const auditorPage = await auditorContext.newPage();
  const auditorToken = await signInWithToken(auditorPage, 'auditor@vitrina.test');
  const audit = await api(auditorPage, auditorToken, '/daily/audit', {
    method: 'PATCH', data: { space_int_code: space.generalData.space_int_code, start_date: day!.fecha_registro, end_date: day!.fecha_registro, auditada: true },
  });
  expect(audit.status).toBe(200);
  await auditorContext.close();

  await page.goto(spacePath('col', space, ym));
  const row = dayRow(page, day!.fecha);
  await expect(row.getByRole('button', { name: new RegExp(`^Auditada ${day!.fecha}`) })).toBeDisabled();
  await expect(row.getByRole('button', { name: `Actualizar ${day!.fecha}` })).toHaveCount(0);

  // the calendar's day panel says so and closes on Escape
  await page.getByRole('button', { name: 'Modo calendario' }).click();
  await page.getByRole('button', { name: new RegExp(`${day!.fecha}.*Auditada`) }).click();
  const panel = page.getByRole('dialog', { name: 'Registro de venta' });
  await expect(panel.getByText('Venta auditada')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // and the server refuses an edit
  const refused = await api<{ message: string }>(page, token, `/report/daily_sales/col/${encodeURIComponent(ACCOUNTS.empresaCol)}`, {
    method: 'POST',
    data: { country_id: 'COL', space_int_code: space.generalData.space_int_code, fecha_registro: day!.fecha_registro, total_tickets: 1, detalles: { total_monto_efectivo: 1000 }, metodo_ingreso: 'form' },
  });
  expect(refused.status).toBeGreaterThanOrEqual(400);
  expect(refused.body.message).toBe('No puedes editar una venta auditada');
});

async function bulkFile(rows: (string | number)[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ventas');
  ws.addRow(['País', 'RUT/ID fiscal', 'ID espacio contrato', 'Local', 'Marca', 'Centro comercial', 'Fecha (aaaa-mm-dd)', 'Total tickets', 'Total ventas', 'Total notas de crédito']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test('a bulk upload with one bad row is rejected with its row message, then accepted when fixed', async ({ page }) => {
  const token = await signInWithToken(page, ACCOUNTS.empresaChl);
  const me = await page.request.get('/api/fo/auth/me', { headers: { Authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('token'))}` } });
  const client = ((await me.json()) as { user: { clients: { id: string; taxId: string; name: string }[] } }).user.clients[0]!;
  const res = await api<{ data: { hoy: string; spaces: Space[] } }>(page, token, `/daily/spaces?company_id=${client.id}`);
  const spaces = res.body.data.spaces;
  const space = spaces[spaces.length - 1]!;
  const hoy = res.body.data.hoy;
  // yesterday, unless that is in a closed previous month: then today
  const p = await period(page, token, space.generalData.space_int_code, ymOf(addDays(hoy, -1)), client.id);
  const yesterday = p.data.find((r) => r.fecha_registro === addDays(hoy, -1));
  const day = yesterday && yesterday.cargable && !yesterday.auditada ? yesterday.fecha_registro : hoy;
  const good = ['CHL', client.taxId, space.generalData.contract_space_id, space.generalData.local, space.generalData.marca, space.generalData.edificio, day, 40, 250000, 0];
  const bad = ['CHL', client.taxId, 'NOEXISTE_1', '', '', '', day, 5, 10000, 0];

  await page.goto('/chl/shopping/espacio/locales');
  await page.getByRole('button', { name: 'Carga Masiva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Carga Masiva' });
  await expect(dialog.getByRole('button', { name: 'Descargar plantilla' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cargar', exact: true })).toBeDisabled();
  await dialog.getByLabel('Seleccionar archivo .xlsx').setInputFiles({ name: 'ventas.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await bulkFile([good, bad]) });
  await expect(dialog.getByText('ventas.xlsx')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cargar', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Errores de validación');
  await expect(dialog.getByRole('alert')).toContainText('Fila 3: ID Espacio Contrato "NOEXISTE_1" no encontrado en los contratos del cliente');
  // nothing was written
  const before = await period(page, token, space.generalData.space_int_code, ymOf(day), client.id);
  expect(before.data.find((r) => r.fecha_registro === day)?.total).not.toBe(250000);

  await dialog.getByLabel('Seleccionar archivo .xlsx').setInputFiles({ name: 'ventas-corregidas.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await bulkFile([good]) });
  await dialog.getByRole('button', { name: 'Cargar', exact: true }).click();
  await expect(page.getByText('Ventas cargadas correctamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/chl\/shopping\/espacio\/locales/);
  const after = await period(page, token, space.generalData.space_int_code, ymOf(day), client.id);
  expect(after.data.find((r) => r.fecha_registro === day)).toMatchObject({ tipo: 'reportada', total: 250000 });
});

test('the space page: month navigation, contacts tab, and no serious accessibility violations', async ({ page }) => {
  const token = await signInWithToken(page, ACCOUNTS.empresaChl);
  const data = await overview(page, token);
  const space = data.spaces[0]!;
  await page.goto(spacePath('chl', space, ymOf(data.hoy), 'calendario'));
  await expect(page.getByRole('heading', { name: `${space.generalData.marca} · ${space.generalData.local} · ${space.generalData.edificio}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mes siguiente' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Descargar grupo' })).toBeVisible();
  // the calendar is Sunday-first
  await expect(page.getByRole('columnheader').first()).toHaveAccessibleName('Domingo');
  const modal = page.getByRole('dialog', { name: 'Tienes ventas pendientes del mes anterior' });
  if (await modal.isVisible()) await modal.getByRole('button', { name: 'Ir al periodo anterior' }).click();
  expect(await axeViolations(page)).toEqual([]);

  // two months back is a closed period
  await page.getByRole('button', { name: 'Mes anterior' }).click();
  await page.getByRole('button', { name: 'Mes anterior' }).click();
  await expect(page).toHaveURL(new RegExp(`mes=${prevYm(prevYm(ymOf(data.hoy)))}`));
  await expect(page.getByText('Período cerrado')).toBeVisible();
  await page.getByRole('button', { name: 'Ver como tabla' }).click();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Contactos' }).click();
  await expect(page.getByRole('heading', { name: 'Jefes de Local' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('on a phone the month table becomes expandable day cards with the country\'s values', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await signInWithToken(page, ACCOUNTS.empresaChl);
  const data = await overview(page, token);
  const space = data.spaces[0]!;
  const ym = prevYm(prevYm(ymOf(data.hoy)));
  const month = await period(page, token, space.generalData.space_int_code, ym, space.generalData.empresa_id);
  const declared = month.data.find((r) => r.total !== null && r.justification_id === null)!;
  expect(declared).toBeTruthy();
  await page.goto(spacePath('chl', space, ym));
  await expect(page.getByText('Período cerrado')).toBeVisible();
  const cards = page.getByRole('list', { name: 'Modo tabla' });
  await expect(cards.getByRole('listitem')).toHaveCount(month.data.length);
  await expect(page.getByRole('table')).toHaveCount(0);
  const card = cards.getByRole('listitem').filter({ hasText: declared.fecha });
  await expect(card).toContainText(declared.tipo === 'auditada' ? 'Auditada' : 'Reportada');
  await card.getByRole('button', { name: new RegExp(escapeRe(declared.fecha)) }).click();
  await expect(card.getByText('Boletas · Bruto')).toBeVisible();
  await expect(card.getByText('Exentas de IVA · Tickets')).toBeVisible();
  await expect(card.getByText('Atraso')).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: /^\$/ }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a finance user sees the read-only calendars: no declaring, only \'Sin declarar\'', async ({ page }) => {
  const token = await signInWithToken(page, 'finanzas@vitrina.test');
  await page.goto('/chl/shopping/espacio/locales');
  await expect(page.getByRole('heading', { name: 'Venta Diaria' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Carga Masiva' })).toHaveCount(0);
  const data = await overview(page, token);
  // an undeclared day the other tests leave alone (they use today, yesterday and last month's first pending day)
  let pick: { space: Space; ym: string; row: Row } | undefined;
  for (const s of [...data.spaces].reverse()) {
    const ym = ymOf(data.hoy);
    const p = await period(page, token, s.generalData.space_int_code, ym, s.generalData.empresa_id);
    const row = p.data.find((r) => r.cargable && !r.id && r.tipo !== 'no declarada' && r.fecha_registro < addDays(p.hoy, -1))
      ?? p.data.find((r) => r.fecha_registro === p.hoy);
    if (row) { pick = { space: s, ym, row }; if (row.fecha_registro !== p.hoy) break; }
  }
  expect(pick).toBeTruthy();
  const { space, ym, row } = pick!;
  await page.goto(spacePath('chl', space, ym));
  await expect(page.getByRole('heading', { name: `${space.generalData.marca} · ${space.generalData.local} · ${space.generalData.edificio}` })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Tienes ventas pendientes del mes anterior' })).toHaveCount(0);
  await expect(dayRow(page, row.fecha)).toContainText('Sin declarar');
  await expect(page.getByRole('button', { name: /^(Declarar|Actualizar) \d/ })).toHaveCount(0);
});

test('local managers: assign a contact as \'Jefe de Local\' and remove them', async ({ page }) => {
  const token = await signInWithToken(page, ACCOUNTS.empresaChl);
  const data = await overview(page, token);
  let target: { space: Space; candidate: { id: string; nombres: string; apellidos: string; email: string } } | undefined;
  for (const s of data.spaces) {
    const m = await api<{ data: { managers: unknown[]; candidates: { id: string; nombres: string; apellidos: string; email: string }[]; max: number } }>(page, token, `/managers/space/${s.generalData.space_int_code}`);
    if (m.status === 200 && m.body.data.managers.length < m.body.data.max && m.body.data.candidates.length) {
      target = { space: s, candidate: m.body.data.candidates[0]! };
      break;
    }
  }
  expect(target, 'a space with room for a manager').toBeTruthy();
  const { space, candidate } = target!;
  const name = `${candidate.nombres} ${candidate.apellidos}`;

  await page.goto(`/chl/shopping/espacio/${space.generalData.space_int_code}/encargados`);
  await expect(page.getByRole('heading', { name: 'Encargados del local' })).toBeVisible();
  await page.getByLabel('Contacto').click();
  await page.getByRole('option', { name: `${name} (${candidate.email})` }).click();
  await page.getByRole('button', { name: 'Asignar', exact: true }).click();
  await expect(page.getByText('Agregado', { exact: true })).toBeVisible();
  const list = page.getByRole('list', { name: 'Jefes de Local' });
  await expect(list).toContainText(name);

  await page.getByRole('button', { name: `Desasignar ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Desasignar jefe de local' });
  await confirm.getByRole('button', { name: 'Desasignar', exact: true }).click();
  await expect(page.getByText('Se desasignó el usuario')).toBeVisible();
  await expect(page.getByRole('button', { name: `Desasignar ${name}` })).toHaveCount(0);
});

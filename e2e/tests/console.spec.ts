import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signedInHomeAt, startOwnServerWithWeb, test, type OwnServer } from './fixtures';
import { CLOCKS } from './clocks';

/**
 * The staff console: the auditor audits three days of a Chilean space from the
 * console (clients directory → client page → the space's calendar, multi-select, required
 * reason); the operator sends the tenant a notification ('Enviar notificación'); the tenant then
 * sees the days 'Auditada', cannot edit them, and reads the notification; the administrator finds
 * the change in 'Registro de auditoría'. On a server of its own (it changes demo data), with
 * the clock pinned to Saturday 5 December 2026 12:00 in Santiago.
 */
const NOW = CLOCKS.december5;
const ANDES_TAX = '76543210-3';
let own: OwnServer | undefined;
let BASE = '';

async function signInAt(page: Page, email: string) {
  await signedInHomeAt(page, email, own, NOW);
  const tour = page.getByRole('dialog', { name: '¡Bienvenido a Vitrina!' });
  if (await tour.isVisible().catch(() => false)) await tour.getByRole('button', { name: 'Omitir Tour' }).click();
}

/** The reported, not audited days of a space's November (read with the page's session). */
async function reportedDays(page: Page, space: string) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const res = await page.request.get(`${BASE}/api/fo/sales/daily/space/${space}/period?start_date=2026-11-01&end_date=2026-11-30`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const rows = (await res.json()).data.data as { fecha_registro: string; fecha: string; id: string | null; auditada: boolean }[];
  return rows.filter((r) => r.id && !r.auditada);
}

test.describe('staff console', () => {
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    own = await startOwnServerWithWeb(160, { CLOCK_START: NOW });
    BASE = own.base;
  });
  test.afterAll(() => own?.stop());

  test('the auditor audits three days of a Chilean space; the tenant sees them Auditada and cannot edit; the operator notifies the tenant and publishes for a brand', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await signInAt(page, 'auditor@vitrina.test');
    // the console's entries of an auditor: Clientes and Auditoría, no staff administration
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('button', { name: 'Consola' }).click();
    await expect(nav.getByRole('link', { name: 'Clientes' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Administración de personal' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Auditoría' }).click();
    await expect(page.getByRole('heading', { name: 'Auditoría' })).toBeVisible();
    // the directory covers every country: the country on each row, and a country filter
    await page.getByRole('combobox', { name: 'País' }).click();
    await page.getByRole('option', { name: 'Perú' }).click();
    const inca = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Inversiones Inca Retail S.A.C.' }) });
    await expect(inca).toContainText('Perú');
    await expect(page.getByRole('link', { name: 'Inversiones Andes Retail SpA' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'País' }).click();
    await page.getByRole('option', { name: 'Todos' }).click();
    await page.getByLabel('Buscar por nombre o identificación tributaria').fill('Andes');
    await page.getByRole('link', { name: 'Inversiones Andes Retail SpA' }).click();
    await expect(page.getByRole('heading', { name: 'Inversiones Andes Retail SpA' })).toBeVisible();
    await page
      .getByRole('link', { name: /^Auditar local/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/consola\/auditoria\/[^/?]+/);
    const space = /\/consola\/auditoria\/([^/?]+)/.exec(page.url())![1]!;

    const days = (await reportedDays(page, space)).slice(0, 3);
    expect(days).toHaveLength(3);
    await page.getByRole('button', { name: 'Mes anterior' }).click();
    await expect(page.getByRole('heading', { name: /noviembre 2026/i })).toBeVisible();
    for (const d of days) await page.getByRole('button', { name: new RegExp(d.fecha.replace(/\//g, '\\/')) }).click();
    await expect(page.getByRole('status').filter({ hasText: '3 días seleccionados' })).toBeVisible();
    await page.getByRole('button', { name: 'Auditar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Auditar días' });
    // the reason is required
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog.getByText('Indica el motivo de la auditoría')).toBeVisible();
    await dialog.getByLabel('Motivo').fill('Cuadratura con el informe de noviembre');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('3 días auditados')).toBeVisible();
    await expect(dialog).toBeHidden();
    for (const d of days)
      await expect(page.getByRole('button', { name: new RegExp(`${d.fecha.replace(/\//g, '\\/')}.*Auditada`) })).toBeVisible();

    // the operator sends a notification to the tenant's administrator from the console
    const operatorContext = await browser.newContext();
    const operator = await operatorContext.newPage();
    await signInAt(operator, 'operador@vitrina.test');
    await operator.getByRole('navigation').first().getByRole('button', { name: 'Consola' }).click();
    await operator.getByRole('navigation').first().getByRole('link', { name: 'Enviar notificación' }).click();
    await expect(operator.getByRole('heading', { name: 'Enviar notificación' })).toBeVisible();
    await operator.getByLabel('Título').fill('Ventas de noviembre auditadas');
    await operator.getByLabel('Mensaje').fill('Tres días de noviembre quedaron auditados.');
    await operator.getByLabel('Buscar usuario por nombre o correo').fill(ACCOUNTS.empresaChl);
    await operator.getByRole('button', { name: 'Buscar', exact: true }).click();
    await operator
      .getByRole('button', { name: /^Agregar / })
      .first()
      .click();
    await expect(operator.getByRole('status').filter({ hasText: '1 destinatario' })).toBeVisible();
    await operator.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(operator.getByText('Notificación enviada a 1 usuario')).toBeVisible();
    // and one to every company administrator of the country (a role)
    await operator.getByRole('button', { name: 'Rol (todos los usuarios de tu país)' }).click();
    await expect(operator.getByRole('combobox', { name: 'Rol' })).toHaveText('Administrador de empresa');
    await expect(
      operator.getByRole('status').filter({ hasText: 'Todos los usuarios con el rol Administrador de empresa de tu país' }),
    ).toBeVisible();
    await operator.getByLabel('Título').fill('Cierre de mes para administradores');
    await operator.getByLabel('Mensaje').fill('Recuerden declarar antes del cierre.');
    await operator.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(operator.getByText(/^Notificación enviada a \d+ usuarios$/)).toBeVisible();
    // and publishes an announcement for one brand of the tenant
    await operator.getByRole('navigation').first().getByRole('link', { name: 'Publicaciones' }).click();
    await operator.getByRole('button', { name: 'Nueva publicación' }).click();
    const pub = operator.getByRole('dialog', { name: 'Nueva publicación' });
    await pub.getByLabel('Título').fill('Cierre de noviembre en Café Montaña');
    await pub.getByLabel('Contenido').fill('Gracias por declarar a tiempo.');
    await pub.getByRole('searchbox', { name: 'Buscar destinatarios' }).fill('Café Montaña');
    await pub.getByRole('button', { name: 'Buscar', exact: true }).click();
    await pub
      .getByRole('button', { name: /^Agregar Café Montaña/ })
      .first()
      .click();
    await expect(pub.getByText('Marcas: Café Montaña')).toBeVisible();
    await pub.getByRole('button', { name: 'Publicar' }).click();
    await expect(operator.getByText('Publicación creada')).toBeVisible();
    await expect(operator.getByRole('rowheader', { name: 'Cierre de noviembre en Café Montaña' })).toBeVisible();
    // nobody has read it yet; the operator edits its title
    await expect(operator.getByLabel(/^Leída por 0 de \d+ destinatarios$/).first()).toBeVisible();
    await operator.getByRole('button', { name: 'Editar Cierre de noviembre en Café Montaña' }).click();
    const edit = operator.getByRole('dialog', { name: 'Editar publicación' });
    await expect(edit.getByLabel('Título')).toHaveValue('Cierre de noviembre en Café Montaña');
    await expect(edit.getByText('Marcas: Café Montaña')).toBeVisible();
    await edit.getByLabel('Título').fill('Cierre de noviembre: Café Montaña');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(operator.getByText('Publicación actualizada')).toBeVisible();
    const row = operator.getByRole('row').filter({ has: operator.getByRole('rowheader', { name: 'Cierre de noviembre: Café Montaña' }) });
    await expect(row).toBeVisible();

    // the tenant: the three days are 'Auditada', locked
    const tenantContext = await browser.newContext();
    const tenant = await tenantContext.newPage();
    await signInAt(tenant, ACCOUNTS.empresaChl);
    await tenant.goto(`${BASE}/chl/shopping/resumen-ventas-detalle/${space}/${ANDES_TAX}?mes=2026-11&vista=tabla`);
    for (const d of days) {
      const row = tenant.getByRole('row').filter({ has: tenant.getByRole('rowheader', { name: d.fecha, exact: true }) });
      await expect(row.getByRole('button', { name: new RegExp(`^Auditada ${d.fecha.replace(/\//g, '\\/')}`) })).toBeDisabled();
      await expect(row.getByRole('button', { name: `Actualizar ${d.fecha}` })).toHaveCount(0);
    }
    // the operator's notification arrived
    await tenant.goto(`${BASE}/chl/shopping/notificaciones`);
    await expect(tenant.getByText('Ventas de noviembre auditadas').first()).toBeVisible();
    await expect(tenant.getByText('Cierre de mes para administradores').first()).toBeVisible();
    // the brand's announcement (as edited) reaches the tenant's news, and the tenant opens it
    await tenant.goto(`${BASE}/chl/shopping/noticias`);
    // opening it records the read (the operator counts it below)
    const read = tenant.waitForResponse((r) => r.request().method() === 'PUT' && /\/publicaciones\/\d+\/read$/.test(r.url()));
    await tenant.getByText('Cierre de noviembre: Café Montaña').first().click();
    await expect(tenant.getByRole('heading', { name: 'Cierre de noviembre: Café Montaña' })).toBeVisible();
    expect((await read).ok()).toBe(true);
    // and the tenant has no console
    await tenant.goto(`${BASE}/chl/shopping/consola/clientes`);
    await expect(tenant.getByText('No puedes acceder a esta ruta')).toBeVisible();
    await tenantContext.close();

    // the operator sees that one recipient read the announcement
    await row.page().reload();
    await expect(row.getByLabel(/^Leída por 1 de \d+ destinatarios$/)).toBeVisible();
    await operatorContext.close();

    // the administrator finds the audit, with its reason, in the audit log
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAt(admin, 'admin@vitrina.test');
    await admin.getByRole('navigation').first().getByRole('button', { name: 'Consola' }).click();
    // the administrator sets the front desk's shopping centres, recorded in the audit log
    await admin.getByRole('navigation').first().getByRole('link', { name: 'Administración de personal' }).click();
    await admin.getByRole('button', { name: 'Asignar centros comerciales de personal_centro@vitrina.test' }).click();
    const centres = admin.getByRole('dialog', { name: 'Centros comerciales de personal_centro@vitrina.test' });
    await expect(centres.getByRole('checkbox', { name: 'Costanera Plaza' })).toBeChecked();
    await centres.getByRole('checkbox', { name: 'Portal Los Andes' }).uncheck();
    await centres.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(admin.getByText('Centros comerciales actualizados')).toBeVisible();
    await expect(centres).toBeHidden();
    await expect(admin.getByRole('row', { name: /personal_centro@vitrina\.test/ })).toContainText('Costanera Plaza, Mall Vista Alegre');
    await admin.getByRole('navigation').first().getByRole('link', { name: 'Registro de auditoría' }).click();
    await expect(admin.getByRole('heading', { name: 'Registro de auditoría' })).toBeVisible();
    await expect(admin.getByText(/Motivo: Cuadratura con el informe de noviembre/).first()).toBeVisible();
    await expect(admin.getByText('Asignó centros comerciales').first()).toBeVisible();
    await adminContext.close();
  });
});

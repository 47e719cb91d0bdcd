import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { CONSOLE_MSG } from '@vitrina/domain/console/console.schema';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { INTERNAL_ROLES, staffDemoEmail, type InternalRole } from '@vitrina/domain/auth/roles';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import * as t from '../../db/schema/index';

// 2026-11-22 12:00 in Santiago: October is over, November is not.
const NOW = '2026-11-22T15:00:00Z';
const ADMIN = staffDemoEmail('ADMIN');

describe('staff console API (/api/fo/console)', () => {
  let ctx: TestContext;
  const tokens: Record<string, string> = {};
  let andes = '';
  const inject = (method: 'GET' | 'PUT' | 'DELETE' | 'PATCH', url: string, who?: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: who ? ctx.auth(tokens[who]!) : {},
      ...(payload ? { payload } : {}),
    });
  const auditRows = async () => Number((await ctx.database.db.select({ n: sql<number>`count(*)` }).from(t.auditLog))[0]!.n);

  beforeAll(async () => {
    ctx = await createTestApp();
    ctx.clock.set(NOW);
    for (const u of [DEMO.empresaChl, DEMO.empresaPer, DEMO.localChl, ...INTERNAL_ROLES.map((r) => staffDemoEmail(r))])
      tokens[u] = await ctx.login(u);
    const [c] = await ctx.database.db.select().from(t.clients).where(eq(t.clients.name, 'Inversiones Andes Retail SpA'));
    andes = c!.id;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe('GET /clients (directory)', () => {
    it('every internal role searches by name or tax id', async () => {
      const byName = await inject('GET', '/api/fo/console/clients?q=andes', DEMO.auditor);
      expect(byName.statusCode).toBe(200);
      expect(byName.json().data.map((c: { id: string }) => c.id)).toEqual([andes]);
      expect(byName.json().data[0]).toMatchObject({ name: 'Inversiones Andes Retail SpA', country_id: 'CHL', brands: 3 });
      const tax = byName.json().data[0].tax_id as string;
      const byTax = await inject('GET', `/api/fo/console/clients?q=${encodeURIComponent(tax.slice(0, 6))}`, ADMIN);
      expect(byTax.json().data.map((c: { id: string }) => c.id)).toContain(andes);
      for (const role of INTERNAL_ROLES)
        expect((await inject('GET', '/api/fo/console/clients', staffDemoEmail(role))).statusCode).toBe(200);
    });
    it('searches every country’s clients (the country on each row) and filters by country', async () => {
      const clients = await ctx.database.db.select().from(t.clients);
      const all = await inject('GET', '/api/fo/console/clients', DEMO.auditor);
      expect(all.json().total).toBe(clients.length);
      expect(new Set(all.json().data.map((c: { country_id: string }) => c.country_id))).toEqual(new Set(clients.map((c) => c.country_id)));
      // a Chilean staff member finds a Peruvian client by name and by tax id
      const inca = clients.find((c) => c.name === 'Inversiones Inca Retail S.A.C.')!;
      for (const role of ['MARKETING', 'PERSONAL_CENTRO', 'SOPORTE'] as const) {
        const byName = await inject('GET', '/api/fo/console/clients?q=inca', staffDemoEmail(role));
        expect(byName.json().data).toEqual([expect.objectContaining({ id: inca.id, country_id: 'PER' })]);
      }
      const byTax = await inject('GET', `/api/fo/console/clients?q=${encodeURIComponent(inca.tax_id.slice(0, 8))}`, DEMO.auditor);
      expect(byTax.json().data.map((c: { id: string }) => c.id)).toContain(inca.id);
      const per = await inject('GET', '/api/fo/console/clients?country=PER', DEMO.auditor);
      expect(per.json().total).toBe(clients.filter((c) => c.country_id === 'PER').length);
      expect(per.json().data.every((c: { country_id: string }) => c.country_id === 'PER')).toBe(true);
      const names = async (url: string) => (await inject('GET', url, DEMO.auditor)).json().data.map((c: { name: string }) => c.name);
      expect(await names('/api/fo/console/clients?q=andina')).toEqual([
        'Comercializadora Andina del Perú S.A.',
        'Inversiones Andinas de Colombia S.A.S.',
      ]);
      expect(await names('/api/fo/console/clients?country=PER&q=andina')).toEqual(['Comercializadora Andina del Perú S.A.']);
      expect((await inject('GET', '/api/fo/console/clients?country=XXX', DEMO.auditor)).statusCode).toBe(400);
    });
    it('refuses bad input (400), no session (401) and tenants (403)', async () => {
      expect((await inject('GET', `/api/fo/console/clients?q=${'x'.repeat(101)}`, DEMO.auditor)).statusCode).toBe(400);
      expect((await inject('GET', '/api/fo/console/clients?page=0', DEMO.auditor)).statusCode).toBe(400);
      expect((await inject('GET', '/api/fo/console/clients')).statusCode).toBe(401);
      for (const who of [DEMO.empresaChl, DEMO.empresaPer, DEMO.localChl])
        expect((await inject('GET', '/api/fo/console/clients?q=andes', who)).statusCode).toBe(403);
    });
  });

  describe('GET /clients/:id (client page)', () => {
    it('shows brands, contracts, spaces with their daily-sales status and users, read-only', async () => {
      const res = await inject('GET', `/api/fo/console/clients/${andes}`, DEMO.finanzas);
      expect(res.statusCode).toBe(200);
      const d = res.json().data;
      expect(d.client).toMatchObject({ id: andes, name: 'Inversiones Andes Retail SpA', country_id: 'CHL' });
      expect(d.brands.map((b: { name: string }) => b.name).sort()).toEqual(['Café Montaña', 'Librería Austral', 'Zapatería Ruta Sur']);
      expect(d.contracts.length).toBeGreaterThan(0);
      expect(d.spaces.length).toBeGreaterThan(0);
      expect(d.users.map((u: { email: string }) => u.email)).toContain(DEMO.empresaChl);
      for (const s of d.spaces) {
        expect(s.ventas.estado).toBe(s.ventas.pendientes ? 'Pendiente' : 'Al día');
        expect(s.ventas.pendientes + s.ventas.al_dia + s.ventas.auditadas).toBeGreaterThanOrEqual(0);
      }
      expect(d.hoy).toBe('2026-11-22');
    });
    it('counts audited days of a space', async () => {
      const before = (await inject('GET', `/api/fo/console/clients/${andes}`, DEMO.auditor)).json().data.spaces;
      const space = before[0];
      await ctx.database.db
        .insert(t.dailySales)
        .values({
          contract_id: (await ctx.database.db.select().from(t.contracts).where(eq(t.contracts.space_id, space.id)))[0]!.id,
          space_id: space.id,
          client_id: andes,
          country_id: 'CHL',
          fecha_registro: '2026-11-21',
          created_by: 'test',
          auditada: true,
        })
        .onConflictDoUpdate({ target: [t.dailySales.contract_id, t.dailySales.fecha_registro], set: { auditada: true } });
      const after = (await inject('GET', `/api/fo/console/clients/${andes}`, DEMO.auditor)).json().data.spaces;
      expect(after.find((s: { id: string }) => s.id === space.id).ventas.auditadas).toBe(space.ventas.auditadas + 1);
    });
    it('another country’s client page is shown read-only to staff: its abilities stay as they are', async () => {
      const [per] = await ctx.database.db.select().from(t.clients).where(eq(t.clients.name, 'Inversiones Inca Retail S.A.C.'));
      const page = await inject('GET', `/api/fo/console/clients/${per!.id}`, staffDemoEmail('MARKETING'));
      expect(page.statusCode).toBe(200);
      expect(page.json().data.client).toMatchObject({ id: per!.id, country_id: 'PER' });
      expect(
        page
          .json()
          .data.brands.map((b: { name: string }) => b.name)
          .sort(),
      ).toEqual(['Moda Lima', 'Pollería El Sol']);
      // the directory does not widen other abilities: a Chilean FINANZAS still reads no Peruvian debt
      const debtors = await inject('GET', '/api/fo/debt/clients', DEMO.finanzas);
      expect(debtors.statusCode).toBe(200);
      const taxIds = debtors.json().data.map((c: { taxId: string }) => c.taxId);
      const [chl] = await ctx.database.db.select().from(t.clients).where(eq(t.clients.id, andes));
      expect(taxIds).toContain(chl!.tax_id);
      expect(taxIds).not.toContain(per!.tax_id);
    });
    it('an unknown id is 404; tenants 403; no session 401', async () => {
      expect((await inject('GET', '/api/fo/console/clients/nadie', DEMO.auditor)).statusCode).toBe(404);
      expect((await inject('GET', `/api/fo/console/clients/${andes}`, DEMO.empresaChl)).statusCode).toBe(403);
      expect((await inject('GET', `/api/fo/console/clients/${andes}`)).statusCode).toBe(401);
    });
  });

  describe('staff administration (ADMIN)', () => {
    const auditorId = async () => (await ctx.database.db.select().from(t.users).where(eq(t.users.email, DEMO.auditor)))[0]!.id;
    it('lists internal users with their roles', async () => {
      const res = await inject('GET', '/api/fo/console/staff', ADMIN);
      expect(res.statusCode).toBe(200);
      expect(res.json().editable).toBe(true);
      const auditor = res.json().data.find((u: { email: string }) => u.email === DEMO.auditor);
      expect(auditor.roles).toEqual(['AUDITOR']);
      expect(res.json().data.map((u: { email: string }) => u.email)).not.toContain(DEMO.empresaChl);
    });
    it('grants and revokes an internal role, each change in the audit log, and the role takes effect', async () => {
      const id = await auditorId();
      const n = await auditRows();
      const grant = await inject('PUT', `/api/fo/console/staff/${id}/roles/OPERADOR`, ADMIN);
      expect(grant.statusCode).toBe(200);
      expect(grant.json().data.roles).toEqual(['AUDITOR', 'OPERADOR']);
      expect((await inject('PUT', `/api/fo/console/staff/${id}/roles/OPERADOR`, ADMIN)).json().message).toBe(
        CONSOLE_MSG.roleAlreadyGranted,
      );
      // the auditor now publishes (the operator's staff list)
      expect((await inject('GET', '/api/fo/announcements/publicaciones/administracion', DEMO.auditor)).statusCode).toBe(200);
      const revoke = await inject('DELETE', `/api/fo/console/staff/${id}/roles/OPERADOR`, ADMIN);
      expect(revoke.statusCode).toBe(200);
      expect(revoke.json().data.roles).toEqual(['AUDITOR']);
      expect((await inject('DELETE', `/api/fo/console/staff/${id}/roles/OPERADOR`, ADMIN)).statusCode).toBe(409);
      const log = await ctx.database.db.select().from(t.auditLog).where(eq(t.auditLog.entity_id, id));
      expect(log.map((l) => [l.action, (l.details as { role: string }).role])).toEqual([
        ['staff_role_granted', 'OPERADOR'],
        ['staff_role_revoked', 'OPERADOR'],
      ]);
      expect(await auditRows()).toBe(n + 2);
    });
    it('refuses a tenant user (404), an unknown role (400), its own ADMIN role (409)', async () => {
      const [tenant] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, DEMO.empresaChl));
      expect((await inject('PUT', `/api/fo/console/staff/${tenant!.id}/roles/AUDITOR`, ADMIN)).statusCode).toBe(404);
      const id = await auditorId();
      const n = await auditRows();
      expect((await inject('PUT', `/api/fo/console/staff/${id}/roles/EXT_EMPRESA`, ADMIN)).statusCode).toBe(400);
      expect((await inject('PUT', `/api/fo/console/staff/no-es-uuid/roles/AUDITOR`, ADMIN)).statusCode).toBe(400);
      const [admin] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, ADMIN));
      const own = await inject('DELETE', `/api/fo/console/staff/${admin!.id}/roles/ADMIN`, ADMIN);
      expect(own.statusCode).toBe(409);
      expect(own.json().message).toBe(CONSOLE_MSG.ownAdminRole);
      expect(await auditRows()).toBe(n);
    });
    it('refuses no session (401), tenants and every other internal role (403)', async () => {
      const id = await auditorId();
      expect((await inject('GET', '/api/fo/console/staff')).statusCode).toBe(401);
      expect((await inject('PUT', `/api/fo/console/staff/${id}/roles/OPERADOR`)).statusCode).toBe(401);
      const others = [DEMO.empresaChl, DEMO.empresaPer, ...INTERNAL_ROLES.filter((r) => r !== 'ADMIN').map((r) => staffDemoEmail(r))];
      for (const who of others) {
        expect((await inject('GET', '/api/fo/console/staff', who)).statusCode).toBe(403);
        expect((await inject('PUT', `/api/fo/console/staff/${id}/roles/OPERADOR`, who)).statusCode).toBe(403);
        expect((await inject('DELETE', `/api/fo/console/staff/${id}/roles/AUDITOR`, who)).statusCode).toBe(403);
      }
      const roles = await ctx.database.db.select().from(t.userRoles).where(eq(t.userRoles.user_id, id));
      expect(roles.map((r) => r.role_id)).toEqual(['AUDITOR']);
    });
  });

  describe('PUT /staff/:userId/buildings (ADMIN)', () => {
    const url = (id: string) => `/api/fo/console/staff/${id}/buildings`;
    const frontDesk = async () =>
      (
        await ctx.database.db
          .select()
          .from(t.users)
          .where(eq(t.users.email, staffDemoEmail('PERSONAL_CENTRO')))
      )[0]!.id;
    const buildingsOf = async (id: string) =>
      (await ctx.database.db.select().from(t.staffBuildings).where(eq(t.staffBuildings.user_id, id))).map((r) => r.building_id).sort();
    it('sets a staff member’s shopping centres of its country, recorded in the audit log', async () => {
      const id = await frontDesk();
      const list = await inject('GET', '/api/fo/console/staff', ADMIN);
      const front = list.json().data.find((u: { id: string }) => u.id === id);
      expect(front.buildings.map((b: { id: string }) => b.id).sort()).toEqual(['CHL-B1', 'CHL-B2', 'CHL-B3']);
      // the options: the administrator's country's shopping centres
      expect(
        list
          .json()
          .buildings.map((b: { id: string }) => b.id)
          .sort(),
      ).toEqual(['CHL-B1', 'CHL-B2', 'CHL-B3']);
      const n = await auditRows();
      const res = await inject('PUT', url(id), ADMIN, { buildings: ['CHL-B2', 'CHL-B2'] });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(CONSOLE_MSG.buildingsUpdated);
      expect(res.json().data.buildings).toEqual([{ id: 'CHL-B2', name: 'Mall Vista Alegre' }]);
      expect(await buildingsOf(id)).toEqual(['CHL-B2']);
      const [entry] = await ctx.database.db
        .select()
        .from(t.auditLog)
        .where(and(eq(t.auditLog.entity_id, id), eq(t.auditLog.action, 'staff_buildings_set')));
      expect(entry).toMatchObject({ entity: 'user', client_id: null });
      expect(entry!.details).toMatchObject({ email: staffDemoEmail('PERSONAL_CENTRO'), buildings: ['CHL-B2'] });
      // none, then back to the three
      expect((await inject('PUT', url(id), ADMIN, { buildings: [] })).json().data.buildings).toEqual([]);
      expect(await buildingsOf(id)).toEqual([]);
      expect((await inject('PUT', url(id), ADMIN, { buildings: ['CHL-B3', 'CHL-B1', 'CHL-B2'] })).statusCode).toBe(200);
      expect(await buildingsOf(id)).toEqual(['CHL-B1', 'CHL-B2', 'CHL-B3']);
      expect(await auditRows()).toBe(n + 3);
    });
    it('refuses another country’s or an unknown building and bad input (400), a tenant user (404); nothing written', async () => {
      const id = await frontDesk();
      const n = await auditRows();
      const other = await inject('PUT', url(id), ADMIN, { buildings: ['CHL-B1', 'PER-B1'] });
      expect(other.statusCode).toBe(400);
      expect(other.json().message).toBe(CONSOLE_MSG.buildingNotOfCountry);
      for (const payload of [
        { buildings: ['NADA'] },
        { buildings: 'CHL-B1' },
        { buildings: [''] },
        { buildings: ['x'.repeat(41)] },
        { buildings: Array.from({ length: 51 }, (_, i) => `CHL-B${i}`) },
        {},
      ])
        expect((await inject('PUT', url(id), ADMIN, payload)).statusCode).toBe(400);
      expect((await inject('PUT', url('no-es-uuid'), ADMIN, { buildings: [] })).statusCode).toBe(400);
      const [tenant] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, DEMO.empresaChl));
      expect((await inject('PUT', url(tenant!.id), ADMIN, { buildings: ['CHL-B1'] })).statusCode).toBe(404);
      expect(await buildingsOf(id)).toEqual(['CHL-B1', 'CHL-B2', 'CHL-B3']);
      expect(await ctx.database.db.select().from(t.staffBuildings).where(eq(t.staffBuildings.user_id, tenant!.id))).toEqual([]);
      expect(await auditRows()).toBe(n);
    });
    it('refuses no session (401), tenants and every other internal role (403)', async () => {
      const id = await frontDesk();
      expect((await inject('PUT', url(id), undefined, { buildings: [] })).statusCode).toBe(401);
      const others = [DEMO.empresaChl, DEMO.empresaPer, ...INTERNAL_ROLES.filter((r) => r !== 'ADMIN').map((r) => staffDemoEmail(r))];
      for (const who of others) expect((await inject('PUT', url(id), who, { buildings: [] })).statusCode).toBe(403);
      expect(await buildingsOf(id)).toEqual(['CHL-B1', 'CHL-B2', 'CHL-B3']);
    });
  });

  describe('GET /audit-log and its export', () => {
    it('filters by actor, client, action and dates, paged, and exports the same as .xlsx', async () => {
      const audit = await inject('PATCH', '/api/fo/sales/daily/audit', DEMO.auditor, {
        space_int_code: 'c1002',
        start_date: '2026-11-01',
        end_date: '2026-11-03',
        auditada: true,
        motivo: 'Cuadratura mensual',
      });
      expect(audit.statusCode).toBe(200);
      const res = await inject(
        'GET',
        `/api/fo/console/audit-log?actor=auditor@&action=daily_sales_audited&client=${andes}&from=2026-11-22&to=2026-11-22`,
        ADMIN,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data[0]).toMatchObject({
        actor_email: DEMO.auditor,
        action: 'daily_sales_audited',
        entity: 'space',
        entity_id: 'c1002',
        client_id: andes,
        client_name: 'Inversiones Andes Retail SpA',
        details: expect.objectContaining({ motivo: 'Cuadratura mensual' }),
      });
      expect(res.json()).toMatchObject({ page: 1, pageSize: 50 });
      const none = await inject('GET', '/api/fo/console/audit-log?from=2026-11-23', ADMIN);
      expect(none.json()).toMatchObject({ data: [], total: 0 });
      const other = await inject('GET', '/api/fo/console/audit-log?actor=nadie@', ADMIN);
      expect(other.json().total).toBe(0);

      const xlsx = await inject('GET', `/api/fo/console/audit-log/export?action=daily_sales_audited&client=${andes}`, ADMIN);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0]!;
      expect(ws.getRow(1).getCell(3).value).toBe('Acción');
      expect(ws.getRow(2).getCell(2).value).toBe(DEMO.auditor);
      expect(ws.getRow(2).getCell(3).value).toBe('Auditó ventas diarias');
      expect(String(ws.getRow(2).getCell(8).value)).toContain('Cuadratura mensual');
    });
    it('refuses bad input (400), no session (401), tenants and other internal roles (403)', async () => {
      expect((await inject('GET', '/api/fo/console/audit-log?from=2026-13-01', ADMIN)).statusCode).toBe(400);
      expect((await inject('GET', '/api/fo/console/audit-log?from=2026-11-10&to=2026-11-01', ADMIN)).statusCode).toBe(400);
      expect((await inject('GET', '/api/fo/console/audit-log')).statusCode).toBe(401);
      expect((await inject('GET', '/api/fo/console/audit-log/export')).statusCode).toBe(401);
      const others = [DEMO.empresaChl, DEMO.localChl, ...INTERNAL_ROLES.filter((r) => r !== 'ADMIN').map((r) => staffDemoEmail(r))];
      for (const who of others) {
        expect((await inject('GET', '/api/fo/console/audit-log', who)).statusCode).toBe(403);
        expect((await inject('GET', '/api/fo/console/audit-log/export', who)).statusCode).toBe(403);
      }
    });
  });

  describe('PATCH /api/fo/sales/daily/audit with a reason, and /daily/audit/month', () => {
    it('the reason is required (400, nothing written)', async () => {
      const n = await auditRows();
      const res = await inject('PATCH', '/api/fo/sales/daily/audit', DEMO.auditor, {
        space_int_code: 'c1002',
        start_date: '2026-11-04',
        end_date: '2026-11-04',
        motivo: '  ',
      });
      expect(res.statusCode).toBe(400);
      expect(await auditRows()).toBe(n);
    });
    it('audits a whole month only when it is over and has no pending day', async () => {
      const contract = (await ctx.database.db.select().from(t.contracts).where(eq(t.contracts.space_id, 'c1002')))[0]!;
      const body = { space_int_code: 'c1002', mes: '2026-10', motivo: 'Mes cuadrado' };
      // November is not over
      const open = await inject('PATCH', '/api/fo/sales/daily/audit/month', DEMO.auditor, { ...body, mes: '2026-11' });
      expect(open.statusCode).toBe(400);
      expect(open.json().message).toBe(SALES_MSG.auditMonthNotOver);
      // October with every day but one recorded: refused, nothing audited
      await ctx.database.db.delete(t.dailySales).where(eq(t.dailySales.contract_id, contract.id));
      const days = Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`).filter(
        (d) => d >= contract.start_date && d <= contract.end_date,
      );
      expect(days.length).toBe(31);
      await ctx.database.db.insert(t.dailySales).values(
        days.slice(1).map((fecha_registro) => ({
          contract_id: contract.id,
          space_id: 'c1002',
          client_id: contract.client_id,
          country_id: 'CHL',
          fecha_registro,
          created_by: 'test',
        })),
      );
      const n = await auditRows();
      const pending = await inject('PATCH', '/api/fo/sales/daily/audit/month', DEMO.auditor, body);
      expect(pending.statusCode).toBe(409);
      expect(pending.json().message).toBe(SALES_MSG.auditMonthPending(1));
      expect(await auditRows()).toBe(n);
      // the missing day justified: the month is audited, recorded with its reason
      await ctx.database.db.insert(t.dailySales).values({
        contract_id: contract.id,
        space_id: 'c1002',
        client_id: contract.client_id,
        country_id: 'CHL',
        fecha_registro: days[0]!,
        created_by: 'test',
        justification_id: 1,
      });
      const ok = await inject('PATCH', '/api/fo/sales/daily/audit/month', DEMO.auditor, body);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.fechas).toEqual(days);
      const audited = await ctx.database.db
        .select()
        .from(t.dailySales)
        .where(and(eq(t.dailySales.contract_id, contract.id), eq(t.dailySales.auditada, true)));
      expect(audited.length).toBe(31);
      const [entry] = await ctx.database.db
        .select()
        .from(t.auditLog)
        .where(eq(t.auditLog.action, 'daily_sales_audited'))
        .orderBy(sql`id desc`)
        .limit(1);
      expect(entry!.details).toMatchObject({ month: '2026-10', motivo: 'Mes cuadrado' });
      // and the tenant cannot edit an audited day
      const period = await inject(
        'GET',
        '/api/fo/sales/daily/space/c1002/period?start_date=2026-10-05&end_date=2026-10-05',
        DEMO.empresaChl,
      );
      expect(period.json().data.data[0]).toMatchObject({ fecha_registro: '2026-10-05', tipo: 'auditada', editable: false });
    });
    it('refuses bad input (400), no session (401), tenants and other internal roles (403), unknown spaces (404)', async () => {
      const body = { space_int_code: 'c1002', mes: '2026-10', motivo: 'x' };
      expect((await inject('PATCH', '/api/fo/sales/daily/audit/month', DEMO.auditor, { ...body, mes: '2026-13' })).statusCode).toBe(400);
      expect((await inject('PATCH', '/api/fo/sales/daily/audit/month', DEMO.auditor, { ...body, motivo: undefined })).statusCode).toBe(400);
      expect((await inject('PATCH', '/api/fo/sales/daily/audit/month', DEMO.auditor, { ...body, space_int_code: 'zz' })).statusCode).toBe(
        404,
      );
      expect((await inject('PATCH', '/api/fo/sales/daily/audit/month', undefined, body)).statusCode).toBe(401);
      const others = [
        DEMO.empresaChl,
        DEMO.localChl,
        ...INTERNAL_ROLES.filter((r) => r !== 'AUDITOR').map((r: InternalRole) => staffDemoEmail(r)),
      ];
      for (const who of others) expect((await inject('PATCH', '/api/fo/sales/daily/audit/month', who, body)).statusCode).toBe(403);
    });
  });
});

describe('staff administration when SSO is the source of roles', () => {
  let ctx: TestContext;
  afterAll(async () => {
    await ctx?.close();
  });
  it('lists the staff read-only and refuses to grant or revoke (409)', async () => {
    ctx = await createTestApp({ env: { OIDC_ISSUER: 'https://idp.example.test' } });
    const token = await ctx.login(ADMIN);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/fo/console/staff', headers: ctx.auth(token) });
    expect(list.json().editable).toBe(false);
    const auditor = list.json().data.find((u: { email: string }) => u.email === DEMO.auditor);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/fo/console/staff/${auditor.id}/roles/OPERADOR`,
      headers: ctx.auth(token),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CONSOLE_MSG.ssoRoles);
    expect((await ctx.database.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'staff_role_granted'))).length).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REPORT_MSG } from '@vitrina/domain/sales/report.schema';
import { INTERNAL_ROLES, staffDemoEmail } from '@vitrina/domain/auth/roles';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import * as t from '../../db/schema/index';

describe("a company's report services (/api/fo/powerbi/reportes)", () => {
  let ctx: TestContext;
  let token = '';
  let chl: string[] = [];
  let per = '';
  const get = (url: string, auth = true) => ctx.app.inject({ method: 'GET', url, headers: auth ? ctx.auth(token) : {} });
  const services = (id: string, report_services: string[]) =>
    ctx.database.db.update(t.clients).set({ report_services }).where(eq(t.clients.id, id));

  beforeAll(async () => {
    ctx = await createTestApp();
    token = await ctx.login(DEMO.empresaChl);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/fo/auth/me', headers: ctx.auth(token) });
    chl = (me.json().clients ?? me.json().user?.clients ?? []).map((c: { id: string }) => c.id);
    const [p] = await ctx.database.db.select({ id: t.clients.id }).from(t.clients).where(eq(t.clients.country_id, 'PER'));
    per = p!.id;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("answers a member's company services; 401 without session, 404 for another company", async () => {
    expect(chl.length).toBe(2);
    const res = await get(`/api/fo/powerbi/reportes/empresas/${chl[0]}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ empresaId: chl[0], servicios: ['informe-de-ventas'] });
    expect((await get(`/api/fo/powerbi/reportes/empresas/${chl[0]}`, false)).statusCode).toBe(401);
    expect((await get(`/api/fo/powerbi/reportes/empresas/${per}`)).statusCode).toBe(404);
  });

  it("refuses the tenant's sales report for a company without the service (403), staff report unchanged", async () => {
    await services(chl[1]!, []);
    const named = await get(`/api/fo/sales/informe?company_id=${chl[1]}`);
    expect(named.statusCode).toBe(403);
    expect(named.json().message).toBe(REPORT_MSG.noService);
    expect((await get(`/api/fo/sales/informe?company_id=${chl[0]}`)).statusCode).toBe(200);
    const job = await ctx.app.inject({
      method: 'POST',
      url: '/api/fo/sales/informe/jobs',
      headers: ctx.auth(token),
      payload: { from: '2026-10-01', to: '2026-10-31', format: 'xlsx', company_id: chl[1] },
    });
    expect(job.statusCode).toBe(403);
    await services(chl[0]!, []);
    expect((await get('/api/fo/sales/informe')).statusCode).toBe(403);
    expect((await get('/api/fo/sales/informe/xlsx')).statusCode).toBe(403);
    expect((await get(`/api/fo/powerbi/reportes/empresas/${chl[0]}`)).json().servicios).toEqual([]);
  });

  describe('PUT …/empresas/{id}: staff give a company its services', () => {
    const ADMIN = staffDemoEmail('ADMIN');
    const tokens: Record<string, string> = {};
    const as = async (who: string | undefined, id: string, payload: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/fo/powerbi/reportes/empresas/${id}`,
        headers: who ? ctx.auth((tokens[who] ??= await ctx.login(who))) : {},
        payload: payload as object,
      });
    const stored = async (id: string) =>
      (await ctx.database.db.select({ s: t.clients.report_services }).from(t.clients).where(eq(t.clients.id, id)))[0]!.s;
    const audits = async (id: string) =>
      (await ctx.database.db.select().from(t.auditLog).where(eq(t.auditLog.entity_id, id))).filter(
        (a) => a.action === 'client.report_services',
      );

    it('ADMIN gives and takes away the service (audited); it reads them too; the members then see them', async () => {
      await services(chl[1]!, []);
      const res = await as(ADMIN, chl[1]!, { servicios: ['informe-de-ventas'] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        message: 'Servicios de reportes guardados',
        data: { empresaId: chl[1], servicios: ['informe-de-ventas'] },
      });
      expect(await stored(chl[1]!)).toEqual(['informe-de-ventas']);
      expect((await get(`/api/fo/powerbi/reportes/empresas/${chl[1]}`)).json().servicios).toEqual(['informe-de-ventas']);
      const admin = await ctx.app.inject({
        method: 'GET',
        url: `/api/fo/powerbi/reportes/empresas/${chl[1]}`,
        headers: ctx.auth(tokens[ADMIN]!),
      });
      expect(admin.json()).toEqual({ empresaId: chl[1], servicios: ['informe-de-ventas'] });
      expect((await as(ADMIN, chl[1]!, { servicios: [] })).json().data.servicios).toEqual([]);
      expect(await stored(chl[1]!)).toEqual([]);
      const log = await audits(chl[1]!);
      expect(log).toHaveLength(2);
      expect(log[1]!.details).toEqual({ before: ['informe-de-ventas'], after: [] });
    });

    it('400 on a bad body, 404 for an unknown company; nothing written', async () => {
      await services(chl[0]!, ['informe-de-ventas']);
      for (const body of [
        { servicios: ['otro-servicio'] },
        { servicios: 'informe-de-ventas' },
        {},
        { servicios: Array(5).fill('informe-de-ventas') },
      ])
        expect((await as(ADMIN, chl[0]!, body)).statusCode, JSON.stringify(body)).toBe(400);
      expect((await as(ADMIN, 'CHL-00000000-0', { servicios: [] })).statusCode).toBe(404);
      expect(await stored(chl[0]!)).toEqual(['informe-de-ventas']);
    });

    it('401 without a session; 403 to the company itself, another company, every other staff role and ADMIN of another country', async () => {
      const before = (await audits(chl[0]!)).length;
      expect((await as(undefined, chl[0]!, { servicios: [] })).statusCode).toBe(401);
      for (const who of [DEMO.empresaChl, DEMO.empresaPer, DEMO.localChl])
        expect((await as(who, chl[0]!, { servicios: [] })).statusCode, who).toBe(403);
      for (const role of INTERNAL_ROLES.filter((r) => r !== 'ADMIN'))
        expect((await as(staffDemoEmail(role), chl[0]!, { servicios: [] })).statusCode, role).toBe(403);
      expect((await as(ADMIN, per, { servicios: [] })).statusCode).toBe(403);
      // staff who do not give services do not read them either
      const finance = await ctx.app.inject({
        method: 'GET',
        url: `/api/fo/powerbi/reportes/empresas/${chl[0]}`,
        headers: ctx.auth(await ctx.login(DEMO.finanzas)),
      });
      expect(finance.statusCode).toBe(404);
      expect(await stored(chl[0]!)).toEqual(['informe-de-ventas']);
      expect(await audits(chl[0]!)).toHaveLength(before);
    });
  });
});

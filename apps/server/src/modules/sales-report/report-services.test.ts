import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REPORT_MSG } from '@vitrina/domain/sales/report.schema';
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
});

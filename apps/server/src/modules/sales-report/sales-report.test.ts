import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { staffDemoEmail } from '@vitrina/domain/auth/roles';
import { REPORT_MSG } from '@vitrina/domain/sales/report.schema';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { pdfInfo, pdfPages } from '../../test/pdf';
import * as t from '../../db/schema/index';

// 2026-11-22 12:00 in Santiago: the seed has September to 21 November.
const BASE = '/api/fo/sales/informe';
const SOPORTE = staffDemoEmail('SOPORTE');

describe('sales report API (/api/fo/sales/informe)', () => {
  let ctx: TestContext;
  const tokens: Record<string, string> = {};
  const get = (url: string, who?: string) => ctx.app.inject({ method: 'GET', url, headers: who ? ctx.auth(tokens[who]!) : {} });
  const post = (url: string, who: string | undefined, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: who ? ctx.auth(tokens[who]!) : {}, payload });
  const spacesOfClients = async (ids: string[]) =>
    new Set(
      (
        await ctx.database.db
          .select({ s: t.contracts.space_id })
          .from(t.contracts)
          .where(
            sql`${t.contracts.client_id} in (${sql.join(
              ids.map((i) => sql`${i}`),
              sql`, `,
            )})`,
          )
      ).map((r) => r.s),
    );
  let chlClients: string[] = [];
  let perClients: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    for (const u of [DEMO.empresaChl, DEMO.marcaChl, DEMO.localChl, DEMO.empresaPer, DEMO.finanzas, DEMO.auditor, SOPORTE])
      tokens[u] = await ctx.login(u);
    const clients = await ctx.database.db.select({ id: t.clients.id, c: t.clients.country_id }).from(t.clients);
    chlClients = clients.filter((c) => c.c === 'CHL').map((c) => c.id);
    perClients = clients.filter((c) => c.c === 'PER').map((c) => c.id);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe('GET / (the tenant report)', () => {
    it('sums the month to date of the caller spaces, in its currency, with every part of the report', async () => {
      const res = await get(BASE, DEMO.empresaChl);
      expect(res.statusCode).toBe(200);
      const r = res.json();
      expect(r).toMatchObject({
        country_id: 'CHL',
        currency: 'CLP',
        as_of: '2026-11-21',
        period: { from: '2026-11-01', to: '2026-11-21' },
      });
      expect(r.kpis.total).toBeGreaterThan(0);
      expect(r.kpis.mtd.total).toBe(r.kpis.total);
      expect(r.kpis.mtd.last_year).toEqual({ from: '2025-11-01', to: '2025-11-21' });
      expect(r.kpis.ytd.period).toEqual({ from: '2026-01-01', to: '2026-11-21' });
      expect(r.kpis.mat.period).toEqual({ from: '2025-11-22', to: '2026-11-21' });
      expect(r.kpis.mat.total).toBeGreaterThan(r.kpis.total);
      expect(r.kpis.per_m2.value).toBeGreaterThan(0);
      expect(r.kpis.avg_ticket.value).toBeGreaterThan(0);
      expect(r.kpis.days.declared).toBeGreaterThan(0);
      expect(r.daily).toHaveLength(21);
      expect(r.daily.reduce((s: number, d: { total: number }) => s + d.total, 0)).toBeCloseTo(r.kpis.total, 0);
      expect(r.monthly).toHaveLength(12);
      expect(r.monthly.at(-1).month).toBe('2026-11');
      expect(r.groups.reduce((s: number, g: { total: number }) => s + g.total, 0)).toBeCloseTo(r.kpis.total, 0);
      expect(r.groups.reduce((s: number, g: { pending: number }) => s + g.pending, 0)).toBe(r.kpis.days.pending);
    });

    it('agrees with the daily-sales rows it covers (the sum in SQL is the sum of the rows)', async () => {
      const r = (await get(`${BASE}?from=2026-10-01&to=2026-10-31&measure=neto`, DEMO.empresaChl)).json();
      const spaces = await spacesOfClients(chlClients.slice(0, 2));
      const [row] = await ctx.database.db
        .select({ s: sql<string>`sum(${t.dailySales.monto_total_neto})` })
        .from(t.dailySales)
        .where(
          and(
            sql`${t.dailySales.fecha_registro} between '2026-10-01' and '2026-10-31'`,
            sql`${t.dailySales.client_id} in (select client_id from user_clients uc join users u on u.id = uc.user_id where u.email = ${DEMO.empresaChl})`,
          ),
        );
      expect(r.kpis.total).toBeCloseTo(Number(row!.s), 0);
      for (const g of r.groups) expect(spaces.has(g.key)).toBe(true);
    });

    it('never shows another client: Peru sees Peru, Chile sees Chile, a brand administrator its brands', async () => {
      const per = (await get(BASE, DEMO.empresaPer)).json();
      expect(per.currency).toBe('PEN');
      const perSpaces = await spacesOfClients(perClients);
      expect(per.groups.length).toBeGreaterThan(0);
      for (const g of per.groups) expect(perSpaces.has(g.key)).toBe(true);
      const chl = (await get(BASE, DEMO.empresaChl)).json();
      for (const g of chl.groups) expect(perSpaces.has(g.key)).toBe(false);
      const brand = (await get(`${BASE}?group=brand`, DEMO.marcaChl)).json();
      expect(brand.groups.map((g: { label: string }) => g.label).sort()).toEqual(['Café Montaña', 'Zapatería Ruta Sur']);
      // a company the caller is not a member of: 404, nothing revealed
      expect((await get(`${BASE}?company_id=${perClients[0]}`, DEMO.empresaChl)).statusCode).toBe(404);
    });

    it('groups by building and compares two periods', async () => {
      const r = (
        await get(`${BASE}?from=2026-11-01&to=2026-11-15&compare_from=2026-10-01&compare_to=2026-10-15&group=building`, DEMO.empresaChl)
      ).json();
      expect(r.compare).toEqual({ from: '2026-10-01', to: '2026-10-15' });
      expect(r.kpis.compare_total).toBeGreaterThan(0);
      expect(r.kpis.variation).toBeCloseTo((r.kpis.total - r.kpis.compare_total) / r.kpis.compare_total, 6);
      expect(r.daily[0].compare_total).toBeGreaterThan(0);
      for (const g of r.groups) expect(g.variation).not.toBeUndefined();
      expect(new Set(r.groups.map((g: { key: string }) => g.key)).size).toBe(r.groups.length);
    });

    it('leaves spaces without an area out of sales per m² and says how many', async () => {
      const r0 = (await get(`${BASE}?from=2026-10-01&to=2026-10-31`, DEMO.empresaPer)).json();
      const first = r0.groups[0];
      await ctx.database.db.update(t.spaces).set({ area_m2: 0 }).where(eq(t.spaces.id, first.key));
      try {
        const r = (await get(`${BASE}?from=2026-10-01&to=2026-10-31`, DEMO.empresaPer)).json();
        expect(r.kpis.per_m2.without_area).toBe(1);
        expect(r.groups.find((g: { key: string }) => g.key === first.key).per_m2).toBeNull();
        const rest = r.groups.filter((g: { key: string }) => g.key !== first.key);
        const expected =
          rest.reduce((s: number, g: { total: number }) => s + g.total, 0) /
          rest.reduce((s: number, g: { area_m2: number }) => s + g.area_m2, 0);
        expect(r.kpis.per_m2.value).toBeCloseTo(expected, 4);
      } finally {
        await ctx.database.db.update(t.spaces).set({ area_m2: first.area_m2 }).where(eq(t.spaces.id, first.key));
      }
    });

    it('a period without sales answers zeros and says the average ticket cannot be computed', async () => {
      const r = (await get(`${BASE}?from=2024-01-01&to=2024-01-31`, DEMO.empresaChl)).json();
      expect(r.kpis.total).toBe(0);
      expect(r.kpis.avg_ticket).toEqual({ value: null, tickets: 0, note: REPORT_MSG.noTickets });
    });

    it('refuses bad input (400), no session (401), no permission and staff (403)', async () => {
      for (const q of [
        'from=2026-02-30&to=2026-03-01',
        'from=2026-03-02&to=2026-03-01',
        'from=2020-01-01&to=2026-01-01',
        'group=x',
        'compare_from=2026-01-01',
        `company_id=${'x'.repeat(41)}`,
      ])
        expect((await get(`${BASE}?${q}`, DEMO.empresaChl)).statusCode, q).toBe(400);
      expect((await get(BASE)).statusCode).toBe(401);
      expect((await get(BASE, DEMO.localChl)).statusCode).toBe(403);
      expect((await get(BASE, SOPORTE)).statusCode).toBe(403);
      const staff = await get(BASE, DEMO.finanzas);
      expect(staff.statusCode).toBe(403);
      expect(staff.json().message).toBe(REPORT_MSG.staffUseAdmin);
    });

    it('exports the report as .xlsx: amounts as numbers with the money format, dates as dates', async () => {
      const res = await get(`${BASE}/xlsx?from=2026-11-01&to=2026-11-10`, DEMO.empresaChl);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(wb.worksheets.map((w) => w.name)).toEqual(['Resumen', 'Por día', 'Por mes', 'Por local']);
      const daily = wb.getWorksheet('Por día')!;
      expect(daily.rowCount).toBe(11);
      expect(daily.getRow(2).getCell(1).value).toBeInstanceOf(Date);
      expect(typeof daily.getRow(2).getCell(2).value).toBe('number');
      expect(daily.getRow(2).getCell(2).numFmt).toBe('"$" #,##0');
      expect((await get(`${BASE}/xlsx`, DEMO.localChl)).statusCode).toBe(403);
      expect((await get(`${BASE}/xlsx?from=x&to=y`, DEMO.empresaChl)).statusCode).toBe(400);
    });
  });

  describe('GET /admin (informeVentasAdmin)', () => {
    it('finance staff rank the spaces of a building of their country, with declaration punctuality', async () => {
      const b = await get(`${BASE}/admin/buildings`, DEMO.finanzas);
      expect(b.statusCode).toBe(200);
      const buildings = b.json().data as { id: string }[];
      expect(buildings.length).toBe(3);
      const res = await get(`${BASE}/admin?building_id=${buildings[0]!.id}&from=2026-10-01&to=2026-10-31`, DEMO.auditor);
      expect(res.statusCode).toBe(200);
      const r = res.json();
      expect(r.currency).toBe('CLP');
      expect(r.rows.length).toBeGreaterThan(0);
      expect(r.rows.map((x: { rank: number }) => x.rank)).toEqual(r.rows.map((_: unknown, i: number) => i + 1));
      const totals = r.rows.map((x: { total: number }) => x.total);
      expect(totals).toEqual([...totals].sort((a: number, z: number) => z - a));
      for (const x of r.rows) {
        expect(x.punctual + x.late).toBeGreaterThanOrEqual(x.declared);
        if (x.punctuality !== null) expect(x.punctuality).toBeGreaterThanOrEqual(0);
      } // the staff read lands in the access log of each tenant ranked, before the answer left
      const logged = await ctx.database.db
        .select({ client_id: t.salesAccessLog.client_id, actor: t.salesAccessLog.actor, detail: t.salesAccessLog.detail })
        .from(t.salesAccessLog)
        .where(sql`${t.salesAccessLog.detail} like ${`Informe de ventas: ${r.building.name}`}`);
      expect(new Set(logged.map((l) => l.client_id)).size).toBeGreaterThan(0);
    });
    it('refuses tenants and staff without read:Sales (403), another country (404), bad input (400), no session (401)', async () => {
      const [per] = await ctx.database.db.select().from(t.buildings).where(eq(t.buildings.country_id, 'PER'));
      const [chl] = await ctx.database.db.select().from(t.buildings).where(eq(t.buildings.country_id, 'CHL'));
      expect((await get(`${BASE}/admin?building_id=${per!.id}`, DEMO.finanzas)).statusCode).toBe(404);
      expect((await get(`${BASE}/admin?building_id=${chl!.id}`, DEMO.empresaChl)).statusCode).toBe(403);
      expect((await get(`${BASE}/admin/buildings`, DEMO.empresaChl)).statusCode).toBe(403);
      expect((await get(`${BASE}/admin?building_id=${chl!.id}`, SOPORTE)).statusCode).toBe(403);
      expect((await get(`${BASE}/admin`, DEMO.finanzas)).statusCode).toBe(400);
      expect((await get(`${BASE}/admin?building_id=${chl!.id}`)).statusCode).toBe(401);
    });
  });

  describe('onDemand jobs', () => {
    it('generates the file in the background with progress, then it downloads and the bell announces it', async () => {
      const created = await post(`${BASE}/jobs`, DEMO.empresaPer, { from: '2026-10-01', to: '2026-10-31', group: 'brand' });
      expect(created.statusCode).toBe(202);
      const id = created.json().id as string;
      let job = created.json();
      for (let i = 0; i < 100 && job.status !== 'listo' && job.status !== 'error'; i++) {
        await new Promise((r) => setTimeout(r, 50));
        job = (await get(`${BASE}/jobs/${id}`, DEMO.empresaPer)).json();
      }
      expect(job).toMatchObject({ status: 'listo', progress: 100, file_name: 'informe-de-ventas-2026-10-01-2026-10-31.xlsx' });
      const file = await get(`${BASE}/jobs/${id}/file`, DEMO.empresaPer);
      expect(file.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      expect(wb.getWorksheet('Por marca')).toBeDefined();
      expect((await get(`${BASE}/jobs`, DEMO.empresaPer)).json().data[0].id).toBe(id);
      const [user] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, DEMO.empresaPer));
      const bell = await ctx.database.db.select().from(t.notifications).where(eq(t.notifications.user_id, user!.id));
      expect(bell.some((n) => n.title === REPORT_MSG.jobReadyTitle)).toBe(true);
      // another user's job is not revealed
      expect((await get(`${BASE}/jobs/${id}`, DEMO.empresaChl)).statusCode).toBe(404);
      expect((await get(`${BASE}/jobs/${id}/file`, DEMO.empresaChl)).statusCode).toBe(404);
    });
    const waitJob = async (id: string, who: string) => {
      let job = (await get(`${BASE}/jobs/${id}`, who)).json();
      for (let i = 0; i < 200 && job.status !== 'listo' && job.status !== 'error'; i++) {
        await new Promise((r) => setTimeout(r, 50));
        job = (await get(`${BASE}/jobs/${id}`, who)).json();
      }
      return job;
    };

    it('makes the same report as a PDF when asked (format pdf), with the embedded font, named .pdf', async () => {
      const created = await post(`${BASE}/jobs`, DEMO.empresaChl, { from: '2026-10-01', to: '2026-10-31', format: 'pdf' });
      expect(created.statusCode).toBe(202);
      expect(created.json()).toMatchObject({ format: 'pdf', status: 'pendiente' });
      const id = created.json().id as string;
      const job = await waitJob(id, DEMO.empresaChl);
      expect(job).toMatchObject({
        status: 'listo',
        progress: 100,
        format: 'pdf',
        file_name: 'informe-de-ventas-2026-10-01-2026-10-31.pdf',
      });
      const file = await get(`${BASE}/jobs/${id}/file`, DEMO.empresaChl);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe('attachment; filename="informe-de-ventas-2026-10-01-2026-10-31.pdf"');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfInfo(file.rawPayload).Title).toBe('Informe de ventas');
      // 31 days, the months and the spaces: more than one page; the font is embedded (a subset of DejaVu Sans)
      expect(pdfPages(file.rawPayload)).toBeGreaterThan(1);
      expect(file.rawPayload.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans/);
      // the default stays .xlsx
      const xlsx = await post(`${BASE}/jobs`, DEMO.empresaChl, { from: '2026-10-01', to: '2026-10-02' });
      expect(xlsx.json().format).toBe('xlsx');
      const done = await waitJob(xlsx.json().id, DEMO.empresaChl);
      expect(done.file_name).toMatch(/\.xlsx$/);
      const xfile = await get(`${BASE}/jobs/${xlsx.json().id}/file`, DEMO.empresaChl);
      expect(xfile.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    });

    it('refuses bad input (400, nothing written), no session (401), no permission (403)', async () => {
      const count = async () => Number((await ctx.database.db.select({ n: sql<number>`count(*)` }).from(t.reportJobs))[0]!.n);
      const before = await count();
      expect((await post(`${BASE}/jobs`, DEMO.empresaChl, { from: '2026-10-31', to: '2026-10-01' })).statusCode).toBe(400);
      expect((await post(`${BASE}/jobs`, DEMO.empresaChl, { from: '2026-10-01' })).statusCode).toBe(400);
      const badFormat = await post(`${BASE}/jobs`, DEMO.empresaChl, { from: '2026-10-01', to: '2026-10-31', format: 'docx' });
      expect(badFormat.statusCode).toBe(400);
      expect(badFormat.body).toContain('Formato no válido: usa xlsx o pdf');
      expect((await post(`${BASE}/jobs`, undefined, { from: '2026-10-01', to: '2026-10-31' })).statusCode).toBe(401);
      expect((await post(`${BASE}/jobs`, DEMO.localChl, { from: '2026-10-01', to: '2026-10-31' })).statusCode).toBe(403);
      expect((await post(`${BASE}/jobs`, DEMO.finanzas, { from: '2026-10-01', to: '2026-10-31' })).statusCode).toBe(403);
      expect(await count()).toBe(before);
      expect((await get(`${BASE}/jobs/not-a-uuid`, DEMO.empresaChl)).statusCode).toBe(400);
    });
  });
});

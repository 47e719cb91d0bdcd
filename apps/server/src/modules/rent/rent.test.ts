import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq, gte, sql } from 'drizzle-orm';
import { createTestApp, DEMO, loginDemo, type TestContext } from '../../test/harness';
import * as t from '../../db/schema/index';
import { newApiKey, IMPORT_SCOPE, RENT_IMPORT_SCOPE } from '../../lib/api-keys';

const R = '/api/fo/rent';
const TERMS = (over: Record<string, unknown> = {}) => ({
  country_id: 'CHL',
  contract_id: 'CHL-C105',
  vigencia_desde: '2026-01-01',
  renta_minima: 30,
  unidad: 'UF',
  base_ventas: 'neto',
  tipo: 'tramos',
  tramos: [
    { desde: 0, hasta: 10_000_000, porcentaje: 5 },
    { desde: 10_000_000, hasta: null, porcentaje: 7 },
  ],
  ...over,
});

describe("rent: 'Renta variable' for tenants and staff, and its import API", () => {
  let ctx: TestContext;
  const tok: Record<string, string> = {};
  const get = (url: string, who?: string) => ctx.app.inject({ method: 'GET', url, headers: who ? ctx.auth(tok[who]!) : {} });
  const post = (url: string, payload: unknown, key?: string) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, headers: key ? { 'x-api-key': key } : {} });
  let key = '';
  let financeKey = '';
  const termsRows = async (contractId: string) =>
    Number(
      (
        await ctx.database.db
          .select({ n: sql<number>`count(*)` })
          .from(t.rentTerms)
          .where(eq(t.rentTerms.contract_id, contractId))
      )[0]!.n,
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    await loginDemo(ctx, tok, ['chl', 'local', 'marca', 'per', 'fin', 'aud', 'op']);
    const a = newApiKey();
    const f = newApiKey();
    await ctx.database.db.insert(t.serviceApiKeys).values([
      { name: 'ERP rentas', prefix: a.prefix, key_hash: a.hash, scope: RENT_IMPORT_SCOPE, created_at: ctx.clock.now() },
      { name: 'ERP finanzas', prefix: f.prefix, key_hash: f.hash, scope: IMPORT_SCOPE, created_at: ctx.clock.now() },
    ]);
    key = a.key;
    financeKey = f.key;
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  describe('GET /contracts', () => {
    it('a company administrator lists its current contracts, the one without terms flagged; a store chief only its stores', async () => {
      const res = await get(`${R}/contracts`, 'chl');
      expect(res.statusCode).toBe(200);
      const data = res.json().data as { id: string; conCondiciones: boolean }[];
      expect(data.map((c) => c.id)).toEqual(expect.arrayContaining(['CHL-C101', 'CHL-C105', 'CHL-C201']));
      expect(data.find((c) => c.id === 'CHL-C105')?.conCondiciones).toBe(false);
      expect(data.find((c) => c.id === 'CHL-C101')?.conCondiciones).toBe(true);
      expect(data.some((c) => c.id === 'CHL-C106')).toBe(false);
      const local = (await get(`${R}/contracts`, 'local')).json().data.map((c: { id: string }) => c.id);
      expect(local.sort()).toEqual(['CHL-C101', 'CHL-C102']);
    });
    it('401 without a session; 403 for staff (their page is the centre table) and for a company the caller is not in; 400 on a bad query', async () => {
      expect((await get(`${R}/contracts`)).statusCode).toBe(401);
      expect((await get(`${R}/contracts`, 'fin')).statusCode).toBe(403);
      expect((await get(`${R}/contracts`, 'op')).statusCode).toBe(403);
      expect((await get(`${R}/contracts?empresa=PER20601234560`, 'chl')).statusCode).toBe(403);
      expect((await get(`${R}/contracts?empresa=${'x'.repeat(41)}`, 'chl')).statusCode).toBe(400);
    });
  });

  describe('GET /contracts/{id}', () => {
    it('the month to date in UF, its pending days named, the projection and 12 months, each figure explained', async () => {
      const res = await get(`${R}/contracts/CHL-C101`, 'chl');
      expect(res.statusCode).toBe(200);
      const v = res.json();
      expect(v.periodo).toBe('2026-11');
      expect(v.moneda).toBe('CLP');
      expect(v.condiciones.unidad).toBe('UF');
      const now = v.alDia.mes;
      expect(now.figuras.rentaAPagar).toBe(Math.max(now.figuras.rentaMinima, now.figuras.rentaPorcentaje));
      expect(now.figuras.explicacion.minima).toMatch(
        /^Renta mínima garantizada: \d+ UF × \$ [\d.,]+ \(valor UF del 30\/11\/2026\) = \$ [\d.]+\.$/,
      );
      expect(v.alDia.estado).toMatch(/^Estimación incompleta/);
      expect(v.proyeccion.supuesto).toMatch(/^Supone que los \d+ días sin declarar venden el promedio diario/);
      expect(v.proyeccion.mes.ventas).toBeGreaterThan(now.ventas);
      expect(v.historial).toHaveLength(12);
      expect(v.historial[0].periodo).toBe('2026-10');
      expect(v.historial[0].figuras.rentaAPagar).toBeGreaterThan(0);
    });
    it('the rent moves as a day is declared, and the pending day leaves the list', async () => {
      const { db } = ctx.database;
      const [row] = await db
        .select()
        .from(t.dailySales)
        .where(and(eq(t.dailySales.contract_id, 'CHL-C102'), gte(t.dailySales.fecha_registro, '2026-11-01')))
        .orderBy(t.dailySales.fecha_registro)
        .limit(1);
      const day = row!.fecha_registro;
      await db.delete(t.dailySales).where(eq(t.dailySales.id, row!.id));
      const before = (await get(`${R}/contracts/CHL-C102`, 'local')).json();
      expect(before.alDia.diasPendientes).toContain(day);
      expect(before.alDia.estado).toContain(`${day.slice(8)}/11`);
      await db.insert(t.dailySales).values({ ...row!, monto_total_neto: row!.monto_total_neto + 5_000_000 });
      const after = (await get(`${R}/contracts/CHL-C102`, 'local')).json();
      expect(after.alDia.diasPendientes).not.toContain(day);
      expect(after.alDia.mes.ventas).toBe(before.alDia.mes.ventas + row!.monto_total_neto + 5_000_000);
      expect(after.alDia.mes.figuras.rentaPorcentaje).toBeGreaterThan(before.alDia.mes.figuras.rentaPorcentaje);
    });
    it('a contract without terms says so, never a guess; the workbook has the months', async () => {
      const v = (await get(`${R}/contracts/CHL-C105`, 'chl')).json();
      expect(v.condiciones).toBeNull();
      expect(v.aviso).toBe('Sin condiciones de renta variable informadas');
      expect(v.alDia.mes.figuras).toBeNull();
      const x = await get(`${R}/contracts/CHL-C101/xlsx`, 'chl');
      expect(x.statusCode).toBe(200);
      expect(x.headers['content-disposition']).toMatch(/renta-variable-.*-2026-11\.xlsx/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
      const ws = wb.getWorksheet('Renta variable')!;
      expect(ws.getRow(1).getCell(7).value).toBe('¿Cómo se calcula?');
      expect(ws.rowCount).toBeGreaterThanOrEqual(14);
    });
    it("404 for another company's contract or a store the store chief does not run; 401; 400 on a bad month", async () => {
      expect((await get(`${R}/contracts/PER-C301`, 'chl')).statusCode).toBe(404);
      expect((await get(`${R}/contracts/CHL-C101`, 'per')).statusCode).toBe(404);
      expect((await get(`${R}/contracts/CHL-C103`, 'local')).statusCode).toBe(404);
      expect((await get(`${R}/contracts/CHL-C101`)).statusCode).toBe(401);
      expect((await get(`${R}/contracts/CHL-C101?mes=2026-13`, 'chl')).statusCode).toBe(400);
      expect((await get(`${R}/contracts/CHL-C101/xlsx`, 'per')).statusCode).toBe(404);
    });
  });

  describe('staff: GET /buildings and /buildings/{id}', () => {
    it("FINANZAS and AUDITOR see a centre's month: each contract's figures, the one without terms flagged, totals per currency", async () => {
      const list = (await get(`${R}/buildings`, 'fin')).json().data;
      expect(list.map((b: { id: string }) => b.id)).toEqual(expect.arrayContaining(['CHL-B1', 'CHL-B2', 'CHL-B3']));
      for (const who of ['fin', 'aud']) {
        const res = await get(`${R}/buildings/CHL-B1?mes=2026-10`, who);
        expect(res.statusCode).toBe(200);
        const v = res.json();
        const priced = v.filas.filter((f: { rentaAPagar: number | null }) => f.rentaAPagar !== null);
        expect(v.totales).toEqual([
          expect.objectContaining({
            moneda: 'CLP',
            contratos: priced.length,
            rentaAPagar: priced.reduce((s: number, f: { rentaAPagar: number }) => s + f.rentaAPagar, 0),
          }),
        ]);
        expect(v.sinCondiciones).toBe(
          v.filas.filter((f: { aviso: string | null }) => f.aviso === 'Sin condiciones de renta variable informadas').length,
        );
      }
      const x = await get(`${R}/buildings/CHL-B1/xlsx?mes=2026-10`, 'fin');
      expect(x.statusCode).toBe(200);
      expect(x.headers['content-type']).toContain('spreadsheetml');
    });
    it("the read goes to the tenants' access log", async () => {
      const rows = await ctx.database.db.select().from(t.salesAccessLog).where(eq(t.salesAccessLog.detail, 'Renta variable'));
      expect(rows.some((r) => r.actor === DEMO.finanzas)).toBe(true);
    });
    it("404 for another country's centre; 403 for tenants and staff who do not read sales; 401; 400 without a month", async () => {
      expect((await get(`${R}/buildings/PER-B1?mes=2026-10`, 'fin')).statusCode).toBe(404);
      expect((await get(`${R}/buildings/CHL-B1?mes=2026-10`, 'chl')).statusCode).toBe(403);
      expect((await get(`${R}/buildings`, 'chl')).statusCode).toBe(403);
      expect((await get(`${R}/buildings/CHL-B1?mes=2026-10`, 'local')).statusCode).toBe(403);
      expect((await get(`${R}/buildings/CHL-B1?mes=2026-10`, 'op')).statusCode).toBe(403);
      expect((await get(`${R}/buildings/CHL-B1?mes=2026-10`)).statusCode).toBe(401);
      expect((await get(`${R}/buildings/CHL-B1`, 'fin')).statusCode).toBe(400);
    });
  });

  describe('import API', () => {
    it('terms: inserted once, unchanged when re-sent, updated when changed; the tenant then sees figures', async () => {
      const first = await post(`${R}/terms/import`, { terms: [TERMS()] }, key);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ received: 1, inserted: 1, updated: 0, unchanged: 0 });
      expect((await post(`${R}/terms/import`, { terms: [TERMS()] }, key)).json()).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
      expect((await post(`${R}/terms/import`, { terms: [TERMS({ renta_minima: 35 })] }, key)).json()).toMatchObject({ updated: 1 });
      const v = (await get(`${R}/contracts/CHL-C105`, 'chl')).json();
      expect(v.condiciones.rentaMinima).toBe(35);
      expect(v.alDia.mes.figuras).not.toBeNull();
    });
    it('a batch with a bad row writes nothing and names the row', async () => {
      const before = await termsRows('CHL-C205');
      const res = await post(`${R}/terms/import`, { terms: [TERMS({ contract_id: 'CHL-C205' }), TERMS({ contract_id: 'NOPE-1' })] }, key);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ path: '/terms/1/contract_id', message: 'El contrato no existe en el portal' }]);
      const bad = await post(`${R}/terms/import`, { terms: [TERMS({ contract_id: 'CHL-C205', unidad: 'PEN' })] }, key);
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('La unidad no corresponde al país del contrato');
      expect(await termsRows('CHL-C205')).toBe(before);
    });
    it('unit values: upserted by country, unit and date; a UF for Peru is refused', async () => {
      const ok = await post(
        `${R}/unit-values/import`,
        { values: [{ country_id: 'CHL', unidad: 'UF', fecha: '2030-01-01', valor: 40_000.12 }] },
        key,
      );
      expect(ok.json()).toMatchObject({ inserted: 1 });
      const bad = await post(
        `${R}/unit-values/import`,
        { values: [{ country_id: 'PER', unidad: 'UF', fecha: '2030-01-01', valor: 1 }] },
        key,
      );
      expect(bad.statusCode).toBe(400);
      const stored = await ctx.database.db.select().from(t.unitValues).where(eq(t.unitValues.fecha, '2030-01-01'));
      expect(stored).toEqual([{ country_id: 'CHL', unidad: 'UF', fecha: '2030-01-01', valor: 40_000.12 }]);
    });
    it('401 without a key, with a finance key, or with a session', async () => {
      expect((await post(`${R}/terms/import`, { terms: [TERMS()] })).statusCode).toBe(401);
      expect((await post(`${R}/terms/import`, { terms: [TERMS()] }, financeKey)).statusCode).toBe(401);
      const session = await ctx.app.inject({
        method: 'POST',
        url: `${R}/unit-values/import`,
        payload: { values: [] },
        headers: ctx.auth(tok.fin!),
      });
      expect(session.statusCode).toBe(401);
    });
  });
});

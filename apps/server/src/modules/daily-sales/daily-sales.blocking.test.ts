import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { createTestApp, DEMO, testClock, type TestContext } from '../../test/harness';
import { DEMO_CLIENTS, demoTaxId } from '../../db/seed/demo-data';
import * as t from '../../db/schema/index';

/**
 * The month-blocking rule on every write path, and each country's cut-off parameter.
 * The clock: 5 December 2026, 12:00 in Santiago (UTC-3), 10:00 in Lima and Bogotá. With the
 * default cut-off day 12, November is still declarable and, while it has pending days, December
 * cannot be declared.
 */
const NOW = '2026-12-05T15:00:00Z';
const TAX_CHL = demoTaxId(DEMO_CLIENTS[0]!);
const C102 = 'CHL-C102';

describe('daily sales API: the previous-month block and the cut-off parameter (clock 5 December)', () => {
  let ctx: TestContext;
  const tokens: Record<string, string> = {};
  const loginAll = async () => {
    for (const u of [DEMO.localChl, DEMO.empresaChl, DEMO.empresaPer, DEMO.empresaArg, DEMO.empresaCol]) tokens[u] = await ctx.login(u);
  };
  beforeAll(async () => {
    ctx = await createTestApp({ clock: testClock(NOW) });
    await loginAll();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, who: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: ctx.auth(tokens[who]!), ...(payload !== undefined ? { payload: payload as object } : {}) });
  const db = () => ctx.database.db;
  const salesOf = (contract: string, start: string, end: string) =>
    db()
      .select()
      .from(t.dailySales)
      .where(and(eq(t.dailySales.contract_id, contract), between(t.dailySales.fecha_registro, start, end)))
      .orderBy(t.dailySales.fecha_registro);
  const total = async () =>
    Number(
      (
        await db()
          .select({ n: sql<number>`count(*)` })
          .from(t.dailySales)
      )[0]!.n,
    );
  const audits = async () =>
    Number(
      (
        await db()
          .select({ n: sql<number>`count(*)` })
          .from(t.auditLog)
      )[0]!.n,
    );

  /** A record (a 'Feriado' justification) on every day of the range that has none. */
  async function fill(contract: string, space: string, client: string, country: string, start: string, end: string) {
    const have = new Set((await salesOf(contract, start, end)).map((r) => r.fecha_registro));
    const rows = [];
    for (let d = new Date(`${start}T00:00:00Z`); d <= new Date(`${end}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
      const day = d.toISOString().slice(0, 10);
      if (!have.has(day)) {
        rows.push({
          contract_id: contract,
          space_id: space,
          client_id: client,
          country_id: country,
          fecha_registro: day,
          justification_id: 2,
          comentarios: 'SIN COMENTARIOS',
          created_by: 'test',
        });
      }
    }
    if (rows.length) await db().insert(t.dailySales).values(rows);
  }
  const clear = (contract: string, days: string[]) =>
    db()
      .delete(t.dailySales)
      .where(and(eq(t.dailySales.contract_id, contract), inArray(t.dailySales.fecha_registro, days)));

  const chileReport = (date: string) => ({
    country_id: 'CHL',
    space_int_code: 'c1002',
    fecha_registro: date,
    comentarios: '',
    detalles: { total_tickets_boletas: 4, total_monto_efectivo_boletas: 40_000, total_monto_tarjeta_boletas: 79_000 },
    tipo_registro: 'diaria',
    metodo_ingreso: 'form',
  });
  const declare = (date: string) =>
    inject('POST', `/api/fo/sales/report/daily_sales/chl/${DEMO.localChl}`, DEMO.localChl, chileReport(date));
  const justify = (date: string, code: number, range?: [string, string]) =>
    inject('PATCH', `/api/fo/sales/daily/justifications${range ? `?start_date=${range[0]}&end_date=${range[1]}` : ''}`, DEMO.localChl, {
      justification_code: code,
      fecha_registro: date,
      space_int_code: 'c1002',
      country_id: 'CHL',
      tipo_registro: 'diaria',
      metodo_ingreso: 'form',
      email: DEMO.localChl,
    });
  const bulkRow = (date: string) => ({
    contract_space_id: `c1002_${C102}`,
    espacio: 'c1002',
    pais: 'CHL',
    fecha_registro: date,
    tipo_registro: 'diaria',
    email_registro: DEMO.empresaChl,
    metodo_ingreso: 'masiva',
    detalles: { total_ventas: 119_000, total_notas_credito: 0 },
    total_tickets: 9,
  });
  const bulk = (rows: unknown[]) => inject('POST', `/api/fo/sales/bulk/diaria/${TAX_CHL}`, DEMO.empresaChl, rows);
  const period = async (start: string, end: string) =>
    (await inject('GET', `/api/fo/sales/daily/space/c1002/period?start_date=${start}&end_date=${end}`, DEMO.localChl)).json().data;

  describe('November has pending days: December is refused on every path, writing nothing', () => {
    beforeAll(async () => {
      const [c] = await db().select().from(t.contracts).where(eq(t.contracts.id, C102));
      // November complete but for its last three days; December's first days free
      await fill(C102, 'c1002', c!.client_id, 'CHL', '2026-11-01', '2026-11-30');
      await clear(C102, ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
    });

    it('the period says so', async () => {
      const dec = await period('2026-12-01', '2026-12-31');
      expect(dec).toMatchObject({
        hoy: '2026-12-05',
        dia_corte: 12,
        bloqueo_mes_anterior: true,
        pendientes_mes_anterior: ['2026-11-28', '2026-11-29', '2026-11-30'],
      });
      expect(dec.generalData.cantVentasDiariasPendientesMesAnterior).toBe(3);
    });

    it.each([
      ['declaring a December day', () => declare('2026-12-03')],
      ['declaring today', () => declare('2026-12-05')],
      ['justifying a December day', () => justify('2026-12-03', 2)],
      ['justifying a December range', () => justify('2026-12-02', 1, ['2026-12-01', '2026-12-03'])],
    ])("%s: 422 with the blocking modal's text", async (_name, call) => {
      const [before, logs] = [await total(), await audits()];
      const res = await call();
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'month_blocked', message: SALES_MSG.blockingBody });
      expect(await total()).toBe(before);
      expect(await audits()).toBe(logs);
    });

    it('a bulk file with December rows: each one is a row error and nothing is written', async () => {
      const before = await total();
      const res = await bulk([bulkRow('2026-12-03'), bulkRow('2026-11-28'), bulkRow('2026-12-04')]);
      expect(res.statusCode).toBe(400);
      // the file fills 28 November, but 29 and 30 stay pending
      expect(res.json().details.errors).toEqual([
        SALES_MSG.bulkRow(1, SALES_MSG.blockingBody),
        SALES_MSG.bulkRow(3, SALES_MSG.blockingBody),
      ]);
      expect(await total()).toBe(before);
      expect(await salesOf(C102, '2026-11-28', '2026-12-04')).toEqual([]);
    });

    it('November itself stays open: declaring and justifying its pending days is what lifts the block', async () => {
      const d = await declare('2026-11-28');
      expect(d.statusCode).toBe(200);
      expect(d.json().message).toBe(SALES_MSG.reported);
      const j = await justify('2026-11-29', 2);
      expect(j.statusCode).toBe(200);
      expect(j.json().data.fechas).toEqual(['2026-11-29']);
      expect((await period('2026-12-01', '2026-12-31')).pendientes_mes_anterior).toEqual(['2026-11-30']);
      // still blocked by the 30th
      expect((await declare('2026-12-03')).statusCode).toBe(422);
    });

    it('a bulk file that fills the last pending day of November may also load December', async () => {
      const res = await bulk([bulkRow('2026-12-03'), bulkRow('2026-11-30')]);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ filas: 2, creadas: 2, actualizadas: 0 });
      expect(
        (await salesOf(C102, '2026-11-30', '2026-12-03')).map((r) => [r.fecha_registro, r.monto_total_bruto, r.metodo_ingreso]),
      ).toEqual([
        ['2026-11-30', 119_000, 'masiva'],
        ['2026-12-03', 119_000, 'masiva'],
      ]);
    });

    it('with November complete, December is declared and justified', async () => {
      expect((await period('2026-12-01', '2026-12-31')).bloqueo_mes_anterior).toBe(false);
      const d = await declare('2026-12-04');
      expect(d.statusCode).toBe(200);
      expect(d.json().data).toMatchObject({ tipo: 'reportada', monto_total_bruto: 119_000, monto_total_neto: 100_000 });
      const j = await justify('2026-12-02', 1, ['2026-12-01', '2026-12-02']);
      expect(j.statusCode).toBe(200);
      expect(j.json().data.fechas).toEqual(['2026-12-01', '2026-12-02']);
    });

    it('on the cut-off day itself the block no longer applies, though November is still declarable', async () => {
      await clear(C102, ['2026-11-27']);
      ctx.clock.set('2026-12-12T15:00:00Z');
      await loginAll();
      try {
        const dec = await period('2026-12-01', '2026-12-31');
        expect(dec).toMatchObject({ bloqueo_mes_anterior: false, pendientes_mes_anterior: ['2026-11-27'] });
        expect((await declare('2026-12-10')).statusCode).toBe(200);
        // the day before the cut-off, it did
        ctx.clock.set('2026-12-11T15:00:00Z');
        await loginAll();
        const res = await declare('2026-12-09');
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe(SALES_MSG.blockingBody);
      } finally {
        ctx.clock.set(NOW);
        await loginAll();
      }
    });
  });

  describe('each country reads its own cut-off parameter', () => {
    const setParam = (country: string, value: string) =>
      db()
        .update(t.params)
        .set({ value })
        .where(eq(t.params.id, `venta_diaria_dia_corte_mes_anterior_${country}`));
    const report = (who: string, country: string, space: string, date: string, detalles: Record<string, unknown>) =>
      inject('POST', `/api/fo/sales/report/daily_sales/${country.toLowerCase()}/${who}`, who, {
        country_id: country,
        space_int_code: space,
        fecha_registro: date,
        total_tickets: 3,
        detalles,
        tipo_registro: 'diaria',
        metodo_ingreso: 'form',
      });
    const novemberOf = async (who: string, space: string) =>
      (await inject('GET', `/api/fo/sales/daily/space/${space}/period?start_date=2026-11-01&end_date=2026-11-30`, who)).json().data;

    afterAll(async () => {
      for (const c of ['per', 'arg', 'col']) await setParam(c, '12');
    });

    it.each([
      // country, who, space, contract, amount field, cut-off value: 5 December is after 3, before 6 and 20
      ['PER', DEMO.empresaPer, 'p1001', 'PER-C301', 'total_monto_sin_igv', '3', false],
      ['ARG', DEMO.empresaArg, 'a1001', 'ARG-C501', 'total_monto_efectivo', '6', true],
      ['COL', DEMO.empresaCol, 'co1001', 'COL-C701', 'total_monto_efectivo', '20', true],
    ] as const)(
      '%s: cut-off %s is read from venta_diaria_dia_corte_mes_anterior_%s',
      async (country, who, space, contract, field, value, open) => {
        const id = `venta_diaria_dia_corte_mes_anterior_${country.toLowerCase()}`;
        await setParam(country.toLowerCase(), value);
        const param = await inject('GET', `/api/fo/params/${id}`, who);
        expect(param.json()).toEqual({ data: { id, valor: value } });
        const nov = await novemberOf(who, space);
        expect(nov).toMatchObject({ dia_corte: Number(value), periodo_cerrado: !open });
        expect(nov.data.find((r: { fecha_registro: string }) => r.fecha_registro === '2026-11-20').cargable).toBe(open);

        await clear(contract, ['2026-11-20']);
        const before = await total();
        const res = await report(who, country, space, '2026-11-20', { [field]: 1000 });
        if (open) {
          expect(res.statusCode).toBe(200);
          expect(await total()).toBe(before + 1);
        } else {
          expect(res.statusCode).toBe(422);
          expect(res.json().message).toBe(SALES_MSG.cutoffPassed(3));
          expect(await total()).toBe(before);
        }
      },
    );
  });
});

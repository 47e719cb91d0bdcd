import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { MSG } from '@vitrina/domain/common/messages';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { chileDayDetails } from '../../test/sales-fixtures';
import * as t from '../../db/schema/index';

// The clock: 2026-11-22 12:00 in Santiago (UTC-3), 10:00 in Lima and Bogotá. Cut-off day 12, so
// October is closed and November is open.
const NOW = '2026-11-22T15:00:00Z';

describe('daily sales API: period, declare, justify, audit, overview, params', () => {
  let ctx: TestContext;
  const tokens: Record<string, string> = {};
  const h = (who: string) => ctx.auth(tokens[who]!);
  const loginAll = async () => {
    for (const u of [
      DEMO.localChl,
      DEMO.empresaChl,
      DEMO.marcaChl,
      DEMO.empresaPer,
      DEMO.empresaArg,
      DEMO.empresaCol,
      DEMO.finanzas,
      DEMO.auditor,
    ]) {
      tokens[u] = await ctx.login(u);
    }
  };
  beforeAll(async () => {
    ctx = await createTestApp();
    ctx.clock.set(NOW);
    await loginAll();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: who ? h(who) : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const count = async (where = sql`true`) =>
    Number(
      (
        await ctx.database.db
          .select({ n: sql<number>`count(*)` })
          .from(t.dailySales)
          .where(where)
      )[0]!.n,
    );
  const auditCount = async (action: string) =>
    Number(
      (
        await ctx.database.db
          .select({ n: sql<number>`count(*)` })
          .from(t.auditLog)
          .where(eq(t.auditLog.action, action))
      )[0]!.n,
    );
  /** Runs `check` while local.chl holds only `permissionIds` in its clients; then gives back 8 and 9. */
  const withLocalChlPermissions = async (permissionIds: number[], check: () => Promise<void>) => {
    const { db } = ctx.database;
    const [u] = await db.select().from(t.users).where(eq(t.users.email, DEMO.localChl));
    await db.update(t.userClients).set({ permission_ids: permissionIds }).where(eq(t.userClients.user_id, u!.id));
    try {
      await check();
    } finally {
      await db
        .update(t.userClients)
        .set({ permission_ids: [8, 9] })
        .where(eq(t.userClients.user_id, u!.id));
    }
  };
  const clearDay = (contractId: string, date: string) =>
    ctx.database.db.delete(t.dailySales).where(and(eq(t.dailySales.contract_id, contractId), eq(t.dailySales.fecha_registro, date)));

  const chileReport = (date: string, over: Record<string, unknown> = {}) => ({
    country_id: 'CHL',
    space_int_code: 'c1002',
    fecha_registro: date,
    comentarios: '',
    detalles: chileDayDetails(),
    tipo_registro: 'diaria',
    metodo_ingreso: 'form',
    ...over,
  });
  const report = (who: string, payload: unknown, country = 'chl') =>
    inject('POST', `/api/fo/sales/report/daily_sales/${country}/${who}`, who, payload);

  describe('GET /justifications', () => {
    it('lists the catalogue with periodo', async () => {
      const res = await inject('GET', '/api/fo/sales/justifications', DEMO.localChl);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toContainEqual({ id: 1, nombre: 'Local cerrado por remodelación', periodo: true });
      expect(res.json().data).toContainEqual({ id: 2, nombre: 'Feriado', periodo: false });
    });
    it('401 without a session', async () => {
      expect((await inject('GET', '/api/fo/sales/justifications')).statusCode).toBe(401);
    });
  });

  describe('GET /api/fo/params/{id}', () => {
    it('answers the cut-off day as data.valor', async () => {
      const res = await inject('GET', '/api/fo/params/venta_diaria_dia_corte_mes_anterior_chl', DEMO.localChl);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { id: 'venta_diaria_dia_corte_mes_anterior_chl', valor: '12' } });
    });
    it('404 for an unknown id, 401 without session', async () => {
      expect((await inject('GET', '/api/fo/params/nada', DEMO.localChl)).statusCode).toBe(404);
      expect((await inject('GET', '/api/fo/params/venta_diaria_dia_corte_mes_anterior_chl')).statusCode).toBe(401);
    });
  });

  describe('GET /daily/space/{spaceId}/period', () => {
    const url = (space: string, start = '2026-11-01', end = '2026-11-30') =>
      `/api/fo/sales/daily/space/${space}/period?start_date=${start}&end_date=${end}`;

    it('one row per day with status, cargable and the general data', async () => {
      const res = await inject('GET', url('c1001'), DEMO.localChl);
      expect(res.statusCode).toBe(200);
      const d = res.json().data;
      expect(d.data).toHaveLength(30);
      expect(d.generalData).toMatchObject({
        space_int_code: 'c1001',
        marca: 'Café Montaña',
        pais: 'CHL',
        vigente: true,
        contract_space_id: expect.stringMatching(/^c1001_/),
      });
      expect(d).toMatchObject({
        hoy: '2026-11-22',
        dia_corte: 12,
        periodo_cerrado: false,
        puede_declarar: true,
        bloqueo_mes_anterior: false,
      });
      const day = (iso: string) => d.data.find((r: { fecha_registro: string }) => r.fecha_registro === iso);
      expect(day('2026-11-23')).toMatchObject({
        tipo: 'pendiente',
        cargable: false,
        editable: false,
        motivo_bloqueo: SALES_MSG.futureDay,
        fecha: '23/11/2026',
      });
      expect(day('2026-11-22')).toMatchObject({ cargable: true });
      expect(day('2026-11-01').weekday).toBe(0);
      const statuses = new Set(d.data.map((r: { tipo: string }) => r.tipo));
      expect([...statuses].every((s) => ['pendiente', 'reportada', 'justificada', 'auditada'].includes(s as string))).toBe(true);
      expect(d.totales.monto_total_bruto).toBeGreaterThan(0);
    });

    it('a closed month: October after the cut-off day, seeded history with every status', async () => {
      const res = await inject('GET', url('c1001', '2026-10-01', '2026-10-31'), DEMO.empresaChl);
      expect(res.statusCode).toBe(200);
      const d = res.json().data;
      expect(d.periodo_cerrado).toBe(true);
      expect(d.data.every((r: { cargable: boolean }) => !r.cargable)).toBe(true);
    });

    it('finance staff read any client read-only', async () => {
      const res = await inject('GET', url('p1001'), DEMO.finanzas);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.puede_declarar).toBe(false);
      expect(res.json().data.data.every((r: { editable: boolean }) => !r.editable)).toBe(true);
    });

    it("404 for another client's space, and for a space not assigned to a store chief", async () => {
      expect((await inject('GET', url('p1001'), DEMO.localChl)).statusCode).toBe(404);
      expect((await inject('GET', url('c1003'), DEMO.localChl)).statusCode).toBe(404);
      expect((await inject('GET', url('nope'), DEMO.localChl)).statusCode).toBe(404);
      expect((await inject('GET', url('c1001') + '&company_id=PER123', DEMO.empresaChl)).statusCode).toBe(404);
    });

    it('400 for bad dates, an inverted range or a range over 93 days; 401 without session', async () => {
      expect((await inject('GET', url('c1001', '2026-11-31', '2026-11-30'), DEMO.localChl)).statusCode).toBe(400);
      expect((await inject('GET', url('c1001', '2026-11-30', '2026-11-01'), DEMO.localChl)).statusCode).toBe(400);
      expect((await inject('GET', url('c1001', '2026-01-01', '2026-11-01'), DEMO.localChl)).statusCode).toBe(400);
      expect((await inject('GET', url('c1001'))).statusCode).toBe(401);
    });

    it('403 without read:DailySales in the client', async () => {
      await withLocalChlPermissions([], async () => {
        expect((await inject('GET', url('c1001'), DEMO.localChl)).statusCode).toBe(403);
      });
    });
  });

  describe('POST /report/daily_sales/{countryId}/{userEmail}', () => {
    it('declares a Chile day, computes the totals on the server and is idempotent', async () => {
      await clearDay('CHL-C102', '2026-11-20');
      const before = await count();
      const first = await report(DEMO.localChl, chileReport('2026-11-20', { monto_total_bruto: 1, monto_total_neto: 1 }));
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ message: SALES_MSG.reported, created: true });
      expect(first.json().data).toMatchObject({
        tipo: 'reportada',
        monto_total_bruto: 357_000,
        monto_total_neto: 300_000,
        total_tickets: 13,
        comentarios: 'SIN COMENTARIOS',
        total: 357_000,
      });
      const again = await report(DEMO.localChl, chileReport('2026-11-20'));
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ message: SALES_MSG.updated, created: false });
      // concurrent double click
      const [a, b] = await Promise.all([
        report(DEMO.localChl, chileReport('2026-11-20')),
        report(DEMO.localChl, chileReport('2026-11-20')),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(await count()).toBe(before + 1);
      expect(await count(and(eq(t.dailySales.contract_id, 'CHL-C102'), eq(t.dailySales.fecha_registro, '2026-11-20')))).toBe(1);
      expect(await auditCount('daily_sale_declared')).toBeGreaterThanOrEqual(1);
      // one audit record per write of this record, written with it: the first 'declared', the rest 'updated'
      const trail = await ctx.database.db
        .select({ action: t.auditLog.action, client_id: t.auditLog.client_id, details: t.auditLog.details })
        .from(t.auditLog)
        .where(and(eq(t.auditLog.entity, 'daily_sale'), eq(t.auditLog.entity_id, first.json().data.id)))
        .orderBy(t.auditLog.id);
      expect(trail.map((r) => r.action)).toEqual(['daily_sale_declared', 'daily_sale_updated', 'daily_sale_updated', 'daily_sale_updated']);
      expect(trail[0]).toMatchObject({
        client_id: 'CHL76543210-3',
        details: {
          contract_id: 'CHL-C102',
          fecha_registro: '2026-11-20',
          monto_total_bruto: 357_000,
          total_tickets: 13,
          metodo_ingreso: 'form',
        },
      });
    });

    it('Peru: net = amount without IGV minus credit notes, credit notes stored negative', async () => {
      await clearDay('PER-C301', '2026-11-21');
      const res = await report(
        DEMO.empresaPer,
        {
          country_id: 'PER',
          space_int_code: 'p1001',
          fecha_registro: '2026-11-21',
          total_tickets: 40,
          detalles: { total_monto_sin_igv: 2500.5, total_monto_nota_credito: 120.25, serie_boletas: 'B001', serie_facturas: 'F001' },
        },
        'per',
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        monto_total_bruto: 2500.5,
        monto_total_neto: 2380.25,
        montoNotasDeCredito: -120.25,
        total: 2380.25,
      });
    });

    it('Argentina and Colombia', async () => {
      await clearDay('ARG-C501', '2026-11-21');
      await clearDay('COL-C701', '2026-11-21');
      const arg = await report(
        DEMO.empresaArg,
        {
          country_id: 'ARG',
          space_int_code: 'a1001',
          fecha_registro: '2026-11-21',
          total_tickets: 5,
          detalles: { total_monto_efectivo: 1000, total_monto_nota_credito: -100 },
        },
        'arg',
      );
      expect(arg.statusCode).toBe(200);
      expect(arg.json().data.monto_total_neto).toBe(900);
      const col = await report(
        DEMO.empresaCol,
        {
          country_id: 'COL',
          space_int_code: 'co1001',
          fecha_registro: '2026-11-21',
          total_tickets: 5,
          detalles: { total_monto_efectivo: 45000.5 },
        },
        'col',
      );
      expect(col.statusCode).toBe(200);
      expect(col.json().data).toMatchObject({ monto_total_bruto: 45000.5, monto_total_neto: 45000.5, total: 45000.5 });
      // Colombia's credit notes ('Añadir notas de crédito') come off the net like Peru's and Argentina's
      const withCredit = await report(
        DEMO.empresaCol,
        {
          country_id: 'COL',
          space_int_code: 'co1001',
          fecha_registro: '2026-11-21',
          total_tickets: 5,
          detalles: { total_monto_efectivo: 45000.5, total_monto_nota_credito: 500.25 },
        },
        'col',
      );
      expect(withCredit.statusCode).toBe(200);
      expect(withCredit.json().data).toMatchObject({
        monto_total_bruto: 45000.5,
        monto_total_neto: 44500.25,
        total: 44500.25,
        montoNotasDeCredito: -500.25,
      });
    });

    it.each([
      ['a future day', chileReport('2026-11-23'), 422, SALES_MSG.futureDay],
      ['a closed period', chileReport('2026-10-15'), 422, SALES_MSG.cutoffPassed(12)],
      ['two months back', chileReport('2026-09-15'), 422, SALES_MSG.periodClosed],
      [
        'amounts over the limit',
        chileReport('2026-11-19', { detalles: { total_tickets_boletas: 1, total_monto_efectivo_boletas: 10_000_000_000 } }),
        400,
        SALES_MSG.moneyMax,
      ],
      [
        'Chile decimals',
        chileReport('2026-11-19', { detalles: { total_tickets_boletas: 1, total_monto_efectivo_boletas: 100.5 } }),
        400,
        SALES_MSG.noDecimals,
      ],
      [
        'more amounts than tickets',
        chileReport('2026-11-19', {
          detalles: { total_tickets_boletas: 1, total_monto_efectivo_boletas: 100, total_monto_tarjeta_boletas: 100 },
        }),
        400,
        SALES_MSG.ticketsVsAmounts,
      ],
      [
        'tickets over 10.000',
        chileReport('2026-11-19', { detalles: { total_tickets_boletas: 10_001, total_monto_efectivo_boletas: 100 } }),
        400,
        SALES_MSG.ticketsMax,
      ],
      ['a zero total', chileReport('2026-11-19', { detalles: {} }), 400, SALES_MSG.justifyZero],
      ['a comment over 255', chileReport('2026-11-19', { comentarios: 'x'.repeat(256) }), 400, SALES_MSG.max255],
      [
        'another country',
        chileReport('2026-11-19', { country_id: 'PER', total_tickets: 1, detalles: { total_monto_sin_igv: 10 } }),
        400,
        SALES_MSG.countryMismatch,
      ],
    ])('refuses %s, writing nothing', async (_name, payload, status, message) => {
      const before = await count();
      const audits = await auditCount('daily_sale_declared');
      const res = await report(DEMO.localChl, payload);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
      expect(await count()).toBe(before);
      expect(await auditCount('daily_sale_declared')).toBe(audits);
    });

    it('403 when the path e-mail is not the caller', async () => {
      const res = await inject('POST', `/api/fo/sales/report/daily_sales/chl/${DEMO.empresaChl}`, DEMO.localChl, chileReport('2026-11-19'));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SALES_MSG.emailMismatch);
    });

    it("404 for another client's space; 403 without create:DailySales; 401 without session", async () => {
      expect((await report(DEMO.empresaPer, { ...chileReport('2026-11-19'), country_id: 'CHL' })).statusCode).toBe(404);
      const fin = await report(DEMO.finanzas, chileReport('2026-11-19'));
      expect(fin.statusCode).toBe(403);
      expect(
        (await inject('POST', `/api/fo/sales/report/daily_sales/chl/${DEMO.localChl}`, undefined, chileReport('2026-11-19'))).statusCode,
      ).toBe(401);
      await withLocalChlPermissions([8], async () => {
        const res = await report(DEMO.localChl, chileReport('2026-11-19'));
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(MSG.forbidden);
      });
    });
  });

  describe('PATCH /daily/justifications', () => {
    const justify = (q: string, body: Record<string, unknown>, who = DEMO.localChl) =>
      inject('PATCH', `/api/fo/sales/daily/justifications${q}`, who, {
        space_int_code: 'c1002',
        country_id: 'CHL',
        tipo_registro: 'diaria',
        metodo_ingreso: 'form',
        email: who,
        ...body,
      });

    it('justifies one day (no periodo)', async () => {
      await clearDay('CHL-C102', '2026-11-18');
      const res = await justify('?start_date=2026-11-18&end_date=2026-11-18', {
        justification_code: 2,
        fecha_registro: '2026-11-18',
        comentarios: 'Feriado local',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: SALES_MSG.justified, data: { fechas: ['2026-11-18'] } });
      const p = await inject('GET', '/api/fo/sales/daily/space/c1002/period?start_date=2026-11-18&end_date=2026-11-18', DEMO.localChl);
      expect(p.json().data.data[0]).toMatchObject({
        tipo: 'justificada',
        justificacion: 2,
        justificacion_nombre: 'Feriado',
        justification_comment: 'Feriado local',
        total: null,
      });
    });

    it('justifies a range within the month and overwrites the sales in it', async () => {
      await report(DEMO.localChl, chileReport('2026-11-16'));
      const res = await justify('?start_date=2026-11-14&end_date=2026-11-17', { justification_code: 1, fecha_registro: '2026-11-16' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.fechas).toEqual(['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17']);
      expect(res.json().data.sobrescritas).toBeGreaterThanOrEqual(1);
      const [row] = await ctx.database.db
        .select()
        .from(t.dailySales)
        .where(and(eq(t.dailySales.contract_id, 'CHL-C102'), eq(t.dailySales.fecha_registro, '2026-11-16')));
      expect(row).toMatchObject({ justification_id: 1, monto_total_bruto: 0, total_tickets: 0 });
      const again = await justify('?start_date=2026-11-14&end_date=2026-11-17', { justification_code: 1, fecha_registro: '2026-11-16' });
      expect(again.json().message).toBe(SALES_MSG.justificationUpdated);
    });

    it.each([
      [
        'a range outside the month',
        '?start_date=2026-10-30&end_date=2026-11-02',
        { justification_code: 1, fecha_registro: '2026-11-01' },
        400,
        SALES_MSG.rangeOutsideMonth,
      ],
      [
        'a range without the sale date',
        '?start_date=2026-11-02&end_date=2026-11-05',
        { justification_code: 1, fecha_registro: '2026-11-10' },
        400,
        SALES_MSG.dateInRange('2026-11-10'),
      ],
      [
        'a range with a reason that has no periodo, even one that includes the day',
        '?start_date=2026-11-09&end_date=2026-11-11',
        { justification_code: 2, fecha_registro: '2026-11-10' },
        400,
        SALES_MSG.rangeNotAllowed('2026-11-10'),
      ],
      [
        'a periodo reason without both dates',
        '?start_date=2026-11-02',
        { justification_code: 1, fecha_registro: '2026-11-02' },
        400,
        SALES_MSG.bothDates,
      ],
      [
        'a range into the future',
        '?start_date=2026-11-20&end_date=2026-11-25',
        { justification_code: 5, fecha_registro: '2026-11-20' },
        422,
        SALES_MSG.futureDay,
      ],
      ['a closed period', '', { justification_code: 2, fecha_registro: '2026-10-20' }, 422, SALES_MSG.cutoffPassed(12)],
      ['an unknown justification', '', { justification_code: 99, fecha_registro: '2026-11-19' }, 400, SALES_MSG.justificationNotFound],
      ['no justification', '', { fecha_registro: '2026-11-19' }, 400, SALES_MSG.justificationRequired],
    ])('refuses %s, writing nothing', async (_n, q, body, status, message) => {
      const before = await count(sql`${t.dailySales.justification_id} is not null`);
      const res = await justify(q, body);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
      expect(await count(sql`${t.dailySales.justification_id} is not null`)).toBe(before);
    });

    it("404 for another client's space, 403 for finance staff", async () => {
      expect(
        (
          await justify(
            '',
            { justification_code: 2, fecha_registro: '2026-11-19', country_id: 'PER', space_int_code: 'p1001' },
            DEMO.localChl,
          )
        ).statusCode,
      ).toBe(404);
      expect((await justify('', { justification_code: 2, fecha_registro: '2026-11-19' }, DEMO.finanzas)).statusCode).toBe(403);
    });
  });

  describe('PATCH /daily/audit and the lock', () => {
    it('only the auditor may audit', async () => {
      for (const who of [DEMO.localChl, DEMO.empresaChl, DEMO.finanzas]) {
        const res = await inject('PATCH', '/api/fo/sales/daily/audit', who, {
          motivo: 'Revisión de ventas',
          space_int_code: 'c1002',
          start_date: '2026-11-01',
          end_date: '2026-11-05',
        });
        expect(res.statusCode).toBe(403);
      }
    });

    it('audited days are locked for declarations, justifications and bulk loads', async () => {
      await report(DEMO.localChl, chileReport('2026-11-03'));
      const res = await inject('PATCH', '/api/fo/sales/daily/audit', DEMO.auditor, {
        motivo: 'Revisión de ventas',
        space_int_code: 'c1002',
        start_date: '2026-11-03',
        end_date: '2026-11-03',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.fechas).toEqual(['2026-11-03']);
      expect(await auditCount('daily_sales_audited')).toBe(1);
      const snapshot = await ctx.database.db
        .select()
        .from(t.dailySales)
        .where(and(eq(t.dailySales.contract_id, 'CHL-C102'), eq(t.dailySales.fecha_registro, '2026-11-03')));
      const edit = await report(
        DEMO.localChl,
        chileReport('2026-11-03', { detalles: { total_tickets_boletas: 1, total_monto_efectivo_boletas: 5 } }),
      );
      expect(edit.statusCode).toBe(409);
      expect(edit.json().message).toBe(SALES_MSG.audited);
      const just = await inject('PATCH', '/api/fo/sales/daily/justifications?start_date=2026-11-02&end_date=2026-11-04', DEMO.localChl, {
        justification_code: 1,
        fecha_registro: '2026-11-03',
        space_int_code: 'c1002',
        country_id: 'CHL',
      });
      expect(just.statusCode).toBe(409);
      const after = await ctx.database.db
        .select()
        .from(t.dailySales)
        .where(and(eq(t.dailySales.contract_id, 'CHL-C102'), eq(t.dailySales.fecha_registro, '2026-11-03')));
      expect(after).toEqual(snapshot);
      const p = await inject('GET', '/api/fo/sales/daily/space/c1002/period?start_date=2026-11-03&end_date=2026-11-03', DEMO.localChl);
      // The message shown for an audited day
      expect(p.json().data.data[0]).toMatchObject({
        tipo: 'auditada',
        auditada: true,
        editable: false,
        motivo_bloqueo: 'Venta auditada por equipo Vitrina, no es posible editar',
      });
    });

    it('404 for an unknown space; 400 for an inverted range', async () => {
      expect(
        (
          await inject('PATCH', '/api/fo/sales/daily/audit', DEMO.auditor, {
            motivo: 'Revisión de ventas',
            space_int_code: 'zz',
            start_date: '2026-11-01',
            end_date: '2026-11-02',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await inject('PATCH', '/api/fo/sales/daily/audit', DEMO.auditor, {
            motivo: 'Revisión de ventas',
            space_int_code: 'c1002',
            start_date: '2026-11-05',
            end_date: '2026-11-02',
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  describe('overview (espacio/locales)', () => {
    /** A 'Feriado' justification on every day of the range that has no record. */
    async function fill(contract: string, space: string, start: string, end: string) {
      const { db } = ctx.database;
      const [c] = await db.select().from(t.contracts).where(eq(t.contracts.id, contract));
      const have = new Set(
        (
          await db
            .select()
            .from(t.dailySales)
            .where(and(eq(t.dailySales.contract_id, contract), sql`${t.dailySales.fecha_registro} between ${start} and ${end}`))
        ).map((r) => r.fecha_registro),
      );
      for (let d = new Date(`${start}T00:00:00Z`); d <= new Date(`${end}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
        const day = d.toISOString().slice(0, 10);
        if (!have.has(day))
          await db.insert(t.dailySales).values({
            contract_id: contract,
            space_id: space,
            client_id: c!.client_id,
            country_id: 'CHL',
            fecha_registro: day,
            justification_id: 2,
            created_by: 'test',
          });
      }
    }

    it('GET /daily/spaces lists the assigned spaces with status, pending dates and tab counts', async () => {
      // c1001 up to date through yesterday; c1002 missing the 19th and the 21st, with the 3rd audited (above)
      await fill('CHL-C101', 'c1001', '2026-11-01', '2026-11-21');
      await fill('CHL-C102', 'c1002', '2026-11-01', '2026-11-21');
      await clearDay('CHL-C102', '2026-11-19');
      await clearDay('CHL-C102', '2026-11-21');
      const res = await inject('GET', '/api/fo/sales/daily/spaces', DEMO.localChl);
      expect(res.statusCode).toBe(200);
      const d = res.json().data;
      expect(d.hoy).toBe('2026-11-22');
      expect(d.counts).toEqual({ todas: 2, pendientes: 1, al_dia: 1, auditadas: 1 });
      const bySpace = Object.fromEntries(
        d.spaces.map((s: { generalData: { space_int_code: string } }) => [s.generalData.space_int_code, s]),
      );
      expect(Object.keys(bySpace).sort()).toEqual(['c1001', 'c1002']);
      expect(bySpace.c1001).toMatchObject({ estado: 'Al día', auditada: false, sales: { pending: [], audited: 0 } });
      expect(bySpace.c1002).toMatchObject({
        estado: 'Pendiente',
        auditada: true,
        sales: { pending: ['2026-11-19', '2026-11-21'], audited: 1 },
      });
    });

    it("the company admin sees both companies' current spaces; filters by company", async () => {
      const all = (await inject('GET', '/api/fo/sales/daily/spaces', DEMO.empresaChl)).json().data;
      expect(all.counts.todas).toBe(10);
      const one = (
        await inject('POST', '/api/fo/sales/spaces/daily_sales', DEMO.empresaChl, {
          company_id: all.spaces[0].generalData.empresa_id,
          spaces_ids: ['c1001', 'c1002', 'p1001'],
        })
      ).json().data;
      expect(one.counts.todas).toBe(2);
    });

    it('seeded history gives every tab something across the demo', async () => {
      const d = (await inject('GET', '/api/fo/sales/daily/spaces', DEMO.finanzas)).json().data;
      // the 40 spaces of the demo companies and the 23 of the comparison's peer companies (8 in Chile, 5 in each other country)
      expect(d.counts.todas).toBe(63);
      expect(d.counts.pendientes).toBeGreaterThan(0);
      expect(d.counts.al_dia).toBeGreaterThan(0);
      expect(d.counts.auditadas).toBeGreaterThan(0);
    });
  });

  describe('previous month and the 02:00 shift (clock moved to 13 December)', () => {
    it('on the cut-off day the previous month is declarable and blocks the current month; after 02:00 on the 13th it is closed', async () => {
      await ctx.database.db
        .delete(t.dailySales)
        .where(and(eq(t.dailySales.contract_id, 'CHL-C102'), sql`${t.dailySales.fecha_registro} between '2026-11-25' and '2026-11-30'`));
      ctx.clock.set('2026-12-05T15:00:00Z');
      await loginAll();
      const dec = (
        await inject('GET', '/api/fo/sales/daily/space/c1002/period?start_date=2026-12-01&end_date=2026-12-31', DEMO.localChl)
      ).json().data;
      expect(dec.bloqueo_mes_anterior).toBe(true);
      expect(dec.pendientes_mes_anterior).toEqual(expect.arrayContaining(['2026-11-25', '2026-11-30']));
      expect(dec.generalData.cantVentasDiariasPendientesMesAnterior).toBe(dec.pendientes_mes_anterior.length);
      // 01:59 on the 13th in Santiago (UTC-3): the business day is still the 12th
      ctx.clock.set('2026-12-13T04:59:00Z');
      await loginAll();
      const ok = await report(DEMO.localChl, chileReport('2026-11-30'));
      expect(ok.statusCode).toBe(200);
      ctx.clock.set('2026-12-13T05:00:00Z');
      await loginAll();
      const late = await report(DEMO.localChl, chileReport('2026-11-29'));
      expect(late.statusCode).toBe(422);
      expect(late.json().message).toBe(SALES_MSG.cutoffPassed(12));
      const nov = (
        await inject('GET', '/api/fo/sales/daily/space/c1002/period?start_date=2026-11-01&end_date=2026-11-30', DEMO.localChl)
      ).json().data;
      expect(nov.periodo_cerrado).toBe(true);
      expect(nov.data.find((r: { fecha_registro: string }) => r.fecha_registro === '2026-11-29').tipo).toBe('no declarada');
    });

    it('the per-country cut-off parameter is read from the params table', async () => {
      await ctx.database.db.update(t.params).set({ value: '15' }).where(eq(t.params.id, 'venta_diaria_dia_corte_mes_anterior_chl'));
      try {
        const res = await report(DEMO.localChl, chileReport('2026-11-28'));
        expect(res.statusCode).toBe(200);
      } finally {
        await ctx.database.db.update(t.params).set({ value: '12' }).where(eq(t.params.id, 'venta_diaria_dia_corte_mes_anterior_chl'));
      }
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { chileDayDetails } from '../../test/sales-fixtures';
import * as t from '../../db/schema/index';

// 2026-11-22 12:00 in Santiago; cut-off day 12: October is closed, November open up to today.
const NOW = '2026-11-22T15:00:00Z';
const FEED = '/api/fo/sales/feed/daily';

const chileDay = (space: string, date: string, over: Record<string, unknown> = {}) => ({
  space_int_code: space,
  fecha_registro: date,
  detalles: chileDayDetails(),
  ...over,
});

describe('point-of-sale feed: API keys in Mi empresa, the feed, idempotency, rate limit; the access log', () => {
  let ctx: TestContext;
  const tok: Record<string, string> = {};
  let andes = ''; // client of c1001 / c1002 (empresa.chl)
  let otherSpace = ''; // a space of another client (empresa.per)
  let perClient = '';
  const keysUrl = (client: string) => `/api/fo/companies/empresas/${client}/api-keys`;
  const logUrl = (client: string, q = '') => `/api/fo/companies/empresas/${client}/access-log${q}`;
  const as = (who?: string) => (who ? ctx.auth(tok[who]!) : {});
  const newKey = async (name: string, client = andes, who = DEMO.empresaChl) => {
    const res = await ctx.app.inject({ method: 'POST', url: keysUrl(client), headers: as(who), payload: { nombre: name } });
    expect(res.statusCode).toBe(200);
    return res.json() as { clave: string; data: { id: string; prefijo: string } };
  };
  const feed = (key: string | undefined, idem: string | undefined, body: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: FEED,
      headers: { ...(key ? { 'x-api-key': key } : {}), ...(idem ? { 'idempotency-key': idem } : {}) },
      payload: body as object,
    });
  const salesOf = async (space: string, date: string) =>
    ctx.database.db
      .select()
      .from(t.dailySales)
      .where(and(eq(t.dailySales.space_id, space), eq(t.dailySales.fecha_registro, date)));
  const auditRows = async (date: string) =>
    Number(
      (
        await ctx.database.db
          .select({ n: sql<number>`count(*)` })
          .from(t.auditLog)
          .where(
            sql`${t.auditLog.action} in ('daily_sale_declared', 'daily_sale_updated') and ${t.auditLog.details}->>'fecha_registro' = ${date}`,
          )
      )[0]!.n,
    );
  const logRows = async (client: string) => ctx.database.db.select().from(t.salesAccessLog).where(eq(t.salesAccessLog.client_id, client));

  beforeAll(async () => {
    ctx = await createTestApp({ env: { SALES_FEED_RATE_MAX: '5' } });
    ctx.clock.set(NOW);
    for (const u of [DEMO.empresaChl, DEMO.localChl, DEMO.empresaPer, DEMO.finanzas, DEMO.auditor]) tok[u] = await ctx.login(u);
    andes = (await ctx.database.db.select().from(t.contracts).where(eq(t.contracts.space_id, 'c1001')))[0]!.client_id;
    const per = await ctx.database.db
      .select()
      .from(t.contracts)
      .where(sql`${t.contracts.client_id} like 'PER%'`);
    perClient = per[0]!.client_id;
    otherSpace = per[0]!.space_id;
    for (const d of ['2026-11-19', '2026-11-20', '2026-11-21'])
      await ctx.database.db.delete(t.dailySales).where(and(eq(t.dailySales.space_id, 'c1002'), eq(t.dailySales.fecha_registro, d)));
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  describe('API keys (/api/fo/companies/empresas/{id}/api-keys)', () => {
    it('a company administrator creates a key (shown once, stored hashed), lists and revokes it', async () => {
      const k = await newKey('Caja central');
      expect(k.clave).toMatch(/^vk_[0-9a-f]{12}\./);
      const [row] = await ctx.database.db.select().from(t.serviceApiKeys).where(eq(t.serviceApiKeys.id, k.data.id));
      expect(row).toMatchObject({ scope: 'sales:feed', client_id: andes, name: 'Caja central' });
      expect(row!.key_hash).not.toContain(k.clave.slice(16));
      const list = await ctx.app.inject({ method: 'GET', url: keysUrl(andes), headers: as(DEMO.empresaChl) });
      expect(list.statusCode).toBe(200);
      expect(JSON.stringify(list.json())).not.toContain(k.clave);
      expect(list.json().data[0]).toMatchObject({ nombre: 'Caja central', prefijo: k.data.prefijo, ultimo_uso: null, revocada: null });
      const del = await ctx.app.inject({ method: 'DELETE', url: `${keysUrl(andes)}/${k.data.id}`, headers: as(DEMO.empresaChl) });
      expect(del.statusCode).toBe(200);
      const again = await ctx.app.inject({ method: 'DELETE', url: `${keysUrl(andes)}/${k.data.id}`, headers: as(DEMO.empresaChl) });
      expect(again.statusCode).toBe(404);
    });

    it('refuses: bad input 400 (nothing written), no session 401, another client 404, no permission and staff 403', async () => {
      const before = (await ctx.database.db.select().from(t.serviceApiKeys)).length;
      for (const payload of [{}, { nombre: '' }, { nombre: 'x'.repeat(101) }, { nombre: 'a\u0000b' }]) {
        const res = await ctx.app.inject({ method: 'POST', url: keysUrl(andes), headers: as(DEMO.empresaChl), payload });
        expect(res.statusCode).toBe(400);
      }
      expect((await ctx.database.db.select().from(t.serviceApiKeys)).length).toBe(before);
      expect((await ctx.app.inject({ method: 'GET', url: keysUrl(andes) })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'GET', url: keysUrl(andes), headers: as(DEMO.empresaPer) })).statusCode).toBe(404);
      expect(
        (await ctx.app.inject({ method: 'POST', url: keysUrl(andes), headers: as(DEMO.empresaPer), payload: { nombre: 'x' } })).statusCode,
      ).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: keysUrl(andes), headers: as(DEMO.localChl) })).statusCode).toBe(403);
      for (const staff of [DEMO.finanzas, DEMO.auditor])
        expect((await ctx.app.inject({ method: 'GET', url: keysUrl(andes), headers: as(staff) })).statusCode).toBe(403);
      // a key of another client cannot be revoked through this one
      const per = await newKey('POS Lima', perClient, DEMO.empresaPer);
      expect(
        (await ctx.app.inject({ method: 'DELETE', url: `${keysUrl(andes)}/${per.data.id}`, headers: as(DEMO.empresaChl) })).statusCode,
      ).toBe(404);
      expect((await ctx.database.db.select().from(t.serviceApiKeys).where(eq(t.serviceApiKeys.id, per.data.id)))[0]!.revoked_at).toBeNull();
    });
  });

  describe('the feed (POST /api/fo/sales/feed/daily)', () => {
    it('declares many days with per-row results; the days show metodo_ingreso api; last use shown', async () => {
      const k = await newKey('POS 1');
      const res = await feed(k.clave, 'lote-1', {
        ventas: [
          chileDay('c1002', '2026-11-20'),
          chileDay('c1002', '2026-11-21'),
          chileDay('c1002', '2026-10-15'), // cut-off passed: October is closed
          chileDay('c1002', '2026-11-23'), // tomorrow
          chileDay(otherSpace, '2026-11-20'), // another client's space
          chileDay('c1002', '2026-11-20'), // repeated in the request
          chileDay('c1002', '2026-11-19', { detalles: { total_tickets_boletas: -1 } }), // the form's amount rules
        ],
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ recibidas: 7, aceptadas: 2, rechazadas: 5 });
      expect(body.resultados.map((r: { estado: string; codigo: string | null }) => [r.estado, r.codigo])).toEqual([
        ['creada', null],
        ['creada', null],
        ['rechazada', 'period_closed'],
        ['rechazada', 'future_day'],
        ['rechazada', 'not_found'],
        ['rechazada', 'duplicate_row'],
        ['rechazada', 'validation_error'],
      ]);
      const [day] = await salesOf('c1002', '2026-11-20');
      expect(day).toMatchObject({ metodo_ingreso: 'api' });
      expect(await salesOf('c1002', '2026-11-19')).toHaveLength(0);
      const period = await ctx.app.inject({
        method: 'GET',
        url: '/api/fo/sales/daily/space/c1002/period?start_date=2026-11-20&end_date=2026-11-20',
        headers: as(DEMO.localChl),
      });
      expect(period.json().data.data[0].metodo_ingreso).toBe('api');
      const list = await ctx.app.inject({ method: 'GET', url: keysUrl(andes), headers: as(DEMO.empresaChl) });
      expect(list.json().data.find((r: { id: string }) => r.id === k.data.id).ultimo_uso).toBe(new Date(NOW).toISOString());
    });

    it('Idempotency-Key: the same key and body twice → one write, the same answer; another body → 422; none → 400', async () => {
      const k = await newKey('POS 2');
      const body = { ventas: [chileDay('c1002', '2026-11-19')] };
      const first = await feed(k.clave, 'dia-19', body);
      expect(first.statusCode).toBe(200);
      expect(first.json().resultados[0].estado).toBe('creada');
      const audits = await auditRows('2026-11-19');
      const updatedAt = (await salesOf('c1002', '2026-11-19'))[0]!.updated_at;
      ctx.clock.advance(1000);
      const retry = await feed(k.clave, 'dia-19', body);
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(await auditRows('2026-11-19')).toBe(audits);
      expect(await salesOf('c1002', '2026-11-19')).toHaveLength(1);
      expect((await salesOf('c1002', '2026-11-19'))[0]!.updated_at).toEqual(updatedAt);
      const other = await feed(k.clave, 'dia-19', { ventas: [chileDay('c1002', '2026-11-19', { comentarios: 'otra' })] });
      expect(other.statusCode).toBe(422);
      expect(other.json().code).toBe('idempotency_key_reused');
      expect((await feed(k.clave, undefined, body)).statusCode).toBe(400);
      expect((await feed(k.clave, 'con espacios', body)).statusCode).toBe(400);
      ctx.clock.set(NOW);
    });

    it('refuses: no key / wrong key / revoked key / the finance scope 401; bad body 400 with nothing written', async () => {
      const k = await newKey('POS 3');
      const body = { ventas: [chileDay('c1002', '2026-11-18')] };
      expect((await feed(undefined, 'a', body)).statusCode).toBe(401);
      expect((await feed('vk_000000000000.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'a', body)).statusCode).toBe(401);
      expect((await feed(tok[DEMO.empresaChl], 'a', body)).statusCode).toBe(401);
      const before = await salesOf('c1002', '2026-11-18');
      for (const bad of [{}, { ventas: [] }, { ventas: [{ fecha_registro: '2026-11-18' }] }, { ventas: Array(501).fill(body.ventas[0]) }])
        expect((await feed(k.clave, `bad-${JSON.stringify(bad).length}`, bad)).statusCode).toBe(400);
      expect(await salesOf('c1002', '2026-11-18')).toEqual(before);
      await ctx.app.inject({ method: 'DELETE', url: `${keysUrl(andes)}/${k.data.id}`, headers: as(DEMO.empresaChl) });
      const revoked = await feed(k.clave, 'after-revoke', body);
      expect(revoked.statusCode).toBe(401);
      expect(await salesOf('c1002', '2026-11-18')).toEqual(before);
      // a finance import key does not feed sales
      const { createApiKeys } = await import('../access/api-keys');
      const fin = await createApiKeys(ctx.database.db, ctx.clock).create({ name: 'ERP', scope: 'finance:import' });
      expect((await feed(fin.key, 'fin', body)).statusCode).toBe(401);
    });

    it('is rate-limited per key (429 past the limit; another key still passes)', async () => {
      const a = await newKey('POS rápido');
      const b = await newKey('POS lento');
      const body = { ventas: [chileDay('c1002', '2026-11-17')] };
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await feed(a.clave, `r-${i}`, body)).statusCode);
      expect(codes.slice(0, 5).every((c) => c === 200)).toBe(true);
      expect(codes[5]).toBe(429);
      expect((await feed(b.clave, 'r-b', body)).statusCode).toBe(200);
    });
  });

  describe("the access log ('Accesos a tus datos')", () => {
    it("records finanzas reading a tenant's sales, not the tenant's own reads; the admin lists, filters and exports it", async () => {
      await ctx.database.db.delete(t.salesAccessLog);
      const period = (who: string) =>
        ctx.app.inject({
          method: 'GET',
          url: '/api/fo/sales/daily/space/c1001/period?start_date=2026-11-01&end_date=2026-11-22',
          headers: as(who),
        });
      expect((await period(DEMO.empresaChl)).statusCode).toBe(200);
      expect((await period(DEMO.localChl)).statusCode).toBe(200);
      expect(await logRows(andes)).toHaveLength(0);
      expect((await period(DEMO.finanzas)).statusCode).toBe(200);
      const rows = await logRows(andes);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actor: DEMO.finanzas, role: 'FINANZAS', resource: 'Ventas diarias' });
      expect(rows[0]!.detail).toMatch(/^local .+ · contrato /);
      // the spaces overview of one company records that company only
      const ov = await ctx.app.inject({
        method: 'POST',
        url: '/api/fo/sales/daily/spaces',
        headers: as(DEMO.auditor),
        payload: { company_id: andes },
      });
      if (ov.statusCode === 200) {
        expect((await ctx.database.db.select().from(t.salesAccessLog)).every((r) => r.client_id === andes)).toBe(true);
      }

      const list = await ctx.app.inject({ method: 'GET', url: logUrl(andes), headers: as(DEMO.empresaChl) });
      expect(list.statusCode).toBe(200);
      expect(list.json().data[0]).toMatchObject({ quien: DEMO.finanzas, rol: 'FINANZAS', que: 'Ventas diarias' });
      expect(list.json().roles).toContain('FINANZAS');
      const none = await ctx.app.inject({ method: 'GET', url: logUrl(andes, '?desde=2026-11-23'), headers: as(DEMO.empresaChl) });
      expect(none.json().total).toBe(0);
      const byRole = await ctx.app.inject({
        method: 'GET',
        url: logUrl(andes, '?rol=FINANZAS&quien=finanzas'),
        headers: as(DEMO.empresaChl),
      });
      expect(byRole.json().data.every((r: { rol: string }) => r.rol === 'FINANZAS')).toBe(true);
      expect(byRole.json().total).toBeGreaterThan(0);
      const x = await ctx.app.inject({ method: 'GET', url: logUrl(andes, '/xlsx?rol=FINANZAS'), headers: as(DEMO.empresaChl) });
      expect(x.statusCode).toBe(200);
      expect(x.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
      expect(wb.worksheets[0]!.getRow(2).getCell(2).value).toBe(DEMO.finanzas);
    });

    it('refuses: bad filters 400, no session 401, another client 404, no permission and staff 403', async () => {
      expect(
        (await ctx.app.inject({ method: 'GET', url: logUrl(andes, '?desde=2026-11-30&hasta=2026-11-01'), headers: as(DEMO.empresaChl) }))
          .statusCode,
      ).toBe(400);
      expect((await ctx.app.inject({ method: 'GET', url: logUrl(andes, '?desde=ayer'), headers: as(DEMO.empresaChl) })).statusCode).toBe(
        400,
      );
      expect((await ctx.app.inject({ method: 'GET', url: logUrl(andes) })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'GET', url: logUrl(andes), headers: as(DEMO.empresaPer) })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: logUrl(andes, '/xlsx'), headers: as(DEMO.empresaPer) })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: logUrl(andes), headers: as(DEMO.localChl) })).statusCode).toBe(403);
      for (const staff of [DEMO.finanzas, DEMO.auditor])
        expect((await ctx.app.inject({ method: 'GET', url: logUrl(andes), headers: as(staff) })).statusCode).toBe(403);
    });
  });
});

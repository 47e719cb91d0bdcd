import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { cashDayDetails, chileDayDetails } from '../../test/sales-fixtures';
import { pdfInfo, pdfPages } from '../../test/pdf';
import * as t from '../../db/schema/index';
import { DEMO_CLIENTS, demoTaxId } from '../../db/seed/demo-data';
import { staffDemoEmail } from '@vitrina/domain/auth/roles';
import type { BulkLoadRow } from '@vitrina/domain/sales/receipts';
import { receiptCode } from './receipts.common';

// 2026-11-22 12:00 in Santiago: November is open
const NOW = '2026-11-22T15:00:00Z';
const DAY = '2026-11-21';

describe('declaration receipts: day and month PDFs, verification', () => {
  let ctx: TestContext;
  const tokens: Record<string, string> = {};
  const get = (url: string, who?: string) => ctx.app.inject({ method: 'GET', url, headers: who ? ctx.auth(tokens[who]!) : {} });
  const dayUrl = (space: string, date = DAY) => `/api/fo/sales/daily/space/${space}/day/${date}/receipt`;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { RECEIPTS_SECRET: 'test-receipts-secret' } });
    ctx.clock.set(NOW);
    for (const u of [DEMO.localChl, DEMO.empresaChl, DEMO.empresaPer, DEMO.finanzas, DEMO.auditor, staffDemoEmail('OPERADOR')])
      tokens[u] = await ctx.login(u);
    // a fresh declaration of the day by the company administrator
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/fo/sales/report/daily_sales/chl/${DEMO.empresaChl}`,
      headers: ctx.auth(tokens[DEMO.empresaChl]!),
      payload: {
        country_id: 'CHL',
        space_int_code: 'c1001',
        fecha_registro: DAY,
        comentarios: 'Día con feria',
        detalles: chileDayDetails(),
        tipo_registro: 'diaria',
        metodo_ingreso: 'form',
      },
    });
    expect(res.statusCode).toBe(200);
  }, 600_000);
  afterAll(async () => {
    await ctx?.close();
  });

  describe('GET /api/fo/sales/daily/space/{id}/day/{date}/receipt', () => {
    it('the PDF of the day with a verification code; the same version gives the same code', async () => {
      const res = await get(dayUrl('c1001'), DEMO.localChl);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="comprobante-diaria-[\w-]+-2026-11-21\.pdf"$/);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const code = res.headers['x-receipt-code'] as string;
      expect(code).toMatch(/^[A-Z2-7]{5}(-[A-Z2-7]{5}){3}$/);
      const info = pdfInfo(res.rawPayload);
      expect(info.Title).toBe('Comprobante de declaración: venta diaria');
      expect(info.Subject).toBe(`Código de verificación ${code}`);
      const stored = (await ctx.database.db.select().from(t.declarationReceipts).where(eq(t.declarationReceipts.code, code)))[0]!;
      expect(stored).toMatchObject({ kind: 'diaria', declared_by: DEMO.empresaChl });
      expect(stored.snapshot).toMatchObject({
        periodo: DAY,
        comentario: 'Día con feria',
        monto_total_bruto: 357_000,
        declarado_por_email: DEMO.empresaChl,
      });
      // the HMAC is the server secret's
      expect(receiptCode('test-receipts-secret', 'diaria', stored.record_id, stored.version, stored.snapshot as never)).toBe(code);
      expect(receiptCode('another-secret', 'diaria', stored.record_id, stored.version, stored.snapshot as never)).not.toBe(code);
      const again = await get(dayUrl('c1001'), DEMO.empresaChl);
      expect(again.headers['x-receipt-code']).toBe(code);
    });

    it('a justified day gives a justification receipt', async () => {
      const [sale] = await ctx.database.db
        .select()
        .from(t.dailySales)
        .where(and(eq(t.dailySales.space_id, 'c1001'), eq(t.dailySales.fecha_registro, '2026-11-20')));
      if (sale) {
        const [j] = await ctx.database.db.select().from(t.justifications).limit(1);
        await ctx.database.db
          .update(t.dailySales)
          .set({ justification_id: j!.id, updated_at: new Date(NOW) })
          .where(eq(t.dailySales.id, sale.id));
        const res = await get(dayUrl('c1001', '2026-11-20'), DEMO.empresaChl);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-disposition']).toMatch(/comprobante-justificacion-/);
      }
    });

    it('404 for a day without a record, another client (also with company_id) or an unknown space', async () => {
      expect((await get(dayUrl('c1001', '2026-11-23'), DEMO.empresaChl)).statusCode).toBe(404);
      expect((await get(dayUrl('c1001'), DEMO.empresaPer)).statusCode).toBe(404);
      expect((await get(dayUrl('p1001'), DEMO.empresaChl)).statusCode).toBe(404);
      expect((await get(`${dayUrl('c1001')}?company_id=PER123`, DEMO.empresaChl)).statusCode).toBe(404);
      expect((await get(dayUrl('nope'), DEMO.empresaChl)).statusCode).toBe(404);
      // a store chief sees only the spaces assigned
      expect((await get(dayUrl('c1003'), DEMO.localChl)).statusCode).toBe(404);
    });

    it('400 for a bad date, 401 without a session', async () => {
      expect((await get(dayUrl('c1001', '2026-11-31'), DEMO.empresaChl)).statusCode).toBe(400);
      expect((await get(dayUrl('c1001', 'ayer'), DEMO.empresaChl)).statusCode).toBe(400);
      expect((await get(dayUrl('c1001'))).statusCode).toBe(401);
    });

    it('403 without read:DailySales in the client; staff who read daily sales get it', async () => {
      const { db } = ctx.database;
      const [u] = await db.select().from(t.users).where(eq(t.users.email, DEMO.localChl));
      const [uc] = await db.select().from(t.userClients).where(eq(t.userClients.user_id, u!.id));
      await db.update(t.userClients).set({ permission_ids: [] }).where(eq(t.userClients.user_id, u!.id));
      try {
        expect((await get(dayUrl('c1001'), DEMO.localChl)).statusCode).toBe(403);
      } finally {
        await db.update(t.userClients).set({ permission_ids: uc!.permission_ids }).where(eq(t.userClients.user_id, u!.id));
      }
      expect((await get(dayUrl('c1001'), DEMO.finanzas)).statusCode).toBe(200);
    });
  });

  describe('GET /api/fo/sales/monthly/sale/{id}/receipt', () => {
    const monthlyOf = async (client: string) =>
      (await ctx.database.db.select().from(t.monthlySales).where(eq(t.monthlySales.client_id, client)).limit(1))[0];

    it("the month's PDF for its client; 404 for another client; 400 for a bad id; 401 without session", async () => {
      const [chl] = await ctx.database.db
        .select()
        .from(t.clients)
        .where(eq(t.clients.tax_id, demoTaxId(DEMO_CLIENTS[0]!)));
      const sale = await monthlyOf(chl!.id);
      expect(sale).toBeDefined();
      const url = `/api/fo/sales/monthly/sale/${sale!.id}/receipt`;
      const res = await get(url, DEMO.empresaChl);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.headers['content-disposition']).toMatch(/filename="comprobante-mensual-[\w-]+-\d{4}-\d{2}\.pdf"/);
      expect(pdfInfo(res.rawPayload).Title).toBe('Comprobante de declaración: venta mensual');
      expect((await get(url, DEMO.empresaPer)).statusCode).toBe(404);
      expect((await get('/api/fo/sales/monthly/sale/00000000-0000-4000-8000-000000000000/receipt', DEMO.empresaChl)).statusCode).toBe(404);
      expect((await get('/api/fo/sales/monthly/sale/xyz/receipt', DEMO.empresaChl)).statusCode).toBe(400);
      expect((await get(url)).statusCode).toBe(401);
    });

    it("staff who read monthly sales (finanzas, auditor) get any client's month, as they get its days", async () => {
      const [chl] = await ctx.database.db
        .select()
        .from(t.clients)
        .where(eq(t.clients.tax_id, demoTaxId(DEMO_CLIENTS[0]!)));
      const [per] = await ctx.database.db.select().from(t.clients).where(eq(t.clients.country_id, 'PER')).limit(1);
      for (const client of [chl!, per!]) {
        const sale = await monthlyOf(client.id);
        expect(sale).toBeDefined();
        const url = `/api/fo/sales/monthly/sale/${sale!.id}/receipt`;
        for (const who of [DEMO.finanzas, DEMO.auditor]) {
          const res = await get(url, who);
          expect(res.statusCode).toBe(200);
          expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        }
      }
    });
  });

  describe('GET /api/fo/receipts/verify/{code} (public)', () => {
    it('genuine for an issued code, not for another; 400 for a malformed one', async () => {
      const code = (await get(dayUrl('c1001'), DEMO.empresaChl)).headers['x-receipt-code'] as string;
      const ok = await get(`/api/fo/receipts/verify/${code.toLowerCase()}`);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ valido: true, comprobante: { tipo: 'diaria', periodo: DAY, monto_total_bruto: 357_000 } });
      // what it certifies, for the page a person opens from the PDF: company, store, who and when
      expect(ok.json().comprobante).toMatchObject({
        pais: 'CHL',
        empresa: 'Inversiones Andes Retail SpA',
        edificio: expect.any(String),
        marca: expect.any(String),
        local: expect.any(String),
        declarado_por: expect.any(String),
        registrado_en: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      expect(JSON.stringify(ok.json())).not.toContain('@'); // no e-mail to whoever holds the code
      const bad = await get('/api/fo/receipts/verify/AAAAA-BBBBB-CCCCC-DDDDD');
      expect(bad.statusCode).toBe(200);
      expect(bad.json()).toMatchObject({ valido: false });
      expect((await get('/api/fo/receipts/verify/nada')).statusCode).toBe(400);
    });

    it('a stored receipt whose figures were altered is not genuine', async () => {
      const code = (await get(dayUrl('c1001'), DEMO.empresaChl)).headers['x-receipt-code'] as string;
      const [r] = await ctx.database.db.select().from(t.declarationReceipts).where(eq(t.declarationReceipts.code, code));
      await ctx.database.db
        .update(t.declarationReceipts)
        .set({ snapshot: { ...r!.snapshot, monto_total_bruto: 1 } })
        .where(eq(t.declarationReceipts.code, code));
      expect((await get(`/api/fo/receipts/verify/${code}`)).json().valido).toBe(false);
      await ctx.database.db.update(t.declarationReceipts).set({ snapshot: r!.snapshot }).where(eq(t.declarationReceipts.code, code));
    });
  });

  describe('receipts by e-mail (profile setting)', () => {
    it('after an accepted declaration the receipt goes by e-mail to a user who asked for it, only then', async () => {
      const jwt = tokens[DEMO.empresaChl]!;
      const declare = (date: string) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/fo/sales/report/daily_sales/chl/${DEMO.empresaChl}`,
          headers: ctx.auth(jwt),
          payload: {
            country_id: 'CHL',
            space_int_code: 'c1001',
            fecha_registro: date,
            comentarios: '',
            detalles: cashDayDetails(2, 1000),
            tipo_registro: 'diaria',
            metodo_ingreso: 'form',
          },
        });
      const mails = () =>
        ctx.app.mailer.outbox.filter((m) => m.to === DEMO.empresaChl && m.subject.startsWith('Comprobante de declaración'));
      expect((await declare('2026-11-22')).statusCode).toBe(200);
      await Promise.all([...ctx.app.receiptMails]);
      await ctx.app.mailer.idle();
      expect(mails()).toHaveLength(0);
      const on = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/fo/auth/users-ext/preferences',
        headers: ctx.auth(jwt),
        payload: { comprobantes_por_correo: true },
      });
      expect(on.json().comprobantes_por_correo).toBe(true);
      expect((await declare('2026-11-22')).statusCode).toBe(200);
      await Promise.all([...ctx.app.receiptMails]);
      await ctx.app.mailer.idle();
      const [mail] = mails();
      expect(mail!.subject).toContain('2026-11-22');
      expect(mail!.attachments?.[0]).toMatchObject({ contentType: 'application/pdf', filename: expect.stringMatching(/\.pdf$/) });
      // the JSON transport of the local outbox keeps the file as base64
      const content = mail!.attachments![0]!.content as Buffer | string;
      const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content, 'base64');
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
  describe('GET /api/fo/sales/daily/bulk/{loadId}/receipt: one receipt for a whole bulk load', () => {
    const TAX_CHL = demoTaxId(DEMO_CLIENTS[0]!);
    const CODE = /^[A-Z2-7]{5}(-[A-Z2-7]{5}){3}$/;
    const bulkRow = (cs: string, fecha: string, tickets: number, ventas: number, notas = 0) => ({
      contract_space_id: cs,
      pais: 'CHL',
      fecha_registro: fecha,
      detalles: { total_ventas: ventas, total_notas_credito: notas },
      total_tickets: tickets,
    });
    const ROWS = [bulkRow('c1003_CHL-C103', '2026-11-17', 10, 119_000), bulkRow('c1004_CHL-C104', '2026-11-18', 5, 50_000, 1_000)];
    const upload = (rows: unknown[] = ROWS) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/fo/sales/bulk/diaria/${TAX_CHL}`,
        headers: ctx.auth(tokens[DEMO.empresaChl]!),
        payload: rows as object[],
      });
    const receiptMails = () =>
      ctx.app.mailer.outbox.filter((m) => m.to === DEMO.empresaChl && m.subject.startsWith('Comprobante de declaración carga masiva'));
    let first: { id: string; codigo: string; url: string };

    beforeAll(async () => {
      await Promise.all([...ctx.app.receiptMails]);
      await ctx.app.mailer.idle();
      const res = await upload();
      expect(res.statusCode).toBe(200);
      first = res.json().data.comprobante;
    });

    it("the upload's answer carries the receipt; the PDF lists the rows, its code is the answer's and verifies with the load's figures", async () => {
      expect(first).toEqual({
        id: expect.any(String),
        codigo: expect.stringMatching(CODE),
        url: `/api/fo/sales/daily/bulk/${first.id}/receipt`,
      });
      const res = await get(first.url, DEMO.empresaChl);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="comprobante-carga_masiva-2026-11-17_2026-11-18-${first.codigo.slice(0, 5)}.pdf"`,
      );
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.headers['x-receipt-code']).toBe(first.codigo);
      const info = pdfInfo(res.rawPayload);
      expect(info.Title).toBe('Comprobante de declaración: carga masiva');
      expect(info.Subject).toBe(`Código de verificación ${first.codigo}`);

      const [stored] = await ctx.database.db.select().from(t.declarationReceipts).where(eq(t.declarationReceipts.code, first.codigo));
      expect(stored).toMatchObject({ kind: 'carga_masiva', record_id: first.id, declared_by: DEMO.empresaChl });
      expect(stored!.snapshot).toMatchObject({
        pais: 'CHL',
        periodo: '2026-11-17/2026-11-18',
        local: '2 locales',
        cantidad_filas: 2,
        total_tickets: 15,
        total_ventas: 169_000,
        total_notas_credito: 1_000,
        monto_total_bruto: 168_000,
        declarado_por_email: DEMO.empresaChl,
      });

      const verify = await get(`/api/fo/receipts/verify/${first.codigo}`);
      expect(verify.statusCode).toBe(200);
      expect(verify.json()).toEqual({
        valido: true,
        mensaje: 'Comprobante auténtico emitido por Vitrina',
        comprobante: {
          tipo: 'carga_masiva',
          tipo_nombre: 'Carga masiva',
          emitido_en: expect.any(String),
          pais: 'CHL',
          empresa: 'Inversiones Andes Retail SpA',
          tax_id: expect.any(String),
          periodo: '2026-11-17/2026-11-18',
          local: '2 locales',
          declarado_por: expect.any(String),
          registrado_en: expect.any(String),
          total_tickets: 15,
          monto_total_bruto: 168_000,
          cantidad_filas: 2,
          filas: [
            { fila: 1, local: expect.any(String), fecha: '2026-11-17', total_tickets: 10, total_ventas: 119_000, total_notas_credito: 0 },
            { fila: 2, local: expect.any(String), fecha: '2026-11-18', total_tickets: 5, total_ventas: 50_000, total_notas_credito: 1_000 },
          ],
        },
      });
      // the same load gives the same receipt
      expect((await get(first.url, DEMO.finanzas)).headers['x-receipt-code']).toBe(first.codigo);
    });

    it("the loaded days keep their own receipts ('masiva')", async () => {
      const day = await get(dayUrl('c1004', '2026-11-18'), DEMO.empresaChl);
      expect(day.statusCode).toBe(200);
      expect(day.headers['content-disposition']).toMatch(/filename="comprobante-masiva-[\w-]+-2026-11-18\.pdf"/);
      expect(day.headers['x-receipt-code']).not.toBe(first.codigo);
    });

    it('a re-sent identical file is a load of its own (its days updated): a receipt of its own; both verify', async () => {
      const again = await upload();
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({ filas: 2, creadas: 0, actualizadas: 2 });
      const second = again.json().data.comprobante;
      expect(second.id).not.toBe(first.id);
      expect(second.codigo).not.toBe(first.codigo);
      expect((await get(second.url, DEMO.empresaChl)).headers['x-receipt-code']).toBe(second.codigo);
      for (const code of [first.codigo, second.codigo])
        expect((await get(`/api/fo/receipts/verify/${code}`)).json()).toMatchObject({ valido: true, comprobante: { cantidad_filas: 2 } });
    });

    it('a refused file gives no load and no receipt', async () => {
      const before = (await ctx.database.db.select().from(t.dailySalesBulkLoads)).length;
      const res = await upload([bulkRow('c1003_CHL-C103', '2026-11-17', 10, 119_000), bulkRow('NOEXISTE_1', '2026-11-17', 1, 1)]);
      expect(res.statusCode).toBe(400);
      expect((await ctx.database.db.select().from(t.dailySalesBulkLoads)).length).toBe(before);
    });

    it('a long load (100 rows) runs over several pages', async () => {
      const [c] = await ctx.database.db.select().from(t.contracts).where(eq(t.contracts.space_id, 'c1001')).limit(1);
      const filas: BulkLoadRow[] = Array.from({ length: 100 }, (_, i) => ({
        fila: i + 1,
        contract_id: c!.id,
        space_id: 'c1001',
        local: 'L-101',
        marca: 'Café Montaña',
        fecha: `2026-${String(8 + Math.floor(i / 28)).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
        total_tickets: 10 + i,
        total_ventas: 100_000 + i,
        total_notas_credito: 0,
        monto_total_bruto: 100_000 + i,
        monto_total_neto: Math.round((100_000 + i) / 1.19),
      }));
      const [load] = await ctx.database.db
        .insert(t.dailySalesBulkLoads)
        .values({ client_id: c!.client_id, country_id: 'CHL', created_by: DEMO.empresaChl, created_at: new Date(NOW), filas })
        .returning();
      const res = await get(`/api/fo/sales/daily/bulk/${load!.id}/receipt`, DEMO.empresaChl);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfPages(res.rawPayload)).toBeGreaterThanOrEqual(3);
      const verify = await get(`/api/fo/receipts/verify/${res.headers['x-receipt-code'] as string}`);
      expect(verify.json().comprobante).toMatchObject({ cantidad_filas: 100, monto_total_bruto: 100 * 100_000 + 4_950 });
      expect(verify.json().comprobante.filas).toHaveLength(100);
    });

    it('refusals: 401 without a session, 404 for another client or an unknown load, 400 for a bad id', async () => {
      expect((await get(first.url)).statusCode).toBe(401);
      expect((await get(first.url, DEMO.empresaPer)).statusCode).toBe(404);
      expect((await get('/api/fo/sales/daily/bulk/00000000-0000-4000-8000-000000000000/receipt', DEMO.empresaChl)).statusCode).toBe(404);
      expect((await get('/api/fo/sales/daily/bulk/xyz/receipt', DEMO.empresaChl)).statusCode).toBe(400);
      // the store chief sees neither space of the load (c1003, c1004): nothing revealed
      expect((await get(first.url, DEMO.localChl)).statusCode).toBe(404);
    });

    it('403 for a member without read:DailySales, or who misses one of the spaces; staff as for the days: finanzas and auditor read, others 403', async () => {
      const { db } = ctx.database;
      const [u] = await db.select().from(t.users).where(eq(t.users.email, DEMO.localChl));
      const [uc] = await db.select().from(t.userClients).where(eq(t.userClients.user_id, u!.id));
      // a load over the store chief's space (c1001) and another (c1003)
      const mixed = await upload([bulkRow('c1001_CHL-C101', '2026-11-16', 3, 30_000), bulkRow('c1003_CHL-C103', '2026-11-16', 4, 40_000)]);
      expect(mixed.statusCode).toBe(200);
      expect((await get(mixed.json().data.comprobante.url, DEMO.localChl)).statusCode).toBe(403);
      await db.update(t.userClients).set({ permission_ids: [] }).where(eq(t.userClients.user_id, u!.id));
      try {
        expect((await get(first.url, DEMO.localChl)).statusCode).toBe(403);
      } finally {
        await db.update(t.userClients).set({ permission_ids: uc!.permission_ids }).where(eq(t.userClients.user_id, u!.id));
      }
      for (const who of [DEMO.finanzas, DEMO.auditor]) {
        const res = await get(first.url, who);
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
      expect((await get(first.url, staffDemoEmail('OPERADOR'))).statusCode).toBe(403);
    });

    it('by e-mail (profile setting): one e-mail with the load receipt, not one per day', async () => {
      const on = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/fo/auth/users-ext/preferences',
        headers: ctx.auth(tokens[DEMO.empresaChl]!),
        payload: { comprobantes_por_correo: true },
      });
      expect(on.statusCode).toBe(200);
      await Promise.all([...ctx.app.receiptMails]);
      await ctx.app.mailer.idle();
      const before = ctx.app.mailer.outbox.length;
      const bulkBefore = receiptMails().length;
      const res = await upload([bulkRow('c1003_CHL-C103', '2026-11-15', 2, 20_000), bulkRow('c1004_CHL-C104', '2026-11-15', 3, 30_000)]);
      expect(res.statusCode).toBe(200);
      await Promise.all([...ctx.app.receiptMails]);
      await ctx.app.mailer.idle();
      const sent = ctx.app.mailer.outbox.slice(before);
      expect(sent).toHaveLength(1);
      expect(receiptMails()).toHaveLength(bulkBefore + 1);
      const mail = sent[0]!;
      expect(mail.subject).toBe('Comprobante de declaración carga masiva 2026-11-15');
      expect(mail.text).toContain(res.json().data.comprobante.codigo);
      expect(mail.attachments?.[0]).toMatchObject({
        contentType: 'application/pdf',
        filename: expect.stringMatching(/^comprobante-carga_masiva-.*\.pdf$/),
      });
      const content = mail.attachments![0]!.content as Buffer | string;
      const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content, 'base64');
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
});

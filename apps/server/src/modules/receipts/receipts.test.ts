import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { pdfInfo } from '../../test/pdf';
import * as t from '../../db/schema/index';
import { receiptCode } from './receipts.service';

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
    for (const u of [DEMO.localChl, DEMO.empresaChl, DEMO.empresaPer, DEMO.finanzas, DEMO.auditor]) tokens[u] = await ctx.login(u);
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
        detalles: {
          total_tickets_boletas: 12,
          total_monto_efectivo_boletas: 150_000,
          total_monto_tarjeta_boletas: 88_000,
          total_tickets_facturas: 1,
          total_monto_efectivo_facturas: 0,
          total_monto_tarjeta_facturas: 119_000,
          total_tickets_exentas: 0,
          total_monto_exentas: 0,
        },
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
      const [chl] = await ctx.database.db.select().from(t.clients).where(eq(t.clients.country_id, 'CHL')).limit(1);
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
      const [chl] = await ctx.database.db.select().from(t.clients).where(eq(t.clients.country_id, 'CHL')).limit(1);
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
            detalles: {
              total_tickets_boletas: 2,
              total_monto_efectivo_boletas: 1000,
              total_monto_tarjeta_boletas: 0,
              total_tickets_facturas: 0,
              total_monto_efectivo_facturas: 0,
              total_monto_tarjeta_facturas: 0,
              total_tickets_exentas: 0,
              total_monto_exentas: 0,
            },
            tipo_registro: 'diaria',
            metodo_ingreso: 'form',
          },
        });
      const mails = () =>
        ctx.app.mailer.outbox.filter((m) => m.to === DEMO.empresaChl && m.subject.startsWith('Comprobante de declaración'));
      expect((await declare('2026-11-22')).statusCode).toBe(200);
      await Promise.all([...ctx.app.receiptMails]);
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
      const [mail] = mails();
      expect(mail!.subject).toContain('2026-11-22');
      expect(mail!.attachments?.[0]).toMatchObject({ contentType: 'application/pdf', filename: expect.stringMatching(/\.pdf$/) });
      // the JSON transport of the local outbox keeps the file as base64
      const content = mail!.attachments![0]!.content as Buffer | string;
      const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content, 'base64');
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
});

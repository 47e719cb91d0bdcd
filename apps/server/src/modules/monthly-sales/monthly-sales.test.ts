import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MSG } from '@vitrina/domain/common/messages';
import { FILES_MSG } from '@vitrina/domain/files/files.rules';
import { MONTHLY_MSG } from '@vitrina/domain/sales/monthly.messages';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { multipartBody, pdfBytes, pngBytes } from '../../test/multipart';
import * as t from '../../db/schema/index';

// 2026-11-10 in every country: within the cut-off (12); the period is October 2026.
const WITHIN = '2026-11-10T15:00:00Z';
const PAST = '2026-11-13T15:00:00Z';

/**
 * Monthly sales API. Every test creates the sales and files it needs (clearing the contract's
 * October sale first), so each can run alone and in any order.
 */
describe('monthly sales API', () => {
  let ctx: TestContext;
  let dir: string;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrina-monthly-'));
    ctx = await createTestApp({ env: { FILES_DIR: dir } });
    ctx.clock.set(WITHIN);
    for (const u of [DEMO.empresaCol, DEMO.empresaChl, DEMO.localChl, DEMO.marcaChl, DEMO.empresaArg, DEMO.empresaPer])
      tokens[u] = await ctx.login(u);
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  /** moves the clock and signs in again (a jump of days ends idle sessions) */
  const at = async (iso: string) => {
    ctx.clock.set(iso);
    for (const u of Object.keys(tokens)) tokens[u] = await ctx.login(u);
  };
  beforeEach(async () => {
    if (ctx.clock.now().toISOString() !== new Date(WITHIN).toISOString()) await at(WITHIN);
  });

  const h = (who?: string) => (who ? ctx.auth(tokens[who]!) : {});
  const list = (who?: string, companyId?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/fo/sales/monthly/contracts${companyId ? `?company_id=${encodeURIComponent(companyId)}` : ''}`,
      headers: h(who),
    });
  const rowOf = async (who: string, contract: string) =>
    (await list(who)).json().data.contratos.find((c: { contract_int_code: string }) => c.contract_int_code === contract);
  const report = (who: string, payload: object, country = 'col', email = who) =>
    ctx.app.inject({ method: 'POST', url: `/api/fo/sales/report/monthly_sales/${country}/${email}`, headers: h(who), payload });
  const uploadFiles = async (who: string, files: { name: string; content: Buffer }[], kind: string) => {
    const body = multipartBody(files);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/fo/files?kind=${kind}`,
      payload: body.payload,
      headers: { ...body.headers, ...h(who) },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.data as { token: string; bucket: string; path: string }[];
  };
  const upload = async (who: string, n = 1, kind = 'evidence-col') =>
    (
      await uploadFiles(
        who,
        Array.from({ length: n }, (_, i) => ({ name: `evidencia-${i + 1}.pdf`, content: pdfBytes(1000 + i) })),
        kind,
      )
    ).map((f) => f.token);
  const unlink = (who: string, saleId: string, file: string) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/fo/sales/delete/file/${saleId}`,
      headers: h(who),
      payload: { file_key: file, user_email: who },
    });
  const clearSale = (contractId: string) => ctx.database.db.delete(t.monthlySales).where(eq(t.monthlySales.contract_id, contractId));
  const saleCount = async () => Number((await ctx.database.db.select({ n: sql<number>`count(*)` }).from(t.monthlySales))[0]!.n);
  const clientOf = async (country: string) =>
    (await ctx.database.db.select().from(t.clients).where(eq(t.clients.country_id, country)).orderBy(t.clients.id))[0]!.id;
  const col = (over: object = {}) => ({
    space_int_code: 'co1001',
    contract_int_code: 'COL-C701',
    country_id: 'col',
    fecha_registro: '2026-10-31',
    comentarios: 'Sin Comentarios',
    total_tickets: 1200,
    monto_total_neto: 45_000_000,
    detalles: {},
    files: [],
    ...over,
  });
  const chl = (over: object = {}) => ({
    space_int_code: 'c1001',
    contract_int_code: 'CHL-C101',
    country_id: 'chl',
    fecha_registro: '2026-10-31',
    total_tickets: 950,
    monto_total_bruto: 1,
    monto_total_neto: 1,
    detalles: { total_monto_efectivo_boletas: 4_000_000, total_monto_tarjeta_boletas: 7_900_000 },
    ...over,
  });
  const arg = (over: object = {}) => ({
    space_int_code: 'a1001',
    contract_int_code: 'ARG-C501',
    country_id: 'arg',
    fecha_registro: '2026-10-31',
    total_tickets: 10,
    comentarios: 'Sin Comentarios',
    monto_total_neto: 1500,
    detalles: { total_monto_efectivo_boletas: 1000, total_monto_tarjeta_boletas: 1000 },
    ...over,
  });
  const per = (over: object = {}) => ({
    space_int_code: 'p1001',
    contract_int_code: 'PER-C301',
    country_id: 'per',
    fecha_registro: '2026-10',
    total_tickets: 80,
    monto_total_neto: 15_300.5,
    detalles: { total_monto_nota_credito: 120.25, serie_boletas: 'B001', serie_facturas: 'F001' },
    ...over,
  });
  /** A fresh October sale of a Colombian contract with `n` new evidence files: its id and file tokens. */
  const colSale = async (space: string, contract: string, n: number) => {
    await clearSale(contract);
    const files = await upload(DEMO.empresaCol, n);
    const res = await report(DEMO.empresaCol, col({ space_int_code: space, contract_int_code: contract, files }));
    expect(res.statusCode).toBe(200);
    return { id: res.json().data.id as string, files };
  };

  describe('GET /monthly/contracts', () => {
    it("lists the caller's contracts for the previous month with cut-off and actions", async () => {
      const res = await list(DEMO.empresaCol);
      expect(res.statusCode).toBe(200);
      const d = res.json().data;
      expect(d).toMatchObject({
        pais: 'COL',
        periodo: '2026-10',
        hoy: '2026-11-10',
        dia_corte: 12,
        puede_declarar: true,
        puede_crear: true,
      });
      expect(d.contratos.length).toBe(5); // six contracts, one expired
      expect(d.contratos[0]).toMatchObject({
        space_int_code: 'co1001',
        contract_int_code: 'COL-C701',
        contract_space_id: 'co1001_COL-C701',
        local: expect.any(String),
        marca: expect.any(String),
      });
      for (const c of d.contratos) expect(c.accion).toBe(c.sales ? (c.sales.auditada ? 'Auditada' : 'Editar') : 'Declarar');
    });
    it('a brand administrator sees only the contracts of his brands', async () => {
      const all = (await list(DEMO.empresaChl)).json().data.contratos.length;
      const brand = (await list(DEMO.marcaChl)).json().data.contratos;
      expect(brand.length).toBeGreaterThan(0);
      expect(brand.length).toBeLessThan(all);
    });
    it('past the cut-off: no Declarar/Editar (Auditada stays)', async () => {
      await at(PAST);
      const d = (await list(DEMO.empresaCol)).json().data;
      expect(d.puede_declarar).toBe(false);
      for (const c of d.contratos) expect(c.accion).toBe(c.sales?.auditada ? 'Auditada' : null);
    });
    it('the cut-off comes from venta_mensual_dia_corte_mes_anterior_<country>', async () => {
      await at(PAST);
      await ctx.database.db.update(t.params).set({ value: '20' }).where(eq(t.params.id, 'venta_mensual_dia_corte_mes_anterior_col'));
      try {
        const d = (await list(DEMO.empresaCol)).json().data;
        expect(d).toMatchObject({ dia_corte: 20, puede_declarar: true });
      } finally {
        await ctx.database.db.update(t.params).set({ value: '12' }).where(eq(t.params.id, 'venta_mensual_dia_corte_mes_anterior_col'));
      }
    });
    it("403 without read:MonthlySales (store chief), 403 for another company's company_id, 401 without session", async () => {
      expect((await list(DEMO.localChl)).statusCode).toBe(403);
      const other = await list(DEMO.empresaCol, await clientOf('CHL'));
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe(MSG.forbidden);
      expect((await list(DEMO.empresaCol, await clientOf('COL'))).statusCode).toBe(200);
      expect((await list()).statusCode).toBe(401);
    });
    it('the brand logo comes as a signed link that downloads the image (also in the daily space page)', async () => {
      const [logo] = await uploadFiles(DEMO.empresaCol, [{ name: 'logo.png', content: pngBytes(2048) }], 'image');
      const [contract] = await ctx.database.db.select().from(t.contracts).where(eq(t.contracts.id, 'COL-C701'));
      await ctx.database.db.update(t.brands).set({ logo: logo!.token }).where(eq(t.brands.id, contract!.brand_id));
      const fetchImage = async (link: string) => {
        const u = new URL(link);
        const res = await ctx.app.inject({ method: 'GET', url: u.pathname + u.search });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.rawPayload.equals(pngBytes(2048))).toBe(true);
      };
      const rows = (await list(DEMO.empresaCol)).json().data.contratos as {
        contract_int_code: string;
        logo: string | null;
        logo_url: string | null;
        marca: string;
      }[];
      const row = rows.find((r) => r.contract_int_code === 'COL-C701')!;
      expect(row.logo).toBe(logo!.token);
      await fetchImage(row.logo_url!);
      // a brand without a logo answers none
      expect(rows.find((r) => r.marca !== row.marca)!.logo_url).toBeNull();
      const period = await ctx.app.inject({
        method: 'GET',
        url: '/api/fo/sales/daily/space/co1001/period?start_date=2026-11-01&end_date=2026-11-10',
        headers: h(DEMO.empresaCol),
      });
      expect(period.statusCode).toBe(200);
      await fetchImage(period.json().data.generalData.logo_url);
    });
  });

  describe('POST /report/monthly_sales/{country}/{email}', () => {
    it('Colombia: refuses without evidence, saves with two files, then lists Editar', async () => {
      await clearSale('COL-C701');
      const before = await saleCount();
      const none = await report(DEMO.empresaCol, col());
      expect(none.statusCode).toBe(422);
      expect(none.json().message).toBe(MONTHLY_MSG.evidenceRequired);
      expect(await saleCount()).toBe(before);
      const files = await upload(DEMO.empresaCol, 2);
      const ok = await report(DEMO.empresaCol, col({ files }));
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        message: MONTHLY_MSG.success,
        created: true,
        data: { periodo: '2026-10', total_tickets: 1200, monto_total_neto: 45_000_000, auditada: false },
      });
      expect(
        ok
          .json()
          .data.files.map((f: { token: string }) => f.token)
          .sort(),
      ).toEqual([...files].sort());
      expect(await rowOf(DEMO.empresaCol, 'COL-C701')).toMatchObject({ hayVenta: true, accion: 'Editar' });
      // update: same row, no new file needed
      const again = await report(DEMO.empresaCol, col({ total_tickets: 1300 }));
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ created: false, data: { total_tickets: 1300 } });
      expect(again.json().data.files).toHaveLength(2);
    });

    it('Colombia: at most five files; more than five tokens is 400 with its Spanish message', async () => {
      await clearSale('COL-C702');
      const files = await upload(DEMO.empresaCol, 5);
      const more = await upload(DEMO.empresaCol, 1);
      const six = await report(
        DEMO.empresaCol,
        col({ space_int_code: 'co1002', contract_int_code: 'COL-C702', files: [...files, ...more] }),
      );
      expect(six.statusCode).toBe(400);
      expect(six.json().message).toBe(MONTHLY_MSG.tooManyFiles(5));
      expect((await report(DEMO.empresaCol, col({ space_int_code: 'co1002', contract_int_code: 'COL-C702', files }))).statusCode).toBe(200);
      const sixth = await report(DEMO.empresaCol, col({ space_int_code: 'co1002', contract_int_code: 'COL-C702', files: more }));
      expect(sixth.statusCode).toBe(422);
      expect(sixth.json().message).toBe(MONTHLY_MSG.tooManyFiles(5));
    });

    it('Chile: gross = cash + card and net = gross / 1.19, whatever the client sends; one file at most', async () => {
      await clearSale('CHL-C101');
      const res = await report(DEMO.empresaChl, chl(), 'chl');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ monto_total_bruto: 11_900_000, monto_total_neto: 10_000_000, total_tickets: 950 });
      const two = await upload(DEMO.empresaChl, 2, 'evidence-chl');
      const r2 = await report(DEMO.empresaChl, chl({ files: two }), 'chl');
      expect(r2.statusCode).toBe(422);
      expect(r2.json().message).toBe(MONTHLY_MSG.tooManyFiles(1));
    });

    it('Argentina: saves gross = cash + card with the net entered and one file, then lists Editar', async () => {
      await clearSale('ARG-C501');
      const files = await upload(DEMO.empresaArg, 1, 'evidence-arg');
      const res = await report(DEMO.empresaArg, arg({ files }), 'arg');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: MONTHLY_MSG.success,
        created: true,
        data: {
          total_tickets: 10,
          monto_total_bruto: 2000,
          monto_total_neto: 1500,
          comentarios: 'Sin Comentarios',
          detalles: { total_monto_efectivo_boletas: 1000, total_monto_tarjeta_boletas: 1000 },
        },
      });
      expect(res.json().data.files.map((f: { token: string }) => f.token)).toEqual(files);
      expect(await rowOf(DEMO.empresaArg, 'ARG-C501')).toMatchObject({ hayVenta: true, accion: 'Editar' });
    });

    it('Argentina: net above gross refused', async () => {
      const res = await report(DEMO.empresaArg, arg({ monto_total_neto: 2001 }), 'arg');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MONTHLY_MSG.netAboveGross);
    });

    it('Peru: credit notes stored negative with 2 decimals, series kept', async () => {
      await clearSale('PER-C301');
      const res = await report(DEMO.empresaPer, per(), 'per');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        monto_total_neto: 15_300.5,
        fecha_registro: '2026-10-31',
        detalles: { total_monto_nota_credito: -120.25, serie_boletas: 'B001' },
      });
    });

    it.each([
      ['a receipt series over 5 characters', { detalles: { serie_boletas: 'B00001', serie_facturas: 'F001' } }, MONTHLY_MSG.max5],
      ['an invoice series over 5 characters', { detalles: { serie_boletas: 'B001', serie_facturas: 'F000001' } }, MONTHLY_MSG.max5],
      ['a net with 3 decimals', { monto_total_neto: 15_300.505 }, MONTHLY_MSG.twoDecimals],
      ['credit notes with 3 decimals', { detalles: { total_monto_nota_credito: 1.125 } }, MONTHLY_MSG.twoDecimals],
    ])('Peru: %s is 400 and writes nothing', async (_name, over, message) => {
      await clearSale('PER-C302');
      const before = await saleCount();
      const res = await report(DEMO.empresaPer, per({ space_int_code: 'p1002', contract_int_code: 'PER-C302', ...over }), 'per');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await saleCount()).toBe(before);
    });

    it('refuses negative and oversized numbers (400) and writes nothing', async () => {
      await clearSale('COL-C703');
      const before = await saleCount();
      const files = await upload(DEMO.empresaCol, 1);
      const neg = await report(DEMO.empresaCol, col({ space_int_code: 'co1003', contract_int_code: 'COL-C703', total_tickets: -1, files }));
      expect(neg.statusCode).toBe(400);
      expect(neg.json().message).toBe(MONTHLY_MSG.positive);
      const big = await report(
        DEMO.empresaCol,
        col({ space_int_code: 'co1003', contract_int_code: 'COL-C703', monto_total_neto: 10_000_000_000, files }),
      );
      expect(big.statusCode).toBe(400);
      expect(big.json().message).toBe(MONTHLY_MSG.moneyMax);
      expect(await saleCount()).toBe(before);
    });

    it('past the cut-off: 422 "Sale date is not valid"; a month other than the previous one too', async () => {
      await clearSale('COL-C704');
      await at(PAST);
      const files = await upload(DEMO.empresaCol, 1);
      const late = await report(DEMO.empresaCol, col({ space_int_code: 'co1004', contract_int_code: 'COL-C704', files }));
      expect(late.statusCode).toBe(422);
      expect(late.json().message).toContain('Sale date is not valid');
      await at(WITHIN);
      const wrongMonth = await report(
        DEMO.empresaCol,
        col({ space_int_code: 'co1004', contract_int_code: 'COL-C704', fecha_registro: '2026-09-30', files }),
      );
      expect(wrongMonth.statusCode).toBe(422);
      expect(wrongMonth.json().message).toContain('Sale date is not valid');
    });

    it('an audited month cannot be changed (409)', async () => {
      await colSale('co1005', 'COL-C705', 1);
      await ctx.database.db.update(t.monthlySales).set({ auditada: true }).where(eq(t.monthlySales.contract_id, 'COL-C705'));
      const res = await report(DEMO.empresaCol, col({ space_int_code: 'co1005', contract_int_code: 'COL-C705', total_tickets: 1 }));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MONTHLY_MSG.auditedLocked);
      expect((await rowOf(DEMO.empresaCol, 'COL-C705')).accion).toBe('Auditada');
    });

    it("another company's contract is 404; another company's file is 404 as in the file service, nothing revealed", async () => {
      const files = await upload(DEMO.empresaCol, 1);
      expect((await report(DEMO.empresaChl, col({ files }), 'col')).statusCode).toBe(404);
      const chlFile = await upload(DEMO.empresaChl, 1, 'evidence-chl');
      await clearSale('COL-C703');
      const before = await saleCount();
      const stolen = await report(DEMO.empresaCol, col({ space_int_code: 'co1003', contract_int_code: 'COL-C703', files: chlFile }));
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json().message).toBe(MSG.notFound);
      const metadata = await ctx.app.inject({ method: 'GET', url: `/api/fo/files/metadata/${chlFile[0]}`, headers: h(DEMO.empresaCol) });
      expect([metadata.statusCode, metadata.json().message]).toEqual([stolen.statusCode, stolen.json().message]);
      // an unknown token answers the same
      const unknown = await report(
        DEMO.empresaCol,
        col({ space_int_code: 'co1003', contract_int_code: 'COL-C703', files: ['00000000-0000-4000-8000-000000000000'] }),
      );
      expect([unknown.statusCode, unknown.json().message]).toEqual([404, MSG.notFound]);
      expect(await saleCount()).toBe(before);
    });

    it('a file of a type the country does not take is 422 "Tipo de archivo no permitido"', async () => {
      await clearSale('CHL-C102');
      // a text file (Peru takes any type) linked to a Chilean sale (images and pdf)
      const [txt] = await uploadFiles(
        DEMO.empresaChl,
        [{ name: 'notas.txt', content: Buffer.from('ventas de octubre\n') }],
        'evidence-per',
      );
      const res = await report(
        DEMO.empresaChl,
        chl({ space_int_code: 'c1002', contract_int_code: 'CHL-C102', files: [txt!.token] }),
        'chl',
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(FILES_MSG.typeNotAllowed);
      expect(await rowOf(DEMO.empresaChl, 'CHL-C102')).toMatchObject({ hayVenta: false });
    });

    it('a file over 5 MB (stored under an earlier limit) is 422 "El archivo debe ser menor a 5MB"', async () => {
      await clearSale('CHL-C102');
      const [big] = await upload(DEMO.empresaChl, 1, 'evidence-chl');
      await ctx.database.db.update(t.files).set({ size_bytes: 5_242_881 }).where(eq(t.files.id, big!));
      const res = await report(DEMO.empresaChl, chl({ space_int_code: 'c1002', contract_int_code: 'CHL-C102', files: [big] }), 'chl');
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(FILES_MSG.tooLarge);
    });

    it('a file already evidence of another sale is 409', async () => {
      const { files } = await colSale('co1002', 'COL-C702', 1);
      await clearSale('COL-C703');
      const res = await report(DEMO.empresaCol, col({ space_int_code: 'co1003', contract_int_code: 'COL-C703', files }));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MONTHLY_MSG.fileInOtherSale);
    });

    it('403 without create:MonthlySales; 403 for another e-mail in the path; 400 country mismatch; 401 without session', async () => {
      const local = await report(DEMO.localChl, chl(), 'chl');
      expect(local.statusCode).toBe(403);
      const mail = await report(DEMO.empresaCol, col(), 'col', 'otro@vitrina.test');
      expect(mail.statusCode).toBe(403);
      expect(mail.json().message).toBe(SALES_MSG.emailMismatch);
      expect((await report(DEMO.empresaCol, col(), 'chl')).statusCode).toBe(400);
      const anon = await ctx.app.inject({
        method: 'POST',
        url: `/api/fo/sales/report/monthly_sales/col/${DEMO.empresaCol}`,
        payload: col(),
      });
      expect(anon.statusCode).toBe(401);
    });

    it('a brand administrator cannot declare a contract of another brand (404)', async () => {
      const mine = (await list(DEMO.marcaChl)).json().data.contratos.map((c: { contract_int_code: string }) => c.contract_int_code);
      const all = (await list(DEMO.empresaChl)).json().data.contratos as { contract_int_code: string; space_int_code: string }[];
      const other = all.find((c) => !mine.includes(c.contract_int_code) && c.contract_int_code.startsWith('CHL-C1'))!;
      const res = await report(
        DEMO.marcaChl,
        chl({ space_int_code: other.space_int_code, contract_int_code: other.contract_int_code }),
        'chl',
      );
      expect(res.statusCode).toBe(404);
    });
  });

  describe('PATCH /delete/file/{saleId}', () => {
    it('unlinks evidence; Colombia keeps at least one; other companies 404; past the cut-off 422', async () => {
      const sale = await colSale('co1001', 'COL-C701', 2);
      expect((await unlink(DEMO.empresaChl, sale.id, sale.files[0]!)).statusCode).toBe(404);
      const ok = await unlink(DEMO.empresaCol, sale.id, sale.files[0]!);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().message).toBe(MONTHLY_MSG.evidenceUnlinked);
      expect(ok.json().data.files.map((f: { token: string }) => f.token)).toEqual([sale.files[1]]);
      const last = await unlink(DEMO.empresaCol, sale.id, sale.files[1]!);
      expect(last.statusCode).toBe(422);
      expect(last.json().message).toBe(MONTHLY_MSG.evidenceRequired);
      // the unlinked file is still its company's and can now be deleted
      const del = await ctx.app.inject({ method: 'DELETE', url: `/api/fo/files/${sale.files[0]}`, headers: h(DEMO.empresaCol) });
      expect(del.statusCode).toBe(200);
      const inUse = await ctx.app.inject({ method: 'DELETE', url: `/api/fo/files/${sale.files[1]}`, headers: h(DEMO.empresaCol) });
      expect(inUse.statusCode).toBe(409);
      await at(PAST);
      expect((await unlink(DEMO.empresaCol, sale.id, sale.files[1]!)).statusCode).toBe(422);
    });

    it('an audited sale keeps its evidence (409)', async () => {
      const sale = await colSale('co1005', 'COL-C705', 2);
      await ctx.database.db.update(t.monthlySales).set({ auditada: true }).where(eq(t.monthlySales.id, sale.id));
      const res = await unlink(DEMO.empresaCol, sale.id, sale.files[0]!);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MONTHLY_MSG.auditedLocked);
      const links = await ctx.database.db.select().from(t.monthlySaleFiles).where(eq(t.monthlySaleFiles.sale_id, sale.id));
      expect(links).toHaveLength(2);
    });

    it('403 without create:MonthlySales (the store chief of the space)', async () => {
      await clearSale('CHL-C101');
      const files = await upload(DEMO.empresaChl, 1, 'evidence-chl');
      const created = await report(DEMO.empresaChl, chl({ files }), 'chl');
      expect(created.statusCode).toBe(200);
      const res = await unlink(DEMO.localChl, created.json().data.id, files[0]!);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MSG.forbidden);
      expect(created.json().data.files).toHaveLength(1);
      const links = await ctx.database.db.select().from(t.monthlySaleFiles).where(eq(t.monthlySaleFiles.sale_id, created.json().data.id));
      expect(links).toHaveLength(1);
    });

    it('401 without session; 404 for an unknown sale; 400 for a malformed file_key', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      expect(
        (await ctx.app.inject({ method: 'PATCH', url: `/api/fo/sales/delete/file/${id}`, payload: { file_key: id } })).statusCode,
      ).toBe(401);
      expect(
        (
          await ctx.app.inject({
            method: 'PATCH',
            url: `/api/fo/sales/delete/file/${id}`,
            headers: h(DEMO.empresaCol),
            payload: { file_key: id },
          })
        ).statusCode,
      ).toBe(404);
      const bad = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/fo/sales/delete/file/${id}`,
        headers: h(DEMO.empresaCol),
        payload: { file_key: 'x' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(FILES_MSG.invalidId);
    });
  });

  it('seeds monthly history for previous months', async () => {
    const rows = await ctx.database.db
      .select()
      .from(t.monthlySales)
      .where(and(eq(t.monthlySales.periodo, '2026-08-01'), eq(t.monthlySales.auditada, true)));
    expect(rows.length).toBeGreaterThan(10);
  });
});

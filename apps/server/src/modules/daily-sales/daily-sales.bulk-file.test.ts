import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { MSG } from '@vitrina/domain/common/messages';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { BULK_SHEET_COLUMNS } from '../../test/sales-fixtures';
import { multipartBody } from '../../test/multipart';
import { DEMO_CLIENTS, demoTaxId } from '../../db/seed/demo-data';
import * as t from '../../db/schema/index';
import { BULK_FILE_RATE } from './daily-sales.routes';

// The bulk .xlsx is refused before it is read, read streaming, bounded and rate limited
const TAX_CHL = demoTaxId(DEMO_CLIENTS[0]!);
const TAX_PER = demoTaxId(DEMO_CLIENTS[2]!);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function sheet(rows: unknown[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ventas');
  ws.addRow(BULK_SHEET_COLUMNS);
  rows.forEach((r) => ws.addRow(r));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A zip's magic bytes and then 9 MB of noise: expensive to read, and no .xlsx. */
const junk = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(9 * 1024 * 1024, 0x41)]);

describe('POST /api/fo/sales/bulk/{tipoRegistro}/{taxId}/file: authorization before reading, row limit, rate limit', () => {
  let ctx: TestContext;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    for (const u of [DEMO.localChl, DEMO.empresaChl, DEMO.marcaChl, DEMO.empresaPer, DEMO.empresaArg]) tokens[u] = await ctx.login(u);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const upload = (content: Buffer, who: string, tax = TAX_CHL, tipo = 'diaria') => {
    const m = multipartBody([{ name: 'carga.xlsx', content, field: 'file', type: XLSX }]);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/fo/sales/bulk/${tipo}/${tax}/file`,
      headers: { ...ctx.auth(tokens[who]!), ...m.headers },
      payload: m.payload,
    });
  };

  it('refuses a caller without create:DailySalesBatch (403) and another tenant (404) before the file is read', async () => {
    for (const who of [DEMO.localChl, DEMO.marcaChl]) {
      const res = await upload(junk, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MSG.forbidden);
    }
    const other = await upload(junk, DEMO.empresaPer, TAX_CHL);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(MSG.notFound);
    const unknown = await upload(junk, DEMO.empresaChl, TAX_PER);
    expect(unknown.statusCode).toBe(404);
    // an unsupported type is refused before the file too
    const tipo = await upload(junk, DEMO.empresaChl, TAX_CHL, 'mensual');
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().message).toBe('Tipo de registro no soportado: mensual');
  });

  it('refuses a file with more rows than the client has contracts × days of a month (400), writing nothing', async () => {
    const [client] = await ctx.database.db.select().from(t.clients).where(eq(t.clients.tax_id, TAX_CHL));
    const [{ n }] = (await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.contracts)
      .where(eq(t.contracts.client_id, client!.id))) as [{ n: number }];
    const max = Number(n) * 31;
    const before = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(t.dailySales);
    const rows = Array.from({ length: max + 1 }, (_, i) => ['CHL', TAX_CHL, `x${i}`, '', '', '', '2026-11-20', 1, 1000]);
    const res = await upload(await sheet(rows), DEMO.empresaChl);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SALES_MSG.bulkTooManyRows(max));
    expect(await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(t.dailySales)).toEqual(before);
  });

  it('a readable file within the limit is still validated row by row', async () => {
    const res = await upload(await sheet([['CHL', TAX_CHL, 'nada_nada', '', '', '', '2026-11-20', 1, 1000]]), DEMO.empresaChl);
    expect({ status: res.statusCode, body: res.json() }).toMatchObject({
      status: 400,
      body: { details: { errors: [SALES_MSG.bulkRowContract(2, 'nada_nada')] } },
    });
  });

  it('a workbook whose workbook part comes last and is lost by the streaming read (exceljs#3064) is still read row by row', async () => {
    // ExcelJS and others write xl/workbook.xml last; the streaming reader sometimes ends before it
    // and then failed on the sheets' names (a readable file answered 'not an xlsx', once in CI)
    const zip = await JSZip.loadAsync(await sheet([['CHL', TAX_CHL, 'nada_nada', '', '', '', '2026-11-20', 1, 1000]]));
    zip.remove('xl/workbook.xml');
    const res = await upload(await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }), DEMO.empresaChl);
    expect({ status: res.statusCode, body: res.json() }).toMatchObject({
      status: 400,
      body: { details: { errors: [SALES_MSG.bulkRowContract(2, 'nada_nada')] } },
    });
  });

  it(`limits each user to ${BULK_FILE_RATE.max} files a minute (429), without holding back another user`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < BULK_FILE_RATE.max; i++) statuses.push((await upload(junk.subarray(0, 64), DEMO.empresaArg)).statusCode);
    expect(statuses).toEqual(Array(BULK_FILE_RATE.max).fill(404));
    const last = await upload(junk.subarray(0, 64), DEMO.empresaArg);
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe(MSG.tooManyAttempts);
    expect((await upload(junk.subarray(0, 64), DEMO.empresaPer)).statusCode).toBe(404);
  });
});

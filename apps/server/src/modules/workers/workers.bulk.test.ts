import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { BULK_MSG } from '@vitrina/domain/workers/workers.messages';
import { BULK_COLUMNS, makeRut } from '@vitrina/domain/workers/workers.rules';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { DEMO_CLIENTS, demoTaxId } from '../../db/seed/demo-data';
import * as t from '../../db/schema/index';

let ctx: TestContext;
const tok: Record<string, string> = {};
const TAX = demoTaxId(DEMO_CLIENTS[0]!);
const CLIENT = `CHL-${TAX}`;
const ANDES = `CHL${TAX}`;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const u of [DEMO.empresaChl, DEMO.localChl, DEMO.empresaPer]) tok[u] = await ctx.login(u);
}, 300_000);
afterAll(async () => {
  await ctx?.close();
});

const workers = async () => (await ctx.database.db.select({ n: count() }).from(t.workers).where(eq(t.workers.client_id, ANDES)))[0]!.n;

async function xlsx(rows: string[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Trabajadores');
  ws.addRow([...BULK_COLUMNS]);
  rows.forEach((r) => ws.addRow(r));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function parse(who: string | undefined, content: Buffer, name = 'trabajadores.xlsx') {
  const m = multipartBody([{ name, content, field: 'file' }]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/fo/workers/bulk/parse?client=${CLIENT}`,
    headers: { ...(who ? ctx.auth(tok[who]!) : {}), ...m.headers },
    payload: m.payload,
  });
}

const row = (i: number, over: Partial<Record<string, string>> = {}) => ({
  row: i + 2,
  trabajador: `Persona Carga${'abcdefghijklmnopqrstuvwxyz'[i % 26]} Masiva`,
  fechaNacimiento: '1990-01-01',
  genero: 'Femenino',
  mutual: 'ACHS',
  discapacidad: 'No',
  dotacion: 'aseo',
  rut: makeRut(String(30_000_000 + i)),
  ...over,
});

describe('bulk workers', () => {
  it('GET /bulk/template: plantilla_trabajadores.xlsx with the template columns', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/fo/workers/bulk/template?client=${CLIENT}`,
      headers: ctx.auth(tok[DEMO.empresaChl]!),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('plantilla_trabajadores.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect((wb.worksheets[0]!.getRow(1).values as string[]).slice(1)).toEqual([...BULK_COLUMNS]);
  });

  it('parses the file on the server: every row with its errors, nothing written', async () => {
    const before = await workers();
    const r = row(0);
    const res = await parse(
      DEMO.empresaChl,
      await xlsx([
        [r.trabajador, r.fechaNacimiento, r.genero, r.mutual, r.discapacidad, r.dotacion, r.rut],
        ['', '1990-01-01', 'Femenino', 'ACHS', 'No', 'aseo', makeRut('30000100')],
        ['Ana Soto', '1990-01-01', 'Femenino', 'ACHS', 'No', 'aseo', '12.345.678-9'],
      ]),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.valid).toBe(1);
    expect(body.rows[1].errors).toEqual(['Fila 3: El nombre del trabajador es obligatorio']);
    expect(body.rows[2].errors).toEqual([BULK_MSG.rutCheckDigit(4)]);
    expect(await workers()).toBe(before);
  });

  it('refuses a file without data rows, of another type, and callers without access', async () => {
    const empty = await parse(DEMO.empresaChl, await xlsx([]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(BULK_MSG.noRows);
    expect((await parse(DEMO.empresaChl, Buffer.from('a,b'), 'x.csv')).statusCode).toBe(415);
    expect((await parse(DEMO.empresaChl, Buffer.from('not a zip'), 'x.xlsx')).statusCode).toBe(400);
    const file = await xlsx([['Ana Soto', '1990-01-01', 'F', 'ACHS', '', '', makeRut('30000200')]]);
    expect((await parse(undefined, file)).statusCode).toBe(401);
    expect((await parse(DEMO.localChl, file)).statusCode).toBe(403);
    expect((await parse(DEMO.empresaPer, file)).statusCode).toBe(404);
  });

  it("'Finalizar': a wrong row refuses the whole load (400, nothing written); then all are created at once", async () => {
    const rows = Array.from({ length: 20 }, (_, i) => row(i));
    const before = await workers();
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/fo/workers/bulk?client=${CLIENT}`,
      headers: ctx.auth(tok[DEMO.empresaChl]!),
      payload: { rows: rows.map((r, i) => (i === 7 ? { ...r, fechaNacimiento: '2015-01-01' } : r)) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.rows).toEqual([{ row: 9, errors: [BULK_MSG.age(9)] }]);
    expect(await workers()).toBe(before);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: `/api/fo/workers/bulk?client=${CLIENT}`,
      headers: ctx.auth(tok[DEMO.empresaChl]!),
      payload: { rows },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ message: 'Se crearon 20 trabajadores', data: { created: 20 } });
    expect(await workers()).toBe(before + 20);
    // the same RUTs again: each row says so, nothing written
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/fo/workers/bulk?client=${CLIENT}`,
      headers: ctx.auth(tok[DEMO.empresaChl]!),
      payload: { rows: rows.slice(0, 2) },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().details.rows[0].errors).toEqual([BULK_MSG.rutExists(2)]);
    expect(await workers()).toBe(before + 20);
  });

  it('401, 403, 404 on Finalizar', async () => {
    const payload = { rows: [row(40)] };
    expect((await ctx.app.inject({ method: 'POST', url: `/api/fo/workers/bulk?client=${CLIENT}`, payload })).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/fo/workers/bulk?client=${CLIENT}`,
          headers: ctx.auth(tok[DEMO.localChl]!),
          payload,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/fo/workers/bulk?client=${CLIENT}`,
          headers: ctx.auth(tok[DEMO.empresaPer]!),
          payload,
        })
      ).statusCode,
    ).toBe(404);
  });
});

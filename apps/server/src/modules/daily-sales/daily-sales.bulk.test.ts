import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { MSG } from '@vitrina/domain/common/messages';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { BULK_SHEET_COLUMNS } from '../../test/sales-fixtures';
import { DEMO_CLIENTS, demoTaxId } from '../../db/seed/demo-data';
import * as t from '../../db/schema/index';

// 2026-11-22 12:00 in Santiago: November open, October closed.
const TAX_CHL = demoTaxId(DEMO_CLIENTS[0]!);
const TAX_PER = demoTaxId(DEMO_CLIENTS[2]!);
const CS = (space: string, contract: string) => `${space}_${contract}`;

function multipart(buf: Buffer, filename = 'carga.xlsx', type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') {
  const boundary = '----vitrina' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, buf, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function xlsx(rows: unknown[][], sheets = 1) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ventas');
  ws.addRow([...BULK_SHEET_COLUMNS, 'Total notas de crédito']);
  rows.forEach((r) => ws.addRow(r));
  for (let i = 1; i < sheets; i++) wb.addWorksheet(`Otra ${i}`);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('daily sales API: bulk upload, template, month download, store chiefs', () => {
  let ctx: TestContext;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    for (const u of [DEMO.localChl, DEMO.empresaChl, DEMO.marcaChl, DEMO.empresaPer, DEMO.finanzas]) tokens[u] = await ctx.login(u);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const h = (who?: string) => (who ? ctx.auth(tokens[who]!) : {});
  const count = async () => Number((await ctx.database.db.select({ n: sql<number>`count(*)` }).from(t.dailySales))[0]!.n);
  const row = (cs: string, fecha: string, tickets: unknown = 10, ventas: unknown = 119_000, notas: unknown = 0) => ({
    contract_space_id: cs,
    espacio: cs.split('_')[0],
    pais: 'CHL',
    fecha_registro: fecha,
    tipo_registro: 'diaria',
    email_registro: DEMO.empresaChl,
    metodo_ingreso: 'masiva',
    detalles: { total_ventas: ventas, total_notas_credito: notas },
    total_tickets: tickets,
  });
  const bulk = (body: unknown, who = DEMO.empresaChl, tax = TAX_CHL) =>
    ctx.app.inject({ method: 'POST', url: `/api/fo/sales/bulk/diaria/${tax}`, headers: h(who), payload: body as object });

  describe('POST /bulk/{tipoRegistro}/{taxId} (JSON rows)', () => {
    it('loads every row in one transaction; again updates the same records', async () => {
      const body = [row(CS('c1001', 'CHL-C101'), '2026-11-21'), row(CS('c1003', 'CHL-C103'), '2026-11-21', 5, 50_000, 1_000)];
      await ctx.database.db
        .delete(t.dailySales)
        .where(sql`${t.dailySales.fecha_registro} = '2026-11-21' and ${t.dailySales.contract_id} in ('CHL-C101','CHL-C103')`);
      const mid = await count();
      const res = await bulk(body);
      expect(res.statusCode).toBe(200);
      // the load's one receipt: its id, verification code and download path
      const receipt = {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        codigo: expect.stringMatching(/^[A-Z2-7]{5}(-[A-Z2-7]{5}){3}$/),
        url: expect.stringMatching(/^\/api\/fo\/sales\/daily\/bulk\/[0-9a-f-]{36}\/receipt$/),
      };
      expect(res.json()).toEqual({ message: SALES_MSG.bulkSuccess, data: { filas: 2, creadas: 2, actualizadas: 0, comprobante: receipt } });
      expect(await count()).toBe(mid + 2);
      const again = await bulk(body);
      expect(again.json().data).toEqual({ filas: 2, creadas: 0, actualizadas: 2, comprobante: receipt });
      // a re-send is a load of its own: its own receipt
      expect(again.json().data.comprobante.id).not.toBe(res.json().data.comprobante.id);
      expect(await count()).toBe(mid + 2);
      const [r] = await ctx.database.db
        .select()
        .from(t.dailySales)
        .where(and(eq(t.dailySales.contract_id, 'CHL-C103'), eq(t.dailySales.fecha_registro, '2026-11-21')));
      expect(r).toMatchObject({
        monto_total_bruto: 49_000,
        monto_total_neto: 41_176,
        total_tickets: 5,
        metodo_ingreso: 'masiva',
        detalles: { total_ventas: 50_000, total_notas_credito: -1_000 },
      });
    });

    it('one bad row rejects the whole file, with every row error; at most five in the message', async () => {
      const before = await count();
      const good = row(CS('c1001', 'CHL-C101'), '2026-11-19', 3, 1000);
      const body = [
        good,
        row('c9999_X', '2026-11-19'),
        { ...row(CS('c1001', 'CHL-C101'), '2026-11-19'), tax_id: '11.111.111-1' },
        row(CS('c1002', 'CHL-C102'), '2026-11-30'),
        row(CS('c1002', 'CHL-C102'), '2026-11-10', 1.5),
        row(CS('c1002', 'CHL-C102'), '2026-11-11', 1, 100.5),
        row(CS('c1002', 'CHL-C102'), '2026-10-11'),
        row(CS('p1001', 'PER-C301'), '2026-11-11'),
      ];
      const res = await bulk(body);
      expect(res.statusCode).toBe(400);
      const errors: string[] = res.json().details.errors;
      expect(errors).toContain(SALES_MSG.bulkRowContract(2, 'c9999_X'));
      expect(errors).toContain(SALES_MSG.bulkRowTaxId(3));
      expect(errors).toContain(SALES_MSG.bulkRow(3, 'fecha 19/11/2026 repetida (fila 1)'));
      expect(errors).toContain(SALES_MSG.bulkRow(4, SALES_MSG.futureDay));
      expect(errors).toContain(`Fila 5: total tickets: ${SALES_MSG.integer}`);
      expect(errors).toContain(`Fila 6: total ventas: ${SALES_MSG.noDecimals}`);
      expect(errors).toContain(SALES_MSG.bulkRow(7, SALES_MSG.cutoffPassed(12)));
      expect(errors).toContain(SALES_MSG.bulkRowContract(8, 'p1001_PER-C301'));
      const lines = res.json().message.split('\n');
      expect(lines[0]).toBe(`${SALES_MSG.bulkErrorsHeading}:`);
      expect(lines).toHaveLength(7);
      expect(lines[6]).toBe(SALES_MSG.bulkMore(errors.length - 5));
      expect(await count()).toBe(before);
    });

    it('an audited day in the file rejects it all', async () => {
      await ctx.database.db
        .update(t.dailySales)
        .set({ auditada: true })
        .where(and(eq(t.dailySales.contract_id, 'CHL-C101'), eq(t.dailySales.fecha_registro, '2026-11-21')));
      const snapshot = await ctx.database.db
        .select()
        .from(t.dailySales)
        .where(sql`${t.dailySales.fecha_registro} in ('2026-11-21', '2026-11-20')`);
      const res = await bulk([row(CS('c1003', 'CHL-C103'), '2026-11-20'), row(CS('c1001', 'CHL-C101'), '2026-11-21')]);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.errors).toEqual([SALES_MSG.bulkRow(2, SALES_MSG.audited)]);
      expect(
        await ctx.database.db
          .select()
          .from(t.dailySales)
          .where(sql`${t.dailySales.fecha_registro} in ('2026-11-21', '2026-11-20')`),
      ).toEqual(snapshot);
    });

    it('refusals: another client (404), no create:DailySalesBatch (403: store chief, brand admin, finance), no session (401), bad type, empty body', async () => {
      expect((await bulk([row(CS('c1001', 'CHL-C101'), '2026-11-19')], DEMO.empresaPer)).statusCode).toBe(404);
      expect((await bulk([row(CS('p1001', 'PER-C301'), '2026-11-19')], DEMO.empresaChl, TAX_PER)).statusCode).toBe(404);
      const before = await count();
      for (const who of [DEMO.localChl, DEMO.marcaChl, DEMO.finanzas]) {
        const res = await bulk([row(CS('c1001', 'CHL-C101'), '2026-11-19')], who);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(MSG.forbidden);
      }
      expect(await count()).toBe(before);
      expect((await ctx.app.inject({ method: 'POST', url: `/api/fo/sales/bulk/diaria/${TAX_CHL}`, payload: [] })).statusCode).toBe(401);
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: `/api/fo/sales/bulk/mensual/${TAX_CHL}`,
            headers: h(DEMO.empresaChl),
            payload: [row(CS('c1001', 'CHL-C101'), '2026-11-19')],
          })
        ).statusCode,
      ).toBe(400);
      const empty = await bulk([]);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(SALES_MSG.bulkEmpty);
    });
  });

  it('with create:DailySalesBatch granted, a store chief still loads only the spaces they may declare', async () => {
    const { db } = ctx.database;
    const [u] = await db.select().from(t.users).where(eq(t.users.email, DEMO.localChl));
    await db
      .update(t.userClients)
      .set({ permission_ids: [8, 9, 18] })
      .where(eq(t.userClients.user_id, u!.id));
    try {
      const before = await count();
      const chief = await bulk([row(CS('c1003', 'CHL-C103'), '2026-11-19')], DEMO.localChl);
      expect(chief.statusCode).toBe(400);
      expect(chief.json().details.errors).toEqual([SALES_MSG.bulkRowContract(1, 'c1003_CHL-C103')]);
      expect(await count()).toBe(before);
    } finally {
      await db
        .update(t.userClients)
        .set({ permission_ids: [8, 9] })
        .where(eq(t.userClients.user_id, u!.id));
    }
  });

  describe('POST /bulk/{tipoRegistro}/{taxId}/file (.xlsx)', () => {
    const upload = (buf: Buffer, who = DEMO.empresaChl, name?: string, type?: string) => {
      const m = multipart(buf, name, type);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/fo/sales/bulk/diaria/${TAX_CHL}/file`,
        headers: { ...h(who), ...m.headers },
        payload: m.payload,
      });
    };

    it('rejects a file with a bad row (sheet row numbers), then accepts it fixed', async () => {
      const before = await count();
      const bad = await xlsx([
        ['CHL', TAX_CHL, CS('c1004', 'CHL-C104'), 'L-104', '', '', '2026-11-17', 4, 40_000, 0],
        ['CHL', '76.111.111-1', CS('c1004', 'CHL-C104'), 'L-104', '', '', '2026-11-16', 4, 40_000, 0],
      ]);
      const res = await upload(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.errors).toEqual([SALES_MSG.bulkRowTaxId(3)]);
      expect(await count()).toBe(before);
      const fixed = await xlsx([
        ['CHL', TAX_CHL, CS('c1004', 'CHL-C104'), 'L-104', '', '', new Date(Date.UTC(2026, 10, 17)), 4, 40_000, 0],
        ['CHL', TAX_CHL, CS('c1004', 'CHL-C104'), 'L-104', '', '', '16/11/2026', 4, '40.000', 500],
      ]);
      const ok = await upload(fixed);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.filas).toBe(2);
      const [r] = await ctx.database.db
        .select()
        .from(t.dailySales)
        .where(and(eq(t.dailySales.contract_id, 'CHL-C104'), eq(t.dailySales.fecha_registro, '2026-11-16')));
      expect(r).toMatchObject({ monto_total_bruto: 39_500, metodo_ingreso: 'masiva' });
    });

    it('refuses what is not an .xlsx, two sheets, and files over 10MB', async () => {
      const notX = await upload(Buffer.from('país;rut\nCHL;1'), DEMO.empresaChl, 'x.csv', 'text/csv');
      expect(notX.statusCode).toBe(400);
      expect(notX.json().message).toBe(SALES_MSG.bulkNotXlsx);
      const two = await upload(await xlsx([['CHL', TAX_CHL, CS('c1004', 'CHL-C104'), '', '', '', '2026-11-15', 1, 10, 0]], 2));
      expect(two.json().message).toBe(SALES_MSG.bulkOneSheet);
      const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(10 * 1024 * 1024 + 10)]);
      const tooBig = await upload(big);
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().message).toBe(SALES_MSG.bulkTooLarge);
    });
  });

  describe('GET /bulk/template/{taxId}', () => {
    const template = (who: string, tax = TAX_CHL) =>
      ctx.app.inject({ method: 'GET', url: `/api/fo/sales/bulk/template/${tax}`, headers: h(who) });
    const templateIds = async (res: Awaited<ReturnType<typeof template>>) => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0]!;
      expect(ws.getRow(1).getCell(3).value).toBe('ID espacio contrato');
      expect(ws.getRow(2).getCell(2).value).toBe(TAX_CHL);
      const ids = [];
      for (let i = 2; i <= ws.rowCount; i++) ids.push(ws.getRow(i).getCell(3).value);
      return ids.sort();
    };

    it('an .xlsx with one prefilled row per current contract the caller may load', async () => {
      const res = await template(DEMO.empresaChl);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(await templateIds(res)).toEqual(['c1001_CHL-C101', 'c1002_CHL-C102', 'c1003_CHL-C103', 'c1004_CHL-C104', 'c1005_CHL-C105']);
    });

    it("a brand admin needs create:DailySalesBatch; given it, the template holds only their brands' contracts", async () => {
      expect((await template(DEMO.marcaChl)).statusCode).toBe(403);
      const { db } = ctx.database;
      const [u] = await db.select().from(t.users).where(eq(t.users.email, DEMO.marcaChl));
      const [uc] = await db.select().from(t.userClients).where(eq(t.userClients.user_id, u!.id));
      await db
        .update(t.userClients)
        .set({ permission_ids: [...uc!.permission_ids, 18] })
        .where(eq(t.userClients.user_id, u!.id));
      try {
        expect(await templateIds(await template(DEMO.marcaChl))).toEqual([
          'c1001_CHL-C101',
          'c1002_CHL-C102',
          'c1004_CHL-C104',
          'c1005_CHL-C105',
        ]);
      } finally {
        await db.update(t.userClients).set({ permission_ids: uc!.permission_ids }).where(eq(t.userClients.user_id, u!.id));
      }
    });

    it("a client without current contracts: 404 'No hay contratos disponibles para generar ventas diarias.'", async () => {
      const pacifico = DEMO_CLIENTS[1]!;
      const { db } = ctx.database;
      const [client] = await db
        .select()
        .from(t.clients)
        .where(eq(t.clients.tax_id, demoTaxId(pacifico)));
      const current = await db
        .select({ id: t.contracts.id })
        .from(t.contracts)
        .where(and(eq(t.contracts.client_id, client!.id), eq(t.contracts.status, 0)));
      expect(current).toHaveLength(5);
      await db.update(t.contracts).set({ status: 1 }).where(eq(t.contracts.client_id, client!.id));
      try {
        const res = await template(DEMO.empresaChl, demoTaxId(pacifico));
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('No hay contratos disponibles para generar ventas diarias.');
      } finally {
        await db
          .update(t.contracts)
          .set({ status: 0 })
          .where(
            sql`${t.contracts.id} in (${sql.join(
              current.map((c) => sql`${c.id}`),
              sql`, `,
            )})`,
          );
      }
    });

    it('404 for another client, 401 without session', async () => {
      expect((await template(DEMO.empresaChl, TAX_PER)).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: `/api/fo/sales/bulk/template/${TAX_CHL}` })).statusCode).toBe(401);
    });
  });

  describe('GET /daily/space/{spaceId}/download', () => {
    it("the month as .xlsx with the country's columns", async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/fo/sales/daily/space/p1001/download?month=2026-10',
        headers: h(DEMO.empresaPer),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('ventas-p1001-2026-10.xlsx');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0]!;
      expect(ws.getRow(4).values).toEqual(expect.arrayContaining(['Día', 'Estado', 'Facturas serie', 'Monto Total Neto']));
      expect(ws.rowCount).toBe(4 + 31);
    });
    it("404 for another client's space, 400 for a bad month", async () => {
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/fo/sales/daily/space/p1001/download?month=2026-10', headers: h(DEMO.localChl) }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/api/fo/sales/daily/space/p1001/download?month=2026-13',
            headers: h(DEMO.empresaPer),
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  describe('store chiefs', () => {
    const url = (space: string) => `/api/fo/sales/managers/space/${space}`;
    const get = (space: string, who: string) => ctx.app.inject({ method: 'GET', url: url(space), headers: h(who) });
    const assign = (space: string, usuarioId: string, who = DEMO.empresaChl) =>
      ctx.app.inject({ method: 'POST', url: url(space), headers: h(who), payload: { usuarioId } });
    const remove = (space: string, userId: string, who = DEMO.empresaChl) =>
      ctx.app.inject({ method: 'DELETE', url: `${url(space)}/${userId}`, headers: h(who) });
    const userId = async (email: string) => (await ctx.database.db.select().from(t.users).where(eq(t.users.email, email)))[0]!.id;
    const managerRows = async (contract: string) =>
      Number(
        (
          await ctx.database.db
            .select({ n: sql<number>`count(*)` })
            .from(t.userRoles)
            .where(and(eq(t.userRoles.contract_id, contract), eq(t.userRoles.role_id, 'EXT_LOCAL'), eq(t.userRoles.enabled, true)))
        )[0]!.n,
      );

    it('lists the managers and the candidate contacts (caller and internal staff excluded)', async () => {
      const res = await get('c1001', DEMO.empresaChl);
      expect(res.statusCode).toBe(200);
      const d = res.json().data;
      expect(d.max).toBe(2);
      expect(d.managers.map((m: { email: string }) => m.email)).toEqual([DEMO.localChl]);
      const candidates = d.candidates.map((m: { email: string }) => m.email);
      expect(candidates).toContain(DEMO.marcaChl);
      expect(candidates).not.toContain(DEMO.empresaChl);
      expect(candidates).not.toContain(DEMO.finanzas);
    });

    it('assigns up to two; the third is refused with the spec message and writes nothing; remove frees a place', async () => {
      const marca = await userId(DEMO.marcaChl);
      const empresa = await userId(DEMO.empresaChl);
      const ok = await assign('c1001', marca);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().message).toBe(SALES_MSG.storeChiefAdded);
      expect(ok.json().data.managers).toHaveLength(2);
      expect((await assign('c1001', marca)).statusCode).toBe(200); // idempotent
      expect(await managerRows('CHL-C101')).toBe(2);
      // a third: the empresa admin assigned by the brand admin
      const third = await assign('c1001', empresa, DEMO.marcaChl);
      expect(third.statusCode).toBe(409);
      expect(third.json().message).toBe(SALES_MSG.storeChiefsMax);
      expect(await managerRows('CHL-C101')).toBe(2);
      const rm = await remove('c1001', marca);
      expect(rm.statusCode).toBe(200);
      expect(rm.json().message).toBe(SALES_MSG.storeChiefRemoved);
      expect(await managerRows('CHL-C101')).toBe(1);
      const logs = await ctx.database.db
        .select()
        .from(t.auditLog)
        .where(sql`${t.auditLog.action} in ('local_manager_assigned', 'local_manager_removed')`);
      expect(logs).toHaveLength(2);
    });

    it('a newly assigned chief gets the space and can declare on it', async () => {
      const marca = await userId(DEMO.marcaChl);
      const c1003Period = () =>
        ctx.app.inject({
          method: 'GET',
          url: '/api/fo/sales/daily/space/c1003/period?start_date=2026-11-01&end_date=2026-11-30',
          headers: h(DEMO.marcaChl),
        });
      // c1003 is a Librería Austral space: not among the brand admin's spaces
      expect((await c1003Period()).statusCode).toBe(404);
      expect((await assign('c1003', marca)).statusCode).toBe(200);
      expect((await c1003Period()).statusCode).toBe(200);
      expect((await remove('c1003', marca)).statusCode).toBe(200);
      expect((await c1003Period()).statusCode).toBe(404);
    });

    it('two assignments at once for the last free place: exactly one lands', async () => {
      // c1002 (Zapatería Ruta Sur) has one manager, the store chief; both admins may manage it
      expect((await get('c1002', DEMO.empresaChl)).json().data.managers.map((m: { email: string }) => m.email)).toEqual([DEMO.localChl]);
      const [marca, empresa] = [await userId(DEMO.marcaChl), await userId(DEMO.empresaChl)];
      const results = await Promise.all([assign('c1002', marca, DEMO.empresaChl), assign('c1002', empresa, DEMO.marcaChl)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(SALES_MSG.storeChiefsMax);
      expect(await managerRows('CHL-C102')).toBe(2);
      expect((await get('c1002', DEMO.empresaChl)).json().data.managers).toHaveLength(2);
      const winner = results[0]!.statusCode === 200 ? marca : empresa;
      expect((await remove('c1002', winner)).statusCode).toBe(200);
    });

    it('the limit of two is per space: a manager on an earlier contract of the same space counts', async () => {
      const { db } = ctx.database;
      const [current] = await db.select().from(t.contracts).where(eq(t.contracts.id, 'CHL-C104'));
      // an earlier, expired contract on the same space, whose store chief is still enabled
      await db
        .insert(t.contracts)
        .values({ ...current!, id: 'CHL-C104-OLD', code: 'CH-2020-0099', start_date: '2020-01-01', end_date: '2022-12-31', status: 1 });
      const local = await userId(DEMO.localChl);
      await db
        .insert(t.userRoles)
        .values({ user_id: local, role_id: 'EXT_LOCAL', client_id: current!.client_id, contract_id: 'CHL-C104-OLD', enabled: true });
      const [marca, empresa] = [await userId(DEMO.marcaChl), await userId(DEMO.empresaChl)];
      expect((await assign('c1004', marca)).statusCode).toBe(200);
      const listed = (await get('c1004', DEMO.empresaChl))
        .json()
        .data.managers.map((m: { email: string }) => m.email)
        .sort();
      expect(listed).toEqual([DEMO.localChl, DEMO.marcaChl].sort());
      const third = await assign('c1004', empresa, DEMO.marcaChl);
      expect(third.statusCode).toBe(409);
      expect(third.json().message).toBe(SALES_MSG.storeChiefsMax);
      expect(await managerRows('CHL-C104')).toBe(1);
      // unassigning the store chief from the space frees the place
      expect((await remove('c1004', local)).statusCode).toBe(200);
      expect(await managerRows('CHL-C104-OLD')).toBe(0);
      expect((await assign('c1004', empresa, DEMO.marcaChl)).statusCode).toBe(200);
      expect(await managerRows('CHL-C104')).toBe(2);
    });

    it('refusals: a store chief cannot manage (403), another client (404), a non-contact (404), no session (401), bad id (400)', async () => {
      const marca = await userId(DEMO.marcaChl);
      const per = await userId(DEMO.empresaPer);
      expect((await assign('c1001', marca, DEMO.localChl)).statusCode).toBe(403);
      expect((await assign('p1001', marca)).statusCode).toBe(404);
      expect((await get('p1001', DEMO.empresaChl)).statusCode).toBe(404);
      const nc = await assign('c1001', per);
      expect(nc.statusCode).toBe(404);
      expect(nc.json().message).toBe(SALES_MSG.storeChiefNotContact);
      expect((await ctx.app.inject({ method: 'GET', url: url('c1001') })).statusCode).toBe(401);
      expect((await assign('c1001', 'not-a-uuid')).statusCode).toBe(400);
      expect((await remove('c1001', per)).statusCode).toBe(404);
    });
  });
});

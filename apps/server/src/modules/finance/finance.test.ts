import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { gunzipSync } from 'node:zlib';
import { and, count, eq } from 'drizzle-orm';
import { FILES_MSG } from '@vitrina/domain/files/files.rules';
import { createTestApp, loginDemo, type TestContext } from '../../test/harness';
import { DEMO_CLIENTS, demoTaxId } from '../../db/seed/demo-data';
import * as t from '../../db/schema/index';
import { textPdf } from '../../lib/pdf';
import { IMPORT_SCOPE, newApiKey } from '../../lib/api-keys';

const ANDES = demoTaxId(DEMO_CLIENTS[0]!); // CHL, empresa.chl
const PACIFICO = demoTaxId(DEMO_CLIENTS[1]!); // CHL, empresa.chl too
const PER1 = demoTaxId(DEMO_CLIENTS[2]!); // PER, empresa.per
const ARG1 = demoTaxId(DEMO_CLIENTS[4]!); // ARG, empresa.arg
const D = (tax: string, country = 'CHL') => `/api/fo/debt/clients/${country}-${tax}`;
const I = (tax: string, country = 'CHL') => `/api/fo/invoices/country/${country}/company/${tax}`;
const G = (tax: string, country = 'CHL') => `/api/fo/downloads/country/${country}/company/${tax}`;

describe('finance: accounts payable, invoices, common expenses and their import API', () => {
  let ctx: TestContext;
  const tok: Record<string, string> = {};
  const get = (url: string, who?: string) => ctx.app.inject({ method: 'GET', url, headers: who ? ctx.auth(tok[who]!) : {} });
  let key = '';
  let revokedKey = '';

  beforeAll(async () => {
    ctx = await createTestApp();
    await loginDemo(ctx, tok, ['chl', 'local', 'per', 'arg', 'fin', 'aud']);
    const a = newApiKey();
    const r = newApiKey();
    await ctx.database.db.insert(t.serviceApiKeys).values([
      { name: 'ERP test', prefix: a.prefix, key_hash: a.hash, scope: IMPORT_SCOPE, created_at: ctx.clock.now() },
      {
        name: 'ERP viejo',
        prefix: r.prefix,
        key_hash: r.hash,
        scope: IMPORT_SCOPE,
        created_at: ctx.clock.now(),
        revoked_at: ctx.clock.now(),
      },
    ]);
    key = a.key;
    revokedKey = r.key;
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('GET /api/fo/debt/clients: a tenant gets its clients, FINANZAS every client of its country, others 403 / 401', async () => {
    const names = async (who: string) => (await get('/api/fo/debt/clients', who)).json().data.map((c: { taxId: string }) => c.taxId);
    expect(await names('chl')).toEqual(expect.arrayContaining([ANDES, PACIFICO]));
    expect(await names('per')).toEqual([PER1]);
    const fin = (await get('/api/fo/debt/clients', 'fin')).json().data;
    const chilean = await ctx.database.db.select({ taxId: t.clients.tax_id }).from(t.clients).where(eq(t.clients.country_id, 'CHL'));
    expect(chilean.map((c) => c.taxId)).toEqual(expect.arrayContaining([ANDES, PACIFICO]));
    expect(fin.map((c: { taxId: string }) => c.taxId).sort()).toEqual(chilean.map((c) => c.taxId).sort());
    expect(fin.every((c: { countryId: string }) => c.countryId === 'CHL')).toBe(true);
    // a store chief has no finance permission at all
    expect((await get('/api/fo/debt/clients', 'local')).statusCode).toBe(403);
    expect((await get('/api/fo/debt/clients', 'aud')).statusCode).toBe(403);
    expect((await get('/api/fo/debt/clients')).statusCode).toBe(401);
  });

  describe('GET /api/fo/debt/clients/{country}-{taxId}/...', () => {
    it('a tenant reads its debt: the total is the sum of the five aging buckets and of its documents; an agreement total', async () => {
      const res = await get(`${D(ANDES)}/debt`, 'chl');
      expect(res.statusCode).toBe(200);
      const s = res.json();
      const buckets = [s.deudaMenorA30Dias, s.deudaEntre31Y60Dias, s.deudaEntre61Y90Dias, s.deudaEntre91Y180Dias, s.deudaMayorA180Dias];
      expect(buckets.every((b: number) => b > 0)).toBe(true);
      expect(buckets.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(s.deudaTotal, 2);
      expect(s.convenioTotal).toBeGreaterThan(0);
      expect(s.updatedAt).toBe(ctx.clock.now().toISOString());
      expect(s.cliente).toMatchObject({ taxId: ANDES, country: 'CHL', currency: 'CLP' });
      const details = (await get(`${D(ANDES)}/debt-details`, 'chl')).json().data;
      expect(details.length).toBe(17);
      expect(details.reduce((a: number, d: { totalFactura: number }) => a + d.totalFactura, 0)).toBeCloseTo(s.deudaTotal, 2);
      expect(new Set(details.map((d: { estadoDeuda: string }) => d.estadoDeuda))).toEqual(
        new Set(['Vencido', 'En cobranza', 'Abonado', 'Por vencer']),
      );
    });

    it('agreement instalments are Vencido or Vigente by their due date; another client of the tenant has none', async () => {
      const rows = (await get(`${D(ANDES)}/debt-agreements`, 'chl')).json().data;
      expect(rows.map((r: { estadoDeuda: string }) => r.estadoDeuda)).toEqual([
        'Vencido',
        'Vencido',
        'Vencido',
        'Vigente',
        'Vigente',
        'Vigente',
        'Vigente',
        'Vigente',
      ]);
      expect((await get(`${D(PACIFICO)}/debt-agreements`, 'chl')).json().data).toEqual([]);
      expect((await get(`${D(PACIFICO)}/debt`, 'chl')).json().convenioTotal).toBe(0);
    });

    it("a document's download is its PDF in base64 text; another client's document is not found through this client", async () => {
      const [doc] = (await get(`${D(ANDES)}/debt-details`, 'chl')).json().data;
      const res = await get(doc.linkFactura, 'chl');
      expect(res.statusCode).toBe(200);
      expect(Buffer.from(res.body, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      const [other] = (await get(`${D(PACIFICO)}/debt-details`, 'chl')).json().data;
      const guessed = await get(`${D(ANDES)}/debt-details/${other.sociedad}-${other.nroFactura}/download`, 'per');
      expect(guessed.statusCode).toBe(404);
      expect((await get(`${D(ANDES)}/debt-details/${other.sociedad}-${other.nroFactura}/download`, 'chl')).statusCode).toBe(404);
    });

    it("'Descargar' is a real .xlsx of exactly the filtered rows, amounts as numbers and dates as dates, with the total", async () => {
      const res = await get(`${D(ANDES)}/debt-details/xlsx?estado=Vencido`, 'chl');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('.xlsx');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0]!;
      const vencidos = (await get(`${D(ANDES)}/debt-details`, 'chl'))
        .json()
        .data.filter((d: { estadoDeuda: string }) => d.estadoDeuda === 'Vencido');
      expect(ws.rowCount).toBe(vencidos.length + 2);
      expect(ws.getRow(2).getCell(5).value).toBeInstanceOf(Date);
      expect(typeof ws.getRow(2).getCell(7).value).toBe('number');
      const sum = vencidos.reduce((a: number, d: { totalFactura: number }) => a + d.totalFactura, 0);
      expect(ws.getRow(ws.rowCount).getCell(7).value).toBeCloseTo(sum, 2);
      expect((await get(`${D(ANDES)}/debt-details/xlsx?estado=Pagado`, 'chl')).statusCode).toBe(400);
      expect((await get(`${D(ANDES)}/debt-details/xlsx`, 'per')).statusCode).toBe(404);
      expect((await get(`${D(ANDES)}/debt-details/xlsx`, 'local')).statusCode).toBe(403);
    });

    it.each(['debt', 'debt-details', 'debt-agreements', 'debt-details/xlsx'])(
      '%s: 401 without session, 404 another client, 403 without read Debt, staff by role',
      async (path) => {
        expect((await get(`${D(ANDES)}/${path}`)).statusCode).toBe(401);
        const other = await get(`${D(ANDES)}/${path}`, 'per');
        expect(other.statusCode).toBe(404);
        expect(other.json()).not.toHaveProperty('deudaTotal');
        expect((await get(`${D(ANDES)}/${path}`, 'local')).statusCode).toBe(403);
        // FINANZAS read any client of their country; another country's client is not theirs
        expect((await get(`${D(ANDES)}/${path}`, 'fin')).statusCode).toBe(200);
        expect((await get(`${D(PER1, 'PER')}/${path}`, 'fin')).statusCode).toBe(404);
        // an internal role without read Debt
        expect((await get(`${D(ANDES)}/${path}`, 'aud')).statusCode).toBe(403);
        // bad input
        expect((await get(`/api/fo/debt/clients/XX${ANDES}/${path}`, 'chl')).statusCode).toBe(400);
        const unknown = await get(`${D(ANDES)}/${path}?sociedad=CL01`, 'chl');
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().message).toBe('Filtro desconocido: sociedad');
      },
    );
  });

  it('every finance call takes the country of its path in either case, as integrators copy it (chl or CHL)', async () => {
    for (const [upper, lower] of [
      [`${D(ANDES)}/debt`, `${D(ANDES, 'chl')}/debt`],
      [I(ANDES), I(ANDES, 'chl')],
      [`${I(ANDES)}/filters`, `${I(ANDES, 'chl')}/filters`],
      [G(ANDES), G(ANDES, 'chl')],
      [`${G(ANDES)}?country=CHL`, `${G(ANDES)}?country=chl`],
    ]) {
      const a = await get(upper!, 'chl');
      const b = await get(lower!, 'chl');
      expect(a.statusCode, upper).toBe(200);
      expect(b.statusCode, lower).toBe(200);
      expect(b.json()).toEqual(a.json());
    }
    expect((await get(I(ANDES, 'chile'), 'chl')).statusCode).toBe(400);
  });

  describe('GET /api/fo/invoices/country/{country}/company/{taxId}', () => {
    it('pages 10 by default, filters by society and period', async () => {
      const res = await get(I(ANDES), 'chl');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data).toHaveLength(10);
      expect(body.pagination).toEqual({ currentPage: 1, size: 10, totalPages: 3, totalItems: 24 });
      const filters = (await get(`${I(ANDES)}/filters`, 'chl')).json().data;
      expect(filters.societies_filters.map((s: { society_code: string }) => s.society_code)).toEqual(['CL01', 'CL02']);
      expect(filters.company_filters).toHaveLength(12);
      const month = filters.company_filters[0].anio_mes;
      const bySociety = (await get(`${I(ANDES)}?society=CL02&size=100`, 'chl')).json();
      expect(bySociety.pagination.totalItems).toBe(12);
      expect(bySociety.data.every((i: { society_code: string }) => i.society_code === 'CL02')).toBe(true);
      const byMonth = (await get(`${I(ANDES)}?month=${month}&society=Todos`, 'chl')).json();
      expect(byMonth.data).toHaveLength(2);
      expect(byMonth.data.every((i: { fecha_emision: string }) => i.fecha_emision.startsWith(month))).toBe(true);
      expect(new Set(body.data.map((i: { tipo_visualizacion: string | null }) => i.tipo_visualizacion))).toContain('pdf');
    });

    it('a stored PDF downloads; another client cannot have it with a guessed id', async () => {
      const all = (await get(`${I(ANDES)}?size=100`, 'chl')).json().data;
      const pdf = all.find(
        (i: { url: string | null; tipo_visualizacion: string }) => i.tipo_visualizacion === 'pdf' && i.url?.startsWith('/api/'),
      );
      const res = await get(pdf.url, 'chl');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await get(`${I(PACIFICO)}/${pdf.id}/download`, 'chl')).statusCode).toBe(404);
      expect((await get(pdf.url, 'per')).statusCode).toBe(404);
      // a provider link and one without view type (Argentina: 'Próximamente')
      expect(all.some((i: { tipo_visualizacion: string }) => i.tipo_visualizacion === 'url')).toBe(true);
      const arg = (await get(`${I(ARG1, 'ARG')}?size=100`, 'arg')).json().data;
      expect(arg.some((i: { tipo_visualizacion: string | null; url: string | null }) => i.tipo_visualizacion === null && i.url)).toBe(true);
    });

    it('refuses bad paging and unknown filters (400), no session (401), another client (404), no permission (403)', async () => {
      expect((await get(`${I(ANDES)}?size=101`, 'chl')).statusCode).toBe(400);
      expect((await get(`${I(ANDES)}?page=0`, 'chl')).statusCode).toBe(400);
      expect((await get(`${I(ANDES)}?month=2026-13`, 'chl')).statusCode).toBe(400);
      const unknown = await get(`${I(ANDES)}?sociedad=CL01`, 'chl');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('Filtro desconocido: sociedad');
      for (const path of ['', '/filters']) {
        expect((await get(`${I(ANDES)}${path}`)).statusCode).toBe(401);
        expect((await get(`${I(ANDES)}${path}`, 'per')).statusCode).toBe(404);
        expect((await get(`${I(ANDES)}${path}`, 'local')).statusCode).toBe(403);
        expect((await get(`${I(ANDES)}${path}`, 'aud')).statusCode).toBe(403);
        expect((await get(`${I(ANDES)}${path}`, 'fin')).statusCode).toBe(200);
        expect((await get(`${I(PER1, 'PER')}${path}`, 'fin')).statusCode).toBe(404);
      }
    });
  });

  describe('common expenses: GET /api/fo/downloads/country/{country}/company/{taxId}, downloaded through the file service', () => {
    const sign = (who: string | undefined, country: string, f: { bucket?: string; object_key: string }) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/fo/files/signal/${country}`,
        headers: who ? ctx.auth(tok[who]!) : {},
        payload: { bucket: f.bucket, path: f.object_key },
      });
    const storedFile = async (path: string) => (await ctx.database.db.select().from(t.files).where(eq(t.files.path, path)))[0]!;

    it('pages 5 by default, 12 months of files, each a stored file of the client that POST /api/fo/files/signal signs', async () => {
      const res = await get(G(ANDES), 'chl');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data).toHaveLength(5);
      expect(body.pagination.totalItems).toBe(12);
      const f = body.data[0];
      expect(Object.keys(f).sort()).toEqual(['bucket', 'country_id', 'descripcion', 'id', 'nombre', 'object_key', 'year_month']);
      // object_key is the path of a stored file of the client, of the kind 'common-expense'
      const file = await storedFile(f.object_key);
      expect(file).toMatchObject({
        client_id: `CHL${ANDES}`,
        bucket: f.bucket,
        kind: 'common-expense',
        mime: 'application/pdf',
        deleted_at: null,
      });
      const sig = await sign('chl', 'chl', f);
      expect(sig.statusCode).toBe(200);
      const url = sig.json().data.signal_url as string;
      expect(url).toContain('/api/fo/files/download?');
      const dl = await ctx.app.inject({ method: 'GET', url: url.slice(url.indexOf('/api/')) });
      expect(dl.statusCode).toBe(200);
      expect(dl.headers['content-type']).toBe('application/pdf');
      expect(dl.headers['content-disposition']).toContain(encodeURIComponent(`${f.nombre}.pdf`));
      expect(dl.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // the bucket may be left out: the file service's documents bucket
      expect((await sign('chl', 'chl', { object_key: f.object_key })).statusCode).toBe(200);
    });

    it("a signed link names one file: bent to another client's file it is refused (403)", async () => {
      const [f] = (await get(G(ANDES), 'chl')).json().data;
      const url = (await sign('chl', 'chl', f)).json().data.signal_url as string;
      const other = (await get(G(PACIFICO), 'chl')).json().data[0];
      const per = (await get(G(PER1, 'PER'), 'per')).json().data[0];
      for (const target of [other, per]) {
        const bent = url.slice(url.indexOf('/api/')).replace(encodeURIComponent(f.object_key), encodeURIComponent(target.object_key));
        expect(bent).not.toBe(url.slice(url.indexOf('/api/')));
        expect((await ctx.app.inject({ method: 'GET', url: bent })).statusCode).toBe(403);
      }
    });

    it('the link is refused to a member without read:Expenses (404), another client (404), staff of another country or without the ability (404); FINANZAS of the country get it', async () => {
      const [f] = (await get(G(ANDES), 'chl')).json().data;
      // the store chief is a member of the client, without read:Expenses
      const local = await sign('local', 'chl', f);
      expect(local.statusCode).toBe(404);
      expect(local.json()).not.toHaveProperty('data');
      expect((await sign('per', 'chl', f)).statusCode).toBe(404);
      expect((await sign('per', 'per', f)).statusCode).toBe(404);
      expect((await sign(undefined, 'chl', f)).statusCode).toBe(401);
      // the file's country only
      expect((await sign('chl', 'per', f)).statusCode).toBe(404);
      // finance staff of Chile read it; an internal role without read:Expenses does not
      const fin = await sign('fin', 'chl', f);
      expect(fin.statusCode).toBe(200);
      expect(
        (await ctx.app.inject({ method: 'GET', url: fin.json().data.signal_url.slice(fin.json().data.signal_url.indexOf('/api/')) }))
          .statusCode,
      ).toBe(200);
      expect((await sign('aud', 'chl', f)).statusCode).toBe(404);
      // finance staff of Chile do not read an Argentine client's file
      const arg = (await get(G(ARG1, 'ARG'), 'arg')).json().data[0];
      expect((await sign('arg', 'arg', arg)).statusCode).toBe(200);
      expect((await sign('fin', 'arg', arg)).statusCode).toBe(404);
      // the metadata answers the same way
      const id = (await storedFile(f.object_key)).id;
      expect((await get(`/api/fo/files/metadata/${id}`, 'chl')).statusCode).toBe(200);
      expect((await get(`/api/fo/files/metadata/${id}`, 'local')).statusCode).toBe(404);
      expect((await get(`/api/fo/files/metadata/${id}`, 'per')).statusCode).toBe(404);
    });

    it('nobody deletes a common-expense file through DELETE /api/fo/files/{id}: the tenant 403, others 404; it stays', async () => {
      const [f] = (await get(G(ANDES), 'chl')).json().data;
      const { id } = await storedFile(f.object_key);
      const del = (who: string) => ctx.app.inject({ method: 'DELETE', url: `/api/fo/files/${id}`, headers: ctx.auth(tok[who]!) });
      const own = await del('chl');
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe(FILES_MSG.importedFile);
      for (const who of ['local', 'per', 'fin']) expect((await del(who)).statusCode).toBe(404);
      expect((await storedFile(f.object_key)).deleted_at).toBeNull();
      expect((await sign('chl', 'chl', f)).statusCode).toBe(200);
    });

    it('refuses bad paging (400), no session (401), another client (404), no permission (403)', async () => {
      expect((await get(`${G(ANDES)}?limit=101`, 'chl')).statusCode).toBe(400);
      expect((await get(`${G(ANDES)}?foo=1`, 'chl')).statusCode).toBe(400);
      expect((await get(G(ANDES))).statusCode).toBe(401);
      expect((await get(G(ANDES), 'per')).statusCode).toBe(404);
      expect((await get(G(ANDES), 'local')).statusCode).toBe(403);
      expect((await get(G(ANDES), 'aud')).statusCode).toBe(403);
      expect((await get(G(ANDES), 'fin')).statusCode).toBe(200);
      expect((await get(`${G(ANDES)}?page=3`, 'chl')).json().data).toHaveLength(2);
    });
  });

  describe('import API (service API key, scope finance:import)', () => {
    const post = (url: string, payload: unknown, headers: Record<string, string> = { 'x-api-key': key }) =>
      ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });
    const doc = (n: string, total = 1000) => ({
      country_id: 'CHL',
      tax_id: PACIFICO,
      sociedad: 'CL01',
      sociedad_facturadora: 'Inmobiliaria Vitrina Chile S.A.',
      nro_factura: n,
      folio: `F${n}`,
      tipo_documento: 'Factura electrónica',
      centro_comercial: 'Mall Test',
      fecha_emision: '2026-10-01',
      fecha_vencimiento: '2026-10-31',
      total,
      estado: 'Vencido',
    });
    const instalment = {
      country_id: 'CHL',
      tax_id: PACIFICO,
      sociedad: 'CL01',
      sociedad_facturadora: 'Inmobiliaria',
      convenio: 'CVX',
      numero_cuota: 1,
      fecha_vencimiento: '2026-12-30',
      valor_cuota: 500,
    };
    const countDocs = async () => (await ctx.database.db.select({ n: count() }).from(t.debtDocuments))[0]!.n;

    it('refuses a missing, wrong or revoked key, and a session token, with 401; nothing written', async () => {
      const before = await countDocs();
      const batch = { documents: [doc('990001')] };
      expect((await post('/api/fo/debt/import', batch, {})).statusCode).toBe(401);
      expect((await post('/api/fo/debt/import', batch, { 'x-api-key': key.slice(0, -2) + 'xx' })).statusCode).toBe(401);
      expect((await post('/api/fo/debt/import', batch, { 'x-api-key': revokedKey })).statusCode).toBe(401);
      expect((await post('/api/fo/debt/import', batch, ctx.auth(tok.fin!))).statusCode).toBe(401);
      expect((await post('/api/fo/invoices/import', { invoices: [] }, { authorization: `ApiKey ${revokedKey}` })).statusCode).toBe(401);
      expect((await post('/api/fo/downloads/import', { files: [] }, {})).statusCode).toBe(401);
      expect(await countDocs()).toBe(before);
    });

    it('is idempotent: the same batch twice gives the same rows; a change is an update; the run is the last update', async () => {
      ctx.clock.advance(60_000);
      const batch = { documents: [doc('990001'), doc('990002', 2500)], agreements: [instalment] };
      const first = await post('/api/fo/debt/import', batch);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ received: 3, inserted: 3, updated: 0, unchanged: 0 });
      const rows = await ctx.database.db
        .select()
        .from(t.debtDocuments)
        .where(eq(t.debtDocuments.client_id, `CHL${PACIFICO}`));
      const again = await post('/api/fo/debt/import', batch, { authorization: `ApiKey ${key}` });
      expect(again.json()).toMatchObject({ received: 3, inserted: 0, updated: 0, unchanged: 3 });
      expect(
        await ctx.database.db
          .select()
          .from(t.debtDocuments)
          .where(eq(t.debtDocuments.client_id, `CHL${PACIFICO}`)),
      ).toEqual(rows);
      const changed = await post('/api/fo/debt/import', { documents: [doc('990002', 3000)] });
      expect(changed.json()).toMatchObject({ inserted: 0, updated: 1, unchanged: 0 });
      const summary = (await get(`${D(PACIFICO)}/debt`, 'chl')).json();
      expect(summary.updatedAt).toBe(ctx.clock.now().toISOString());
      expect(summary.convenioTotal).toBe(500);
      const runs = await ctx.database.db.select().from(t.financeImportRuns).where(eq(t.financeImportRuns.source, 'ERP test'));
      expect(runs).toHaveLength(3);
    });

    it('debt-details is kept per version of the stored documents: 304 while unchanged, the new rows after an import; gzip when accepted', async () => {
      const url = `${D(PACIFICO)}/debt-details`;
      const first = await ctx.app.inject({ method: 'GET', url, headers: { ...ctx.auth(tok.chl!), 'accept-encoding': 'gzip' } });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const etag = String(first.headers.etag);
      const rows = JSON.parse(gunzipSync(first.rawPayload).toString()).data as { nroFactura: string; totalFactura: number }[];
      // the same answer without gzip, and 304 with no body for the browser's current copy
      const plain = await get(url, 'chl');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json().data).toEqual(rows);
      const same = await ctx.app.inject({ method: 'GET', url, headers: { ...ctx.auth(tok.chl!), 'if-none-match': etag } });
      expect(same.statusCode).toBe(304);
      expect(same.body).toBe('');
      // the ETag of a client opens nothing to a caller who may not read it
      const other = await ctx.app.inject({ method: 'GET', url, headers: { ...ctx.auth(tok.per!), 'if-none-match': etag } });
      expect(other.statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(401);

      // an import changes a document: the same ETag gets the new rows
      expect((await post('/api/fo/debt/import', { documents: [doc('990002', 4321)] })).json()).toMatchObject({ updated: 1 });
      const after = await ctx.app.inject({ method: 'GET', url, headers: { ...ctx.auth(tok.chl!), 'if-none-match': etag } });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(after.json().data.find((r: { nroFactura: string }) => r.nroFactura === '990002').totalFactura).toBe(4321);
      // and a removed document is gone from the next answer
      await ctx.database.db.delete(t.debtDocuments).where(eq(t.debtDocuments.nro_factura, '990001'));
      const removed = (await get(url, 'chl')).json().data as { nroFactura: string }[];
      expect(removed.map((r) => r.nroFactura)).not.toContain('990001');
      expect(removed).toHaveLength(rows.length - 1);
    });

    it('one bad row rejects the whole batch (400 with the row), nothing written', async () => {
      const before = await countDocs();
      const unknownClient = await post('/api/fo/debt/import', { documents: [doc('990010'), { ...doc('990011'), tax_id: '11111111-1' }] });
      expect(unknownClient.statusCode).toBe(400);
      expect(unknownClient.json().details).toEqual([{ path: '/documents/1/tax_id', message: 'La empresa no existe en el portal' }]);
      const badShape = await post('/api/fo/debt/import', {
        documents: [doc('990012'), { ...doc('990013'), fecha_vencimiento: '31/10/2026' }],
      });
      expect(badShape.statusCode).toBe(400);
      expect(JSON.stringify(badShape.json().details)).toContain('/documents/1/fecha_vencimiento');
      const dup = await post('/api/fo/debt/import', { documents: [doc('990014'), doc('990014')] });
      expect(dup.statusCode).toBe(400);
      expect(await countDocs()).toBe(before);
    });

    it('imports invoices with an inline PDF and common-expense files; re-sent they change nothing', async () => {
      const pdf = Buffer.from(await textPdf('Factura 77')).toString('base64');
      const inv = {
        country_id: 'CHL',
        tax_id: PACIFICO,
        society_code: 'CL01',
        society_nombre: 'Inmobiliaria Vitrina Chile S.A.',
        numero: 'T77',
        tipo_documento: 'Factura',
        fecha_emision: '2026-11-03',
        monto_neto: 100,
        monto_impuesto: 19,
        monto_bruto: 119,
        tipo_visualizacion: 'pdf',
        pdf_base64: pdf,
      };
      expect((await post('/api/fo/invoices/import', { invoices: [inv] })).json()).toMatchObject({ inserted: 1 });
      expect((await post('/api/fo/invoices/import', { invoices: [inv] })).json()).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
      const notPdf = await post('/api/fo/invoices/import', {
        invoices: [{ ...inv, numero: 'T78', pdf_base64: Buffer.from('hola').toString('base64') }],
      });
      expect(notPdf.statusCode).toBe(400);
      const listed = (await get(`${I(PACIFICO)}?month=2026-11`, 'chl')).json().data;
      const mine = listed.find((i: { numero: string }) => i.numero === 'T77');
      expect((await get(mine.url, 'chl')).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const file = {
        country_id: 'CHL',
        tax_id: PACIFICO,
        year_month: '2026-11',
        nombre: 'GC noviembre',
        descripcion: 'Gastos comunes',
        pdf_base64: pdf,
      };
      const expenseFiles = async () =>
        ctx.database.db
          .select()
          .from(t.files)
          .where(and(eq(t.files.client_id, `CHL${PACIFICO}`), eq(t.files.kind, 'common-expense')))
          .orderBy(t.files.path);
      const expenseRows = async () =>
        ctx.database.db
          .select()
          .from(t.expenseFiles)
          .where(eq(t.expenseFiles.client_id, `CHL${PACIFICO}`))
          .orderBy(t.expenseFiles.id);
      const filesBefore = (await expenseFiles()).length;
      expect((await post('/api/fo/downloads/import', { files: [file] })).json()).toMatchObject({ inserted: 1 });
      const [rows, files] = [await expenseRows(), await expenseFiles()];
      expect(files).toHaveLength(filesBefore + 1);
      // the imported PDF is a stored file of the client, without an uploading user, linked from its row
      const imported = rows.find((r) => r.nombre === 'GC noviembre')!;
      const stored = files.find((f) => f.id === imported.file_id)!;
      expect(stored).toMatchObject({ kind: 'common-expense', uploaded_by: null, original_name: 'GC noviembre.pdf', deleted_at: null });
      // the same batch again: the same rows and no new file
      expect((await post('/api/fo/downloads/import', { files: [file] })).json()).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
      expect(await expenseRows()).toEqual(rows);
      expect(await expenseFiles()).toEqual(files);
      const page = (await get(`${G(PACIFICO)}?limit=100`, 'chl')).json();
      expect(page.pagination.totalItems).toBe(13);
      const row = page.data.find((r: { nombre: string }) => r.nombre === 'GC noviembre');
      expect(row.object_key).toBe(stored.path);
      const sig = await ctx.app.inject({
        method: 'POST',
        url: '/api/fo/files/signal/chl',
        headers: ctx.auth(tok.chl!),
        payload: { bucket: row.bucket, path: row.object_key },
      });
      const url = sig.json().data.signal_url as string;
      const dl = await ctx.app.inject({ method: 'GET', url: url.slice(url.indexOf('/api/')) });
      expect(dl.rawPayload.equals(Buffer.from(pdf, 'base64'))).toBe(true);

      // a new PDF for the same expense: the row points at a new file, the old one is retired from the file service
      const newer = Buffer.from(await textPdf('GC noviembre, corregido')).toString('base64');
      expect((await post('/api/fo/downloads/import', { files: [{ ...file, pdf_base64: newer }] })).json()).toMatchObject({
        inserted: 0,
        updated: 1,
      });
      const replaced = (await expenseRows()).find((r) => r.nombre === 'GC noviembre')!;
      expect(replaced.file_id).not.toBe(imported.file_id);
      const after = await expenseFiles();
      expect(after.find((f) => f.id === imported.file_id)!.deleted_at).not.toBeNull();
      expect(after.filter((f) => !f.deleted_at)).toHaveLength(filesBefore + 1);
      const old = await ctx.app.inject({
        method: 'POST',
        url: '/api/fo/files/signal/chl',
        headers: ctx.auth(tok.chl!),
        payload: { bucket: row.bucket, path: row.object_key },
      });
      expect(old.statusCode).toBe(404);
      // and back to the first PDF: its file comes back, no duplicate
      expect((await post('/api/fo/downloads/import', { files: [file] })).json()).toMatchObject({ updated: 1 });
      expect((await expenseRows()).find((r) => r.nombre === 'GC noviembre')!.file_id).toBe(imported.file_id);
      expect((await expenseFiles()).filter((f) => !f.deleted_at)).toHaveLength(filesBefore + 1);
      expect(await expenseFiles()).toHaveLength(filesBefore + 2);
    });
  });
});

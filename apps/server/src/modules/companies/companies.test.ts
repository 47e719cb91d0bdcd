import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MSG } from '@vitrina/domain/common/messages';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { FILES_MSG } from '@vitrina/domain/files/files.rules';
import { USERS_MSG } from '@vitrina/domain/users/users.messages';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { pdfBytes, pngBytes } from '../../test/multipart';
import * as t from '../../db/schema/index';

const P = '/api/fo/companies';

/** multipart body with text fields and files, in the given order */
function multipart(parts: ({ field: string; value: string } | { field: string; name: string; content: Buffer })[]) {
  const boundary = `----vitrina${randomBytes(8).toString('hex')}`;
  const out: Buffer[] = [];
  for (const p of parts) {
    out.push(
      Buffer.from(
        'value' in p
          ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"\r\nContent-Type: application/json\r\n\r\n${p.value}\r\n`
          : `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
    );
    if (!('value' in p)) out.push(p.content, Buffer.from('\r\n'));
  }
  out.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(out), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('companies, brands and contracts /api/fo/companies', () => {
  let ctx: TestContext;
  let dir: string;
  const tok: Record<string, string> = {};
  let andes: string; // Inversiones Andes Retail (CHL): empresa.chl, marca.chl, local.chl
  let inca: string; // a Peruvian company
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrina-companies-'));
    ctx = await createTestApp({ env: { FILES_DIR: dir } });
    for (const u of [DEMO.empresaChl, DEMO.marcaChl, DEMO.localChl, DEMO.empresaPer]) tok[u] = await ctx.login(u);
    const db = ctx.database.db;
    andes = (await db.select().from(t.clients).where(eq(t.clients.name, 'Inversiones Andes Retail SpA')))[0]!.id;
    inca = (await db.select().from(t.clients).where(eq(t.clients.country_id, 'PER')))[0]!.id;
    for (const u of await db.select().from(t.users)) ids[u.email] = u.id;
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, who?: string, payload?: object) =>
    ctx.app.inject({ method, url: `${P}${url}`, payload, headers: who ? ctx.auth(tok[who]!) : {} });
  const count = async (table: typeof t.userRoles | typeof t.auditLog | typeof t.users | typeof t.files) =>
    Number((await ctx.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n);
  /** PUT of a multipart edit (/marcas, /empresas) */
  const putMultipart = (url: string, who: string | undefined, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return ctx.app.inject({
      method: 'PUT',
      url: `${P}${url}`,
      payload: body.payload,
      headers: { ...body.headers, ...(who ? ctx.auth(tok[who]!) : {}) },
    });
  };
  const liveFiles = async () =>
    Number(
      (
        await ctx.database.db
          .select({ n: sql<number>`count(*)` })
          .from(t.files)
          .where(sql`deleted_at is null`)
      )[0]!.n,
    );
  /** the signed logo link of an answer, fetched without a session */
  const fetchLogo = (url: string) => ctx.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });

  describe('GET /empresas/{id}', () => {
    it('answers the company data to its administrator', async () => {
      const res = await req('GET', `/empresas/${andes}`, DEMO.empresaChl);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: andes,
        name: 'Inversiones Andes Retail SpA',
        email: 'contacto@andesretail.cl',
        phone: '+56 2 2345 6789',
        website: 'https://andesretail.cl',
        address: 'Av. Apoquindo 4500, Las Condes, Santiago',
        paisId: 'CHL',
      });
      expect(res.json().taxId).toMatch(/^76543210-[0-9K]$/);
    });
    it("lists the caller's companies", async () => {
      const res = await req('GET', '/empresas', DEMO.empresaChl);
      expect(res.json().map((c: { name: string }) => c.name)).toEqual(['Comercial Pacífico Limitada', 'Inversiones Andes Retail SpA']);
    });
    it.each([
      ['no session', undefined, 401],
      ["another client's administrator", DEMO.empresaPer, 404],
      ['a member without manage:Client', DEMO.marcaChl, 403],
    ])('refuses %s', async (_, who, status) => {
      expect((await req('GET', `/empresas/${andes}`, who)).statusCode).toBe(status);
    });
    it('refuses a malformed id (400)', async () => {
      expect((await req('GET', `/empresas/${'x'.repeat(60)}`, DEMO.empresaChl)).statusCode).toBe(400);
    });
  });

  describe('GET /empresas/{id}/contactos', () => {
    it('one entry per e-mail, sorted by permission id, without the caller', async () => {
      const res = await req('GET', `/empresas/${andes}/contactos`, DEMO.empresaChl);
      expect(res.statusCode).toBe(200);
      const list = res.json() as { email: string; roles: string[]; permission_id: number }[];
      expect(list.map((c) => c.email)).toEqual([DEMO.marcaChl, DEMO.localChl]);
      expect(list[0]).toMatchObject({ roles: ['EXT_MARCA'], permission_id: 2, estado: 'Ok', nombres: 'Felipe' });
    });
    it.each([
      [undefined, 401],
      [DEMO.empresaPer, 404],
      [DEMO.localChl, 403],
    ])('refuses %s with %i', async (who, status) => {
      expect((await req('GET', `/empresas/${andes}/contactos`, who)).statusCode).toBe(status);
    });
  });

  describe('GET /empresas/{id}/marcas', () => {
    it('a company administrator sees every brand with its administrator', async () => {
      const res = await req('GET', `/empresas/${andes}/marcas`, DEMO.empresaChl);
      expect(res.statusCode).toBe(200);
      const brands = res.json() as { name: string; administradores: { email: string }[] }[];
      expect(brands.map((b) => b.name)).toEqual(['Café Montaña', 'Librería Austral', 'Zapatería Ruta Sur']);
      expect(brands[0]!.administradores.map((a) => a.email)).toEqual([DEMO.marcaChl]);
      expect(brands[1]!.administradores).toEqual([]);
    });
    it('a brand administrator sees the brands in his charge', async () => {
      const res = await req('GET', `/empresas/${andes}/marcas`, DEMO.marcaChl);
      expect(res.json().map((b: { name: string }) => b.name)).toEqual(['Café Montaña', 'Zapatería Ruta Sur']);
    });
    it.each([
      [undefined, 401],
      [DEMO.empresaPer, 404],
      [DEMO.localChl, 403],
    ])('refuses %s with %i', async (who, status) => {
      expect((await req('GET', `/empresas/${andes}/marcas`, who)).statusCode).toBe(status);
    });
  });

  describe('contracts', () => {
    it("GET /empresas/{id}/contratos: the company's contracts with vigente / no vigente", async () => {
      const res = await req('GET', `/empresas/${andes}/contratos`, DEMO.empresaChl);
      expect(res.statusCode).toBe(200);
      const rows = res.json() as { estatus: string; status: number; edificioNombre: string; marcaNombre: string; espacioCodigo: string }[];
      expect(rows).toHaveLength(6);
      expect(rows.filter((r) => r.estatus === 'vigente')).toHaveLength(5);
      expect(rows.at(-1)).toMatchObject({ status: 1, estatus: 'no vigente' });
      expect(rows[0]!.edificioNombre).toBeTruthy();
    });
    it("a brand administrator sees only his brands' contracts", async () => {
      const rows = (await req('GET', `/empresas/${andes}/contratos`, DEMO.marcaChl)).json() as { marcaNombre: string }[];
      expect(rows.length).toBe(4);
      expect(new Set(rows.map((r) => r.marcaNombre))).toEqual(new Set(['Café Montaña', 'Zapatería Ruta Sur']));
    });
    it.each([
      [undefined, 401],
      [DEMO.empresaPer, 404],
      [DEMO.localChl, 403],
    ])('list refuses %s with %i', async (who, status) => {
      expect((await req('GET', `/empresas/${andes}/contratos`, who)).statusCode).toBe(status);
    });
    it('GET /contratos/{id}: number, start, end of validity and total area', async () => {
      const res = await req('GET', '/contratos/CHL-C101', DEMO.empresaChl);
      expect(res.statusCode).toBe(200);
      const k = (await ctx.database.db.select().from(t.contracts).where(eq(t.contracts.id, 'CHL-C101')))[0]!;
      const s = (await ctx.database.db.select().from(t.spaces).where(eq(t.spaces.id, k.space_id)))[0]!;
      expect(res.json()).toMatchObject({
        numero: k.code,
        fechaInicio: k.start_date,
        fechaFinVigencia: k.end_date,
        superficieTotal: s.area_m2,
        estatus: 'vigente',
      });
    });
    it.each([
      [undefined, 'CHL-C101', 401],
      [DEMO.empresaPer, 'CHL-C101', 404],
      [DEMO.localChl, 'CHL-C101', 403],
      [DEMO.marcaChl, 'CHL-C103', 404], // Librería Austral: not his brand
      [DEMO.empresaChl, 'NO-EXISTE', 404],
    ])('detail refuses %s on %s with %i', async (who, id, status) => {
      expect((await req('GET', `/contratos/${id}`, who)).statusCode).toBe(status);
    });
  });

  describe('brands', () => {
    it.each([
      ['', (b: unknown) => expect(b).toMatchObject({ id: 'CHL-M11', name: 'Café Montaña', administradores: [{ email: DEMO.marcaChl }] })],
      ['/contratos', (b: unknown) => expect((b as { marcaId: string }[]).every((k) => k.marcaId === 'CHL-M11')).toBe(true)],
      ['/espacios', (b: unknown) => expect((b as { contracts: unknown[] }[])[0]!.contracts.length).toBeGreaterThan(0)],
    ])('GET /marcas/CHL-M11%s answers the brand administrator', async (suffix, check) => {
      const res = await req('GET', `/marcas/CHL-M11${suffix}`, DEMO.marcaChl);
      expect(res.statusCode).toBe(200);
      check(res.json());
    });
    it('GET /marcas/{id}/contactos: the contacts holding a role on the brand or its contracts, not the caller', async () => {
      const res = await req('GET', '/marcas/CHL-M11/contactos', DEMO.empresaChl);
      expect(res.json().map((c: { email: string }) => c.email)).toEqual([DEMO.marcaChl, DEMO.localChl]);
      const own = await req('GET', '/marcas/CHL-M11/contactos', DEMO.marcaChl);
      expect(own.json().map((c: { email: string }) => c.email)).toEqual([DEMO.localChl]);
    });
    it('GET /clients/{id}/brands/{brandId}/buildings', async () => {
      const res = await req('GET', `/clients/${andes}/brands/CHL-M11/buildings`, DEMO.marcaChl);
      expect(res.statusCode).toBe(200);
      expect(res.json().length).toBeGreaterThan(0);
      expect((await req('GET', `/clients/${inca}/brands/CHL-M11/buildings`, DEMO.marcaChl)).statusCode).toBe(404);
    });
    it.each(['', '/contactos', '/contratos', '/espacios'])(
      'GET /marcas/{id}%s refuses no session, other client, no permission, out of charge',
      async (suffix) => {
        expect((await req('GET', `/marcas/CHL-M11${suffix}`)).statusCode).toBe(401);
        expect((await req('GET', `/marcas/CHL-M11${suffix}`, DEMO.empresaPer)).statusCode).toBe(404);
        expect((await req('GET', `/marcas/CHL-M11${suffix}`, DEMO.localChl)).statusCode).toBe(403);
        expect((await req('GET', `/marcas/CHL-M13${suffix}`, DEMO.marcaChl)).statusCode).toBe(404);
      },
    );
  });

  describe('GET /espacios/{id} (the store page)', () => {
    const spaceOf = async (brandId: string) =>
      (
        await ctx.database.db
          .select()
          .from(t.contracts)
          .where(and(eq(t.contracts.brand_id, brandId), eq(t.contracts.status, 0)))
      )[0]!;
    it('answers the space, building, brand and current contract to the brand administrator and the company administrator', async () => {
      const k = await spaceOf('CHL-M11');
      for (const who of [DEMO.marcaChl, DEMO.empresaChl]) {
        const res = await req('GET', `/espacios/${k.space_id}`, who);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({
          space_id: k.space_id,
          empresaId: andes,
          marcaId: 'CHL-M11',
          marcaNombre: 'Café Montaña',
          contrato: { id: k.id, codigo: k.code, status: 0, estatus: 'vigente', espacioId: k.space_id },
        });
        expect(body.space_num).toBeTruthy();
        expect(body.building_name).toBeTruthy();
        expect(body.contratos.map((c: { id: string }) => c.id)).toContain(k.id);
      }
    });
    it('refuses no session (401), another client (404), no read:Brand (403), a space out of charge (404), an unknown space (404)', async () => {
      const k = await spaceOf('CHL-M11');
      const other = await spaceOf('CHL-M13');
      const peru = (await ctx.database.db.select().from(t.contracts).where(eq(t.contracts.client_id, inca)))[0]!;
      expect((await req('GET', `/espacios/${k.space_id}`)).statusCode).toBe(401);
      expect((await req('GET', `/espacios/${k.space_id}`, DEMO.empresaPer)).statusCode).toBe(404);
      expect((await req('GET', `/espacios/${k.space_id}`, DEMO.localChl)).statusCode).toBe(403);
      expect((await req('GET', `/espacios/${other.space_id}`, DEMO.marcaChl)).statusCode).toBe(404);
      expect((await req('GET', `/espacios/${peru.space_id}`, DEMO.empresaChl)).statusCode).toBe(404);
      const missing = await req('GET', '/espacios/NO-SUCH-SPACE', DEMO.empresaChl);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(COMPANY_MSG.spaceMissing);
      expect((await req('GET', `/espacios/${'x'.repeat(60)}`, DEMO.empresaChl)).statusCode).toBe(400);
    });
  });

  describe('PUT /marcas (multipart)', () => {
    const put = (who: string | undefined, parts: Parameters<typeof multipart>[0]) => putMultipart('/marcas', who, parts);
    const marca = (v: object) => ({ field: 'marca', value: JSON.stringify({ id: 'CHL-M12', nombre: 'Zapatería Ruta Sur', ...v }) });
    const brandRow = async () => (await ctx.database.db.select().from(t.brands).where(eq(t.brands.id, 'CHL-M12')))[0]!;

    it('saves the data and one logo image, audited; the answer carries a signed logo link', async () => {
      const res = await put(DEMO.marcaChl, [
        marca({ nombre: 'Zapatería Ruta Sur Express', web: 'https://rutasur.cl', telefono: '+56 2 2222 3333' }),
        { field: 'file', name: 'logo.png', content: pngBytes() },
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(COMPANY_MSG.brandSaved);
      expect(res.json().data).toMatchObject({ name: 'Zapatería Ruta Sur Express', web: 'https://rutasur.cl', telefono: '+56 2 2222 3333' });
      expect(res.json().data.logo_url).toContain('/api/fo/files/download?');
      const row = await brandRow();
      expect(row.logo).toBe(res.json().data.logo);
      expect((await fetchLogo(res.json().data.logo_url)).statusCode).toBe(200);
      const [log] = await ctx.database.db
        .select()
        .from(t.auditLog)
        .where(and(eq(t.auditLog.action, 'brand_updated'), eq(t.auditLog.entity_id, 'CHL-M12')));
      expect(log?.actor_user_id).toBe(ids[DEMO.marcaChl]);
    });
    it.each([
      ['an empty name', [marca({ nombre: '' })], 400, COMPANY_MSG.nameRequired],
      ['a bad web address', [marca({ web: 'ftp:/x' })], 400, COMPANY_MSG.invalidUrl],
      ['broken JSON', [{ field: 'marca', value: '{nombre' }], 400, COMPANY_MSG.badJsonPart],
      ['a file before the data', [{ field: 'file', name: 'a.png', content: pngBytes() }, marca({})], 400, COMPANY_MSG.badJsonPart],
      [
        'two logo files',
        [marca({}), { field: 'file', name: 'a.png', content: pngBytes() }, { field: 'file', name: 'b.png', content: pngBytes() }],
        400,
        COMPANY_MSG.oneLogo,
      ],
      ['a PDF as logo', [marca({}), { field: 'file', name: 'logo.pdf', content: pdfBytes() }], 415, FILES_MSG.typeNotAllowed],
      ['a PDF named .png', [marca({}), { field: 'file', name: 'logo.png', content: pdfBytes() }], 422, FILES_MSG.typeMismatch],
    ] as const)('refuses %s (%i), writing nothing', async (_, parts, status, message) => {
      const before = await brandRow();
      const audit = await count(t.auditLog);
      const files = await liveFiles();
      const res = await put(DEMO.marcaChl, [...parts]);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
      expect(await brandRow()).toEqual(before);
      expect(await count(t.auditLog)).toBe(audit);
      expect(await liveFiles()).toBe(files);
    });
    it.each([
      [undefined, 401],
      [DEMO.empresaPer, 404],
      [DEMO.localChl, 403],
    ])('refuses %s with %i', async (who, status) => {
      const before = await brandRow();
      expect((await put(who, [marca({ nombre: 'Hackeada' })])).statusCode).toBe(status);
      expect(await brandRow()).toEqual(before);
    });
    it('seeing a brand (read:Brand) is not enough to edit it: without its brand-admin role, 403 and nothing written', async () => {
      // marca.chl keeps the brand in his charge (its assignment) but his administrator role on it is disabled
      const role = and(eq(t.userRoles.user_id, ids[DEMO.marcaChl]!), eq(t.userRoles.brand_id, 'CHL-M12'));
      await ctx.database.db.update(t.userRoles).set({ enabled: false }).where(role);
      try {
        expect((await req('GET', '/marcas/CHL-M12', DEMO.marcaChl)).statusCode).toBe(200);
        const before = await brandRow();
        const [audit, files] = [await count(t.auditLog), await liveFiles()];
        const res = await put(DEMO.marcaChl, [marca({ nombre: 'Solo lectura' }), { field: 'file', name: 'logo.png', content: pngBytes() }]);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(MSG.forbidden);
        expect(await brandRow()).toEqual(before);
        expect([await count(t.auditLog), await liveFiles()]).toEqual([audit, files]);
      } finally {
        await ctx.database.db.update(t.userRoles).set({ enabled: true }).where(role);
      }
      // the company administrator (manage:Client) edits it without any brand role
      expect((await put(DEMO.empresaChl, [marca({})])).statusCode).toBe(200);
    });
    it('a brand administrator cannot edit a brand out of his charge (404)', async () => {
      const res = await put(DEMO.marcaChl, [{ field: 'marca', value: JSON.stringify({ id: 'CHL-M13', nombre: 'Otra' }) }]);
      expect(res.statusCode).toBe(404);
    });
  });

  describe('PUT /empresas (multipart)', () => {
    const put = (who: string | undefined, parts: Parameters<typeof multipart>[0]) => putMultipart('/empresas', who, parts);
    const empresa = (v: object, id = andes) => ({ field: 'empresa', value: JSON.stringify({ id, ...v }) });
    const png = (name = 'logo.png') => ({ field: 'file', name, content: pngBytes() });
    const clientRow = async (id = andes) => (await ctx.database.db.select().from(t.clients).where(eq(t.clients.id, id)))[0]!;
    const audits = async () =>
      ctx.database.db
        .select()
        .from(t.auditLog)
        .where(and(eq(t.auditLog.action, 'company_updated'), eq(t.auditLog.entity_id, andes)));

    it('saves website, e-mail, phone and address and one logo, audited; a second logo replaces the first; name and tax id are not editable', async () => {
      const before = await clientRow();
      const res = await put(DEMO.empresaChl, [
        empresa({
          website: 'https://andes.example.cl',
          email: 'Hola@Andes.example.cl',
          phone: '+56 2 2999 0000',
          address: 'Av. Kennedy 9001, Las Condes',
          name: 'Hackeada SpA',
          tax_id: '11111111-1',
        }),
        png(),
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(COMPANY_MSG.companySaved);
      const data = res.json().data;
      expect(data).toMatchObject({
        id: andes,
        name: before.name,
        taxId: before.tax_id,
        website: 'https://andes.example.cl',
        email: 'hola@andes.example.cl',
        phone: '+56 2 2999 0000',
        address: 'Av. Kennedy 9001, Las Condes',
      });
      expect(data.logo_url).toContain('/api/fo/files/download?');
      expect((await fetchLogo(data.logo_url)).statusCode).toBe(200);
      const row = await clientRow();
      expect(row).toMatchObject({ name: before.name, tax_id: before.tax_id, phone: '+56 2 2999 0000', logo_path: data.logoArchivoPath });
      const [file] = await ctx.database.db.select().from(t.files).where(eq(t.files.id, row.logo_path!));
      expect(file).toMatchObject({ client_id: andes, kind: 'image', mime: 'image/png', deleted_at: null });
      // GET answers the same, with the logo
      expect((await req('GET', `/empresas/${andes}`, DEMO.empresaChl)).json()).toMatchObject({
        phone: '+56 2 2999 0000',
        logoArchivoPath: row.logo_path,
      });

      // a new logo replaces the old one (deleted); fields left empty are cleared
      const again = await put(DEMO.empresaChl, [
        empresa({ website: 'https://andes.example.cl', email: '', phone: '+56 2 2999 0001', address: 'Av. Kennedy 9001, Las Condes' }),
        png('nuevo.png'),
      ]);
      expect(again.statusCode).toBe(200);
      const after = await clientRow();
      expect(after).toMatchObject({ email: null, phone: '+56 2 2999 0001' });
      expect(after.logo_path).not.toBe(row.logo_path);
      expect((await ctx.database.db.select().from(t.files).where(eq(t.files.id, row.logo_path!)))[0]!.deleted_at).not.toBeNull();
      // without a file the logo stays
      expect((await put(DEMO.empresaChl, [empresa({ phone: '+56 2 2999 0002' })])).statusCode).toBe(200);
      expect((await clientRow()).logo_path).toBe(after.logo_path);

      const logs = await audits();
      expect(logs).toHaveLength(3);
      expect(logs[0]).toMatchObject({ actor_user_id: ids[DEMO.empresaChl], client_id: andes, entity: 'client' });
      expect(logs[0]!.details).toMatchObject({
        before: { phone: before.phone, website: before.website },
        after: { phone: '+56 2 2999 0000' },
      });
    });
    it.each([
      ['a bad web address', () => [empresa({ website: 'andes.cl' })], 400, COMPANY_MSG.invalidUrl],
      ['a bad e-mail', () => [empresa({ email: 'hola@' })], 400, COMPANY_MSG.invalidEmail],
      ['a too long address', () => [empresa({ address: 'x'.repeat(201) })], 400, COMPANY_MSG.textTooLong(200)],
      ['no company id', () => [{ field: 'empresa', value: JSON.stringify({ phone: '1' }) }], 400, null],
      ['broken JSON', () => [{ field: 'empresa', value: '{phone' }], 400, COMPANY_MSG.badCompanyJsonPart],
      ['no JSON part', () => [{ field: 'marca', value: '{}' }], 400, COMPANY_MSG.badCompanyJsonPart],
      ['a file before the data', () => [png(), empresa({})], 400, COMPANY_MSG.badCompanyJsonPart],
      ['two logo files', () => [empresa({ phone: '9' }), png('a.png'), png('b.png')], 400, COMPANY_MSG.oneLogo],
      [
        'a PDF as logo',
        () => [empresa({ phone: '9' }), { field: 'file', name: 'logo.pdf', content: pdfBytes() }],
        415,
        FILES_MSG.typeNotAllowed,
      ],
      [
        'a PDF named .png',
        () => [empresa({ phone: '9' }), { field: 'file', name: 'logo.png', content: pdfBytes() }],
        422,
        FILES_MSG.typeMismatch,
      ],
      [
        'a logo over 5 MB',
        () => [empresa({ phone: '9' }), { field: 'file', name: 'logo.png', content: pngBytes(5 * 1024 * 1024 + 10) }],
        413,
        FILES_MSG.tooLarge,
      ],
    ] as const)('refuses %s with its message, writing nothing', async (_, parts, status, message) => {
      const before = await clientRow();
      const audit = await count(t.auditLog);
      const files = await liveFiles();
      const res = await put(DEMO.empresaChl, parts());
      expect(res.statusCode, res.body).toBe(status);
      if (message) expect(res.json().message).toBe(message);
      else expect(res.json().message).toBeTruthy();
      expect(await clientRow()).toEqual(before);
      expect(await count(t.auditLog)).toBe(audit);
      expect(await liveFiles()).toBe(files);
    });
    it.each([
      ['no session', undefined, 'andes', 401],
      ["another client's administrator", DEMO.empresaPer, 'andes', 404],
      ['a company the caller is not a member of', DEMO.empresaChl, 'inca', 404],
      ['a member without manage:Client', DEMO.marcaChl, 'andes', 403],
      ['a store chief', DEMO.localChl, 'andes', 403],
    ] as const)('refuses %s, writing nothing, not even the logo', async (_, who, company, status) => {
      const id = company === 'andes' ? andes : inca;
      const before = await clientRow(id);
      const files = await liveFiles();
      const res = await put(who, [empresa({ phone: '+00 hackeado' }, id), png()]);
      expect(res.statusCode).toBe(status);
      if (status === 403) expect(res.json().message).toBe(MSG.forbidden);
      expect(await clientRow(id)).toEqual(before);
      expect(await liveFiles()).toBe(files);
    });
  });

  describe('legacy users and roles (the create-contact wizard)', () => {
    it('GET /usuarios/{email}: 200 with the id of a user of the company, 404 for an unknown address', async () => {
      const res = await req('GET', `/usuarios/${encodeURIComponent(DEMO.localChl)}?empresaId=${andes}`, DEMO.empresaChl);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: ids[DEMO.localChl], email: DEMO.localChl });
      expect((await req('GET', `/usuarios/nuevo%40x.cl?empresaId=${andes}`, DEMO.empresaChl)).statusCode).toBe(404);
    });
    it("GET /usuarios/{email} of another company's user says only that the address can be invited (no id); the wizard then assigns the role by e-mail", async () => {
      const email = 'de.otra.empresa@ejemplo.cl';
      const [other] = await ctx.database.db
        .insert(t.users)
        .values({ email, nombres: 'Otra', apellidos: 'Empresa', country_id: 'CHL', status: 'Ok' })
        .returning();
      const res = await req('GET', `/usuarios/${encodeURIComponent(email)}?empresaId=${andes}`, DEMO.empresaChl);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ email });
      expect(res.body).not.toContain(other!.id);
      const role = await req('POST', '/usuarios-roles', DEMO.empresaChl, {
        email,
        rolId: 'EXT_MARCA',
        habilitado: true,
        empresaId: andes,
        marcaId: 'CHL-M13',
      });
      expect(role.statusCode, role.body).toBe(200);
      expect(role.json().message).toBe(COMPANY_MSG.roleAssigned);
      // now a member: the id comes back
      const member = await req('GET', `/usuarios/${encodeURIComponent(email)}?empresaId=${andes}`, DEMO.empresaChl);
      expect(member.json()).toEqual({ id: other!.id, email });
      // the brand's candidates of the later tests stay as seeded
      for (const table of [t.userRoles, t.assignments, t.userClients])
        await ctx.database.db.delete(table).where(eq(table.user_id, other!.id));
      await ctx.database.db.delete(t.users).where(eq(t.users.id, other!.id));
    });
    it.each([
      ['neither usuarioId nor email', {}, 400],
      ['both usuarioId and email', { usuarioId: '00000000-0000-4000-8000-000000000000', email: 'x@ejemplo.cl' }, 400],
      ['an unknown e-mail', { email: 'nadie.aqui@ejemplo.cl' }, 404],
      ['operator staff by e-mail (not revealed)', { email: DEMO.finanzas }, 404],
      ["another country's user by e-mail", { email: DEMO.empresaPer }, 409],
    ])('POST /usuarios-roles with %s refuses, writing nothing', async (_, who, status) => {
      const roles = await count(t.userRoles);
      const res = await req('POST', '/usuarios-roles', DEMO.empresaChl, {
        rolId: 'EXT_LOCAL',
        habilitado: true,
        empresaId: andes,
        contratoId: 'CHL-C105',
        ...who,
      });
      expect(res.statusCode, res.body).toBe(status);
      expect(await count(t.userRoles)).toBe(roles);
    });
    it.each([
      ['bad input', 'no-es-correo', DEMO.empresaChl, 400],
      ['no session', DEMO.localChl, undefined, 401],
      ['another client', DEMO.localChl, DEMO.empresaPer, 404],
      ['no create:User', DEMO.localChl, DEMO.localChl, 403],
    ])('GET /usuarios/{email} refuses %s', async (_, email, who, status) => {
      expect((await req('GET', `/usuarios/${encodeURIComponent(email)}?empresaId=${andes}`, who)).statusCode).toBe(status);
    });
    it('GET /usuarios/{email} does not reveal operator staff (internal role or corporate flag) and refuses another country (409)', async () => {
      const [corp] = await ctx.database.db
        .insert(t.users)
        .values({
          email: 'corp.wizard@vitrina.test',
          nombres: 'Cor',
          apellidos: 'Porativo',
          country_id: 'CHL',
          status: 'Ok',
          corporativo: true,
        })
        .returning();
      ids['corp.wizard@vitrina.test'] = corp!.id;
      for (const email of [DEMO.finanzas, 'corp.wizard@vitrina.test', 'nadie@vitrina.test']) {
        const res = await req('GET', `/usuarios/${encodeURIComponent(email)}?empresaId=${andes}`, DEMO.empresaChl);
        expect(res.statusCode, email).toBe(404);
        expect(res.json().message).toBe(COMPANY_MSG.userMissing);
      }
      const other = await req('GET', `/usuarios/${encodeURIComponent(DEMO.empresaPer)}?empresaId=${andes}`, DEMO.empresaChl);
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe(USERS_MSG.otherCountry);
    });

    const newUser = (email: string, role: object) => ({
      email,
      nombres: 'Rocío',
      apellidos: 'Vidal Soto',
      roles: [{ empresaId: andes, ...role }],
    });

    it('POST /usuarios creates a pending store chief, sends the welcome e-mail whose link sets the password, audited', async () => {
      const res = await req(
        'POST',
        '/usuarios',
        DEMO.marcaChl,
        newUser(' Rocio.Vidal@Ejemplo.cl ', { id: 'EXT_LOCAL', contratoId: 'CHL-C101' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe('rocio.vidal@ejemplo.cl');
      const [u] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, 'rocio.vidal@ejemplo.cl'));
      expect(u).toMatchObject({ status: 'Pendiente', country_id: 'CHL', nombres: 'Rocío', password_hash: null });
      const roles = await ctx.database.db.select().from(t.userRoles).where(eq(t.userRoles.user_id, u!.id));
      expect(roles).toMatchObject([{ role_id: 'EXT_LOCAL', contract_id: 'CHL-C101', client_id: andes }]);
      const [member] = await ctx.database.db.select().from(t.userClients).where(eq(t.userClients.user_id, u!.id));
      expect(member!.permission_ids).toEqual([8, 9]);
      const mail = ctx.app.mailer.outbox.find((m) => m.to === 'rocio.vidal@ejemplo.cl');
      const token = /configurar_password\/([\w-]+)/.exec(mail!.text)![1]!;
      expect(mail!.subject).toContain('Bienvenido');
      const valid = await ctx.app.inject({ method: 'POST', url: '/api/fo/auth/reset-pass/validate', payload: { token } });
      expect(valid.statusCode).toBe(200);
      const [log] = await ctx.database.db
        .select()
        .from(t.auditLog)
        .where(and(eq(t.auditLog.action, 'user_created'), eq(t.auditLog.entity_id, u!.id)));
      expect(log?.actor_user_id).toBe(ids[DEMO.marcaChl]);
    });
    it("POST /usuarios's welcome link stops working once a newer one is sent (resend, then a reset request)", async () => {
      const validate = async (token: string) =>
        (await ctx.app.inject({ method: 'POST', url: '/api/fo/auth/reset-pass/validate', payload: { token } })).statusCode;
      const linkTo = (email: string) =>
        /configurar_password\/([\w-]+)/.exec(ctx.app.mailer.outbox.filter((m) => m.to === email).at(-1)!.text)![1]!;
      const email = 'link.viejo@ejemplo.cl';
      const created = await req('POST', '/usuarios', DEMO.empresaChl, newUser(email, { id: 'EXT_LOCAL', contratoId: 'CHL-C102' }));
      expect(created.statusCode, created.body).toBe(200);
      const welcome = linkTo(email);
      expect(await validate(welcome)).toBe(200);
      const resend = await ctx.app.inject({
        method: 'POST',
        url: `/api/fo/auth/users-ext/${created.json().id}/welcome`,
        headers: ctx.auth(tok[DEMO.empresaChl]!),
      });
      expect(resend.statusCode, resend.body).toBe(200);
      const resent = linkTo(email);
      expect(resent).not.toBe(welcome);
      expect(await validate(welcome)).toBe(410);
      expect(await validate(resent)).toBe(200);
      expect((await ctx.app.inject({ method: 'POST', url: '/api/fo/auth/reset-pass', payload: { username: email } })).statusCode).toBe(200);
      const reset = linkTo(email);
      expect(reset).not.toBe(resent);
      expect(await validate(resent)).toBe(410);
      expect(await validate(reset)).toBe(200);
      // leaves the contract's store chiefs as they were for the tests below
      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/fo/auth/clients/${andes}/users/${created.json().id}`,
        headers: ctx.auth(tok[DEMO.empresaChl]!),
      });
      expect(removed.statusCode, removed.body).toBe(200);
    });
    it.each([
      ['a missing name', DEMO.empresaChl, () => ({ ...newUser('a1@x.cl', { id: 'EXT_LOCAL', contratoId: 'CHL-C101' }), nombres: '' }), 400],
      ['an unknown role', DEMO.empresaChl, () => newUser('a2@x.cl', { id: 'ADMIN' }), 400],
      ['a brand role without brand', DEMO.empresaChl, () => newUser('a3@x.cl', { id: 'EXT_MARCA' }), 400],
      ['an existing e-mail', DEMO.empresaChl, () => newUser(DEMO.localChl, { id: 'EXT_LOCAL', contratoId: 'CHL-C101' }), 409],
      ['no session', undefined, () => newUser('a4@x.cl', { id: 'EXT_LOCAL', contratoId: 'CHL-C101' }), 401],
      ['another client', DEMO.empresaPer, () => newUser('a5@x.cl', { id: 'EXT_LOCAL', contratoId: 'CHL-C101' }), 404],
      ['no create:User', DEMO.localChl, () => newUser('a6@x.cl', { id: 'EXT_LOCAL', contratoId: 'CHL-C101' }), 403],
      ['a brand admin creating a company admin', DEMO.marcaChl, () => newUser('a7@x.cl', { id: 'EXT_EMPRESA' }), 403],
      ["a contract out of the caller's charge", DEMO.marcaChl, () => newUser('a8@x.cl', { id: 'EXT_LOCAL', contratoId: 'CHL-C103' }), 404],
      ["another company's contract", DEMO.empresaChl, () => newUser('a9@x.cl', { id: 'EXT_LOCAL', contratoId: 'PER-C301' }), 404],
    ])('POST /usuarios refuses %s, writing nothing', async (_, who, body, status) => {
      const users = await count(t.users);
      const audit = await count(t.auditLog);
      const mails = ctx.app.mailer.outbox.length;
      const res = await req('POST', '/usuarios', who, body());
      expect(res.statusCode, res.body).toBe(status);
      expect(await count(t.users)).toBe(users);
      expect(await count(t.auditLog)).toBe(audit);
      expect(ctx.app.mailer.outbox.length).toBe(mails);
    });

    it('a store has at most two Jefes de Local: a third one is refused (409) by POST /usuarios and /usuarios-roles, writing nothing', async () => {
      const chiefs = await ctx.database.db
        .select()
        .from(t.userRoles)
        .where(and(eq(t.userRoles.contract_id, 'CHL-C101'), eq(t.userRoles.role_id, 'EXT_LOCAL'), eq(t.userRoles.enabled, true)));
      expect(chiefs).toHaveLength(2);
      const users = await count(t.users);
      const roles = await count(t.userRoles);
      const mails = ctx.app.mailer.outbox.length;
      const res = await req(
        'POST',
        '/usuarios',
        DEMO.empresaChl,
        newUser('tercero@ejemplo.cl', { id: 'EXT_LOCAL', contratoId: 'CHL-C101' }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(SALES_MSG.storeChiefsMax);
      const role = await req('POST', '/usuarios-roles', DEMO.empresaChl, {
        usuarioId: ids[DEMO.marcaChl],
        rolId: 'EXT_LOCAL',
        habilitado: true,
        empresaId: andes,
        contratoId: 'CHL-C101',
      });
      expect(role.statusCode).toBe(409);
      expect(await count(t.users)).toBe(users);
      expect(await count(t.userRoles)).toBe(roles);
      expect(ctx.app.mailer.outbox.length).toBe(mails);
    });

    it('POST /usuarios-roles assigns a role to an existing user once, audited', async () => {
      const body = { usuarioId: ids[DEMO.localChl], rolId: 'EXT_LOCAL', habilitado: true, empresaId: andes, contratoId: 'CHL-C104' };
      const res = await req('POST', '/usuarios-roles', DEMO.empresaChl, body);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Rol asociado');
      const a = await ctx.database.db
        .select()
        .from(t.assignments)
        .where(and(eq(t.assignments.user_id, ids[DEMO.localChl]!), eq(t.assignments.contract_id, 'CHL-C104')));
      expect(a).toHaveLength(1);
      const again = await req('POST', '/usuarios-roles', DEMO.empresaChl, body);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(COMPANY_MSG.alreadyHasRole);
    });
    it.each([DEMO.finanzas, 'corp.wizard@vitrina.test'])(
      'POST /usuarios-roles refuses operator staff (%s) with 409, writing nothing',
      async (email) => {
        const [roles, members] = [
          await count(t.userRoles),
          (await ctx.database.db.select().from(t.userClients).where(eq(t.userClients.user_id, ids[email]!))).length,
        ];
        const res = await req('POST', '/usuarios-roles', DEMO.empresaChl, {
          usuarioId: ids[email],
          rolId: 'EXT_MARCA',
          habilitado: true,
          empresaId: andes,
          marcaId: 'CHL-M13',
        });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ code: 'internal_user', message: USERS_MSG.internalUser });
        expect(await count(t.userRoles)).toBe(roles);
        expect((await ctx.database.db.select().from(t.userClients).where(eq(t.userClients.user_id, ids[email]!))).length).toBe(members);
      },
    );
    it.each([
      ['bad input', DEMO.empresaChl, { usuarioId: 'x', rolId: 'EXT_LOCAL', empresaId: 'A' }, 400],
      ['no session', undefined, { rolId: 'EXT_LOCAL', contratoId: 'CHL-C105' }, 401],
      ['another client', DEMO.empresaPer, { rolId: 'EXT_LOCAL', contratoId: 'CHL-C105' }, 404],
      ['no create:User', DEMO.localChl, { rolId: 'EXT_LOCAL', contratoId: 'CHL-C105' }, 403],
      ['a user of another country', DEMO.empresaChl, { rolId: 'EXT_LOCAL', contratoId: 'CHL-C105', who: DEMO.empresaPer }, 409],
    ])('POST /usuarios-roles refuses %s, writing nothing', async (_, who, over, status) => {
      const roles = await count(t.userRoles);
      const { who: target, ...rest } = over as { who?: string };
      const body = { usuarioId: ids[target ?? DEMO.localChl], habilitado: true, empresaId: andes, ...rest };
      const res = await req('POST', '/usuarios-roles', who, body);
      expect(res.statusCode).toBe(status);
      expect(await count(t.userRoles)).toBe(roles);
      if (status === 403) expect(res.json().message).toBe(MSG.forbidden);
    });
  });

  describe('the wizard gives only permissions the caller holds', () => {
    const membership = () => and(eq(t.userClients.user_id, ids[DEMO.marcaChl]!), eq(t.userClients.client_id, andes));
    const withPermissions = async (perms: number[], fn: () => Promise<void>) => {
      const [before] = await ctx.database.db.select().from(t.userClients).where(membership());
      await ctx.database.db.update(t.userClients).set({ permission_ids: perms }).where(membership());
      try {
        await fn();
      } finally {
        await ctx.database.db.update(t.userClients).set({ permission_ids: before!.permission_ids }).where(membership());
      }
    };
    const permsOf = async (email: string) =>
      (
        await ctx.database.db
          .select({ p: t.userClients.permission_ids })
          .from(t.userClients)
          .innerJoin(t.users, eq(t.users.id, t.userClients.user_id))
          .where(eq(t.users.email, email))
      )[0]?.p;

    it("a brand administrator lacking one of the store chief's permissions gives only the one he holds", async () => {
      await withPermissions([2, 3, 8, 13, 14], async () => {
        const res = await req('POST', '/usuarios', DEMO.marcaChl, {
          email: 'recortado@ejemplo.cl',
          nombres: 'Rita',
          apellidos: 'Corte',
          roles: [{ id: 'EXT_LOCAL', empresaId: andes, contratoId: 'CHL-C102' }],
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(await permsOf('recortado@ejemplo.cl')).toEqual([8]);
        ids['recortado@ejemplo.cl'] = res.json().id;
      });
      // assigning a role to an existing user adds only what the caller holds, too
      await withPermissions([2, 3, 9, 13, 14], async () => {
        const role = await req('POST', '/usuarios-roles', DEMO.marcaChl, {
          usuarioId: ids['recortado@ejemplo.cl'],
          rolId: 'EXT_LOCAL',
          habilitado: true,
          empresaId: andes,
          contratoId: 'CHL-C104',
        });
        expect(role.statusCode, role.body).toBe(200);
        expect(await permsOf('recortado@ejemplo.cl')).toEqual([8, 9]);
      });
    });
    it("with none of the role's permissions to give, 403 and nothing written", async () => {
      await withPermissions([2, 3, 13, 14], async () => {
        const [users, roles, audit, mails] = [
          await count(t.users),
          await count(t.userRoles),
          await count(t.auditLog),
          ctx.app.mailer.outbox.length,
        ];
        const res = await req('POST', '/usuarios', DEMO.marcaChl, {
          email: 'vacio@ejemplo.cl',
          nombres: 'Vera',
          apellidos: 'Cía',
          roles: [{ id: 'EXT_LOCAL', empresaId: andes, contratoId: 'CHL-C102' }],
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(USERS_MSG.permissionNotGrantable);
        expect([await count(t.users), await count(t.userRoles), await count(t.auditLog), ctx.app.mailer.outbox.length]).toEqual([
          users,
          roles,
          audit,
          mails,
        ]);
      });
    });
  });

  describe('the two-chiefs limit under concurrent requests', () => {
    it('four parallel requests (three from the wizard, one from Usuarios) for a store without chiefs: two succeed, two get 409', async () => {
      const chiefs = () =>
        ctx.database.db
          .select()
          .from(t.userRoles)
          .where(and(eq(t.userRoles.contract_id, 'CHL-C105'), eq(t.userRoles.role_id, 'EXT_LOCAL'), eq(t.userRoles.enabled, true)));
      expect(await chiefs()).toHaveLength(0);
      const users = await count(t.users);
      const wizard = (email: string) =>
        req('POST', '/usuarios', DEMO.empresaChl, {
          email,
          nombres: 'Par',
          apellidos: 'Alelo',
          roles: [{ id: 'EXT_LOCAL', empresaId: andes, contratoId: 'CHL-C105' }],
        });
      const dialog = ctx.app.inject({
        method: 'POST',
        url: `/api/fo/auth/clients/${andes}/users`,
        headers: ctx.auth(tok[DEMO.empresaChl]!),
        payload: {
          country_id: 'chl',
          email: 'carrera.c@ejemplo.cl',
          first_name: 'Carla',
          last_name: 'Rera',
          phone: '9 1111 2222',
          position: 'Jefa',
          assignments: [{ type: 'Space', space_id: 'c1005' }],
          permissions: [8, 9],
        },
      });
      const results = await Promise.all([
        wizard('carrera.a@ejemplo.cl'),
        wizard('carrera.b@ejemplo.cl'),
        dialog,
        wizard('carrera.d@ejemplo.cl'),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409]);
      expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual(['managers_max', 'managers_max']);
      expect(await chiefs()).toHaveLength(2);
      expect(await count(t.users)).toBe(users + 2);
    });
  });

  // last: it makes marca.chl the administrator of every brand of Andes Retail
  describe('brand administrator', () => {
    it('candidates: contacts with an enabled brand-admin role who do not hold it for this brand', async () => {
      expect(
        (await req('GET', '/marcas/CHL-M13/administradores/candidatos', DEMO.empresaChl)).json().map((c: { email: string }) => c.email),
      ).toEqual([DEMO.marcaChl]);
      expect((await req('GET', '/marcas/CHL-M11/administradores/candidatos', DEMO.empresaChl)).json()).toEqual([]);
    });
    it('refuses bad input and a contact who is not a candidate, writing nothing', async () => {
      const roles = await count(t.userRoles);
      const audit = await count(t.auditLog);
      const bad = await req('POST', '/marcas/CHL-M13/administradores', DEMO.empresaChl, { usuarioId: 'nadie' });
      expect(bad.statusCode).toBe(400);
      const local = await req('POST', '/marcas/CHL-M13/administradores', DEMO.empresaChl, { usuarioId: ids[DEMO.localChl] });
      expect(local.statusCode).toBe(400);
      expect(local.json().message).toBe(COMPANY_MSG.notCandidate);
      expect(await count(t.userRoles)).toBe(roles);
      expect(await count(t.auditLog)).toBe(audit);
    });
    it.each([
      [undefined, 401],
      [DEMO.empresaPer, 404],
      [DEMO.localChl, 403],
    ])('refuses %s with %i', async (who, status) => {
      expect((await req('POST', '/marcas/CHL-M13/administradores', who, { usuarioId: ids[DEMO.marcaChl] })).statusCode).toBe(status);
      expect((await req('GET', '/marcas/CHL-M13/administradores/candidatos', who)).statusCode).toBe(status);
    });
    it('assigns one, audited; the brand then shows its administrator and the contact is no longer a candidate', async () => {
      const res = await req('POST', '/marcas/CHL-M13/administradores', DEMO.empresaChl, { usuarioId: ids[DEMO.marcaChl] });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Rol asociado');
      const brand = (await req('GET', '/marcas/CHL-M13', DEMO.empresaChl)).json();
      expect(brand.administradores.map((a: { email: string }) => a.email)).toEqual([DEMO.marcaChl]);
      const [log] = await ctx.database.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'brand_admin_assigned'));
      expect(log).toMatchObject({ actor_user_id: ids[DEMO.empresaChl], entity_id: ids[DEMO.marcaChl], client_id: andes });
      expect((await req('GET', '/marcas/CHL-M13/administradores/candidatos', DEMO.empresaChl)).json()).toEqual([]);
      const again = await req('POST', '/marcas/CHL-M13/administradores', DEMO.empresaChl, { usuarioId: ids[DEMO.marcaChl] });
      expect(again.statusCode).toBe(400);
    });
  });
});

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { MSG } from '@vitrina/domain/common/messages';
import { FILES_MSG } from '@vitrina/domain/files/files.rules';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { multipartBody, pdfBytes, pngBytes } from '../../test/multipart';
import * as t from '../../db/schema/index';
import { liveFileCount } from '../../test/db-counts';

describe('file service /api/fo/files', () => {
  let ctx: TestContext;
  let dir: string;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrina-files-'));
    ctx = await createTestApp({ env: { FILES_DIR: dir } });
    for (const u of [DEMO.empresaCol, DEMO.empresaChl, DEMO.localChl, DEMO.marcaChl, DEMO.auditor]) tokens[u] = await ctx.login(u);
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = (who: string | undefined, files: Parameters<typeof multipartBody>[0], kind = 'evidence-col') => {
    const body = multipartBody(files);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/fo/files?kind=${kind}`,
      payload: body.payload,
      headers: { ...body.headers, ...(who ? ctx.auth(tokens[who]!) : {}) },
    });
  };
  const fileCount = () => liveFileCount(ctx.database.db);
  const get = (url: string, who?: string) => ctx.app.inject({ method: 'GET', url, headers: who ? ctx.auth(tokens[who]!) : {} });
  const sign = (who: string | undefined, country: string, f: { bucket: string; path: string }) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/fo/files/signal/${country}`,
      headers: who ? ctx.auth(tokens[who]!) : {},
      payload: { bucket: f.bucket, path: f.path },
    });
  const del = (who: string | undefined, id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/fo/files/${id}`, headers: who ? ctx.auth(tokens[who]!) : {} });
  /** a fresh PDF of empresa.col, for the tests that read, sign or delete one */
  const stored = async () => {
    const res = await upload(DEMO.empresaCol, [{ name: 'boleta.pdf', content: pdfBytes(3000) }]);
    expect(res.statusCode).toBe(200);
    return res.json().data.data[0] as { token: string; bucket: string; path: string };
  };

  it('stores a PDF and answers its token, name, extension and size in KB', async () => {
    const res = await upload(DEMO.empresaCol, [{ name: 'Evidencia octubre.pdf', content: pdfBytes(4096) }]);
    expect(res.statusCode).toBe(200);
    const [f] = res.json().data.data;
    expect(f).toMatchObject({
      OriginalName: 'Evidencia octubre.pdf',
      Extension: 'pdf',
      Size: 4,
      bucket: 'documentos',
      mime: 'application/pdf',
    });
    expect(f.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(f.path).toMatch(/^COL900123456-\d\/2026\/11\/[0-9a-f-]{36}\.pdf$/);
    expect(res.json().message).toBe(FILES_MSG.uploaded);
  });

  it('stores several files of one request (field "files")', async () => {
    const res = await upload(DEMO.empresaCol, [
      { name: 'a.pdf', content: pdfBytes() },
      { name: 'b.png', content: pngBytes() },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data.map((f: { Extension: string }) => f.Extension)).toEqual(['pdf', 'png']);
  });

  it('refuses bytes that are not the claimed type (422), and keeps nothing of the request', async () => {
    const before = await fileCount();
    const text = await upload(DEMO.empresaCol, [
      { name: 'factura.pdf', content: Buffer.from('esto no es un pdf '.repeat(100)), type: 'application/pdf' },
    ]);
    expect(text.statusCode).toBe(422);
    expect(text.json().message).toBe(FILES_MSG.typeMismatch);
    const png = await upload(DEMO.empresaCol, [
      { name: 'ok.pdf', content: pdfBytes() },
      { name: 'foto.pdf', content: pngBytes() },
    ]);
    expect(png.statusCode).toBe(422);
    // a refused first file with more parts after it: answered, nothing kept, no partial files on disk
    const first = await upload(DEMO.empresaCol, [
      { name: 'malo.pdf', content: Buffer.from('x'.repeat(70_000)) },
      { name: 'bueno.pdf', content: pdfBytes() },
    ]);
    expect(first.statusCode).toBe(422);
    expect(await fileCount()).toBe(before);
    const leftovers = readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.part'));
    expect(leftovers).toEqual([]);
  });

  it('refuses a type the kind does not accept (415)', async () => {
    const res = await upload(DEMO.empresaCol, [{ name: 'programa.exe', content: Buffer.from('MZ\x90\x00', 'latin1') }]);
    expect(res.statusCode).toBe(415);
    const xlsxInChile = await upload(DEMO.empresaChl, [{ name: 'ventas.xlsx', content: pdfBytes() }], 'evidence-chl');
    expect(xlsxInChile.statusCode).toBe(415);
  });

  it('refuses a file over 5 MB (413, "El archivo debe ser menor a 5MB") and accepts exactly 5,242,880 bytes', async () => {
    const before = await fileCount();
    const over = await upload(DEMO.empresaCol, [{ name: 'grande.pdf', content: pdfBytes(5_242_881) }]);
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe('El archivo debe ser menor a 5MB');
    expect(await fileCount()).toBe(before);
    const exact = await upload(DEMO.empresaCol, [{ name: 'justo.pdf', content: pdfBytes(5_242_880) }]);
    expect(exact.statusCode).toBe(200);
    expect(exact.json().data.data[0].Size).toBe(5120);
  });

  it('400 without a file, 401 without a session, 403 for another company', async () => {
    expect((await upload(DEMO.empresaCol, [])).statusCode).toBe(400);
    expect((await upload(undefined, [{ name: 'a.pdf', content: pdfBytes() }])).statusCode).toBe(401);
    const body = multipartBody([{ name: 'a.pdf', content: pdfBytes() }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/fo/files?company_id=CHL765432109',
      payload: body.payload,
      headers: { ...body.headers, ...ctx.auth(tokens[DEMO.empresaCol]!) },
    });
    expect(res.statusCode).toBe(403);
  });

  it('400 with a Spanish message for an unknown upload kind; 413 for more than 5 files in one request, keeping none', async () => {
    const kind = await upload(DEMO.empresaCol, [{ name: 'a.pdf', content: pdfBytes() }], 'virus');
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toBe(FILES_MSG.invalidKind);
    const before = await fileCount();
    const six = await upload(
      DEMO.empresaCol,
      Array.from({ length: 6 }, (_, i) => ({ name: `e${i}.pdf`, content: pdfBytes(2000 + i) })),
    );
    expect(six.statusCode).toBe(413);
    expect(six.json().message).toBe(FILES_MSG.tooManyFiles);
    expect(await fileCount()).toBe(before);
  });

  it("a user with no company cannot upload (403), nor read, sign or delete another company's file (404)", async () => {
    const [demo] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, DEMO.empresaCol));
    await ctx.database.db.insert(t.users).values({
      email: 'sin.empresa@vitrina.test',
      password_hash: demo!.password_hash,
      nombres: 'Sin',
      apellidos: 'Empresa',
      country_id: 'COL',
      status: 'Ok',
      password_changed_at: new Date(),
    });
    tokens['sin.empresa@vitrina.test'] = await ctx.login('sin.empresa@vitrina.test');
    const res = await upload('sin.empresa@vitrina.test', [{ name: 'a.pdf', content: pdfBytes() }]);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.forbidden);
    const file = await stored();
    expect((await get(`/api/fo/files/metadata/${file.token}`, 'sin.empresa@vitrina.test')).statusCode).toBe(404);
    expect((await sign('sin.empresa@vitrina.test', 'col', file)).statusCode).toBe(404);
    expect((await del('sin.empresa@vitrina.test', file.token)).statusCode).toBe(404);
  });

  describe('metadata, signed links, delete', () => {
    it("metadata for the owner; 404 for another company's user; 401 without session; 400 for a malformed id", async () => {
      const file = await stored();
      const res = await get(`/api/fo/files/metadata/${file.token}`, DEMO.empresaCol);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ token: file.token, OriginalName: 'boleta.pdf' });
      const other = await get(`/api/fo/files/metadata/${file.token}`, DEMO.empresaChl);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe(MSG.notFound);
      expect((await get(`/api/fo/files/metadata/${file.token}`)).statusCode).toBe(401);
      const bad = await get('/api/fo/files/metadata/123', DEMO.empresaCol);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(FILES_MSG.invalidId);
    });

    it('signs an expiring link the server checks', async () => {
      const file = await stored();
      const res = await sign(DEMO.empresaCol, 'col', file);
      expect(res.statusCode).toBe(200);
      const url = new URL(res.json().data.signal_url);
      expect(url.pathname).toBe('/api/fo/files/download');
      const dl = await get(url.pathname + url.search);
      expect(dl.statusCode).toBe(200);
      expect(dl.headers['content-type']).toBe('application/pdf');
      expect(dl.rawPayload.equals(pdfBytes(3000))).toBe(true);
      // tampered
      const bad = new URLSearchParams(url.search);
      bad.set('path', file.path.replace(/.pdf$/, '.png'));
      expect((await get(`${url.pathname}?${bad}`)).statusCode).toBe(403);
      bad.set('path', file.path);
      bad.set('expires', String(Number(bad.get('expires')) + 3600));
      expect((await get(`${url.pathname}?${bad}`)).statusCode).toBe(403);
      // expired
      const now = ctx.clock.now().toISOString();
      ctx.clock.advance(11 * 60_000);
      const expired = await get(url.pathname + url.search);
      ctx.clock.set(now);
      expect(expired.statusCode).toBe(403);
      expect(expired.json().message).toBe(FILES_MSG.linkInvalid);
    });

    it("another company's user cannot sign it; the wrong country is 404; no path is 400; 401 without session", async () => {
      const file = await stored();
      const other = await sign(DEMO.empresaChl, 'col', file);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe(MSG.notFound);
      expect((await sign(DEMO.empresaCol, 'chl', file)).statusCode).toBe(404);
      const noPath = await ctx.app.inject({
        method: 'POST',
        url: '/api/fo/files/signal/col',
        headers: ctx.auth(tokens[DEMO.empresaCol]!),
        payload: { bucket: file.bucket },
      });
      expect(noPath.statusCode).toBe(400);
      expect(noPath.json().message).toBe(FILES_MSG.pathRequired);
      expect((await sign(undefined, 'col', file)).statusCode).toBe(401);
    });

    it("another company's user cannot delete it; 401 without session; the owner can, then it is gone and its signed link answers 404", async () => {
      const file = await stored();
      const link = new URL((await sign(DEMO.empresaCol, 'col', file)).json().data.signal_url);
      expect((await del(DEMO.empresaChl, file.token)).statusCode).toBe(404);
      expect((await del(undefined, file.token)).statusCode).toBe(401);
      const ok = await del(DEMO.empresaCol, file.token);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().message).toBe(FILES_MSG.deleted);
      expect((await get(`/api/fo/files/metadata/${file.token}`, DEMO.empresaCol)).statusCode).toBe(404);
      const [row] = await ctx.database.db.select().from(t.files).where(eq(t.files.id, file.token));
      expect(row!.deleted_at).not.toBeNull();
      // the link signed before the delete no longer gives the file
      const gone = await get(link.pathname + link.search);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe(MSG.notFound);
      expect((await del(DEMO.empresaCol, file.token)).statusCode).toBe(404);
    });
  });
  describe('a file of one record (sales evidence, work documents, ticket attachments)', () => {
    /** The company of marca.chl (empresa.chl administers it too), its brands in and out of marca's reach. */
    async function chileCompany() {
      const db = ctx.database.db;
      const [marca] = await db.select().from(t.users).where(eq(t.users.email, DEMO.marcaChl));
      const [member] = await db.select().from(t.userClients).where(eq(t.userClients.user_id, marca!.id));
      const clientId = member!.client_id;
      const reached = ['Café Montaña', 'Zapatería Ruta Sur'];
      const contractOf = async (inReach: boolean) =>
        (
          await db
            .select({ contract_id: t.contracts.id, space_id: t.contracts.space_id })
            .from(t.contracts)
            .innerJoin(t.brands, eq(t.brands.id, t.contracts.brand_id))
            .where(and(eq(t.contracts.client_id, clientId), (inReach ? inArray : notInArray)(t.brands.name, reached)))
            .limit(1)
        )[0]!;
      return { clientId, mine: await contractOf(true), other: await contractOf(false) };
    }
    const uploadChl = async (clientId: string) => {
      const body = multipartBody([{ name: 'evidencia.pdf', content: pdfBytes(2000) }]);
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/fo/files?kind=evidence-chl&company_id=${clientId}`,
        payload: body.payload,
        headers: { ...body.headers, ...ctx.auth(tokens[DEMO.empresaChl]!) },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.data[0] as { token: string; bucket: string; path: string };
    };
    /** A new PDF of the company, stored as the evidence of a new monthly sale of the contract. */
    const monthlyEvidence = async (clientId: string, c: { contract_id: string; space_id: string }, periodo: string) => {
      const file = await uploadChl(clientId);
      const [sale] = await ctx.database.db
        .insert(t.monthlySales)
        .values({
          contract_id: c.contract_id,
          space_id: c.space_id,
          client_id: clientId,
          country_id: 'CHL',
          periodo,
          fecha_registro: periodo,
          created_by: DEMO.empresaChl,
        })
        .returning();
      await ctx.database.db.insert(t.monthlySaleFiles).values({ sale_id: sale!.id, file_id: file.token, linked_by: DEMO.empresaChl });
      return file;
    };
    /** What each user gets for the file's metadata and for a signed link (status codes). */
    const reads = async (file: { token: string; bucket: string; path: string }, users: string[]) =>
      Object.fromEntries(
        await Promise.all(
          users.map(
            async (u) =>
              [u, [(await get(`/api/fo/files/metadata/${file.token}`, u)).statusCode, (await sign(u, 'chl', file)).statusCode]] as const,
          ),
        ),
      );

    it('until the form that uses it is saved, only its uploader reads or deletes it; the other members of the company get 404', async () => {
      const { clientId } = await chileCompany();
      const file = await uploadChl(clientId);
      expect(await reads(file, [DEMO.empresaChl, DEMO.marcaChl, DEMO.localChl])).toEqual({
        [DEMO.empresaChl]: [200, 200],
        [DEMO.marcaChl]: [404, 404],
        [DEMO.localChl]: [404, 404],
      });
      const notHers = await del(DEMO.marcaChl, file.token);
      expect(notHers.statusCode).toBe(404);
      expect(notHers.json().message).toBe(MSG.notFound);
      const [row] = await ctx.database.db.select().from(t.files).where(eq(t.files.id, file.token));
      expect(row!.deleted_at).toBeNull();
      expect((await del(DEMO.empresaChl, file.token)).statusCode).toBe(200);
    });

    it("once evidence of a monthly sale, it is read by those who read the sale's contract: the brand admin of its brand, not of another brand, nor a store chief without read:MonthlySales; staff who read sales still read it", async () => {
      const { clientId, mine, other } = await chileCompany();
      const evidenceOf = (c: { contract_id: string; space_id: string }, periodo: string) => monthlyEvidence(clientId, c, periodo);
      const users = [DEMO.empresaChl, DEMO.marcaChl, DEMO.localChl, DEMO.auditor, DEMO.empresaCol];
      expect(await reads(await evidenceOf(mine, '2020-01-01'), users)).toEqual({
        [DEMO.empresaChl]: [200, 200],
        [DEMO.marcaChl]: [200, 200],
        [DEMO.localChl]: [404, 404],
        [DEMO.auditor]: [200, 200],
        [DEMO.empresaCol]: [404, 404],
      });
      expect(await reads(await evidenceOf(other, '2020-02-01'), users)).toEqual({
        [DEMO.empresaChl]: [200, 200],
        [DEMO.marcaChl]: [404, 404],
        [DEMO.localChl]: [404, 404],
        [DEMO.auditor]: [200, 200],
        [DEMO.empresaCol]: [404, 404],
      });
    });
    it('a file a record uses is not deleted (409, nothing changes); once the record lets it go, its owner deletes it', async () => {
      const { clientId, mine } = await chileCompany();
      const file = await monthlyEvidence(clientId, mine, '2020-03-01');
      const refused = await del(DEMO.empresaChl, file.token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(FILES_MSG.fileInUse);
      const live = async () => (await ctx.database.db.select().from(t.files).where(eq(t.files.id, file.token)))[0]!.deleted_at === null;
      expect(await live()).toBe(true);
      expect((await get(`/api/fo/files/metadata/${file.token}`, DEMO.empresaChl)).statusCode).toBe(200);
      await ctx.database.db.delete(t.monthlySaleFiles).where(eq(t.monthlySaleFiles.file_id, file.token));
      expect((await del(DEMO.empresaChl, file.token)).statusCode).toBe(200);
      expect(await live()).toBe(false);
    });
  });
});

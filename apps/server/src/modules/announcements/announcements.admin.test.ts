import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ANNOUNCEMENT_MSG as M } from '@vitrina/domain/notifications/announcements.admin';
import { FILES_MSG } from '@vitrina/domain/files/files.rules';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { pdfBytes, pngBytes } from '../../test/multipart';
import { OPERATOR_EMAIL } from '../../db/seed/notifications-seed';
import * as t from '../../db/schema/index';

let ctx: TestContext;
const tok: Record<string, string> = {};
const BASE = '/api/fo/announcements';
// the file storage of this test file (FILES_DIR): uploads land under publicaciones/
const filesDir = mkdtempSync(join(tmpdir(), 'vitrina-announcements-'));

beforeAll(async () => {
  ctx = await createTestApp({ env: { FILES_DIR: filesDir } });
  for (const u of [OPERATOR_EMAIL, DEMO.finanzas, DEMO.empresaChl, DEMO.empresaPer]) tok[u] = await ctx.login(u);
});
afterAll(async () => {
  await ctx?.close();
  rmSync(filesDir, { recursive: true, force: true });
});
/** The files in the storage's announcements bucket. */
const stored = () =>
  existsSync(join(filesDir, 'publicaciones'))
    ? (readdirSync(join(filesDir, 'publicaciones'), { recursive: true }) as string[]).filter((f) => /\.\w+$/.test(f)).sort()
    : [];

type Part = { field: string; json?: unknown; text?: string; name?: string; content?: Buffer };
/** A multipart body with the JSON part 'publicacion' (sent as application/json) and files. */
function body(parts: Part[]) {
  const boundary = `----vitrina${randomBytes(8).toString('hex')}`;
  const out: Buffer[] = [];
  for (const p of parts) {
    if (p.name !== undefined) {
      out.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        p.content!,
      );
    } else {
      const json = p.json !== undefined;
      out.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"\r\n${json ? 'Content-Type: application/json\r\n' : ''}\r\n${json ? JSON.stringify(p.json) : p.text}`,
        ),
      );
    }
    out.push(Buffer.from('\r\n'));
  }
  out.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(out), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const send = (method: 'POST' | 'PUT', who: string | undefined, parts: Part[]) => {
  const b = body(parts);
  return ctx.app.inject({
    method,
    url: `${BASE}/publicaciones`,
    payload: b.payload,
    headers: { ...b.headers, ...(who ? ctx.auth(tok[who]!) : {}) },
  });
};
const get = (url: string, who?: string) => ctx.app.inject({ method: 'GET', url, headers: who ? ctx.auth(tok[who]!) : {} });
const post = (url: string, who: string | undefined, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers: who ? ctx.auth(tok[who]!) : {} });
const del = (id: number | string, who?: string) =>
  ctx.app.inject({ method: 'DELETE', url: `${BASE}/publicaciones/${id}`, headers: who ? ctx.auth(tok[who]!) : {} });

const n = async (table: typeof t.announcements | typeof t.announcementFiles | typeof t.announcementCountries) =>
  Number((await ctx.database.db.select({ n: count() }).from(table))[0]!.n);
const snapshot = async () => [await n(t.announcements), await n(t.announcementFiles), await n(t.announcementCountries), stored().length];

const valid = {
  title: 'Cierre anticipado por inventario',
  description: 'Los locales cierran a las 19:00',
  content:
    '<p>Este <strong>viernes</strong> cerramos antes.</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
  category: 'Circulares',
  countries: ['chl'],
  startDate: '2026-11-20T12:00:00Z',
  endDate: '2026-12-20T12:00:00Z',
  enlace: 'https://vitrina.test/inventario',
  enlaceTexto: 'Ver detalle',
};
const tenantTitles = async (who: string) =>
  (await get(`${BASE}/publicaciones?size=100`, who)).json().data.map((a: { title: string }) => a.title);

describe('POST /publicaciones', () => {
  it('publishes with pictures and PDFs; HTML sanitised; tenants of those countries see it', async () => {
    const res = await send('POST', OPERATOR_EMAIL, [
      { field: 'publicacion', json: valid },
      { field: 'files', name: 'portada.png', content: pngBytes(2000) },
      { field: 'files', name: 'Instructivo inventario.pdf', content: pdfBytes(3000) },
    ]);
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe(M.created);
    expect(data).toMatchObject({
      title: valid.title,
      category: 'Circulares',
      countries: ['CHL'],
      publisher: 'Ignacio Paredes Lagos',
      enlace: valid.enlace,
      enlaceTexto: 'Ver detalle',
      startDate: '2026-11-20T12:00:00.000Z',
      endDate: '2026-12-20T12:00:00.000Z',
    });
    expect(data.content).toContain('<strong>viernes</strong>');
    expect(data.content).not.toMatch(/<script|onerror|javascript:/i);
    expect(data.filesImg).toHaveLength(1);
    expect(data.filesDoc.map((f: { name: string; mime: string }) => [f.name, f.mime])).toEqual([
      ['Instructivo inventario.pdf', 'application/pdf'],
    ]);
    // the tenant reads it, stored sanitised
    const detail = await get(`${BASE}/publicaciones/${data.announcementId}`, DEMO.empresaChl);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().content).not.toMatch(/<script|onerror|javascript:/i);
    expect(await tenantTitles(DEMO.empresaChl)).toContain(valid.title);
    expect((await get(`${BASE}/publicaciones/${data.announcementId}`, DEMO.empresaPer)).statusCode).toBe(404);
    const img = await get(data.filesImg[0].file_url);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(pngBytes(2000))).toBe(true);
    // the bytes are in the file storage, not in the row
    const rows = await ctx.database.db
      .select()
      .from(t.announcementFiles)
      .where(eq(t.announcementFiles.announcement_id, data.announcementId));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.content_base64).toBeNull();
      expect(row.bucket).toBe('publicaciones');
      expect(readFileSync(join(filesDir, row.bucket!, row.path!)).length).toBe(row.size_bytes);
    }
    const pdf = await post(`${BASE}/signal/chl`, DEMO.empresaChl, { path: data.filesDoc[0].file_url });
    const download = await get(pdf.json().data.signal_url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(rows.find((r) => r.kind === 'doc')!.size_bytes));
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const audit = await ctx.database.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.entity_id, String(data.announcementId)));
    expect(audit.map((a) => a.action)).toContain('announcement.create');
  });

  it.each([
    ['no title', { ...valid, title: ' ' }, M.titleRequired],
    ['a category not among the six', { ...valid, category: 'Deportes' }, M.categoryInvalid],
    ['a country not among the four', { ...valid, countries: ['BRA'] }, M.countryInvalid],
    ['no countries', { ...valid, countries: [] }, M.countriesRequired],
    ['an end before the start', { ...valid, endDate: '2026-11-01T00:00:00Z' }, M.endBeforeStart],
    ['a title too long', { ...valid, title: 'x'.repeat(151) }, M.tooLong(150)],
    ['empty content', { ...valid, content: '<p></p>' }, M.contentRequired],
  ])('400 for %s, nothing written', async (_label, json, message) => {
    const before = await snapshot();
    const res = await send('POST', OPERATOR_EMAIL, [
      { field: 'publicacion', json },
      { field: 'files', name: 'a.pdf', content: pdfBytes() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await snapshot()).toEqual(before);
  });

  it('400 without the JSON part or with broken JSON; wrong, oversized or too many files are refused; nothing written', async () => {
    const before = await snapshot();
    const missing = await send('POST', OPERATOR_EMAIL, [{ field: 'files', name: 'a.pdf', content: pdfBytes() }]);
    expect([missing.statusCode, missing.json().message]).toEqual([400, M.badJsonPart]);
    const broken = await send('POST', OPERATOR_EMAIL, [{ field: 'publicacion', text: '{"title": ' }]);
    expect([broken.statusCode, broken.json().message]).toEqual([400, M.badJsonPart]);
    // PNG bytes under a .pdf name, after a good file: the whole request is refused
    const mismatch = await send('POST', OPERATOR_EMAIL, [
      { field: 'publicacion', json: valid },
      { field: 'files', name: 'ok.pdf', content: pdfBytes() },
      { field: 'files', name: 'falso.pdf', content: pngBytes() },
    ]);
    expect([mismatch.statusCode, mismatch.json().message]).toEqual([422, FILES_MSG.typeMismatch]);
    const exe = await send('POST', OPERATOR_EMAIL, [
      { field: 'publicacion', json: valid },
      { field: 'files', name: 'virus.exe', content: Buffer.from('MZ\x90\x00', 'latin1') },
    ]);
    expect([exe.statusCode, exe.json().message]).toEqual([415, FILES_MSG.typeNotAllowed]);
    const svg = await send('POST', OPERATOR_EMAIL, [
      { field: 'publicacion', json: valid },
      { field: 'files', name: 'x.svg', content: Buffer.from('<svg onload="alert(1)"/>') },
    ]);
    expect(svg.statusCode).toBe(415);
    const big = await send('POST', OPERATOR_EMAIL, [
      { field: 'publicacion', json: valid },
      { field: 'files', name: 'grande.pdf', content: pdfBytes(5_240_001) },
    ]);
    expect([big.statusCode, big.json().message]).toEqual([413, FILES_MSG.tooLarge]);
    const many = await send('POST', OPERATOR_EMAIL, [
      { field: 'publicacion', json: valid },
      ...Array.from({ length: 11 }, (_, i) => ({ field: 'files', name: `f${i}.pdf`, content: pdfBytes(600) })),
    ]);
    expect([many.statusCode, many.json().message]).toEqual([400, M.tooManyFiles]);
    expect(await snapshot()).toEqual(before);
  });

  it('a picture whose stored bytes are gone answers 404', async () => {
    const data = (
      await send('POST', OPERATOR_EMAIL, [
        { field: 'publicacion', json: { ...valid, title: 'Foto perdida' } },
        { field: 'files', name: 'foto.png', content: pngBytes() },
      ])
    ).json().data;
    expect((await get(data.filesImg[0].file_url)).statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(t.announcementFiles)
      .where(eq(t.announcementFiles.announcement_id, data.announcementId));
    rmSync(join(filesDir, row!.bucket!, row!.path!));
    const gone = await get(data.filesImg[0].file_url);
    expect([gone.statusCode, gone.json().message]).toEqual([404, 'No se pudo descargar el archivo']);
  });

  it('401 without a session; 403 for a tenant and for internal staff who do not publish', async () => {
    const before = await snapshot();
    const parts = [
      { field: 'publicacion', json: valid },
      { field: 'files', name: 'a.pdf', content: pdfBytes() },
    ];
    expect((await send('POST', undefined, parts)).statusCode).toBe(401);
    const tenant = await send('POST', DEMO.empresaChl, parts);
    expect([tenant.statusCode, tenant.json().message]).toEqual([403, M.internalOnly]);
    const finanzas = await send('POST', DEMO.finanzas, parts);
    expect([finanzas.statusCode, finanzas.json().message]).toEqual([403, M.publishersOnly]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('PUT /publicaciones', () => {
  let id: number;
  let imgId: number;
  let imgPath: string;
  beforeAll(async () => {
    const res = await send('POST', OPERATOR_EMAIL, [
      { field: 'publicacion', json: { ...valid, title: 'Para editar' } },
      { field: 'files', name: 'foto.png', content: pngBytes() },
    ]);
    id = res.json().data.announcementId;
    imgId = res.json().data.filesImg[0].id;
    imgPath = (await ctx.database.db.select().from(t.announcementFiles).where(eq(t.announcementFiles.id, imgId)))[0]!.path!;
    expect(stored()).toContain(imgPath);
  });

  it('changes the fields and countries, drops and adds files', async () => {
    const res = await send('PUT', OPERATOR_EMAIL, [
      {
        field: 'publicacion',
        json: {
          ...valid,
          announcementId: id,
          title: 'Editado',
          countries: ['PER'],
          category: 'Eventos',
          content: '<p>Nuevo <b onclick="x()">texto</b></p>',
          removeFileIds: [imgId],
        },
      },
      { field: 'files', name: 'bases.pdf', content: pdfBytes() },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.updated);
    expect(res.json().data).toMatchObject({
      announcementId: id,
      title: 'Editado',
      countries: ['PER'],
      category: 'Eventos',
      content: '<p>Nuevo <b>texto</b></p>',
      filesImg: [],
    });
    expect(res.json().data.filesDoc.map((f: { name: string }) => f.name)).toEqual(['bases.pdf']);
    // the dropped picture left the storage, the new PDF is there
    const rows = await ctx.database.db.select().from(t.announcementFiles).where(eq(t.announcementFiles.announcement_id, id));
    expect(rows.map((r) => r.name)).toEqual(['bases.pdf']);
    expect(stored()).toContain(rows[0]!.path);
    expect(stored()).not.toContain(imgPath);
    expect((await get(`${BASE}/publicaciones/${id}`, DEMO.empresaChl)).statusCode).toBe(404);
    expect((await get(`${BASE}/publicaciones/${id}`, DEMO.empresaPer)).json().title).toBe('Editado');
  });

  it('400 for bad input or a file of another announcement, 404 for an unknown id; nothing changed', async () => {
    const before = await snapshot();
    const row = async () => (await ctx.database.db.select().from(t.announcements).where(eq(t.announcements.id, id)))[0];
    const was = await row();
    const bad = await send('PUT', OPERATOR_EMAIL, [
      { field: 'publicacion', json: { ...valid, announcementId: id, endDate: 'pronto' } },
      { field: 'files', name: 'a.pdf', content: pdfBytes() },
    ]);
    expect([bad.statusCode, bad.json().message]).toEqual([400, M.endInvalid]);
    const other = (await get(`${BASE}/publicaciones?size=100`, DEMO.empresaChl))
      .json()
      .data.find((a: { filesDoc: unknown[] }) => a.filesDoc.length);
    const foreign = await send('PUT', OPERATOR_EMAIL, [
      { field: 'publicacion', json: { ...valid, announcementId: id, removeFileIds: [other.filesDoc[0].id] } },
    ]);
    expect([foreign.statusCode, foreign.json().message]).toEqual([400, M.fileNotOfAnnouncement]);
    const noId = await send('PUT', OPERATOR_EMAIL, [{ field: 'publicacion', json: valid }]);
    expect(noId.statusCode).toBe(400);
    const unknown = await send('PUT', OPERATOR_EMAIL, [{ field: 'publicacion', json: { ...valid, announcementId: 999_999 } }]);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, M.notFound]);
    expect(await row()).toEqual(was);
    expect(await snapshot()).toEqual(before);
  });

  it('401 without a session, 403 for a tenant and for non-publishers', async () => {
    const parts = [{ field: 'publicacion', json: { ...valid, announcementId: id, title: 'Hackeado' } }];
    expect((await send('PUT', undefined, parts)).statusCode).toBe(401);
    expect((await send('PUT', DEMO.empresaPer, parts)).statusCode).toBe(403);
    expect((await send('PUT', DEMO.finanzas, parts)).statusCode).toBe(403);
    expect((await get(`${BASE}/publicaciones/${id}`, DEMO.empresaPer)).json().title).toBe('Editado');
  });
});

describe('DELETE /publicaciones/{id}', () => {
  it('deletes with its files; it disappears from the tenant list and detail', async () => {
    const created = (
      await send('POST', OPERATOR_EMAIL, [
        { field: 'publicacion', json: { ...valid, title: 'Para borrar' } },
        { field: 'files', name: 'a.pdf', content: pdfBytes() },
      ])
    ).json().data;
    const storedPath = (
      await ctx.database.db.select().from(t.announcementFiles).where(eq(t.announcementFiles.announcement_id, created.announcementId))
    )[0]!.path!;
    expect(stored()).toContain(storedPath);
    expect(await tenantTitles(DEMO.empresaChl)).toContain('Para borrar');
    expect((await del(created.announcementId)).statusCode).toBe(401);
    expect((await del(created.announcementId, DEMO.empresaChl)).statusCode).toBe(403);
    expect((await del(created.announcementId, DEMO.finanzas)).statusCode).toBe(403);
    expect((await del('abc', OPERATOR_EMAIL)).statusCode).toBe(400);
    expect(await tenantTitles(DEMO.empresaChl)).toContain('Para borrar');
    const res = await del(created.announcementId, OPERATOR_EMAIL);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.deleted);
    expect(await tenantTitles(DEMO.empresaChl)).not.toContain('Para borrar');
    expect((await get(`${BASE}/publicaciones/${created.announcementId}`, DEMO.empresaChl)).statusCode).toBe(404);
    // its signed link stops answering at once
    expect((await get(created.filesDoc[0].file_url)).statusCode).toBe(404);
    const files = await ctx.database.db
      .select()
      .from(t.announcementFiles)
      .where(eq(t.announcementFiles.announcement_id, created.announcementId));
    expect(files).toEqual([]);
    expect(stored()).not.toContain(storedPath);
    expect((await del(created.announcementId, OPERATOR_EMAIL)).statusCode).toBe(404);
  });
});

describe('GET /publicaciones/administracion', () => {
  it('lists every announcement for internal staff, scheduled ones too, with countries, publisher, dates and file counts', async () => {
    const future = (
      await send('POST', OPERATOR_EMAIL, [
        {
          field: 'publicacion',
          json: { ...valid, title: 'Programado para enero', countries: ['ARG', 'COL'], startDate: '2027-01-05T12:00:00Z', endDate: null },
        },
      ])
    ).json().data;
    expect(await tenantTitles(DEMO.empresaChl)).not.toContain('Programado para enero');
    const res = await get(`${BASE}/publicaciones/administracion?page=1&size=100`, DEMO.finanzas);
    expect(res.statusCode).toBe(200);
    const { data, total, page, size } = res.json();
    expect([page, size, total]).toEqual([1, 100, await n(t.announcements)]);
    expect(data).toHaveLength(total);
    const item = data.find((a: { announcementId: number }) => a.announcementId === future.announcementId);
    expect(item).toMatchObject({
      title: 'Programado para enero',
      countries: ['ARG', 'COL'],
      publisher: 'Ignacio Paredes Lagos',
      state: 'Programado',
      images: 0,
      attachments: 0,
      endDate: null,
    });
    const seeded = data.find((a: { title: string }) => a.title === 'Feria navideña 2026');
    expect(seeded).toMatchObject({ images: 3, attachments: 0, state: 'Vigente', countries: ['CHL', 'PER'] });
    const starts = data.map((a: { startDate: string }) => a.startDate);
    expect([...starts].sort().reverse()).toEqual(starts);
  });

  it("counts the announcement's audience and how many of them opened it (a tenant once, staff never)", async () => {
    const created = (
      await send('POST', OPERATOR_EMAIL, [{ field: 'publicacion', json: { ...valid, title: 'Lecturas de prueba', countries: ['chl'] } }])
    ).json().data;
    const stats = async () =>
      (await get(`${BASE}/publicaciones/administracion?q=Lecturas%20de%20prueba`, OPERATOR_EMAIL))
        .json()
        .data.find((a: { announcementId: number }) => a.announcementId === created.announcementId);
    const before = await stats();
    expect(before.reads).toBe(0);
    expect(before.audience).toBeGreaterThan(0);
    // a tenant of Chile opens it twice: one read; Peru's tenant may not read it (404); staff opening it do not count
    const read = (id: number | string, who?: string) =>
      ctx.app.inject({ method: 'PUT', url: `${BASE}/publicaciones/${id}/read`, headers: who ? ctx.auth(tok[who]!) : {} });
    for (let i = 0; i < 2; i++) {
      const res = await read(created.announcementId, DEMO.empresaChl);
      expect([res.statusCode, res.json()]).toEqual([200, { read: true }]);
    }
    expect((await read(created.announcementId, DEMO.empresaPer)).statusCode).toBe(404);
    expect((await read(created.announcementId, DEMO.finanzas)).statusCode).toBe(200);
    expect((await read(created.announcementId)).statusCode).toBe(401);
    expect((await read('no-es-id', DEMO.empresaChl)).statusCode).toBe(400);
    expect((await read(999_999, DEMO.empresaChl)).statusCode).toBe(404);
    expect(await stats()).toMatchObject({ reads: 1, audience: before.audience });
    // for one contract only: the users reaching it are the audience
    const forOne = (
      await send('POST', OPERATOR_EMAIL, [
        {
          field: 'publicacion',
          json: {
            ...valid,
            title: 'Lecturas de prueba para un contrato',
            countries: ['chl'],
            destinatarios: [{ tipo: 'contrato', id: 'CHL-C101' }],
          },
        },
      ])
    ).json().data;
    const one = (await get(`${BASE}/publicaciones/administracion?q=para%20un%20contrato`, OPERATOR_EMAIL))
      .json()
      .data.find((a: { announcementId: number }) => a.announcementId === forOne.announcementId);
    expect(one.audience).toBeGreaterThan(0);
    expect(one.audience).toBeLessThan(before.audience);
  });

  it('filters by text, category and country, and pages', async () => {
    const q = async (s: string) => (await get(`${BASE}/publicaciones/administracion?${s}`, OPERATOR_EMAIL)).json();
    const seg = await q('category=Seguridad&size=100');
    expect(seg.data.length).toBeGreaterThanOrEqual(3);
    expect(seg.data.every((a: { category: string }) => a.category === 'Seguridad')).toBe(true);
    const arg = await q('country=arg&size=100');
    expect(arg.data.every((a: { countries: string[] }) => a.countries.includes('ARG'))).toBe(true);
    expect(arg.total).toBeLessThan((await q('size=100')).total);
    expect((await q('q=navide')).data.map((a: { title: string }) => a.title)).toEqual(['Feria navideña 2026']);
    expect((await q('q=100%25')).data).toEqual([]);
    const p1 = await q('page=1&size=2');
    const p2 = await q('page=2&size=2');
    expect(p1.data).toHaveLength(2);
    expect(p2.data[0].announcementId).not.toBe(p1.data[0].announcementId);
    expect(p1.total).toBe(p2.total);
  });

  it('400 for a bad filter, 401 without a session, 403 for a tenant', async () => {
    const bad = await get(`${BASE}/publicaciones/administracion?category=Deportes`, OPERATOR_EMAIL);
    expect([bad.statusCode, bad.json().message]).toEqual([400, M.categoryInvalid]);
    expect((await get(`${BASE}/publicaciones/administracion?country=BRA`, OPERATOR_EMAIL)).statusCode).toBe(400);
    expect((await get(`${BASE}/publicaciones/administracion?size=0`, OPERATOR_EMAIL)).statusCode).toBe(400);
    expect((await get(`${BASE}/publicaciones/administracion`)).statusCode).toBe(401);
    const tenant = await get(`${BASE}/publicaciones/administracion`, DEMO.empresaChl);
    expect([tenant.statusCode, tenant.json().message]).toEqual([403, M.internalOnly]);
  });

  it('one announcement for editing, whatever its dates; 404 unknown; 403 tenant', async () => {
    const list = (await get(`${BASE}/publicaciones/administracion?q=Programado`, OPERATOR_EMAIL)).json().data;
    const one = await get(`${BASE}/publicaciones/administracion/${list[0].announcementId}`, DEMO.finanzas);
    expect(one.statusCode).toBe(200);
    expect(one.json().countries).toEqual(['ARG', 'COL']);
    expect((await get(`${BASE}/publicaciones/administracion/999999`, OPERATOR_EMAIL)).statusCode).toBe(404);
    expect((await get(`${BASE}/publicaciones/administracion/${list[0].announcementId}`, DEMO.empresaChl)).statusCode).toBe(403);
    expect((await get(`${BASE}/publicaciones/administracion/${list[0].announcementId}`)).statusCode).toBe(401);
  });
});

describe('POST /publicaciones/destinatarios/{kind}/search', () => {
  const search = (kind: string, payload: unknown, who: string | null = OPERATOR_EMAIL) =>
    post(`${BASE}/publicaciones/destinatarios/${kind}/search`, who ?? undefined, payload);
  it('finds companies, brands, contracts and tenant users, optionally of some countries', async () => {
    const empresas = (await search('empresas', { q: 'andes' })).json().data;
    expect(empresas.map((e: { name: string }) => e.name)).toContain('Inversiones Andes Retail SpA');
    expect(empresas[0]).toMatchObject({ id: expect.stringMatching(/^CHL/), country: 'CHL' });
    const marcas = (await search('marcas', { q: 'café' })).json().data;
    expect(marcas.map((m: { name: string }) => m.name).sort()).toEqual(['Café Cordillera', 'Café Montaña']);
    const colOnly = (await search('marcas', { q: 'café', countries: ['col'] })).json().data;
    expect(colOnly.map((m: { name: string; country: string }) => [m.name, m.country])).toEqual([['Café Cordillera', 'COL']]);
    const contratos = (await search('contratos', { q: 'Costanera' })).json().data;
    expect(contratos.length).toBeGreaterThan(0);
    expect(contratos.every((c: { detail: string; country: string }) => c.detail.includes('Costanera Plaza') && c.country === 'CHL')).toBe(
      true,
    );
    const usuarios = (await search('usuarios', { q: 'muñoz' })).json().data;
    expect(usuarios).toContainEqual({ id: expect.any(String), name: 'Carolina Muñoz Soto', detail: DEMO.empresaChl, country: 'CHL' });
    // internal staff are not recipients
    expect((await search('usuarios', { q: 'vitrina.test' })).json().data.map((u: { detail: string }) => u.detail)).not.toContain(
      OPERATOR_EMAIL,
    );
    expect((await search('usuarios', { q: 'zzzz' })).json().data).toEqual([]);
  });
  it('400 for a short text, an unknown kind or country; 401; 403 for a tenant', async () => {
    const short = await search('empresas', { q: 'a' });
    expect([short.statusCode, short.json().message]).toEqual([400, M.queryTooShort]);
    expect((await search('edificios', { q: 'andes' })).statusCode).toBe(400);
    expect((await search('empresas', { q: 'andes', countries: ['BRA'] })).statusCode).toBe(400);
    expect((await search('empresas', { q: 'andes' }, null)).statusCode).toBe(401);
    expect((await search('empresas', { q: 'andes' }, DEMO.empresaChl)).statusCode).toBe(403);
  });
});

describe('GET /edificios/mis', () => {
  const names = async (who: string) => (await get(`${BASE}/edificios/mis`, who)).json() as { name: string; country: string }[];
  it("the buildings of the caller's companies; internal staff: those of their country", async () => {
    const chl = await names(DEMO.empresaChl);
    expect(chl.length).toBeGreaterThan(0);
    expect(chl.every((b) => b.country === 'CHL')).toBe(true);
    const per = await names(DEMO.empresaPer);
    expect(per.length).toBeGreaterThan(0);
    expect(per.every((b) => b.country === 'PER')).toBe(true);
    expect((await names(OPERATOR_EMAIL)).map((b) => b.name).sort()).toEqual(['Costanera Plaza', 'Mall Vista Alegre', 'Portal Los Andes']);
    expect((await get(`${BASE}/edificios/mis`)).statusCode).toBe(401);
  });
  it("a member of a client without contracts gets none, even holding an internal role (not the country's)", async () => {
    const db = ctx.database.db;
    const [op] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, OPERATOR_EMAIL));
    await db.insert(t.clients).values({ id: 'CHL-SIN-CONTRATOS', country_id: 'CHL', tax_id: '11111111-1', name: 'Sin contratos' });
    await db.insert(t.userClients).values({ user_id: op!.id, client_id: 'CHL-SIN-CONTRATOS', permission_ids: [] });
    try {
      expect(await names(OPERATOR_EMAIL)).toEqual([]);
    } finally {
      await db.delete(t.userClients).where(eq(t.userClients.client_id, 'CHL-SIN-CONTRATOS'));
      await db.delete(t.clients).where(eq(t.clients.id, 'CHL-SIN-CONTRATOS'));
    }
    expect((await names(OPERATOR_EMAIL)).length).toBe(3);
  });
});

describe('OpenAPI', () => {
  it('documents the administration calls', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    expect(paths['/api/fo/announcements/publicaciones']?.post).toBeDefined();
    expect(paths['/api/fo/announcements/publicaciones']?.put).toBeDefined();
    expect(paths['/api/fo/announcements/publicaciones/{id}']?.delete).toBeDefined();
    expect(paths['/api/fo/announcements/publicaciones/administracion']?.get?.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'size', 'q', 'category', 'country']),
    );
    expect(paths['/api/fo/announcements/publicaciones/destinatarios/{kind}/search']?.post?.requestBody).toBeDefined();
    expect(paths['/api/fo/announcements/edificios/mis']?.get).toBeDefined();
  });
});

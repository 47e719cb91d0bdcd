import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { textPdf } from '../../lib/pdf';
import * as t from '../../db/schema/index';

let ctx: TestContext;
let chl: string;
let per: string;

beforeAll(async () => {
  ctx = await createTestApp();
  [chl, per] = await Promise.all([ctx.login(DEMO.empresaChl), ctx.login(DEMO.empresaPer)]);
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: token ? ctx.auth(token) : {} });

describe('GET /api/fo/announcements/publicaciones', () => {
  it("lists the announcements of the caller's country, newest first, with files", async () => {
    const res = await get('/api/fo/announcements/publicaciones?page=1&size=50', chl);
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json();
    expect(total).toBe(data.length);
    expect(data.length).toBeGreaterThanOrEqual(6);
    expect(data.every((a: { countries: string[] }) => a.countries.includes('CHL'))).toBe(true);
    const starts = data.map((a: { startDate: string }) => a.startDate);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(data.some((a: { filesDoc: unknown[] }) => a.filesDoc.length > 0)).toBe(true);
    expect(data.every((a: { content: string }) => !/<script|onerror=/i.test(a.content))).toBe(true);
    const all = new Set<string>();
    for (const t of [chl, per])
      (await get('/api/fo/announcements/publicaciones', t)).json().data.forEach((a: { category: string }) => all.add(a.category));
    expect(all.size).toBe(6);
    expect((await get('/api/fo/announcements/publicaciones')).statusCode).toBe(401);
  });
  it("shows one announcement of the caller's country, 404 for another country's", async () => {
    const data = (await get('/api/fo/announcements/publicaciones', chl)).json().data;
    const peruOnly = (await get('/api/fo/announcements/publicaciones', per))
      .json()
      .data.find((a: { countries: string[] }) => !a.countries.includes('CHL'));
    expect((await get(`/api/fo/announcements/publicaciones/${data[0].announcementId}`, chl)).json().title).toBe(data[0].title);
    const other = await get(`/api/fo/announcements/publicaciones/${peruOnly.announcementId}`, chl);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('No hay información disponible');
  });
});

describe('GET /api/fo/announcements/publicaciones?fecha&countries', () => {
  type A = { announcementId: number; startDate: string; countries: string[] };
  it("fecha keeps those published on or after that day (in the country's time zone)", async () => {
    const all: A[] = (await get('/api/fo/announcements/publicaciones?size=100', chl)).json().data;
    const days = [...new Set(all.map((a) => a.startDate.slice(0, 10)))].sort();
    expect(days.length).toBeGreaterThan(1);
    const fecha = days[Math.floor(days.length / 2)]!;
    // the day starts at 00:00 Santiago time, which is 03:00 or 04:00 UTC
    const dayStart = new Date(new Date(`${fecha}T00:00:00Z`).getTime() + 3 * 3600_000);
    const res = await get(`/api/fo/announcements/publicaciones?size=100&fecha=${fecha}`, chl);
    expect(res.statusCode).toBe(200);
    const since: A[] = res.json().data;
    expect(res.json().total).toBe(since.length);
    expect(since.length).toBeGreaterThan(0);
    expect(since.length).toBeLessThan(all.length);
    expect(since.every((a) => new Date(a.startDate) >= dayStart)).toBe(true);
    const byStart = all.filter((a) => new Date(a.startDate).getTime() >= dayStart.getTime() + 3600_000);
    expect(since.map((a) => a.announcementId)).toEqual(expect.arrayContaining(byStart.map((a) => a.announcementId)));
  });
  it("countries narrows to the caller's own country and never widens it", async () => {
    const own: A[] = (await get('/api/fo/announcements/publicaciones?size=100', chl)).json().data;
    const same = await get('/api/fo/announcements/publicaciones?size=100&countries=chl,PER', chl);
    expect(same.statusCode).toBe(200);
    expect(same.json().data.map((a: A) => a.announcementId)).toEqual(own.map((a) => a.announcementId));
    const other = await get('/api/fo/announcements/publicaciones?countries=PER', chl);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ data: [], total: 0 });
  });
  it('refuses a malformed fecha or an unknown country with a Spanish message', async () => {
    const badDate = await get('/api/fo/announcements/publicaciones?fecha=22-11-2026', chl);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toContain('La fecha debe tener el formato AAAA-MM-DD');
    const badCountry = await get('/api/fo/announcements/publicaciones?countries=CHL,BRA', chl);
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json().message).toContain('País no válido');
    expect((await get('/api/fo/announcements/publicaciones?fecha=2026-01-01')).statusCode).toBe(401);
  });
});

describe('attachments and images', () => {
  const signal = (country: string, token: string | undefined, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/fo/announcements/signal/${country}`, headers: token ? ctx.auth(token) : {}, payload });
  it('downloads an attachment through a signed link valid FILES_LINK_MINUTES; a forged, unsigned or expired link is refused', async () => {
    const data = (await get('/api/fo/announcements/publicaciones', chl)).json().data;
    const doc = data.find((a: { filesDoc: unknown[] }) => a.filesDoc.length).filesDoc[0];
    const path = doc.file_url.split('?')[0];
    expect((await get(path, chl)).statusCode).toBe(403);
    const sig = await signal('chl', chl, { path: doc.file_url, bucket: 'publicaciones' });
    expect(sig.statusCode).toBe(200);
    const { signal_url: url, expires_at: expiresAt } = sig.json().data;
    expect(new Date(expiresAt).getTime() - ctx.clock.now().getTime()).toBe(ctx.config.files.linkMinutes * 60_000);
    const file = await get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(url.replace(/signature=[^&]*/, 'signature=forged'))).statusCode).toBe(403);
    // an attachment's link does not open a picture of the same id
    expect((await get(url.replace('/files/', '/images/'))).statusCode).toBe(404);
    ctx.clock.advance(ctx.config.files.linkMinutes * 60_000 + 1_000);
    expect((await get(url)).statusCode).toBe(410);
    const perDoc = (await get('/api/fo/announcements/publicaciones', per))
      .json()
      .data.find((a: { countries: string[]; filesDoc: unknown[] }) => !a.countries.includes('CHL') && a.filesDoc.length).filesDoc[0];
    expect((await signal('chl', chl, { path: perDoc.file_url })).statusCode).toBe(404);
  });
  it('POST /signal/{country}: another country 403, an unknown one 400, another bucket 404, no session 401', async () => {
    const data = (await get('/api/fo/announcements/publicaciones', chl)).json().data;
    const doc = data.find((a: { filesDoc: unknown[] }) => a.filesDoc.length).filesDoc[0];
    const other = await signal('per', chl, { path: doc.file_url });
    expect([other.statusCode, other.json().message]).toEqual([403, 'No puedes ver los anuncios de otro país']);
    expect((await signal('bra', chl, { path: doc.file_url })).statusCode).toBe(400);
    const bucket = await signal('CHL', chl, { path: doc.file_url, bucket: 'documentos' });
    expect([bucket.statusCode, bucket.json().message]).toEqual([404, 'No se pudo descargar el archivo']);
    expect((await signal('chl', chl, { path: 'no-es-un-archivo' })).statusCode).toBe(400);
    expect((await signal('chl', undefined, { path: doc.file_url })).statusCode).toBe(401);
  });
  it('serves pictures only through the signed links of the answers, cached privately', async () => {
    const data = (await get('/api/fo/announcements/publicaciones', chl)).json().data;
    const img = data.find((a: { filesImg: unknown[] }) => a.filesImg.length).filesImg[0];
    const res = await get(img.file_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const unsigned = img.file_url.split('?')[0];
    expect((await get(unsigned)).statusCode).toBe(404);
    expect((await get(unsigned, chl)).statusCode).toBe(404);
    expect((await get(img.file_url.replace(/signature=[^&]*/, 'signature=forged'))).statusCode).toBe(404);
  });
  it('serves a picture as webp at the widths the portal asks for (400 news, 1280 carousel), never another width', async () => {
    const data = (await get('/api/fo/announcements/publicaciones', chl)).json().data;
    const img = data.find((a: { filesImg: unknown[] }) => a.filesImg.length).filesImg[0];
    for (const w of [400, 1280]) {
      const res = await get(`${img.file_url}&w=${w}&format=webp`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeLessThanOrEqual(w);
      if (w === 400) expect(meta.width).toBe(400);
    }
    const bad = await get(`${img.file_url}&w=800&format=webp`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Ancho de imagen no permitido');
    expect((await get('/api/fo/announcements/images/999999?w=400&format=webp')).statusCode).toBe(404);
  });
});

describe("the demo seed's files", () => {
  type File = { id: number; name: string; mime: string; file_url: string };
  type Announcement = { announcementId: number; title: string; filesImg: File[]; filesDoc: File[] };
  const SIMULACRO = 'Simulacro de evacuación general';
  const simulacro = async () =>
    ((await get('/api/fo/announcements/publicaciones', chl)).json().data as Announcement[]).find((a) => a.title === SIMULACRO)!;
  const signed = async (file: File) => {
    const sig = await ctx.app.inject({
      method: 'POST',
      url: '/api/fo/announcements/signal/chl',
      headers: ctx.auth(chl),
      payload: { path: file.file_url },
    });
    expect(sig.statusCode, sig.body).toBe(200);
    return get(sig.json().data.signal_url);
  };

  it('are in the file storage, none in content_base64', async () => {
    const rows = await ctx.database.db.select().from(t.announcementFiles);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const row of rows) {
      expect(row.content_base64, row.name).toBeNull();
      expect([row.bucket, row.path]).toEqual(['publicaciones', expect.stringMatching(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.(svg|pdf)$/)]);
      const stored = await buffer(await ctx.storage.get(row.bucket!, row.path!));
      expect(stored.length, row.name).toBe(row.size_bytes);
    }
  });

  it('a seeded picture and attachment download through their signed links with their bytes and content type', async () => {
    const a = await simulacro();
    expect([a.filesImg.length, a.filesDoc.length]).toEqual([1, 1]);
    const rows = await ctx.database.db.select().from(t.announcementFiles).where(eq(t.announcementFiles.announcement_id, a.announcementId));
    const storedOf = async (id: number) => {
      const row = rows.find((r) => r.id === id)!;
      return buffer(await ctx.storage.get(row.bucket!, row.path!));
    };

    const img = await get(a.filesImg[0]!.file_url);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/svg+xml');
    expect(img.rawPayload.equals(await storedOf(a.filesImg[0]!.id))).toBe(true);
    expect(img.rawPayload.toString()).toMatch(/^<svg [^>]*>.*Simulacro de evacuación general<\/text><\/svg>$/);

    const doc = await signed(a.filesDoc[0]!);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Protocolo%20de%20evacuacion.pdf");
    expect(doc.rawPayload.equals(await textPdf('Protocolo de evacuacion'))).toBe(true);
    expect(doc.headers['content-length']).toBe(String(doc.rawPayload.length));
  });

  it('a row of an older seed (bytes in content_base64, no storage location) still downloads', async () => {
    const a = await simulacro();
    const legacyPdf = await textPdf('Circular antigua');
    const legacySvg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#123456"/></svg>',
    );
    await ctx.database.db.insert(t.announcementFiles).values([
      {
        announcement_id: a.announcementId,
        kind: 'doc',
        name: 'Circular antigua.pdf',
        mime: 'application/pdf',
        content_base64: legacyPdf.toString('base64'),
        position: 1,
      },
      {
        announcement_id: a.announcementId,
        kind: 'img',
        name: 'antigua.svg',
        mime: 'image/svg+xml',
        content_base64: legacySvg.toString('base64'),
        position: 1,
      },
    ]);
    const after = await simulacro();
    const doc = await signed(after.filesDoc.find((f) => f.name === 'Circular antigua.pdf')!);
    expect([doc.statusCode, doc.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(doc.rawPayload.equals(legacyPdf)).toBe(true);
    const img = await get(after.filesImg.find((f) => f.name === 'antigua.svg')!.file_url);
    expect([img.statusCode, img.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect(img.rawPayload.equals(legacySvg)).toBe(true);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ANNOUNCEMENT_MSG as M } from '@vitrina/domain/notifications/announcements.admin';
import { NOTIF_MSG } from '@vitrina/domain/notifications/messages';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { pdfBytes, pngBytes } from '../../test/multipart';
import { OPERATOR_EMAIL } from '../../db/seed/notifications-seed';
import * as t from '../../db/schema/index';

/** Announcements for chosen recipients (announcement_recipients) and the two news calls. */
let ctx: TestContext;
const tok: Record<string, string> = {};
const BASE = '/api/fo/announcements';
const ids = { andes: '', pacifico: '', inca: '', costanera: '', miraflores: '', emptyBuilding: '', localUser: '' };

const filesDir = mkdtempSync(join(tmpdir(), 'vitrina-announcements-'));

beforeAll(async () => {
  ctx = await createTestApp({ env: { FILES_DIR: filesDir } });
  for (const u of [OPERATOR_EMAIL, DEMO.empresaChl, DEMO.marcaChl, DEMO.localChl, DEMO.empresaPer]) tok[u] = await ctx.login(u);
  const db = ctx.database.db;
  const client = async (name: string) => (await db.select().from(t.clients).where(eq(t.clients.name, name)))[0]!.id;
  const building = async (name: string) => (await db.select().from(t.buildings).where(eq(t.buildings.name, name)))[0]!.id;
  ids.andes = await client('Inversiones Andes Retail SpA');
  ids.pacifico = await client('Comercial Pacífico Limitada');
  ids.inca = await client('Inversiones Inca Retail S.A.C.');
  ids.costanera = await building('Costanera Plaza');
  ids.miraflores = await building('Plaza Miraflores');
  // a Chilean centre where no client has a contract yet: no tenant is linked to it
  ids.emptyBuilding = 'CHL-TEST-B99';
  await db
    .insert(t.buildings)
    .values({ id: ids.emptyBuilding, id_sap: 'B99', name: 'Centro de Prueba', city: 'Santiago', country_id: 'CHL' });
  ids.localUser = (await db.select().from(t.users).where(eq(t.users.email, DEMO.localChl)))[0]!.id;
});
afterAll(async () => {
  await ctx?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

/** A multipart body with the JSON part 'publicacion' and files. */
function multipart(json: unknown, files: { name: string; content: Buffer }[] = []) {
  const boundary = '----vitrinaRecipients';
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="publicacion"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(json)}\r\n`,
    ),
  ];
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const send = (method: 'POST' | 'PUT', json: unknown, files: { name: string; content: Buffer }[] = []) => {
  const b = multipart(json, files);
  return ctx.app.inject({
    method,
    url: `${BASE}/publicaciones`,
    payload: b.payload,
    headers: { ...b.headers, ...ctx.auth(tok[OPERATOR_EMAIL]!) },
  });
};
const get = (url: string, who?: string) => ctx.app.inject({ method: 'GET', url, headers: who ? ctx.auth(tok[who]!) : {} });
const post = (url: string, who: string | undefined, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'content-type': 'application/json', ...(who ? ctx.auth(tok[who]!) : {}) },
  });

const base = {
  content: '<p>Solo para algunos locatarios.</p>',
  category: 'Circulares',
  countries: ['CHL'],
  startDate: '2026-11-20T12:00:00Z',
  endDate: '2026-12-31T12:00:00Z',
};
type Dto = { announcementId: number; title: string; createdAt: string; filesDoc: { file_url: string }[]; filesImg: { file_url: string }[] };
const publish = async (title: string, extra: object, files: { name: string; content: Buffer }[] = []) => {
  const res = await send('POST', { ...base, title, ...extra }, files);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Dto & { destinatarios: unknown[]; edificios: string[] };
};
const titles = async (who: string) => ((await get(`${BASE}/publicaciones?size=100`, who)).json().data as Dto[]).map((a) => a.title);
const total = async (who: string) => (await get(`${BASE}/publicaciones?size=1`, who)).json().total as number;
const sees = async (who: string, a: Dto) => (await get(`${BASE}/publicaciones/${a.announcementId}`, who)).statusCode === 200;

const counts = async () => {
  const db = ctx.database.db;
  const n = async (table: typeof t.announcements | typeof t.announcementRecipients | typeof t.announcementCountries) =>
    Number((await db.select({ n: count() }).from(table))[0]!.n);
  return [await n(t.announcements), await n(t.announcementRecipients), await n(t.announcementCountries)];
};

describe('seeded announcements', () => {
  it('have no recipients: every Chilean tenant reads the same ones', async () => {
    expect(await ctx.database.db.select().from(t.announcementRecipients)).toEqual([]);
    const chl = await titles(DEMO.empresaChl);
    expect(chl.length).toBeGreaterThanOrEqual(6);
    expect(await titles(DEMO.marcaChl)).toEqual(chl);
    expect(await titles(DEMO.localChl)).toEqual(chl);
  });
});

describe('publishing to chosen recipients', () => {
  it("to one company: its user reads it (list, count, detail, attachment link); another client's user of the same country does not", async () => {
    const [chlTotal, marcaTotal] = [await total(DEMO.empresaChl), await total(DEMO.marcaChl)];
    const a = await publish('Solo Comercial Pacífico', { destinatarios: [{ tipo: 'empresa', id: ids.pacifico }] }, [
      { name: 'circular.pdf', content: pdfBytes() },
    ]);
    expect(a.destinatarios).toEqual([{ tipo: 'empresa', id: ids.pacifico, name: 'Comercial Pacífico Limitada', country: 'CHL' }]);
    expect(a.edificios).toEqual([]);
    // the admin detail returns them too
    const detail = (await get(`${BASE}/publicaciones/administracion/${a.announcementId}`, OPERATOR_EMAIL)).json();
    expect(detail.destinatarios).toEqual(a.destinatarios);

    // empresa.chl belongs to Andes and Pacífico; marca.chl only to Andes
    expect(await titles(DEMO.empresaChl)).toContain(a.title);
    expect(await total(DEMO.empresaChl)).toBe(chlTotal + 1);
    expect(await sees(DEMO.empresaChl, a)).toBe(true);
    expect(await titles(DEMO.marcaChl)).not.toContain(a.title);
    expect(await total(DEMO.marcaChl)).toBe(marcaTotal);
    const hidden = await get(`${BASE}/publicaciones/${a.announcementId}`, DEMO.marcaChl);
    expect([hidden.statusCode, hidden.json().message]).toEqual([404, NOTIF_MSG.announcementNotFound]);

    const path = a.filesDoc[0]!.file_url;
    expect((await post(`${BASE}/signal/chl`, DEMO.empresaChl, { path })).statusCode).toBe(200);
    const refused = await post(`${BASE}/signal/chl`, DEMO.marcaChl, { path });
    expect([refused.statusCode, refused.json().message]).toEqual([404, NOTIF_MSG.fileNotFound]);
  });

  it('to a building: tenants with a contract or space there read it; one where nobody has a contract reaches nobody', async () => {
    const there = await publish('Corte de luz en Costanera', { edificios: [ids.costanera] });
    expect(there.edificios).toEqual([ids.costanera]);
    expect(there.destinatarios).toEqual([{ tipo: 'edificio', id: ids.costanera, name: 'Costanera Plaza', country: 'CHL' }]);
    for (const who of [DEMO.empresaChl, DEMO.marcaChl, DEMO.localChl]) expect(await titles(who)).toContain(there.title);
    expect(await sees(DEMO.empresaPer, there)).toBe(false);

    const nobody = await publish('Inauguración Centro de Prueba', { destinatarios: [{ tipo: 'edificios', id: ids.emptyBuilding }] });
    for (const who of [DEMO.empresaChl, DEMO.marcaChl, DEMO.localChl]) expect(await sees(who, nobody)).toBe(false);
  });

  it('to a brand, a contract or a user: only the tenants assigned to them', async () => {
    // marca.chl is assigned to Café Montaña and Zapatería Ruta Sur; local.chl to the spaces of CHL-C101 and CHL-C102
    const brand = await publish('Para Librería Austral', { destinatarios: [{ tipo: 'marca', id: 'CHL-M13' }] });
    expect(await sees(DEMO.empresaChl, brand)).toBe(true);
    expect(await sees(DEMO.marcaChl, brand)).toBe(false);
    expect(await sees(DEMO.localChl, brand)).toBe(false);
    const contract = await publish('Para el contrato CHL-C101', { destinatarios: [{ tipo: 'contrato', id: 'CHL-C101' }] });
    expect(await sees(DEMO.localChl, contract)).toBe(true);
    expect(await sees(DEMO.marcaChl, contract)).toBe(true); // its brand is Café Montaña
    const other = await publish('Para el contrato CHL-C103', { destinatarios: [{ tipo: 'contrato', id: 'CHL-C103' }] });
    expect(await sees(DEMO.localChl, other)).toBe(false);
    expect(await sees(DEMO.empresaChl, other)).toBe(true);
    const user = await publish('Para Javiera', { destinatarios: [{ tipo: 'usuario', id: ids.localUser }] });
    expect(await sees(DEMO.localChl, user)).toBe(true);
    expect(await sees(DEMO.empresaChl, user)).toBe(false);
  });

  it('PUT replaces the recipients when given, keeps them when left out; [] opens it to the whole country', async () => {
    const a = await publish('Editable con destinatarios', { destinatarios: [{ tipo: 'usuario', id: ids.localUser }] });
    const edit = (extra: object) => send('PUT', { ...base, title: a.title, announcementId: a.announcementId, ...extra });
    const kept = await edit({});
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.destinatarios.map((d: { id: string }) => d.id)).toEqual([ids.localUser]);
    expect(await sees(DEMO.empresaChl, a)).toBe(false);
    const opened = await edit({ destinatarios: [] });
    expect(opened.json().data.destinatarios).toEqual([]);
    expect(await sees(DEMO.empresaChl, a)).toBe(true);
    // stored recipients must still fit new countries
    await edit({ destinatarios: [{ tipo: 'empresa', id: ids.andes }] });
    const moved = await edit({ countries: ['PER'] });
    expect([moved.statusCode, moved.json().message]).toEqual([400, M.recipientNotFound('empresa', ids.andes)]);
  });

  it.each([
    [
      'an unknown company',
      () => ({ destinatarios: [{ tipo: 'empresa', id: 'CHL-NOEXISTE' }] }),
      () => M.recipientNotFound('empresa', 'CHL-NOEXISTE'),
    ],
    [
      'a company of another country',
      () => ({ destinatarios: [{ tipo: 'empresa', id: ids.inca }] }),
      () => M.recipientNotFound('empresa', ids.inca),
    ],
    [
      'a building of another country',
      () => ({ edificios: [ids.costanera, ids.miraflores] }),
      () => M.recipientNotFound('edificio', ids.miraflores),
    ],
    [
      'an unknown user id (not a uuid)',
      () => ({ destinatarios: [{ tipo: 'usuario', id: 'nadie' }] }),
      () => M.recipientNotFound('usuario', 'nadie'),
    ],
    ['an unknown kind', () => ({ destinatarios: [{ tipo: 'local', id: 'x' }] }), () => M.recipientKindInvalid],
    ['too many buildings', () => ({ edificios: Array.from({ length: 101 }, (_, i) => `B${i}`) }), () => M.tooManyBuildings],
  ])('400 for %s, nothing written', async (_label, extra, message) => {
    const before = await counts();
    const res = await send('POST', { ...base, title: 'No debe guardarse', ...extra() });
    expect([res.statusCode, res.json().message]).toEqual([400, message()]);
    expect(await counts()).toEqual(before);
    const rows = await ctx.database.db.select().from(t.announcements).where(eq(t.announcements.title, 'No debe guardarse'));
    expect(rows).toEqual([]);
  });
});

describe('pictures and attachments of restricted or scheduled announcements', () => {
  const unsigned = (url: string) => url.split('?')[0]!;
  it("a non-recipient gets no link and 404 for the picture and the attachment; the recipient's links work", async () => {
    const a = await publish('Fotos solo para Javiera', { destinatarios: [{ tipo: 'usuario', id: ids.localUser }] }, [
      { name: 'foto.png', content: pngBytes(1500) },
      { name: 'anexo.pdf', content: pdfBytes() },
    ]);
    const img = a.filesImg[0]!.file_url;
    const doc = a.filesDoc[0]!.file_url;
    // the recipient reads it with working links
    const mine = (await get(`${BASE}/publicaciones/${a.announcementId}`, DEMO.localChl)).json() as Dto;
    expect((await get(mine.filesImg[0]!.file_url)).statusCode).toBe(200);
    expect((await post(`${BASE}/signal/chl`, DEMO.localChl, { path: mine.filesDoc[0]!.file_url })).statusCode).toBe(200);
    // the non-recipient has no answer carrying a link, and the bare paths say nothing
    for (const who of [DEMO.empresaChl, DEMO.marcaChl]) {
      expect(await sees(who, a)).toBe(false);
      expect((await get(unsigned(img), who)).statusCode).toBe(404);
      expect((await get(`${unsigned(img)}?w=400&format=webp`, who)).statusCode).toBe(404);
      const sig = await post(`${BASE}/signal/chl`, who, { path: unsigned(doc) });
      expect([sig.statusCode, sig.json().message]).toEqual([404, NOTIF_MSG.fileNotFound]);
    }
  });

  it('before its start date nobody but the publisher gets a link: the picture is 404, the attachment cannot be signed', async () => {
    const a = await publish('Programada con foto', { startDate: '2027-01-10T12:00:00Z', endDate: '2027-02-10T12:00:00Z' }, [
      { name: 'foto.png', content: pngBytes(1500) },
      { name: 'anexo.pdf', content: pdfBytes() },
    ]);
    expect(await sees(DEMO.empresaChl, a)).toBe(false);
    expect((await get(unsigned(a.filesImg[0]!.file_url), DEMO.empresaChl)).statusCode).toBe(404);
    expect((await post(`${BASE}/signal/chl`, DEMO.empresaChl, { path: a.filesDoc[0]!.file_url })).statusCode).toBe(404);
    // the publisher's own (admin) answer carries working links
    expect((await get(a.filesImg[0]!.file_url)).statusCode).toBe(200);
  });
});

describe('POST /{country}/news', () => {
  it('the announcements for the whole country and for the given buildings, that the caller may read', async () => {
    const costanera = await publish('Noticia Costanera', { edificios: [ids.costanera] });
    const pacifico = await publish('Noticia solo Pacífico', { destinatarios: [{ tipo: 'empresa', id: ids.pacifico }] });
    const res = await post(`${BASE}/chl/news`, DEMO.empresaChl, [ids.costanera]);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as (Dto & { countries: string[] })[];
    const got = data.map((a) => a.title);
    expect(got).toContain(costanera.title);
    expect(got).not.toContain(pacifico.title); // for a company, not a building
    expect(data.every((a) => a.countries.includes('CHL'))).toBe(true);
    // the country-wide ones: what the list shows minus those with recipients
    const countryWide = await ctx.database.db.select({ id: t.announcementRecipients.announcement_id }).from(t.announcementRecipients);
    const withRecipients = new Set(countryWide.map((r) => r.id));
    const listed = ((await get(`${BASE}/publicaciones?size=100`, DEMO.empresaChl)).json().data as Dto[]).filter(
      (a) => !withRecipients.has(a.announcementId),
    );
    const none = await post(`${BASE}/CHL/news`, DEMO.empresaChl, []);
    expect(none.json().data.map((a: Dto) => a.announcementId)).toEqual(listed.map((a) => a.announcementId));
    expect(got).toEqual(expect.arrayContaining(listed.map((a) => a.title)));
    // a building the caller is not linked to brings nothing more
    const empty = await publish('Noticia Centro de Prueba', { edificios: [ids.emptyBuilding] });
    const foreign = (await post(`${BASE}/chl/news`, DEMO.empresaChl, [ids.emptyBuilding])).json().data.map((a: Dto) => a.title);
    expect(foreign).not.toContain(empty.title);
  });

  it('401 without a session, 403 for another country, 400 for a bad body or country', async () => {
    expect((await post(`${BASE}/chl/news`, undefined, [ids.costanera])).statusCode).toBe(401);
    const other = await post(`${BASE}/per/news`, DEMO.empresaChl, []);
    expect([other.statusCode, other.json().message]).toEqual([403, NOTIF_MSG.otherCountry]);
    const bad = await post(`${BASE}/chl/news`, DEMO.empresaChl, { edificios: 'todos' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, NOTIF_MSG.badBuildings]);
    expect((await post(`${BASE}/chl/news`, DEMO.empresaChl, [12])).statusCode).toBe(400);
    expect(
      (
        await post(
          `${BASE}/chl/news`,
          DEMO.empresaChl,
          Array.from({ length: 101 }, (_, i) => `B${i}`),
        )
      ).statusCode,
    ).toBe(400);
    const country = await post(`${BASE}/bra/news`, DEMO.empresaChl, []);
    expect([country.statusCode, country.json().message]).toEqual([400, NOTIF_MSG.badCountry]);
  });
});

describe('GET /{country}/createdAt/{createdAt}', () => {
  it('the visible announcements created at that instant', async () => {
    ctx.clock.set('2026-11-22T15:02:00.123Z');
    const open = await publish('Creada a las 15:02', {});
    const closed = await publish('Creada a las 15:02 para Pacífico', { destinatarios: [{ tipo: 'empresa', id: ids.pacifico }] });
    ctx.clock.set('2026-11-22T15:02:30Z');
    expect(open.createdAt).toBe('2026-11-22T15:02:00.123Z');
    const chl = await get(`${BASE}/chl/createdAt/${open.createdAt}`, DEMO.empresaChl);
    expect(chl.statusCode).toBe(200);
    expect(
      chl
        .json()
        .data.map((a: Dto) => a.title)
        .sort(),
    ).toEqual([open.title, closed.title].sort());
    const marca = await get(`${BASE}/CHL/createdAt/2026-11-22T12:02:00.123-03:00`, DEMO.marcaChl);
    expect(marca.json().data.map((a: Dto) => a.title)).toEqual([open.title]);
    expect((await get(`${BASE}/chl/createdAt/2026-11-22T15:02:00.124Z`, DEMO.empresaChl)).json().data).toEqual([]);
  });

  it('401 without a session, 403 for another country, 400 for a bad date', async () => {
    const at = '2026-11-22T15:02:00.123Z';
    expect((await get(`${BASE}/chl/createdAt/${at}`)).statusCode).toBe(401);
    expect((await get(`${BASE}/chl/createdAt/${at}`, DEMO.empresaPer)).statusCode).toBe(403);
    const bad = await get(`${BASE}/chl/createdAt/ayer`, DEMO.empresaChl);
    expect([bad.statusCode, bad.json().message]).toEqual([400, NOTIF_MSG.badCreatedAt]);
  });
});

describe('OpenAPI', () => {
  it('documents the news calls and the recipients of the admin detail', async () => {
    const paths = (await get('/api/docs/json')).json().paths;
    expect(paths['/api/fo/announcements/{country}/news']?.post?.requestBody).toBeDefined();
    expect(paths['/api/fo/announcements/{country}/createdAt/{createdAt}']?.get).toBeDefined();
    const detail = paths['/api/fo/announcements/publicaciones/administracion/{id}']?.get?.responses?.['200'];
    expect(JSON.stringify(detail)).toContain('destinatarios');
  });
});

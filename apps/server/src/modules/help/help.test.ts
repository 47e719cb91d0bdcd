import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, ne } from 'drizzle-orm';
import { HELP_MSG as M } from '@vitrina/domain/help/help.rules';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { pdfBytes, pngBytes } from '../../test/multipart';
import { OPERATOR_EMAIL } from '../../db/seed/notifications-seed';
import { SUPPORT_EMAIL } from '../../db/seed/help-seed';
import * as t from '../../db/schema/index';
import { climaTicket as clima } from '../../test/request-bodies';

let ctx: TestContext;
const tok: Record<string, string> = {};
const FAQ = '/api/fo/faqs';
const TK = '/api/fo/tickets';

beforeAll(async () => {
  ctx = await createTestApp();
  for (const u of [DEMO.empresaChl, DEMO.marcaChl, DEMO.localChl, DEMO.empresaPer, DEMO.finanzas, OPERATOR_EMAIL, SUPPORT_EMAIL])
    tok[u] = await ctx.login(u);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

type Part = { field: string; json?: unknown; name?: string; content?: Buffer };
function body(parts: Part[]) {
  const boundary = `----vitrina${randomBytes(8).toString('hex')}`;
  const out: Buffer[] = [];
  for (const p of parts) {
    if (p.name !== undefined)
      out.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        p.content!,
      );
    else
      out.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(p.json)}`,
        ),
      );
    out.push(Buffer.from('\r\n'));
  }
  out.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(out), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const h = (who?: string) => (who ? ctx.auth(tok[who]!) : {});
const get = (url: string, who?: string) => ctx.app.inject({ method: 'GET', url, headers: h(who) });
const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, who: string | undefined, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: h(who), ...(payload !== undefined ? { payload: payload as object } : {}) });
const multi = (url: string, who: string | undefined, parts: Part[]) => {
  const b = body(parts);
  return ctx.app.inject({ method: 'POST', url, payload: b.payload, headers: { ...b.headers, ...h(who) } });
};
const n = async (table: typeof t.tickets | typeof t.ticketFiles | typeof t.ticketMessages | typeof t.faqs | typeof t.files) =>
  Number((await ctx.database.db.select({ n: count() }).from(table))[0]!.n);
const snapshot = async () => [await n(t.tickets), await n(t.ticketFiles), await n(t.ticketMessages), await n(t.files)];

describe('FAQ service', () => {
  it('GET /getAll answers the published questions of the three categories (401 without session)', async () => {
    const res = await get(`${FAQ}/getAll`, DEMO.localChl);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { category_id: string }[];
    expect(data.length).toBeGreaterThanOrEqual(15);
    expect(new Set(data.map((f) => f.category_id))).toEqual(new Set(['1', '2', '3']));
    expect((await get(`${FAQ}/getAll`)).statusCode).toBe(401);
  });
  it('GET /search/{text} is accent- and case-insensitive and ranked; empty when nothing matches', async () => {
    const res = await get(`${FAQ}/search/${encodeURIComponent('CONTRASENA')}`, DEMO.localChl);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].title).toBe('¿Cómo recupero mi contraseña?');
    expect((await get(`${FAQ}/search/xyzzyqq`, DEMO.localChl)).json().data).toEqual([]);
    expect([400, 404, 414]).toContain((await get(`${FAQ}/search/${'a'.repeat(101)}`, DEMO.localChl)).statusCode);
    expect((await get(`${FAQ}/search/hola`)).statusCode).toBe(401);
  });
  it('search sees a question another instance published (written straight to the shared database)', async () => {
    expect((await get(`${FAQ}/search/zanahoria`, DEMO.localChl)).json().data).toEqual([]);
    const now = new Date();
    await ctx.database.db.insert(t.faqs).values({
      category_id: '2',
      title: '¿Dónde veo la zanahoria del mes?',
      content: '<p>En el mural.</p>',
      position: 99,
      created_at: now,
      updated_at: now,
    });
    const after = (await get(`${FAQ}/search/zanahoria`, DEMO.localChl)).json().data;
    expect(after.map((f: { title: string }) => f.title)).toEqual(['¿Dónde veo la zanahoria del mes?']);
    await ctx.database.db.delete(t.faqs).where(eq(t.faqs.title, '¿Dónde veo la zanahoria del mes?'));
    expect((await get(`${FAQ}/search/zanahoria`, DEMO.localChl)).json().data).toEqual([]);
  });
  it('GET /{key} answers a category, or a question by its slug with its category', async () => {
    const cat = await get(`${FAQ}/2`, DEMO.localChl);
    expect(cat.statusCode).toBe(200);
    expect(cat.json().data.every((f: { category_id: string }) => f.category_id === '2')).toBe(true);
    expect(cat.json().selected).toBeNull();
    const one = await get(`${FAQ}/como-recupero-mi-contrasena`, DEMO.localChl);
    expect(one.json().selected).toBe(one.json().data.find((f: { title: string }) => f.title === '¿Cómo recupero mi contraseña?').id);
    expect((await get(`${FAQ}/no-existe`, DEMO.localChl)).statusCode).toBe(404);
  });
  it('support (manage:Faq) creates, edits, unpublishes and reorders; HTML sanitised', async () => {
    const before = await n(t.faqs);
    const created = await send('POST', `${FAQ}/manage`, SUPPORT_EMAIL, {
      category_id: '2',
      title: '¿Cómo descargo mis facturas?',
      content: '<p>En Facturas.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    expect(created.statusCode).toBe(201);
    const faq = created.json().data;
    expect(faq.content).not.toMatch(/script|onerror/);
    expect((await get(`${FAQ}/search/facturas descargo`, DEMO.localChl)).json().data[0].id).toBe(faq.id);
    const edited = await send('PUT', `${FAQ}/manage/${faq.id}`, SUPPORT_EMAIL, { published: false });
    expect(edited.json().data.published).toBe(false);
    expect((await get(`${FAQ}/getAll`, DEMO.localChl)).json().data.some((f: { id: number }) => f.id === faq.id)).toBe(false);
    expect((await get(`${FAQ}/manage/all`, SUPPORT_EMAIL)).json().data.some((f: { id: number }) => f.id === faq.id)).toBe(true);
    const ids = (await get(`${FAQ}/manage/all`, SUPPORT_EMAIL))
      .json()
      .data.filter((f: { category_id: string }) => f.category_id === '2')
      .map((f: { id: number }) => f.id);
    const reordered = await send('POST', `${FAQ}/manage/reorder`, SUPPORT_EMAIL, { category_id: '2', ids: [...ids].reverse() });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().data.map((f: { id: number }) => f.id)).toEqual([...ids].reverse());
    expect((await send('POST', `${FAQ}/manage/reorder`, SUPPORT_EMAIL, { category_id: '2', ids: ids.slice(1) })).statusCode).toBe(400);
    expect(await n(t.faqs)).toBe(before + 1);
  });
  it('refuses bad FAQ input (400, nothing written), no session (401), tenants and other staff (403), a missing one (404)', async () => {
    const before = await n(t.faqs);
    const bad = await send('POST', `${FAQ}/manage`, SUPPORT_EMAIL, { category_id: '9', title: '', content: 'x' });
    expect(bad.statusCode).toBe(400);
    const ok = { category_id: '1', title: 'T', content: '<p>x</p>' };
    expect((await send('POST', `${FAQ}/manage`, undefined, ok)).statusCode).toBe(401);
    for (const who of [DEMO.empresaChl, DEMO.finanzas, OPERATOR_EMAIL]) {
      const res = await send('POST', `${FAQ}/manage`, who, ok);
      expect(res.statusCode).toBe(403);
      expect((await get(`${FAQ}/manage/all`, who)).statusCode).toBe(403);
      expect((await send('PUT', `${FAQ}/manage/1`, who, { published: false })).statusCode).toBe(403);
    }
    expect((await send('PUT', `${FAQ}/manage/999999`, SUPPORT_EMAIL, { published: false })).statusCode).toBe(404);
    expect(await n(t.faqs)).toBe(before);
  });
  it('POST /contacto creates a ticket from the help-request form; bad input 400; staff without company 403', async () => {
    const before = await snapshot();
    const res = await multi(`${FAQ}/contacto`, DEMO.localChl, [
      { field: 'solicitud', json: { area: 'IT', tipo: 'Software', descripcion: 'No carga el informe' } },
      { field: 'files', name: 'evidencia.png', content: pngBytes() },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.area).toBe('IT, Software');
    expect(await snapshot()).toEqual([before[0]! + 1, before[1]! + 1, before[2], before[3]! + 1]);
    const mid = await snapshot();
    const bad = await multi(`${FAQ}/contacto`, DEMO.localChl, [
      { field: 'solicitud', json: { area: 'Ventas', tipo: 'Software', descripcion: 'x' } },
    ]);
    expect(bad.statusCode).toBe(400);
    expect((await multi(`${FAQ}/contacto`, undefined, [{ field: 'solicitud', json: {} }])).statusCode).toBe(401);
    expect(
      (await multi(`${FAQ}/contacto`, DEMO.finanzas, [{ field: 'solicitud', json: { area: 'IT', tipo: 'Otro', descripcion: 'x' } }]))
        .statusCode,
    ).toBe(403);
    expect(await snapshot()).toEqual(mid);
  });
});

describe('tickets', () => {
  let id = 0;
  it('GET /locales lists only the stores the caller is assigned', async () => {
    const res = await get(`${TK}/locales`, DEMO.localChl);
    expect(res.statusCode).toBe(200);
    const spaces = (res.json() as { spaces: { space_id: string }[] }[]).flatMap((b) => b.spaces.map((s) => s.space_id)).sort();
    expect(spaces).toEqual(['c1001', 'c1002']);
    expect((await get(`${TK}/locales`)).statusCode).toBe(401);
  });

  it('POST /ticket creates a climatización ticket with two files, saves the phone, and lists it as Nuevo', async () => {
    const before = await snapshot();
    const res = await multi(`${TK}/ticket`, DEMO.localChl, [
      { field: 'ticket', json: clima },
      { field: 'files', name: 'foto.png', content: pngBytes(4096) },
      { field: 'files', name: 'informe.pdf', content: pdfBytes(8192) },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(M.created);
    const data = res.json().data;
    id = data.id;
    expect(data).toMatchObject({ area: 'Mantención, Climatización, Bajar temperatura', status: 'new', status_label: 'Nuevo' });
    expect(await snapshot()).toEqual([before[0]! + 1, before[1]! + 2, before[2], before[3]! + 2]);
    const [u] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, DEMO.localChl));
    expect(u!.phone).toBe('+56 9 1111 2222');
    const list = await get(`${TK}/ticket/findByEmail/${DEMO.localChl}`, DEMO.localChl);
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({ id, contenido: clima.description, status_label: 'Nuevo' });
    const detail = (await get(`${TK}/ticket/${id}`, DEMO.localChl)).json();
    expect(detail).toMatchObject({
      nro_local: expect.any(String),
      nombre_edificio: expect.any(String),
      email: DEMO.localChl,
      subtype: 'Bajar temperatura',
    });
    expect(detail.messages[0].files.map((f: { name: string }) => f.name)).toEqual(['foto.png', 'informe.pdf']);
    const file = await get(detail.messages[0].files[1].url, DEMO.localChl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.length).toBe(8192);
    expect((await get(detail.messages[0].files[1].url, DEMO.empresaPer)).statusCode).toBe(404);
    // a ticket's attachment is in use: the file service does not delete it
    const [row] = await ctx.database.db.select().from(t.ticketFiles).where(eq(t.ticketFiles.ticket_id, id));
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/fo/files/${row!.file_id}`, headers: h(DEMO.localChl) });
    expect(del.statusCode).toBe(409);
  });

  it('refuses a bad ticket with the Spanish message and writes nothing', async () => {
    const before = await snapshot();
    const noSub = await multi(`${TK}/ticket`, DEMO.localChl, [{ field: 'ticket', json: { ...clima, subtype: null } }]);
    expect(noSub.statusCode).toBe(400);
    expect(noSub.json().message).toBe(M.subtypeRequired);
    const noDesc = await multi(`${TK}/ticket`, DEMO.localChl, [{ field: 'ticket', json: { ...clima, description: '' } }]);
    expect(noDesc.json().message).toBe(M.missingFields);
    const long = await multi(`${TK}/ticket`, DEMO.localChl, [{ field: 'ticket', json: { ...clima, description: 'x'.repeat(201) } }]);
    expect(long.json().message).toBe(M.descriptionTooLong);
    const four = await multi(`${TK}/ticket`, DEMO.localChl, [
      { field: 'ticket', json: clima },
      ...[1, 2, 3, 4].map((i) => ({ field: 'files', name: `f${i}.png`, content: pngBytes() })),
    ]);
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toBe(M.tooManyFiles);
    const big = await multi(`${TK}/ticket`, DEMO.localChl, [
      { field: 'ticket', json: clima },
      { field: 'files', name: 'a.pdf', content: pdfBytes(8_000_000) },
      { field: 'files', name: 'b.pdf', content: pdfBytes(8_000_000) },
    ]);
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(M.tooLarge);
    const disguised = await multi(`${TK}/ticket`, DEMO.localChl, [
      { field: 'ticket', json: clima },
      { field: 'files', name: 'ok.png', content: pngBytes() },
      { field: 'files', name: 'virus.png', content: Buffer.from('MZ\x90\x00 not an image at all'.repeat(20)) },
    ]);
    expect([415, 422]).toContain(disguised.statusCode);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses another client’s store (404), no session (401) and staff who are no tenant (404)', async () => {
    const before = await snapshot();
    expect(
      (await multi(`${TK}/ticket`, DEMO.localChl, [{ field: 'ticket', json: { ...clima, local_id: 'p1001', edificio: undefined } }]))
        .statusCode,
    ).toBe(404);
    expect((await multi(`${TK}/ticket`, DEMO.localChl, [{ field: 'ticket', json: { ...clima, local_id: 'c1005' } }])).statusCode).toBe(404);
    expect((await multi(`${TK}/ticket`, undefined, [{ field: 'ticket', json: clima }])).statusCode).toBe(401);
    expect((await multi(`${TK}/ticket`, DEMO.finanzas, [{ field: 'ticket', json: clima }])).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('shows a ticket to its requester, the company administrator and support; 404 to anyone else', async () => {
    for (const who of [DEMO.localChl, DEMO.empresaChl, SUPPORT_EMAIL]) expect((await get(`${TK}/ticket/${id}`, who)).statusCode).toBe(200);
    for (const who of [DEMO.marcaChl, DEMO.empresaPer, DEMO.finanzas, OPERATOR_EMAIL])
      expect((await get(`${TK}/ticket/${id}`, who)).statusCode).toBe(404);
    expect((await get(`${TK}/ticket/${id}`)).statusCode).toBe(401);
    expect((await get(`${TK}/ticket/abc`, DEMO.localChl)).statusCode).toBe(400);
  });

  it('findByEmail answers only one’s own e-mail (403 otherwise) or support; the company administrator sees the client’s tickets', async () => {
    expect((await get(`${TK}/ticket/findByEmail/${DEMO.empresaChl}`, DEMO.localChl)).statusCode).toBe(403);
    expect((await get(`${TK}/ticket/findByEmail/${DEMO.localChl}`, DEMO.finanzas)).statusCode).toBe(403);
    const admin = await get(`${TK}/ticket/findByEmail/${DEMO.empresaChl}`, DEMO.empresaChl);
    expect(admin.json().some((x: { id: number }) => x.id === id)).toBe(true);
    const marca = await get(`${TK}/ticket/findByEmail/${DEMO.marcaChl}`, DEMO.marcaChl);
    expect(marca.json().some((x: { id: number }) => x.id === id)).toBe(false);
    const support = await get(`${TK}/ticket/findByEmail/${DEMO.localChl}`, SUPPORT_EMAIL);
    expect(support.json().map((x: { id: number }) => x.id)).toContain(id);
    expect((await get(`${TK}/ticket/findByEmail/${DEMO.localChl}`)).statusCode).toBe(401);
  });

  it('the support queue lists every client’s tickets oldest first, filtered; tenants and other staff 403', async () => {
    const res = await get(`${TK}/queue?size=100`, SUPPORT_EMAIL);
    expect(res.statusCode).toBe(200);
    const content = res.json().content as { id: number; createdAt: string; country: string }[];
    // support sees all: the Chilean support agent's queue holds the Peruvian tickets too
    const countries = (await ctx.database.db.select({ c: t.tickets.country_id }).from(t.tickets)).map((r) => r.c);
    expect(res.json().total_elements).toBe(countries.length);
    expect(new Set(content.map((c) => c.country))).toEqual(new Set(countries));
    expect(countries).toContain('PER');
    expect(content.map((c) => c.createdAt)).toEqual([...content.map((c) => c.createdAt)].sort());
    expect(content.some((c) => c.id === id)).toBe(true);
    const fresh = await get(`${TK}/queue?status=new&area=Mantención`, SUPPORT_EMAIL);
    expect(fresh.json().content.every((c: { status: string; area: string }) => c.status === 'new' && c.area.startsWith('Mantención'))).toBe(
      true,
    );
    const old = await get(`${TK}/queue?min_days=3`, SUPPORT_EMAIL);
    expect(old.json().content.some((c: { id: number }) => c.id === id)).toBe(false);
    expect((await get(`${TK}/queue?status=bogus`, SUPPORT_EMAIL)).statusCode).toBe(400);
    for (const who of [DEMO.empresaChl, DEMO.finanzas, OPERATOR_EMAIL]) expect((await get(`${TK}/queue`, who)).statusCode).toBe(403);
    expect((await get(`${TK}/queue`)).statusCode).toBe(401);
  });

  it('the queue’s country filter: only that country’s tickets; an unknown country 400', async () => {
    for (const country of ['CHL', 'PER'] as const) {
      const res = await get(`${TK}/queue?size=100&country=${country}`, SUPPORT_EMAIL);
      expect(res.statusCode).toBe(200);
      const rows = await ctx.database.db.select().from(t.tickets).where(eq(t.tickets.country_id, country));
      expect(res.json().total_elements).toBe(rows.length);
      expect(
        res
          .json()
          .content.map((c: { id: number }) => c.id)
          .sort(),
      ).toEqual(rows.map((r) => r.id).sort());
    }
    expect((await get(`${TK}/queue?country=ARG`, SUPPORT_EMAIL)).json()).toMatchObject({ content: [], total_elements: 0 });
    expect((await get(`${TK}/queue?country=XX`, SUPPORT_EMAIL)).statusCode).toBe(400);
  });

  it('a Chilean support agent sees, reads by e-mail and answers a Peruvian ticket; the Peruvian tenant is told', async () => {
    const [per] = await ctx.database.db
      .select()
      .from(t.tickets)
      .where(and(eq(t.tickets.country_id, 'PER'), ne(t.tickets.status, 'closed')));
    expect(per).toBeDefined();
    expect((await get(`${TK}/ticket/${per!.id}`, SUPPORT_EMAIL)).statusCode).toBe(200);
    expect((await get(`${TK}/ticket/${per!.id}`, DEMO.empresaChl)).statusCode).toBe(404);
    const byEmail = await get(`${TK}/ticket/findByEmail/${encodeURIComponent(per!.requester_email)}`, SUPPORT_EMAIL);
    expect(byEmail.json().map((x: { id: number }) => x.id)).toContain(per!.id);
    const before = ctx.app.mailer.outbox.length;
    const res = await multi(`${TK}/ticket/${per!.id}/messages`, SUPPORT_EMAIL, [
      { field: 'respuesta', json: { body: 'Revisamos tu caso en Lima.' } },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.messages.at(-1)).toMatchObject({ from_support: true, body: 'Revisamos tu caso en Lima.' });
    expect(ctx.app.mailer.outbox.slice(before).some((m) => m.to === per!.requester_email)).toBe(true);
    const assigned = await send('POST', `${TK}/ticket/${per!.id}/assign`, SUPPORT_EMAIL);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().assigned_name).toBeTruthy();
  });

  it('support answers with a file: the ticket opens, the requester is told in the bell and by e-mail', async () => {
    const before = ctx.app.mailer.outbox.length;
    const res = await multi(`${TK}/ticket/${id}/messages`, SUPPORT_EMAIL, [
      { field: 'respuesta', json: { body: 'Enviamos al técnico de climatización.' } },
      { field: 'files', name: 'orden.pdf', content: pdfBytes() },
    ]);
    expect(res.statusCode).toBe(201);
    const d = res.json().data;
    expect(d.status).toBe('open');
    expect(d.messages.at(-1)).toMatchObject({ from_support: true, body: 'Enviamos al técnico de climatización.' });
    expect(d.messages.at(-1).files[0].name).toBe('orden.pdf');
    const [u] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, DEMO.localChl));
    const notes = await ctx.database.db.select().from(t.notifications).where(eq(t.notifications.user_id, u!.id));
    expect(notes.some((x) => x.title === M.notifTitle && x.action_url === `centro-de-ayuda?ticket=${id}`)).toBe(true);
    const mail = ctx.app.mailer.outbox.slice(before).find((m) => m.to === DEMO.localChl);
    expect(mail?.subject).toBe(M.mailSubject(id));
    expect(mail?.text).toContain(`/chl/shopping/centro-de-ayuda?ticket=${id}`);
  });

  it('answers: empty 400, another client 404, no session 401; nothing written', async () => {
    const before = await snapshot();
    expect((await multi(`${TK}/ticket/${id}/messages`, DEMO.localChl, [{ field: 'respuesta', json: { body: '' } }])).statusCode).toBe(400);
    expect((await multi(`${TK}/ticket/${id}/messages`, DEMO.empresaPer, [{ field: 'respuesta', json: { body: 'Hola' } }])).statusCode).toBe(
      404,
    );
    expect((await multi(`${TK}/ticket/${id}/messages`, DEMO.marcaChl, [{ field: 'respuesta', json: { body: 'Hola' } }])).statusCode).toBe(
      404,
    );
    expect((await multi(`${TK}/ticket/${id}/messages`, DEMO.finanzas, [{ field: 'respuesta', json: { body: 'Hola' } }])).statusCode).toBe(
      404,
    );
    expect((await multi(`${TK}/ticket/${id}/messages`, undefined, [{ field: 'respuesta', json: { body: 'Hola' } }])).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('assigns to oneself; moves along the flow; a tenant reply reopens a solved ticket; 409 off the flow; closed is final', async () => {
    const assigned = await send('POST', `${TK}/ticket/${id}/assign`, SUPPORT_EMAIL);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().assigned_name).toMatch(/\S/);
    expect((await send('POST', `${TK}/ticket/${id}/assign`, DEMO.localChl)).statusCode).toBe(403);
    expect((await send('PATCH', `${TK}/ticket/${id}/status`, SUPPORT_EMAIL, { status: 'new' })).statusCode).toBe(409);
    expect((await send('PATCH', `${TK}/ticket/${id}/status`, SUPPORT_EMAIL, { status: 'closed' })).statusCode).toBe(409);
    expect((await send('PATCH', `${TK}/ticket/${id}/status`, SUPPORT_EMAIL, { status: 'bogus' })).statusCode).toBe(400);
    for (const who of [DEMO.localChl, DEMO.empresaChl, DEMO.finanzas])
      expect((await send('PATCH', `${TK}/ticket/${id}/status`, who, { status: 'solved' })).statusCode).toBe(403);
    expect((await send('PATCH', `${TK}/ticket/${id}/status`, undefined, { status: 'solved' })).statusCode).toBe(401);
    const solved = await send('PATCH', `${TK}/ticket/${id}/status`, SUPPORT_EMAIL, { status: 'solved' });
    expect(solved.json()).toMatchObject({ status: 'solved', status_label: 'Resuelto' });
    const reply = await multi(`${TK}/ticket/${id}/messages`, DEMO.localChl, [
      { field: 'respuesta', json: { body: 'Sigue haciendo calor.' } },
    ]);
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data.status).toBe('open');
    await send('PATCH', `${TK}/ticket/${id}/status`, SUPPORT_EMAIL, { status: 'solved' });
    expect((await send('PATCH', `${TK}/ticket/${id}/status`, SUPPORT_EMAIL, { status: 'closed' })).json().status).toBe('closed');
    expect((await send('PATCH', `${TK}/ticket/${id}/status`, SUPPORT_EMAIL, { status: 'open' })).statusCode).toBe(409);
    const late = await multi(`${TK}/ticket/${id}/messages`, DEMO.localChl, [{ field: 'respuesta', json: { body: 'Hola' } }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.closed);
  });

  it('seeds demo tickets in several statuses with answers for Chile and Peru', async () => {
    const chl = (await get(`${TK}/ticket/findByEmail/${DEMO.empresaChl}`, DEMO.empresaChl)).json() as { status: string }[];
    expect(new Set(chl.map((x) => x.status)).size).toBeGreaterThanOrEqual(3);
    const per = (await get(`${TK}/ticket/findByEmail/${DEMO.empresaPer}`, DEMO.empresaPer)).json() as { id: number }[];
    expect(per.length).toBeGreaterThanOrEqual(2);
    const detail = (await get(`${TK}/ticket/${per[0]!.id}`, DEMO.empresaPer)).json();
    expect(detail.messages.some((m: { from_support: boolean }) => m.from_support)).toBe(true);
  });
});

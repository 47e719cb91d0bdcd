import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, like } from 'drizzle-orm';
import { WORK_REQUEST_MSG as M } from '@vitrina/domain/work-requests/work-requests.messages';
import { slotsFor, type WorkRequestTypeId } from '@vitrina/domain/work-requests/work-requests.rules';
import { createTestApp, DEMO, testClock, type TestContext } from '../../test/harness';
import { multipartBody, pdfBytes, pngBytes } from '../../test/multipart';
import { requestsAs } from '../../test/requests';
import * as t from '../../db/schema/index';

let ctx: TestContext;
const tok: Record<string, string> = {};
const BASE = '/api/fo/work-requests';
const OPS = 'int_operaciones@vitrina.test';
const SEG = 'int_seguridad@vitrina.test';
const PREV = 'int_prevencion@vitrina.test';
const MANT = 'int_mantencion@vitrina.test';
const ARQ = 'int_arquitectura@vitrina.test';
/** Tuesday 24 November 2026, 10:00 in Santiago */
const TUESDAY = '2026-11-24T13:00:00Z';
let andes = '';
let contract = '';
let space = '';
let perContract = '';
const workersA: string[] = [];
let workerPer = '';

beforeAll(async () => {
  ctx = await createTestApp({ clock: testClock(TUESDAY) });
  const db = ctx.database.db;
  for (const u of [DEMO.empresaChl, DEMO.localChl, DEMO.empresaPer, DEMO.finanzas, OPS, SEG, PREV, MANT, ARQ]) tok[u] = await ctx.login(u);
  const b = await req('GET', `${BASE}/buildings`, DEMO.empresaChl);
  expect(b.statusCode).toBe(200);
  const s = b.json()[0].spaces[0];
  contract = s.contract_id;
  space = s.space_id;
  andes = s.client_id;
  // Peru's switch is off (its stores are not offered): another client's contract straight from the database
  const [per] = await db.select().from(t.contracts).where(like(t.contracts.client_id, 'PER%')).limit(1);
  perContract = per!.id;
  const perClient = per!.client_id;
  const now = new Date(TUESDAY);
  const mk = (client: string, n: string, skills = ['corte_y_soldadura']) => ({
    client_id: client,
    country_id: client.slice(0, 3),
    document_type: 'rut',
    document_number: n,
    names: `Trabajador ${n}`,
    parental_surname: 'Pérez',
    date_of_birth: '1990-01-01',
    nationality: 'CL',
    gender: 'Masculino',
    mutual: 'ACHS',
    skills,
    created_at: now,
    updated_at: now,
  });
  const rows = await db
    .insert(t.workers)
    .values([mk(andes, '20111222-1'), mk(andes, '20111333-2', ['normal_general']), mk(perClient, '20111444-3')])
    .returning();
  workersA.push(rows[0]!.id, rows[1]!.id);
  workerPer = rows[2]!.id;
}, 300_000);
afterAll(async () => {
  await ctx?.close();
});

const req = requestsAs(() => ctx, tok);

/** Uploads a work document as `who` (to its first client) and answers its uuid. */
async function upload(who = DEMO.empresaChl, name = 'doc.pdf', content = pdfBytes()) {
  const m = multipartBody([{ name, content, field: 'files', type: 'application/octet-stream' }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/fo/files/?kind=work-document`,
    headers: { ...ctx.auth(tok[who]!), ...m.headers },
    payload: m.payload,
  });
  return res;
}
async function docs(type: WorkRequestTypeId, who = DEMO.empresaChl) {
  const out: { doc_type: string; uuid: string }[] = [];
  for (const s of slotsFor(type)) out.push({ doc_type: s.doc_type, uuid: (await upload(who)).json().data.data[0].ID });
  return out;
}
const sending = async (type: WorkRequestTypeId, over: object = {}) => ({
  type_id: type,
  contract_id: contract,
  space_id: space,
  status: 'pending',
  clase: 'pintura_carpinteria',
  place: 'Bodega del local, muro norte',
  description: 'Pintura y reparación de muros',
  start_date: '2026-11-27',
  end_date: '2026-11-28',
  start_time: type === 'corte_y_soldadura' ? '22:00' : '09:00',
  end_time: type === 'corte_y_soldadura' ? '05:30' : '18:00',
  hours: '',
  contact_name: 'Ana Soto',
  contact_phone: '912345678',
  files: await docs(type),
  workers: [workersA[0]],
  accept_conditions: true,
  ...over,
});
const countRequests = async () => Number((await ctx.database.db.select({ n: count() }).from(t.workRequests))[0]!.n);

describe('types and stores', () => {
  it('answers the types with worker_docs and the slots', async () => {
    const res = await req('GET', `${BASE}/types`, DEMO.localChl);
    expect(res.statusCode).toBe(200);
    const cut = res.json().find((x: { id: string }) => x.id === 'corte_y_soldadura');
    expect(cut.worker_docs).toEqual([{ id: 'cdt' }, { id: 'dni_f' }, { id: 'dni_r' }]);
    expect(cut.doc_slots).toHaveLength(10);
    expect((await req('GET', `${BASE}/types`)).statusCode).toBe(401);
  });
  it('answers the stores of tenants who hold manage:Workers; 403 to a store chief (it cannot pick workers) and to staff', async () => {
    expect((await req('GET', `${BASE}/buildings`, DEMO.empresaChl)).json()[0].spaces.length).toBeGreaterThan(0);
    expect((await req('GET', `${BASE}/buildings`, DEMO.localChl)).statusCode).toBe(403);
    const before = await countRequests();
    const chief = await req('POST', BASE, DEMO.localChl, await sending('trabajo_normal', { status: 'draft' }));
    expect(chief.statusCode).toBe(403);
    expect(await countRequests()).toBe(before);
    expect((await req('GET', `${BASE}/buildings`, OPS)).statusCode).toBe(403);
    expect((await req('GET', `${BASE}/buildings`)).statusCode).toBe(401);
  });
});

describe('drafts and sending', () => {
  let draftId = 0;
  it('saves a draft that can be resumed, then sends it', async () => {
    const res = await req('POST', BASE, DEMO.empresaChl, {
      type_id: 'trabajo_normal',
      contract_id: contract,
      status: 'draft',
      place: 'Bodega',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(M.draftSaved);
    draftId = res.json().data.id;
    expect(res.json().data.status).toBe('draft');
    expect(res.json().data.approvals.map((a: { status: string }) => a.status)).toEqual(['initial', 'initial', 'initial']);
    const list = await req('GET', `${BASE}/?status=draft`, DEMO.empresaChl);
    expect(list.json().content.map((w: { id: number }) => w.id)).toContain(draftId);
    const resumed = await req('GET', `${BASE}/${draftId}`, DEMO.empresaChl);
    expect(resumed.json().place).toBe('Bodega');
    // an approver does not read a tenant's unsent draft, nor its documents
    expect((await req('GET', `${BASE}/${draftId}`, OPS)).statusCode).toBe(404);
    expect((await req('GET', `${BASE}/${res.json().data.uuid}/files`, OPS)).statusCode).toBe(404);
    const sent = await req('PUT', `${BASE}/${draftId}`, DEMO.empresaChl, await sending('trabajo_normal'));
    expect((await req('GET', `${BASE}/${draftId}`, OPS)).statusCode).toBe(200);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.status).toBe('pending');
    expect(sent.json().data.hours).toBe('09:00');
    expect(sent.json().data.approvals.map((a: { role_id: string; status: string }) => `${a.role_id}:${a.status}`)).toEqual([
      'INT_OPERACIONES:pending',
      'INT_SEGURIDAD:pending',
      'INT_PREVENCION:pending',
    ]);
    // a sent request is no longer a draft
    expect((await req('PUT', `${BASE}/${draftId}`, DEMO.empresaChl, await sending('trabajo_normal'))).statusCode).toBe(409);
  });

  it('refuses bad input with the spec message and writes nothing', async () => {
    const before = await countRequests();
    for (const [over, message] of [
      [{ place: 'corto' }, M.place],
      [{ description: 'corta' }, M.description],
      [{ contact_phone: '12ab567' }, M.phoneDigits],
      [{ contact_phone: '123456' }, M.phoneLength],
      [{ workers: [] }, M.workers],
      [{ accept_conditions: false }, M.declaration],
      [{ files: [] }, M.slotMissing('Carta de presentación')],
    ] as const) {
      const res = await req('POST', BASE, DEMO.empresaChl, await sending('trabajo_normal', over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.body).toContain(message);
    }
    const night = await req('POST', BASE, DEMO.empresaChl, await sending('corte_y_soldadura', { start_time: '20:00' }));
    expect(night.body).toContain(M.nightTime);
    const long = await req('POST', BASE, DEMO.empresaChl, await sending('corte_y_soldadura', { start_time: '21:00', end_time: '21:00' }));
    expect(long.body).toContain(M.shiftOrder);
    // cutting and welding takes only workers of that class (a normal-work worker is refused, even in a draft)
    for (const status of ['pending', 'draft']) {
      const normal = await req(
        'POST',
        BASE,
        DEMO.empresaChl,
        await sending('corte_y_soldadura', { status, workers: [workersA[0], workersA[1]] }),
      );
      expect(normal.statusCode).toBe(400);
      expect(normal.json().message).toBe('Trabajador 20111333-2 Pérez no es de la clase Corte y soldadura');
    }
    expect(await countRequests()).toBe(before);
    // normal work takes a worker of any class
    const normalWork = await req(
      'POST',
      BASE,
      DEMO.empresaChl,
      await sending('trabajo_normal', { status: 'draft', workers: [workersA[1]] }),
    );
    expect(normalWork.statusCode).toBe(201);
  });

  it('enforces the notice in the mall time zone from the server clock', async () => {
    const before = await countRequests();
    const soon = await req(
      'POST',
      BASE,
      DEMO.empresaChl,
      await sending('trabajo_normal', { start_date: '2026-11-26', start_time: '09:00' }),
    );
    expect(soon.statusCode).toBe(400);
    expect(soon.json().message).toBe(M.notice);
    const body = await sending('trabajo_normal');
    ctx.clock.set('2026-11-24T20:30:00Z'); // 17:30 in Santiago
    try {
      tok[DEMO.empresaChl] = await ctx.login(DEMO.empresaChl);
      const late = await req('POST', BASE, DEMO.empresaChl, body);
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(M.weekdayHours);
    } finally {
      ctx.clock.set(TUESDAY);
      tok[DEMO.empresaChl] = await ctx.login(DEMO.empresaChl);
    }
    expect(await countRequests()).toBe(before);
  });

  it("refuses another client's store, worker and document (404), staff (403), no session (401)", async () => {
    const before = await countRequests();
    expect(
      (await req('POST', BASE, DEMO.empresaChl, await sending('trabajo_normal', { contract_id: perContract, space_id: undefined })))
        .statusCode,
    ).toBe(404);
    expect((await req('POST', BASE, DEMO.empresaChl, await sending('trabajo_normal', { workers: [workerPer] }))).statusCode).toBe(404);
    const perFile = (await upload(DEMO.empresaPer)).json().data.data[0].ID;
    const files = (await docs('trabajo_normal')).map((f, i) => (i === 0 ? { ...f, uuid: perFile } : f));
    expect((await req('POST', BASE, DEMO.empresaChl, await sending('trabajo_normal', { files }))).statusCode).toBe(404);
    expect((await req('POST', BASE, OPS, await sending('trabajo_normal'))).statusCode).toBe(403);
    expect((await req('POST', BASE, DEMO.finanzas, await sending('trabajo_normal'))).statusCode).toBe(403);
    expect((await req('POST', BASE, undefined, await sending('trabajo_normal'))).statusCode).toBe(401);
    // a document already in a request is not taken again
    const first = await req('POST', BASE, DEMO.empresaChl, await sending('trabajo_normal'));
    expect(first.statusCode).toBe(201);
    const again = await req(
      'POST',
      BASE,
      DEMO.empresaChl,
      await sending('trabajo_normal', {
        files: (await req('GET', `${BASE}/${first.json().data.id}`, DEMO.empresaChl))
          .json()
          .files.map((f: { uuid: string; doc_type: string }) => ({ uuid: f.uuid, doc_type: f.doc_type })),
      }),
    );
    expect(again.statusCode).toBe(404);
    expect(await countRequests()).toBe(before + 1);
  });

  it('refuses a document that is not a JPEG/PNG/PDF by its bytes', async () => {
    const fake = await upload(DEMO.empresaChl, 'virus.pdf', Buffer.from('MZ not a pdf at all'));
    expect(fake.statusCode).toBeGreaterThanOrEqual(400);
    const gif = await upload(DEMO.empresaChl, 'a.gif', pngBytes());
    expect(gif.statusCode).toBe(415);
    expect((await upload(DEMO.empresaChl, 'a.png', pngBytes())).statusCode).toBe(200);
  });
});

describe('reading', () => {
  let id = 0;
  let uuid = '';
  beforeAll(async () => {
    const res = await req('POST', BASE, DEMO.empresaChl, await sending('trabajo_normal'));
    id = res.json().data.id;
    uuid = res.json().data.uuid;
  });
  it('lists with filters and server paging, 5 per page', async () => {
    const all = await req('GET', `${BASE}/?page=1`, DEMO.empresaChl);
    expect(all.statusCode).toBe(200);
    expect(all.json().content.length).toBeLessThanOrEqual(5);
    expect((await req('GET', `${BASE}/?number=${id}`, DEMO.empresaChl)).json().content.map((w: { id: number }) => w.id)).toEqual([id]);
    expect((await req('GET', `${BASE}/?type=corte_y_soldadura&number=${id}`, DEMO.empresaChl)).json().total_elements).toBe(0);
    expect(
      (await req('GET', `${BASE}/?clients=${andes}&date_from=2026-11-24&date_to=2026-11-24&number=${id}`, DEMO.empresaChl)).json()
        .total_elements,
    ).toBe(1);
    expect((await req('GET', `${BASE}/?clients=${andes}`, DEMO.empresaPer)).statusCode).toBe(404);
    // Peru's switch is off: its users find no work requests at all
    expect((await req('GET', `${BASE}/?number=${id}`, DEMO.empresaPer)).statusCode).toBe(404);
    expect((await req('GET', `${BASE}/types`, DEMO.empresaPer)).statusCode).toBe(404);
    expect((await req('GET', `${BASE}/?status=nope`, DEMO.empresaChl)).statusCode).toBe(400);
    expect((await req('GET', `${BASE}/`, OPS)).statusCode).toBe(403);
  });
  it('shows one request to its client and the approvers of its country, 404 to others', async () => {
    expect((await req('GET', `${BASE}/${id}`, DEMO.empresaChl)).statusCode).toBe(200);
    expect((await req('GET', `${BASE}/${id}`, OPS)).statusCode).toBe(200);
    expect((await req('GET', `${BASE}/${id}`, DEMO.empresaPer)).statusCode).toBe(404);
    expect((await req('GET', `${BASE}/${id}`, DEMO.finanzas)).statusCode).toBe(404);
    expect((await req('GET', `${BASE}/${id}`)).statusCode).toBe(401);
  });
  it('answers the documents with signed links that download', async () => {
    const res = await req('GET', `${BASE}/${uuid}/files`, DEMO.empresaChl);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(5);
    expect(res.json()[0].doc_type_name).toBeTruthy();
    const url = new URL(res.json()[0].url);
    expect((await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(200);
    const approver = await req('GET', `${BASE}/${uuid}/files`, SEG);
    expect(approver.json()).toHaveLength(5);
    expect((await req('GET', `${BASE}/${uuid}/files`, DEMO.empresaPer)).statusCode).toBe(404);
    expect((await req('GET', `${BASE}/not-a-uuid/files`, DEMO.empresaChl)).statusCode).toBe(400);
  });
});

describe('approvals', () => {
  it('approves when every step approves; each role acts only on its step; the requester is told', async () => {
    const res = await req('POST', BASE, DEMO.empresaChl, await sending('trabajo_normal'));
    const id = res.json().data.id;
    const queue = await req('GET', `${BASE}/approvals`, OPS);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().content.map((w: { id: number }) => w.id)).toContain(id);
    expect((await req('GET', `${BASE}/approvals`, DEMO.empresaChl)).statusCode).toBe(403);
    // a contractor cannot approve; a role without a step in this type cannot either
    expect((await req('POST', `${BASE}/${id}/approve`, DEMO.empresaChl, {})).statusCode).toBe(403);
    expect((await req('POST', `${BASE}/${id}/approve`, MANT, {})).statusCode).toBe(403);
    expect((await req('POST', `${BASE}/${id}/approve`, DEMO.finanzas, {})).statusCode).toBe(403);
    expect((await req('POST', `${BASE}/999999/approve`, OPS, {})).statusCode).toBe(404);
    const owner = (await ctx.database.db.select().from(t.users).where(eq(t.users.email, DEMO.empresaChl)))[0]!;
    const bells = async () =>
      Number((await ctx.database.db.select({ n: count() }).from(t.notifications).where(eq(t.notifications.user_id, owner.id)))[0]!.n);
    const bellsBefore = await bells();
    const mailsBefore = ctx.app.mailer.outbox.length;
    const a1 = await req('POST', `${BASE}/${id}/approve`, OPS, { comment: 'Ok operaciones' });
    expect(a1.statusCode).toBe(200);
    expect(a1.json().data.status).toBe('pending');
    expect(await bells()).toBe(bellsBefore + 1);
    expect(ctx.app.mailer.outbox.slice(mailsBefore).some((m) => m.to === DEMO.empresaChl && m.subject.includes(`N° ${id}`))).toBe(true);
    // the step is done: again is a conflict, and it left the role's queue
    expect((await req('POST', `${BASE}/${id}/approve`, OPS, {})).statusCode).toBe(409);
    expect((await req('GET', `${BASE}/approvals`, OPS)).json().content.map((w: { id: number }) => w.id)).not.toContain(id);
    expect((await req('POST', `${BASE}/${id}/approve`, SEG, {})).json().data.status).toBe('pending');
    const last = await req('POST', `${BASE}/${id}/approve`, PREV, {});
    expect(last.json().data.status).toBe('approved');
    expect(last.json().data.approvals.every((a: { status: string; approval_at: string }) => a.status === 'approved' && a.approval_at)).toBe(
      true,
    );
    expect(await bells()).toBe(bellsBefore + 3);
  });

  it('rejects when one step rejects (a comment is required); later moves are conflicts', async () => {
    const id = (await req('POST', BASE, DEMO.empresaChl, await sending('corte_y_soldadura'))).json().data.id;
    expect((await req('POST', `${BASE}/${id}/reject`, SEG, {})).statusCode).toBe(400);
    const r = await req('POST', `${BASE}/${id}/reject`, SEG, { comment: 'Falta el extintor' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.status).toBe('rejected');
    expect(r.json().data.approvals.find((a: { role_id: string }) => a.role_id === 'INT_SEGURIDAD').comment).toBe('Falta el extintor');
    expect((await req('POST', `${BASE}/${id}/approve`, OPS, {})).statusCode).toBe(409);
    const audit = await ctx.database.db
      .select()
      .from(t.auditLog)
      .where(
        and(eq(t.auditLog.entity, 'work_request'), eq(t.auditLog.entity_id, String(id)), eq(t.auditLog.action, 'work_request.reject')),
      );
    expect(audit).toHaveLength(1);
  });

  it('refers a step to another area with a comment; the referred step no longer decides', async () => {
    const id = (await req('POST', BASE, DEMO.empresaChl, await sending('trabajo_normal'))).json().data.id;
    expect((await req('POST', `${BASE}/${id}/refer`, OPS, { comment: 'Que lo vea mantención' })).statusCode).toBe(400);
    expect((await req('POST', `${BASE}/${id}/refer`, OPS, { comment: 'x', to_role: 'INT_OPERACIONES' })).statusCode).toBe(400);
    const ref = await req('POST', `${BASE}/${id}/refer`, OPS, { comment: 'Que lo vea mantención', to_role: 'INT_MANTENCION' });
    expect(ref.statusCode).toBe(200);
    const steps = ref.json().data.approvals.map((a: { role_id: string; status: string }) => `${a.role_id}:${a.status}`);
    expect(steps).toEqual(['INT_OPERACIONES:referred', 'INT_SEGURIDAD:pending', 'INT_PREVENCION:pending', 'INT_MANTENCION:pending']);
    for (const who of [SEG, PREV]) await req('POST', `${BASE}/${id}/approve`, who, {});
    expect((await req('POST', `${BASE}/${id}/approve`, MANT, {})).json().data.status).toBe('approved');
  });

  it("tells the approvers of the request's country (bell and e-mail) when it reaches their queue: on sending and on a referral", async () => {
    const db = ctx.database.db;
    const idOf = async (email: string) => (await db.select().from(t.users).where(eq(t.users.email, email)))[0]!.id;
    // an operations approver of Peru and a disabled one of Chile are never told of a Chilean request
    const [peru, off] = await db
      .insert(t.users)
      .values([
        { email: 'ops.peru@vitrina.test', nombres: 'Ops', apellidos: 'Perú', country_id: 'PER', status: 'Ok', corporativo: true },
        { email: 'ops.off@vitrina.test', nombres: 'Ops', apellidos: 'Baja', country_id: 'CHL', status: 'Deshabilitado', corporativo: true },
      ])
      .returning();
    await db.insert(t.userRoles).values([
      { user_id: peru!.id, role_id: 'INT_OPERACIONES' },
      { user_id: off!.id, role_id: 'INT_OPERACIONES' },
    ]);
    const who: Record<string, string> = {
      [OPS]: await idOf(OPS),
      [SEG]: await idOf(SEG),
      [PREV]: await idOf(PREV),
      [MANT]: await idOf(MANT),
      [ARQ]: await idOf(ARQ),
    };
    const told = async (userId: string, id: number) =>
      (await db.select().from(t.notifications).where(eq(t.notifications.user_id, userId))).filter((n) =>
        n.title.includes(`N° ${id} por revisar`),
      );
    const mailed = (to: string, id: number, from: number) =>
      ctx.app.mailer.outbox.slice(from).filter((m) => m.to === to && m.subject.includes(`N° ${id} por revisar`));

    // a draft reaches nobody's queue
    const mails0 = ctx.app.mailer.outbox.length;
    const draft = await req('POST', BASE, DEMO.empresaChl, { type_id: 'trabajo_normal', contract_id: contract, status: 'draft' });
    const id = draft.json().data.id as number;
    for (const u of Object.values(who)) expect(await told(u, id)).toHaveLength(0);
    expect(ctx.app.mailer.outbox.slice(mails0).filter((m) => m.subject.includes('por revisar'))).toHaveLength(0);

    // sent: the three steps of normal work wait, each role's holders are told once, with a link to their queue
    const sent = await req('PUT', `${BASE}/${id}`, DEMO.empresaChl, await sending('trabajo_normal'));
    expect(sent.statusCode).toBe(200);
    for (const u of [OPS, SEG, PREV]) {
      const bell = await told(who[u]!, id);
      expect(bell).toHaveLength(1);
      expect(bell[0]!.action_url).toBe('/chl/shopping/consola/solicitudes-trabajo');
      expect(mailed(u, id, mails0)).toHaveLength(1);
    }
    for (const u of [MANT, ARQ]) {
      expect(await told(who[u]!, id)).toHaveLength(0);
      expect(mailed(u, id, mails0)).toHaveLength(0);
    }
    expect(await told(peru!.id, id)).toHaveLength(0);
    expect(await told(off!.id, id)).toHaveLength(0);
    expect(mailed('ops.peru@vitrina.test', id, mails0)).toHaveLength(0);

    // an approval adds no step to anyone's queue (the steps run side by side): nobody is told again
    const mails1 = ctx.app.mailer.outbox.length;
    expect((await req('POST', `${BASE}/${id}/approve`, OPS, {})).statusCode).toBe(200);
    for (const u of [OPS, SEG, PREV]) expect(await told(who[u]!, id)).toHaveLength(1);
    expect(ctx.app.mailer.outbox.slice(mails1).filter((m) => m.subject.includes('por revisar'))).toHaveLength(0);

    // a referral to maintenance puts the request in its queue: maintenance is told, nobody else
    const ref = await req('POST', `${BASE}/${id}/refer`, SEG, { comment: 'Que lo vea mantención', to_role: 'INT_MANTENCION' });
    expect(ref.statusCode).toBe(200);
    const bell = await told(who[MANT]!, id);
    expect(bell).toHaveLength(1);
    expect(bell[0]!.body).toContain('Mantención');
    expect(mailed(MANT, id, mails1)).toHaveLength(1);
    expect(await told(who[ARQ]!, id)).toHaveLength(0);
    expect(await told(who[PREV]!, id)).toHaveLength(1);
  });

  it('keeps drafts out of the queues and off the approvers', async () => {
    const id = (await req('POST', BASE, DEMO.empresaChl, { type_id: 'trabajo_normal', contract_id: contract, status: 'draft' })).json().data
      .id;
    expect((await req('POST', `${BASE}/${id}/approve`, OPS, {})).statusCode).toBe(404);
    expect((await req('GET', `${BASE}/approvals`, OPS)).json().content.map((w: { id: number }) => w.id)).not.toContain(id);
  });
});

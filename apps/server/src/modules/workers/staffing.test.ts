import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, ne } from 'drizzle-orm';
import { COMPLIANCE_MSG as C, STAFFING_MSG as S } from '@vitrina/domain/workers/workers.messages';
import { STAFFING_MAX_WORKERS, makeRut, workRequestsParamId } from '@vitrina/domain/workers/workers.rules';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { multipartBody, pdfBytes } from '../../test/multipart';
import { requestsAs } from '../../test/requests';
import * as t from '../../db/schema/index';
import { CLIENT, ANDES, OPERACIONES, REFUSED, USERS } from './workers.test-setup';

let ctx: TestContext;
const tok: Record<string, string> = {};
const BASE = '/api/fo/workers';

beforeAll(
  async () => {
    ctx = await createTestApp();
    for (const u of USERS) tok[u] = await ctx.login(u);
  },
  120_000 * Number(process.env.VITEST_SLOW ?? 1),
);
afterAll(async () => {
  await ctx?.close();
});

const req = requestsAs(() => ctx, tok);

/** Uploads one work document as Andes' administrator; answers its id. */
async function upload() {
  const m = multipartBody([{ name: 'f30.pdf', content: pdfBytes(), type: 'application/pdf' }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/fo/files/?kind=work-document&company_id=${ANDES}`,
    headers: { ...ctx.auth(tok[DEMO.empresaChl]!), ...m.headers },
    payload: m.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.data[0].ID as string;
}

const assignment = async (number: string) =>
  (
    await ctx.database.db
      .select()
      .from(t.staffingAssignments)
      .where(and(eq(t.staffingAssignments.client_id, ANDES), eq(t.staffingAssignments.number, number)))
  )[0]!;
const docsOfAndes = async () =>
  (await ctx.database.db.select({ n: count() }).from(t.complianceDocuments).where(eq(t.complianceDocuments.client_id, ANDES)))[0]!.n;

describe('GET /api/fo/workers/staffing', () => {
  it("pages the client's assignments (5 by default) with labels, mall and worker count; searches by number and filters by type", async () => {
    const res = await req('GET', `${BASE}/staffing?client=${CLIENT}`, DEMO.empresaChl);
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toHaveLength(5);
    expect(res.json().total_elements).toBe(6);
    const one = await req('GET', `${BASE}/staffing?client=${CLIENT}&number=dot-0002`, DEMO.empresaChl);
    expect(one.json().content).toEqual([
      expect.objectContaining({
        number: 'DOT-0002',
        type: 'aseo',
        type_label: 'Aseo',
        status: 'activa',
        status_label: 'Activa',
        workers_count: 3,
      }),
    ]);
    expect(one.json().content[0].building_name).toBeTruthy();
    const security = await req('GET', `${BASE}/staffing?client=${CLIENT}&type=seguridad&size=20`, DEMO.empresaChl);
    expect(
      security
        .json()
        .content.map((s: { number: string }) => s.number)
        .sort(),
    ).toEqual(['DOT-0001', 'DOT-0006']);
  });

  it('400 on a bad query; 401; 404 another client; 403 without manage:Workers; staff 403', async () => {
    expect((await req('GET', `${BASE}/staffing?client=${CLIENT}&type=todos`, DEMO.empresaChl)).statusCode).toBe(400);
    expect((await req('GET', `${BASE}/staffing?client=${CLIENT}&number=${'9'.repeat(30)}`, DEMO.empresaChl)).statusCode).toBe(400);
    expect((await req('GET', `${BASE}/staffing?client=${CLIENT}`)).statusCode).toBe(401);
    expect((await req('GET', `${BASE}/staffing?client=${CLIENT}`, DEMO.empresaPer)).statusCode).toBe(404);
    expect((await req('GET', `${BASE}/staffing?client=${CLIENT}`, DEMO.marcaChl)).statusCode).toBe(403);
    expect((await req('GET', `${BASE}/staffing?client=${CLIENT}`, DEMO.finanzas)).statusCode).toBe(403);
    expect((await req('GET', `${BASE}/staffing?client=${CLIENT}`, OPERACIONES)).statusCode).toBe(403);
  });
});

describe('GET /api/fo/workers/staffing/{id} and POST …/confirm', () => {
  it('the details: the assignment with its workers and their badge', async () => {
    const a = await assignment('DOT-0002');
    const res = await req('GET', `${BASE}/staffing/${a.id}`, DEMO.empresaChl);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ number: 'DOT-0002', headcount: 6 });
    expect(d.workers).toHaveLength(3);
    expect(d.workers[0]).toEqual(
      expect.objectContaining({ full_name: expect.any(String), document_number: expect.any(String), badge: expect.any(String) }),
    );
  });

  it('confirms a received assignment once (recibida → activa, audited); 409 again and for a finished one, nothing changed', async () => {
    const a = await assignment('DOT-0003');
    expect(a.status).toBe('recibida');
    const res = await req('POST', `${BASE}/staffing/${a.id}/confirm`, DEMO.empresaChl);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: S.confirmed, data: { status: 'activa', status_label: 'Activa' } });
    expect((await assignment('DOT-0003')).status).toBe('activa');
    const audit = await ctx.database.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'staffing.confirm'), eq(t.auditLog.entity_id, String(a.id))));
    expect(audit).toHaveLength(1);
    const again = await req('POST', `${BASE}/staffing/${a.id}/confirm`, DEMO.empresaChl);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(S.statusConflict);
    const done = await assignment('DOT-0004');
    expect((await req('POST', `${BASE}/staffing/${done.id}/confirm`, DEMO.empresaChl)).statusCode).toBe(409);
    expect((await assignment('DOT-0004')).status).toBe('finalizada');
  });

  it('400 a bad id; 404 unknown; 401; 404 another client; 403 without the permission; staff 403; nothing changed', async () => {
    const a = await assignment('DOT-0005');
    expect((await req('GET', `${BASE}/staffing/abc`, DEMO.empresaChl)).statusCode).toBe(400);
    expect((await req('GET', `${BASE}/staffing/999999`, DEMO.empresaChl)).statusCode).toBe(404);
    for (const [who, status] of REFUSED) {
      expect((await req('GET', `${BASE}/staffing/${a.id}`, who)).statusCode).toBe(status);
      expect((await req('POST', `${BASE}/staffing/${a.id}/confirm`, who)).statusCode).toBe(status);
    }
    expect((await assignment('DOT-0005')).status).toBe('recibida');
  });
});

describe('PUT /api/fo/workers/staffing/{id}/workers', () => {
  /** Andes' seeded workers by their names. */
  const andesWorker = async (names: string) =>
    (
      await ctx.database.db
        .select()
        .from(t.workers)
        .where(and(eq(t.workers.client_id, ANDES), eq(t.workers.names, names)))
    )[0]!.id;
  const workersOf = async (assignmentId: number) =>
    (
      await ctx.database.db
        .select({ id: t.staffingAssignmentWorkers.worker_id })
        .from(t.staffingAssignmentWorkers)
        .where(eq(t.staffingAssignmentWorkers.assignment_id, assignmentId))
    )
      .map((r) => r.id)
      .sort();
  const audits = async (assignmentId: number) =>
    (
      await ctx.database.db
        .select({ n: count() })
        .from(t.auditLog)
        .where(and(eq(t.auditLog.action, 'staffing.assign_workers'), eq(t.auditLog.entity_id, String(assignmentId))))
    )[0]!.n;
  /** PUT …/workers as Andes' administrator, or as `as.who` (undefined: no session). */
  const put = (id: number | string, workers: unknown, as: { who: string | undefined } = { who: DEMO.empresaChl }) =>
    req('PUT', `${BASE}/staffing/${id}/workers`, as.who, { workers });

  it("replaces a received assignment's workers (audited); the details show them; an active one too; an empty list empties it", async () => {
    // DOT-0006: seguridad, headcount 3, recibida, no workers
    const a = await assignment('DOT-0006');
    const juan = await andesWorker('Juan Carlos');
    const diego = await andesWorker('Diego');
    const res = await put(a.id, [juan, diego]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: S.workersAssigned, data: { number: 'DOT-0006', workers_count: 2, status: 'recibida' } });
    expect(await audits(a.id)).toBe(1);
    const details = (await req('GET', `${BASE}/staffing/${a.id}`, DEMO.empresaChl)).json().data;
    expect(details.workers.map((w: { full_name: string }) => w.full_name).sort()).toEqual([
      'Diego Reyes Castillo',
      'Juan Carlos Muñoz Rojas',
    ]);
    const listed = (await req('GET', `${BASE}/staffing?client=${CLIENT}&number=DOT-0006`, DEMO.empresaChl)).json().content[0];
    expect(listed.workers_count).toBe(2);

    // replaced, not added to
    expect((await put(a.id, [diego])).statusCode).toBe(200);
    expect(await workersOf(a.id)).toEqual([diego]);
    expect((await put(a.id, [])).statusCode).toBe(200);
    expect(await workersOf(a.id)).toEqual([]);
    expect(await audits(a.id)).toBe(3);

    // DOT-0001: seguridad, activa
    const active = await assignment('DOT-0001');
    expect(active.status).toBe('activa');
    const again = await put(active.id, [juan]);
    expect(again.statusCode).toBe(200);
    expect(await workersOf(active.id)).toEqual([juan]);
  });

  it("400 with its Spanish message and nothing written: another client's or an unknown worker, one without the skill, over the headcount, a list too long, not a uuid, repeated", async () => {
    const db = ctx.database.db;
    const a = await assignment('DOT-0006');
    const juan = await andesWorker('Juan Carlos');
    const diego = await andesWorker('Diego');
    expect((await put(a.id, [juan, diego])).statusCode).toBe(200);
    const [other] = await db
      .select({ id: t.clients.id, country_id: t.clients.country_id })
      .from(t.clients)
      .where(ne(t.clients.id, ANDES))
      .limit(1);
    const now = new Date();
    const [stranger] = await db
      .insert(t.workers)
      .values({
        client_id: other!.id,
        country_id: other!.country_id,
        document_type: 'rut',
        document_number: makeRut('31234567'),
        names: 'Otro',
        parental_surname: 'Cliente',
        date_of_birth: '1990-01-01',
        nationality: 'CHL',
        gender: 'masculino',
        mutual: 'ACHS',
        staffing_types: ['seguridad'],
        created_at: now,
        updated_at: now,
      })
      .returning({ id: t.workers.id });
    const maria = await andesWorker('María José');
    const four = [juan, diego, maria, await andesWorker('Pedro')];
    const before = await audits(a.id);
    for (const [workers, message] of [
      [[juan, stranger!.id], S.workerUnknown],
      [['00000000-0000-4000-8000-000000000000'], S.workerUnknown],
      [[maria], S.lacksSkill('María José González Pérez', 'Seguridad')],
      [four, S.overHeadcount(3)],
      [Array.from({ length: STAFFING_MAX_WORKERS + 1 }, () => randomUUID()), S.listTooLong(STAFFING_MAX_WORKERS)],
      [['abc'], S.workerUnknown],
      [[juan, juan], S.workerRepeated],
      [juan, ''],
      [undefined, ''],
    ] as const) {
      const res = await put(a.id, workers);
      expect(res.statusCode, String(JSON.stringify(workers)).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await workersOf(a.id)).toEqual([juan, diego].sort());
    expect(await audits(a.id)).toBe(before);
  });

  it('409 for a finished assignment, nothing written', async () => {
    const done = await assignment('DOT-0004');
    expect(done.status).toBe('finalizada');
    const beforeWorkers = await workersOf(done.id);
    const res = await put(done.id, [await andesWorker('Camila')]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(S.statusConflict);
    expect(await workersOf(done.id)).toEqual(beforeWorkers);
    expect(await audits(done.id)).toBe(0);
  });

  it('400 a bad id; 404 unknown; 401; 404 another client; 403 without manage:Workers; staff 403; nothing written', async () => {
    const a = await assignment('DOT-0005');
    const before = await workersOf(a.id);
    expect((await put('abc', [])).statusCode).toBe(400);
    expect((await put(999999, [])).statusCode).toBe(404);
    for (const [who, status] of REFUSED) {
      expect((await put(a.id, [], { who })).statusCode).toBe(status);
    }
    expect(await workersOf(a.id)).toEqual(before);
    expect(await audits(a.id)).toBe(0);
  });

  it('is in the OpenAPI document with its body', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = doc.paths['/api/fo/workers/staffing/{id}/workers']?.put;
    expect(op).toBeDefined();
    expect(op.requestBody).toBeDefined();
    expect(op.security).toEqual([{ bearer: [] }]);
  });
});

describe('/api/fo/workers/f30', () => {
  it("the cards from the seeded documents: F30 'Por expirar', F31 'No cargado'; the history with signed links", async () => {
    const res = await req('GET', `${BASE}/f30?client=${CLIENT}`, DEMO.empresaChl);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.cards).toEqual([
      expect.objectContaining({ kind: 'F30', state: 'Por expirar' }),
      { kind: 'F31', state: 'No cargado', start_date: null, end_date: null },
    ]);
    expect(body.total_elements).toBe(2);
    expect(body.content.map((d: { state: string }) => d.state).sort()).toEqual(['Por expirar', 'Vencido']);
    expect(body.content[0].url).toMatch(/\/api\/fo\/files\/download\?/);
  });

  it("stores an F31 for a period: 201, audited, the card becomes 'Vigente'", async () => {
    const before = await docsOfAndes();
    const file = await upload();
    // the test clock's today is 2026-11-22
    const later = '2027-06-30';
    const res = await req('POST', `${BASE}/f30`, DEMO.empresaChl, {
      client: CLIENT,
      kind: 'F31',
      start_date: '2026-11-01',
      end_date: later,
      file_id: file,
      declaration: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(C.uploaded);
    expect(await docsOfAndes()).toBe(before + 1);
    const audit = await ctx.database.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'compliance.upload'), eq(t.auditLog.entity_id, String(res.json().data.id))));
    expect(audit).toHaveLength(1);
    const cards = (await req('GET', `${BASE}/f30?client=${CLIENT}`, DEMO.empresaChl)).json().cards;
    expect(cards[1]).toMatchObject({ kind: 'F31', state: 'Vigente', end_date: later });
    // the same file again: 409, nothing written
    const again = await req('POST', `${BASE}/f30`, DEMO.empresaChl, {
      kind: 'F30',
      start_date: '2026-01-01',
      end_date: '2026-02-01',
      file_id: file,
      declaration: true,
    });
    expect(again.statusCode).toBe(409);
    expect(await docsOfAndes()).toBe(before + 1);
  });

  it.each([
    [{ start_date: '' }, C.startRequired],
    [{ end_date: '' }, C.endRequired],
    [{ end_date: '2026-01-01' }, C.endAfterStart],
    [{ end_date: '2025-12-01' }, C.endAfterStart],
    [{ declaration: false }, C.declaration],
    [{ kind: 'F29' }, ''],
    [{ file_id: '00000000-0000-4000-8000-000000000000' }, C.fileRequired],
  ])('400 %j → its Spanish message, nothing written', async (over, message) => {
    const before = await docsOfAndes();
    const file = await upload();
    const res = await req('POST', `${BASE}/f30`, DEMO.empresaChl, {
      kind: 'F30',
      start_date: '2026-01-01',
      end_date: '2026-03-31',
      file_id: file,
      declaration: true,
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await docsOfAndes()).toBe(before);
  });

  it('401; 404 another client (its file is not ours either); 403 without the permission; staff 403; nothing written', async () => {
    const before = await docsOfAndes();
    const file = await upload();
    const body = { client: CLIENT, kind: 'F30', start_date: '2026-01-01', end_date: '2026-03-31', file_id: file, declaration: true };
    for (const [who, status] of REFUSED) {
      expect((await req('POST', `${BASE}/f30`, who, body)).statusCode).toBe(status);
      expect((await req('GET', `${BASE}/f30?client=${CLIENT}`, who)).statusCode).toBe(status);
    }
    expect(await docsOfAndes()).toBe(before);
  });

  it('off for Chile: staffing and F30/F31 answer 404', async () => {
    const db = ctx.database.db;
    const a = await assignment('DOT-0006');
    await db
      .update(t.params)
      .set({ value: 'false' })
      .where(eq(t.params.id, workRequestsParamId('CHL')));
    try {
      expect((await req('GET', `${BASE}/staffing?client=${CLIENT}`, DEMO.empresaChl)).statusCode).toBe(404);
      expect((await req('GET', `${BASE}/staffing/${a.id}`, DEMO.empresaChl)).statusCode).toBe(404);
      expect((await req('POST', `${BASE}/staffing/${a.id}/confirm`, DEMO.empresaChl)).statusCode).toBe(404);
      expect((await req('PUT', `${BASE}/staffing/${a.id}/workers`, DEMO.empresaChl, { workers: [] })).statusCode).toBe(404);
      expect((await req('GET', `${BASE}/f30?client=${CLIENT}`, DEMO.empresaChl)).statusCode).toBe(404);
      expect((await assignment('DOT-0006')).status).toBe('recibida');
    } finally {
      await db
        .update(t.params)
        .set({ value: 'true' })
        .where(eq(t.params.id, workRequestsParamId('CHL')));
    }
  });
});

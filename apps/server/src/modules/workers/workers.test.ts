import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { WORKER_MSG as M } from '@vitrina/domain/workers/workers.messages';
import { makeRut, workRequestsParamId } from '@vitrina/domain/workers/workers.rules';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { multipartBody, pdfBytes } from '../../test/multipart';
import { requestsAs } from '../../test/requests';
import * as t from '../../db/schema/index';
import { TAX, CLIENT, ANDES, OPERACIONES, USERS } from './workers.test-setup';

let ctx: TestContext;
const tok: Record<string, string> = {};
const BASE = '/api/fo/workers';

beforeAll(async () => {
  ctx = await createTestApp();
  for (const u of USERS) tok[u] = await ctx.login(u);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const req = requestsAs(() => ctx, tok);

/** Uploads work documents as Andes' administrator; answers their ids. */
async function upload(n: number, who = DEMO.empresaChl, company = ANDES) {
  const m = multipartBody(Array.from({ length: n }, (_, i) => ({ name: `doc${i}.pdf`, content: pdfBytes(), type: 'application/pdf' })));
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/fo/files/?kind=work-document&company_id=${company}`,
    headers: { ...ctx.auth(tok[who]!), ...m.headers },
    payload: m.payload,
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data.data as { ID: string }[]).map((f) => f.ID);
}

async function docs() {
  const [f, r, c] = await upload(3);
  return [
    { uuid: f!, doc_type: 'dni_f' },
    { uuid: r!, doc_type: 'dni_r' },
    { uuid: c!, doc_type: 'cdt' },
  ];
}

let rutSeq = 21_000_000;
const payload = async (over: Record<string, unknown> = {}) => ({
  client_country_id: 'CHL',
  client_tax_id: TAX,
  document_type: 'rut',
  document_number: makeRut(String(rutSeq++)),
  names: 'Ana María',
  parental_surname: 'Núñez',
  maternal_surname: 'Paz',
  date_of_birth: '1990-06-15',
  nationality: 'CHL',
  gender: 'femenino',
  mutual: 'ACHS',
  address_division_id: '13101',
  address: 'Av. Providencia 1234, depto. 5-B',
  skills: ['pintura_carpinteria'],
  staffing_types: ['aseo'],
  files: await docs(),
  ...over,
});

const workersOfAndes = async () =>
  (await ctx.database.db.select({ n: count() }).from(t.workers).where(eq(t.workers.client_id, ANDES)))[0]!.n;

describe('POST /api/fo/workers', () => {
  it('registers a worker with its documents: 201, formatted as read, badge Completa, status OK', async () => {
    const body = await payload({ document_number: '12.345.678-5' });
    const res = await req('POST', `${BASE}/`, DEMO.empresaChl, body);
    expect(res.statusCode).toBe(201);
    const w = res.json().data;
    expect(w).toMatchObject({
      document_number: '12345678-5',
      names: 'Ana María',
      skills: [{ id: 'pintura_carpinteria', name: 'Pintura y carpintería' }],
      staffing_types: [{ id: 'aseo', name: 'Aseo' }],
      status: { status: 'OK' },
      badge: { label: 'Completa', missing: [] },
    });
    expect(w.files).toHaveLength(3);
    const audit = await ctx.database.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'worker.create'), eq(t.auditLog.entity_id, w.uuid)));
    expect(audit).toHaveLength(1);
  });

  it('409 for a second worker with the same RUT in the client (any shape of the RUT)', async () => {
    const before = await workersOfAndes();
    const res = await req('POST', `${BASE}/`, DEMO.empresaChl, await payload({ document_number: '12345678-5' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.duplicate);
    expect(await workersOfAndes()).toBe(before);
  });

  it.each([
    [{ document_number: '12.345.678-9' }, M.rutCheckDigit],
    [{ document_number: '12345-6' }, M.rutFormat],
    [{ names: 'Ana2' }, M.lettersOnly],
    [{ parental_surname: 'N' }, M.surnameLength],
    [{ date_of_birth: '2010-01-01' }, M.age],
    [{ date_of_birth: '1925-01-01' }, M.age],
    [{ address: 'Calle $%&' }, M.address],
    [{ staffing_types: [] }, M.skills],
    [{ skills: [] }, M.workerClass],
    [{ skills: ['aseo'] }, M.workerClass],
    [{ gender: 'x' }, M.gender],
    [{ nationality: 'XXX' }, M.nationality],
    [{ address_division_id: '99999' }, M.commune],
  ])('400 %j → its Spanish message, nothing written', async (over, message) => {
    const before = await workersOfAndes();
    const res = await req('POST', `${BASE}/`, DEMO.empresaChl, await payload(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await workersOfAndes()).toBe(before);
  });

  it('accepts a K check digit and an age of exactly 18 by year difference', async () => {
    // 2026 - 2008 = 18 even before the birthday
    const res = await req(
      'POST',
      `${BASE}/`,
      DEMO.empresaChl,
      await payload({ document_number: '10.000.013-K', date_of_birth: '2008-12-31' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.document_number).toBe('10000013-K');
  });

  it('400 unless the ID card is exactly one front and one back and the contract 1–10 files', async () => {
    const [a, b, c] = await upload(3);
    const cases = [
      [
        [
          { uuid: a, doc_type: 'dni_f' },
          { uuid: c, doc_type: 'cdt' },
        ],
        M.idCard,
      ],
      [
        [
          { uuid: a, doc_type: 'dni_f' },
          { uuid: b, doc_type: 'dni_f' },
          { uuid: c, doc_type: 'cdt' },
        ],
        M.idCard,
      ],
      [
        [
          { uuid: a, doc_type: 'dni_f' },
          { uuid: b, doc_type: 'dni_r' },
        ],
        M.contractMin,
      ],
    ] as const;
    for (const [files, message] of cases) {
      const res = await req('POST', `${BASE}/`, DEMO.empresaChl, await payload({ files }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const eleven = await upload(5);
    const more = [...eleven, ...(await upload(5)), ...(await upload(1))];
    const res = await req(
      'POST',
      `${BASE}/`,
      DEMO.empresaChl,
      await payload({
        files: [{ uuid: a, doc_type: 'dni_f' }, { uuid: b, doc_type: 'dni_r' }, ...more.map((uuid) => ({ uuid, doc_type: 'cdt' }))],
      }),
    );
    expect(res.statusCode).toBe(400);
  });

  it('400 for a file of another client or that does not exist; 409 for a file another worker uses', async () => {
    const body = await payload();
    const foreign = await req('POST', `${BASE}/`, DEMO.empresaChl, {
      ...body,
      files: [{ uuid: '00000000-0000-4000-8000-000000000000', doc_type: 'dni_f' }, ...body.files.slice(1)],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(M.fileNotFound);
    const first = await req('POST', `${BASE}/`, DEMO.empresaChl, body);
    expect(first.statusCode).toBe(201);
    const again = await req('POST', `${BASE}/`, DEMO.empresaChl, { ...body, document_number: makeRut(String(rutSeq++)) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.fileInUse);
  });

  it('401 without a session; 404 for another client (Peru: not a member); 403 without manage:Workers; staff 403', async () => {
    const body = await payload();
    expect((await req('POST', `${BASE}/`, undefined, body)).statusCode).toBe(401);
    expect((await req('POST', `${BASE}/`, DEMO.empresaPer, body)).statusCode).toBe(404);
    expect((await req('POST', `${BASE}/`, DEMO.marcaChl, body)).statusCode).toBe(403);
    expect((await req('POST', `${BASE}/`, DEMO.localChl, body)).statusCode).toBe(403);
    expect((await req('POST', `${BASE}/`, DEMO.finanzas, body)).statusCode).toBe(403);
    expect((await req('POST', `${BASE}/`, OPERACIONES, body)).statusCode).toBe(403);
  });
});

describe('GET /api/fo/workers', () => {
  it("pages the client's workers newest first with total_elements; 5 per page by default", async () => {
    const res = await req('GET', `${BASE}/?client=${CLIENT}`, DEMO.empresaChl);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.content).toHaveLength(5);
    expect(page.total_elements).toBeGreaterThanOrEqual(8);
    const second = await req('GET', `${BASE}/?client=${CLIENT}&page=2&size=5`, DEMO.empresaChl);
    expect(second.json().content[0].uuid).not.toBe(page.content[0].uuid);
  });

  it('searches by RUT typed with dots and filters by status OK / Pendiente with the badge', async () => {
    const res = await req('GET', `${BASE}/?client=${CLIENT}&rut=12.345.678`, DEMO.empresaChl);
    expect(res.json().content.map((w: { document_number: string }) => w.document_number)).toEqual(['12345678-5']);
    const pending = await req('GET', `${BASE}/?client=${CLIENT}&status=Pendiente&size=50`, DEMO.empresaChl);
    const rows = pending.json().content as { status: { status: string }; badge: { label: string; tooltip: string } }[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(
      rows.every((w) => w.status.status === 'Pendiente' && w.badge.label === 'Faltante' && w.badge.tooltip.startsWith('Faltan: ')),
    ).toBe(true);
    const ok = await req('GET', `${BASE}/?client=${CLIENT}&status=OK&size=50`, DEMO.empresaChl);
    expect((ok.json().content as { badge: { label: string } }[]).every((w) => w.badge.label === 'Completa')).toBe(true);
    expect(ok.json().total_elements + pending.json().total_elements).toBe(await workersOfAndes());
  });

  it("filters by staffing type (among the worker's staffing_types)", async () => {
    const res = await req('GET', `${BASE}/?client=${CLIENT}&staffing_type=seguridad&size=100`, DEMO.empresaChl);
    expect(res.statusCode).toBe(200);
    const rows = res.json().content as { names: string; staffing_types: { id: string }[] }[];
    expect(rows.every((w) => w.staffing_types.some((s) => s.id === 'seguridad'))).toBe(true);
    expect(rows.map((w) => w.names)).toEqual(expect.arrayContaining(['Juan Carlos', 'Diego']));
    expect(rows.map((w) => w.names)).not.toContain('María José');
    expect(res.json().total_elements).toBe(rows.length);
  });

  it("filters by class (skill: a worker class among the worker's skills)", async () => {
    const res = await req('GET', `${BASE}/?client=${CLIENT}&skill=corte_y_soldadura&size=100`, DEMO.empresaChl);
    expect(res.statusCode).toBe(200);
    const rows = res.json().content as { names: string; skills: { id: string; name: string }[] }[];
    expect(rows.every((w) => w.skills.some((s) => s.id === 'corte_y_soldadura' && s.name === 'Corte y soldadura'))).toBe(true);
    expect(rows.map((w) => w.names)).toEqual(expect.arrayContaining(['María José', 'Pedro']));
    expect(rows.map((w) => w.names)).not.toContain('Juan Carlos');
    // a staffing type is not a class
    expect((await req('GET', `${BASE}/?client=${CLIENT}&skill=seguridad`, DEMO.empresaChl)).statusCode).toBe(400);
  });

  it('400 on a bad query; 401; 404 another client; 403 without the permission', async () => {
    expect((await req('GET', `${BASE}/?client=${CLIENT}&size=1000`, DEMO.empresaChl)).statusCode).toBe(400);
    expect((await req('GET', `${BASE}/?client=${CLIENT}&skill=todas`, DEMO.empresaChl)).statusCode).toBe(400);
    expect((await req('GET', `${BASE}/?client=${CLIENT}&status=Todos`, DEMO.empresaChl)).statusCode).toBe(400);
    expect((await req('GET', `${BASE}/?client=${CLIENT}`)).statusCode).toBe(401);
    expect((await req('GET', `${BASE}/?client=${CLIENT}`, DEMO.empresaPer)).statusCode).toBe(404);
    expect((await req('GET', `${BASE}/?client=${CLIENT}`, DEMO.marcaChl)).statusCode).toBe(403);
    expect((await req('GET', `${BASE}/?client=${CLIENT}`, DEMO.finanzas)).statusCode).toBe(403);
  });
});

describe('GET /api/fo/workers/skills and /staffing-types', () => {
  it('/skills: the 21 worker classes with Spanish names (the filter adds Todos)', async () => {
    const res = await req('GET', `${BASE}/skills?client=${CLIENT}`, DEMO.empresaChl);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; name: string }[];
    expect(list).toHaveLength(21);
    expect(list).toContainEqual({ id: 'corte_y_soldadura', name: 'Corte y soldadura' });
    expect(list).toContainEqual({ id: 'area_comun_mall', name: 'Área común del mall' });
    expect(list.filter((c) => c.id.startsWith('normal_'))).toHaveLength(3);
    expect(list.map((c) => c.id)).not.toContain('seguridad');
  });

  it('/staffing-types: the five staffing types', async () => {
    const res = await req('GET', `${BASE}/staffing-types`, DEMO.empresaChl);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 'seguridad', name: 'Seguridad' },
      { id: 'parking', name: 'Parking' },
      { id: 'aseo', name: 'Aseo' },
      { id: 'jardineria', name: 'Jardinería' },
      { id: 'climatizacion', name: 'Climatización' },
    ]);
  });

  it.each(['skills', 'staffing-types'])(
    '/%s: 400 a bad client; 401; 404 another client; 403 without the permission and for staff',
    async (path) => {
      expect((await req('GET', `${BASE}/${path}?client=${'X'.repeat(41)}`, DEMO.empresaChl)).statusCode).toBe(400);
      expect((await req('GET', `${BASE}/${path}`)).statusCode).toBe(401);
      expect((await req('GET', `${BASE}/${path}?client=${CLIENT}`, DEMO.empresaPer)).statusCode).toBe(404);
      expect((await req('GET', `${BASE}/${path}?client=${CLIENT}`, DEMO.localChl)).statusCode).toBe(403);
      expect((await req('GET', `${BASE}/${path}?client=${CLIENT}`, DEMO.finanzas)).statusCode).toBe(403);
      expect((await req('GET', `${BASE}/${path}?client=${CLIENT}`, OPERACIONES)).statusCode).toBe(403);
    },
  );
});

describe('PATCH and DELETE /api/fo/workers/{id}', () => {
  let id = '';
  beforeAll(async () => {
    const res = await req('POST', `${BASE}/`, DEMO.empresaChl, await payload({ names: 'Pedro Pablo' }));
    id = res.json().data.uuid;
  });

  it('edits fields and replaces documents (a worker without contract becomes Pendiente only through the rule: 400)', async () => {
    const res = await req('PATCH', `${BASE}/${id}`, DEMO.empresaChl, {
      names: 'Pedro Andrés',
      skills: ['corte_y_soldadura', 'construccion'],
      staffing_types: ['seguridad', 'parking'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      names: 'Pedro Andrés',
      skills: [{ id: 'corte_y_soldadura' }, { id: 'construccion' }],
      staffing_types: [{ id: 'seguridad' }, { id: 'parking' }],
    });
    const files = await docs();
    const replaced = await req('PATCH', `${BASE}/${id}`, DEMO.empresaChl, { files });
    expect(replaced.statusCode).toBe(200);
    expect(
      replaced
        .json()
        .data.files.map((f: { uuid: string }) => f.uuid)
        .sort(),
    ).toEqual(files.map((f) => f.uuid).sort());
    const bad = await req('PATCH', `${BASE}/${id}`, DEMO.empresaChl, { files: files.slice(0, 2) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.contractMin);
  });

  it('409 when the RUT is another worker of the client; 400 for an age out of range', async () => {
    const dup = await req('PATCH', `${BASE}/${id}`, DEMO.empresaChl, { document_number: '12.345.678-5' });
    expect(dup.statusCode).toBe(409);
    const age = await req('PATCH', `${BASE}/${id}`, DEMO.empresaChl, { date_of_birth: '2015-01-01' });
    expect(age.statusCode).toBe(400);
    expect(age.json().message).toBe(M.age);
  });

  it('401, 404 another client, 403 without permission; 404 for an unknown worker', async () => {
    expect((await req('PATCH', `${BASE}/${id}`, undefined, { names: 'X' })).statusCode).toBe(401);
    expect((await req('PATCH', `${BASE}/${id}`, DEMO.empresaPer, { names: 'Otro' })).statusCode).toBe(404);
    expect((await req('PATCH', `${BASE}/${id}`, DEMO.marcaChl, { names: 'Otro' })).statusCode).toBe(403);
    expect((await req('DELETE', `${BASE}/${id}`, DEMO.empresaPer)).statusCode).toBe(404);
    expect((await req('DELETE', `${BASE}/00000000-0000-4000-8000-000000000000`, DEMO.empresaChl)).statusCode).toBe(404);
    expect((await req('GET', `${BASE}/${id}`, DEMO.empresaChl)).statusCode).toBe(200);
  });

  it('409 while the worker is linked to a work request; deleted otherwise (documents removed)', async () => {
    await ctx.database.db.insert(t.workRequestWorkers).values({ work_request_id: 1, worker_id: id });
    const refused = await req('DELETE', `${BASE}/${id}`, DEMO.empresaChl);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.linkedToOpenRequest);
    await ctx.database.db.delete(t.workRequestWorkers).where(eq(t.workRequestWorkers.worker_id, id));
    const fileIds = (await ctx.database.db.select().from(t.workerFiles).where(eq(t.workerFiles.worker_id, id))).map((f) => f.file_id);
    const res = await req('DELETE', `${BASE}/${id}`, DEMO.empresaChl);
    expect(res.statusCode).toBe(200);
    expect((await req('GET', `${BASE}/${id}`, DEMO.empresaChl)).statusCode).toBe(404);
    const files = await ctx.database.db.select().from(t.files).where(eq(t.files.id, fileIds[0]!));
    expect(files[0]!.deleted_at).not.toBeNull();
  });
});

describe('the per-country switch', () => {
  it('off for Chile: every call answers 404 and nothing is written', async () => {
    const db = ctx.database.db;
    const body = await payload();
    await db
      .update(t.params)
      .set({ value: 'false' })
      .where(eq(t.params.id, workRequestsParamId('CHL')));
    try {
      const before = await workersOfAndes();
      expect((await req('GET', `${BASE}/?client=${CLIENT}`, DEMO.empresaChl)).statusCode).toBe(404);
      expect((await req('POST', `${BASE}/`, DEMO.empresaChl, body)).statusCode).toBe(404);
      expect((await req('GET', `${BASE}/skills`, DEMO.empresaChl)).statusCode).toBe(404);
      expect(await workersOfAndes()).toBe(before);
    } finally {
      await db
        .update(t.params)
        .set({ value: 'true' })
        .where(eq(t.params.id, workRequestsParamId('CHL')));
    }
  });
});

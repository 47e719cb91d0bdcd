import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MSG } from '@vitrina/domain/common/messages';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import * as t from '../../db/schema/index';

const NOTAS = 'notas.chl@vitrina.test';
let ctx: TestContext;
let notas: string;
let empresa: string;
let per: string;
let marca: string;
let PACIFICO = '';

beforeAll(async () => {
  ctx = await createTestApp();
  [notas, empresa, per, marca] = await Promise.all([
    ctx.login(NOTAS),
    ctx.login(DEMO.empresaChl),
    ctx.login(DEMO.empresaPer),
    ctx.login(DEMO.marcaChl),
  ]);
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: token ? ctx.auth(token) : {} });
const accept = (id: number, token: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/fo/debit-notes/${id}/accept`, headers: ctx.auth(token) });

describe('GET /api/fo/debit-notes (pending for the caller)', () => {
  it('lists the notes waiting for the caller, with items and contract', async () => {
    const res = await get('/api/fo/debit-notes', notas);
    expect(res.statusCode).toBe(200);
    const notes = res.json();
    expect(notes.map((n: { id: number }) => n.id)).toEqual([1004, 1005]);
    expect(notes[1].items).toHaveLength(2);
    expect(notes[1].value).toBe(235000);
    expect(notes[0].status).toBe('pending');
    expect(notes[0].contract.brand.client.name).toBe('Comercial Pacífico Limitada');
    expect((await get('/api/fo/debit-notes', empresa)).json()).toEqual([]);
    expect((await get('/api/fo/debit-notes')).statusCode).toBe(401);
  });
});

describe('GET /api/fo/debit-notes/clients/{id}/debit-notes', () => {
  it("pages a client's notes with search, status and acceptance dates", async () => {
    PACIFICO = `CHL${(await get('/api/fo/debit-notes/1001', empresa)).json().contract.brand.client.tax_id}`;
    const res = await get(`/api/fo/debit-notes/clients/${PACIFICO}/debit-notes?page=0&size=2`, empresa);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total_elements).toBe(5);
    expect(body.content).toHaveLength(2);
    expect(body.number).toBe(0);
    const accepted = (await get(`/api/fo/debit-notes/clients/${PACIFICO}/debit-notes?status=accepted`, empresa)).json();
    expect(accepted.total_elements).toBe(3);
    expect(accepted.content[0].accepted_by.email).toMatch(/@vitrina.test$/);
    const q = (await get(`/api/fo/debit-notes/clients/${PACIFICO}/debit-notes?q=bodega`, empresa)).json();
    expect(q.content.map((n: { id: number }) => n.id)).toEqual([1004]);
    const from = new Date(ctx.clock.now().getTime() - 35 * 86_400_000).toISOString();
    const ranged = (
      await get(
        `/api/fo/debit-notes/clients/${PACIFICO}/debit-notes?accepted_from=${from}&accepted_to=${ctx.clock.now().toISOString()}`,
        empresa,
      )
    ).json();
    expect(ranged.content.map((n: { id: number }) => n.id)).toEqual([1003]);
  });
  it("refuses another client's notes (404), bad dates (400), no session (401)", async () => {
    expect((await get(`/api/fo/debit-notes/clients/${PACIFICO}/debit-notes`, per)).statusCode).toBe(404);
    expect((await get('/api/fo/debit-notes/1001', per)).statusCode).toBe(404);
    expect((await get(`/api/fo/debit-notes/clients/${PACIFICO}/debit-notes?accepted_from=ayer`, empresa)).statusCode).toBe(400);
    expect((await get(`/api/fo/debit-notes/clients/${PACIFICO}/debit-notes`)).statusCode).toBe(401);
  });
});

describe('a recipient without read:DebitNotes', () => {
  const setPermissions = async (email: string, change: (ids: number[]) => number[]) => {
    const [u] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, email));
    const [uc] = await ctx.database.db.select().from(t.userClients).where(eq(t.userClients.user_id, u!.id));
    await ctx.database.db
      .update(t.userClients)
      .set({ permission_ids: change(uc!.permission_ids) })
      .where(and(eq(t.userClients.user_id, u!.id), eq(t.userClients.client_id, uc!.client_id)));
  };
  it('sees no pending notes, and reading or accepting one is 403 with nothing changed', async () => {
    await setPermissions(NOTAS, (ids) => ids.filter((id) => id !== 5));
    try {
      const pending = await get('/api/fo/debit-notes', notas);
      expect(pending.statusCode).toBe(200);
      expect(pending.json()).toEqual([]);
      expect((await get('/api/fo/debit-notes/1004', notas)).statusCode).toBe(403);
      const res = await accept(1004, notas);
      expect([res.statusCode, res.json().message]).toEqual([403, MSG.forbidden]);
    } finally {
      await setPermissions(NOTAS, (ids) => [...ids, 5]);
    }
    expect((await get('/api/fo/debit-notes/1004', notas)).json().status).toBe('pending');
    expect((await get('/api/fo/debit-notes', notas)).json().map((n: { id: number }) => n.id)).toEqual([1004, 1005]);
  });
});

describe('POST /api/fo/debit-notes/{id}/accept', () => {
  it('refuses other clients (404) and non-recipients (403) and changes nothing', async () => {
    expect((await accept(1004, per)).statusCode).toBe(404);
    const res = await accept(1004, empresa);
    expect(res.statusCode).toBe(403);
    expect((await accept(1004, marca)).statusCode).toBe(404);
    expect((await get('/api/fo/debit-notes/1004', notas)).json().status).toBe('pending');
  });
  it('accepts once, recording who and when; a second accept is 409 and changes nothing', async () => {
    const res = await accept(1004, notas);
    expect(res.statusCode).toBe(200);
    const note = res.json();
    expect(note.status).toBe('accepted');
    expect(note.accepted_at).toBe(ctx.clock.now().toISOString());
    expect(note.accepted_by.email).toBe(NOTAS);
    expect(note.recipients.find((r: { user: { email: string } }) => r.user.email === NOTAS).accepted_at).toBe(note.accepted_at);
    ctx.clock.advance(60_000);
    const again = await accept(1004, notas);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La nota de cargo ya fue aceptada; no se realizaron cambios.');
    expect((await get('/api/fo/debit-notes/1004', notas)).json().accepted_at).toBe(note.accepted_at);
    expect((await get('/api/fo/debit-notes', notas)).json().map((n: { id: number }) => n.id)).toEqual([1005]);
    expect((await accept(999999, notas)).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createTestApp, DEMO, type TestContext } from './harness';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import * as t from '../db/schema/index';
import { PERMISSIONS } from '@vitrina/domain/auth/permissions';

/**
 * Several instances: two servers over one database, each on its own port with nothing in
 * common but the database (on PostgreSQL when TEST_DATABASE_URL is set, as in CI). What one
 * instance learns, the other knows: live notifications, the sign-in limit, sign-out, used
 * captcha solutions and a change of somebody's permissions.
 */
const LIMIT = 10;
let ctx: TestContext;
let a: FastifyInstance;
let b: FastifyInstance;
let baseA = '';
let baseB = '';
/** on PostgreSQL each instance has its own pool and listener, as two processes would */
const own: Database[] = [];

async function instance(env: Record<string, string>) {
  const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_AUTH_MAX: String(LIMIT), ...env });
  const database = ctx.database.url ? await openDatabase({ url: ctx.database.url, dataDir: 'memory://' }) : ctx.database;
  if (database !== ctx.database) own.push(database);
  const app = await buildApp({ config, database, clock: ctx.clock, ephemeral: true, logger: false });
  return { app, base: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

beforeAll(async () => {
  ctx = await createTestApp();
  // what every instance of a deployment shares besides the database: its secrets (README, deployment)
  const env = {
    CAPTCHA_PROVIDER: 'altcha',
    CAPTCHA_COST: '50',
    CAPTCHA_COST_V2: '50',
    CAPTCHA_SECRET: 'captcha-secret-of-every-instance',
    JWT_SECRET: 'jwt-secret-of-every-instance',
    // the attempts below come from one address of their own (X-Forwarded-For of a trusted proxy)
    TRUST_PROXY: '1',
  };
  ({ app: a, base: baseA } = await instance(env));
  ({ app: b, base: baseB } = await instance(env));
}, 240_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  for (const d of own) await d.close();
  await ctx?.close();
});

const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function solved(base: string) {
  const { challenge } = (await (await fetch(`${base}/api/fo/auth/captcha?version=3`)).json()) as { challenge: never };
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function signIn(base: string, username: string, headers: Record<string, string> = {}) {
  const res = await post(
    base,
    '/api/fo/auth/login',
    {
      username,
      password: DEMO.password,
      recaptcha_version: 3,
      recaptcha_token: await solved(base),
    },
    headers,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { jwt: string }).jwt;
}

describe('two instances over one database', () => {
  it('a notification created through A reaches an event stream open on B within 2 s', async () => {
    const marca = await signIn(baseB, DEMO.marcaChl);
    const operador = await signIn(baseA, 'operador@vitrina.test');
    const [user] = await ctx.database.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, DEMO.marcaChl));
    const abort = new AbortController();
    const stream = await fetch(`${baseB}/api/fo/notifications/stream`, {
      headers: { authorization: `Bearer ${marca}` },
      signal: abort.signal,
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    await reader.read(); // the 'connected' comment
    const sent = Date.now();
    const created = await post(
      baseA,
      '/api/fo/notifications',
      { user_id: user!.id, title: 'Desde la instancia A', body: 'hola' },
      { authorization: `Bearer ${operador}` },
    );
    expect(created.status).toBe(201);
    let text = '';
    const timer = setTimeout(() => abort.abort(), 2_000);
    try {
      while (!text.includes('\n\n')) text += new TextDecoder().decode((await reader.read()).value);
    } finally {
      clearTimeout(timer);
      abort.abort();
    }
    expect(Date.now() - sent).toBeLessThan(2_000);
    expect(text).toContain('event: notification');
    expect(JSON.parse(text.split('data: ')[1]!.split('\n')[0]!).title).toBe('Desde la instancia A');
  });

  it('the sign-in limit counts attempts on both: the 11th, spread over A and B, gets 429', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      // wrong passwords of an unknown account, alternately on A and B (no captcha token: 403 until the limit)
      const res = await post(i % 2 ? baseB : baseA, '/api/fo/auth/login', { username: 'nadie@vitrina.test', password: 'x' }, headers);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, LIMIT).every((s) => s !== 429)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
  });

  it('a session signed out on A is refused on B', async () => {
    const token = await signIn(baseA, DEMO.empresaPer);
    const me = () => fetch(`${baseB}/api/fo/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me()).status).toBe(200);
    const out = await fetch(`${baseA}/api/fo/auth/signout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(out.status).toBe(204);
    expect((await me()).status).toBe(401);
  });

  it('a session B has just checked (kept in its session cache) is refused on B right after A signs it out', async () => {
    const token = await signIn(baseA, DEMO.marcaChl);
    const me = (base: string) => fetch(`${base}/api/fo/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    // B reads the session once, then answers from its cache
    for (let i = 0; i < 3; i++) expect((await me(baseB)).status).toBe(200);
    const out = await fetch(`${baseA}/api/fo/auth/signout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(out.status).toBe(204);
    expect((await me(baseB)).status).toBe(401);
    expect((await me(baseA)).status).toBe(401);
  });

  it("sessions closed from the profile on A end on B's next request (both instances had them in their caches)", async () => {
    const first = await signIn(baseA, DEMO.empresaChl);
    const second = await signIn(baseB, DEMO.empresaChl);
    const me = (base: string, token: string) => fetch(`${base}/api/fo/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    for (const base of [baseA, baseB]) for (const token of [first, second]) expect((await me(base, token)).status).toBe(200);
    // A closes the other sessions of the user (the second one, cached on A and B)
    const closed = await fetch(`${baseA}/api/fo/auth/sessions/others`, { method: 'DELETE', headers: { authorization: `Bearer ${first}` } });
    expect(closed.status).toBeLessThan(300);
    expect((await me(baseB, second)).status).toBe(401);
    expect((await me(baseA, second)).status).toBe(401);
    expect((await me(baseB, first)).status).toBe(200);
  });

  it('a captcha solution used on one instance is refused on the other', async () => {
    const token = await solved(baseA);
    const body = { username: DEMO.empresaArg, password: DEMO.password, recaptcha_version: 3, recaptcha_token: token };
    // A's challenge, solved, is good on B (one secret) ...
    expect((await post(baseB, '/api/fo/auth/login', body)).status).toBe(200);
    // ... once: A refuses it afterwards
    const again = await post(baseA, '/api/fo/auth/login', body);
    expect(again.status).toBe(403);
    expect(((await again.json()) as { code: string }).code).toBe('forbidden_use_recaptcha_v2');
  });

  it("a permission taken away in A's transaction answers 200 until the commit, then 403 on A at once and on B (both had the scope cached)", async () => {
    const token = await signIn(baseA, DEMO.marcaChl);
    const [user] = await ctx.database.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, DEMO.marcaChl));
    const [membership] = await ctx.database.db.select().from(t.userClients).where(eq(t.userClients.user_id, user!.id));
    const readSales = PERMISSIONS.find((p) => p.code === 'read:DailySales')!.id;
    expect(membership!.permission_ids).toContain(readSales);
    const justifications = (base: string) =>
      fetch(`${base}/api/fo/sales/justifications`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
    for (let i = 0; i < 3; i++) for (const base of [baseA, baseB]) expect(await justifications(base)).toBe(200);
    // A's own connections (what its users module would use), or the one database of PGlite
    const dbOfA = own[0]?.db ?? ctx.database.db;
    const setPermissions = (db: typeof dbOfA, ids: number[]) =>
      db.update(t.userClients).set({ permission_ids: ids }).where(eq(t.userClients.user_id, user!.id));
    try {
      await dbOfA.transaction(async (tx) => {
        await setPermissions(
          tx as never,
          membership!.permission_ids.filter((id) => id !== readSales),
        );
        // inside A's transaction the change is not visible yet: the old permission still answers (PostgreSQL:
        // PGlite's one connection would wait for the transaction)
        if (own.length) expect(await justifications(baseA)).toBe(200);
      });
      // A's own next request meets the change at once; B as soon as it hears the trigger's NOTIFY
      // (a write outside a request of the app: nothing answers after it; a request's own change: next test)
      expect(await justifications(baseA)).toBe(403);
      await expect.poll(() => justifications(baseB), { timeout: 2_000 }).toBe(403);
      // given back by another process (a third connection, e.g. an operator's SQL)
      await setPermissions(ctx.database.db, membership!.permission_ids);
      await expect.poll(() => justifications(baseB), { timeout: 2_000 }).toBe(200);
      await expect.poll(() => justifications(baseA), { timeout: 2_000 }).toBe(200);
    } finally {
      await setPermissions(ctx.database.db, membership!.permission_ids);
    }
  });

  it("a company administrator's change of a user's permissions on A is refused by B on the user's very next request", async () => {
    // from an address of their own: the file's other sign-ins have used up 127.0.0.1's limit of the minute
    const from = { 'x-forwarded-for': '203.0.113.20' };
    const admin = await signIn(baseA, DEMO.empresaChl, from);
    const chief = await signIn(baseB, DEMO.localChl, from);
    const readSales = PERMISSIONS.find((p) => p.code === 'read:DailySales')!.id;
    const justifications = (base: string) =>
      fetch(`${base}/api/fo/sales/justifications`, { headers: { authorization: `Bearer ${chief}` } }).then((r) => r.status);
    for (let i = 0; i < 3; i++) for (const base of [baseA, baseB]) expect(await justifications(base)).toBe(200);
    const [user] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, DEMO.localChl));
    const [membership] = await ctx.database.db.select().from(t.userClients).where(eq(t.userClients.user_id, user!.id));
    const list = (await (
      await fetch(`${baseA}/api/fo/auth/clients/${membership!.client_id}/users`, { headers: { authorization: `Bearer ${admin}` } })
    ).json()) as Record<string, unknown>[];
    const row = list.find((u) => u.email === DEMO.localChl)!;
    const save = (permissions: number[]) =>
      fetch(`${baseA}/api/fo/auth/clients/${membership!.client_id}/users`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify({
          id: row.id,
          country_id: row.country_id,
          email: row.email,
          first_name: row.first_name,
          last_name: row.last_name,
          phone: row.phone,
          position: row.position,
          assignments: row.assignments,
          permissions,
        }),
      }).then((r) => r.status);
    const held = row.permissions as number[];
    expect(held).toContain(readSales);
    try {
      expect(await save(held.filter((id) => id !== readSales))).toBe(200);
      expect(await justifications(baseB)).toBe(403);
      expect(await justifications(baseA)).toBe(403);
      expect(await save(held)).toBe(200);
      expect(await justifications(baseB)).toBe(200);
    } finally {
      await ctx.database.db
        .update(t.userClients)
        .set({ permission_ids: membership!.permission_ids })
        .where(eq(t.userClients.user_id, user!.id));
    }
  });
  it("'Comprobantes por correo' turned on through A: the user's very next declaration on B mails its receipt (B had the scope cached)", async () => {
    const from = { 'x-forwarded-for': '203.0.113.21' };
    const jwt = await signIn(baseB, DEMO.empresaChl, from);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${jwt}` };
    const declare = () =>
      fetch(`${baseB}/api/fo/sales/report/daily_sales/chl/${DEMO.empresaChl}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          country_id: 'CHL',
          space_int_code: 'c1001',
          fecha_registro: '2026-11-21',
          comentarios: '',
          detalles: { total_tickets_boletas: 3, total_monto_efectivo_boletas: 3000, total_monto_tarjeta_boletas: 0 },
          tipo_registro: 'diaria',
          metodo_ingreso: 'form',
        }),
      }).then((r) => r.status);
    const mails = () => b.mailer.outbox.filter((m) => m.to === DEMO.empresaChl && m.subject.startsWith('Comprobante de declaración'));
    const preference = (on: boolean) =>
      fetch(`${baseA}/api/fo/auth/users-ext/preferences`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ comprobantes_por_correo: on }),
      });
    try {
      const before = mails().length;
      for (let i = 0; i < 2; i++) expect(await declare()).toBe(200);
      await Promise.all([...b.receiptMails]);
      await b.mailer.idle();
      expect(mails()).toHaveLength(before);
      const on = await preference(true);
      expect(on.status).toBe(200);
      expect(((await on.json()) as { comprobantes_por_correo: boolean }).comprobantes_por_correo).toBe(true);
      expect(await declare()).toBe(200);
      await Promise.all([...b.receiptMails]);
      await b.mailer.idle();
      expect(mails()).toHaveLength(before + 1);
      expect(mails().at(-1)!.subject).toContain('2026-11-21');
      // and off again through A: B sends nothing more
      expect((await preference(false)).status).toBe(200);
      expect(await declare()).toBe(200);
      await Promise.all([...b.receiptMails]);
      await b.mailer.idle();
      expect(mails()).toHaveLength(before + 1);
    } finally {
      await ctx.database.db.update(t.users).set({ receipts_by_email: false }).where(eq(t.users.email, DEMO.empresaChl));
    }
  });
});

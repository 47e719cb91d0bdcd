import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { clientId } from '@vitrina/domain/countries/countries';
import { PERMISSIONS, defaultPermissionIds } from '@vitrina/domain/auth/permissions';
import type { FastifyInstance } from 'fastify';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { DEMO_CLIENTS, DEMO_USERS, demoTaxId } from '../../db/seed/demo-data';
import * as t from '../../db/schema';
import * as shared from '../../db/schema/shared-state';

const LOGIN = '/api/fo/auth/login';
const MSG_LOGIN = 'Email o contraseña incorrectos.';
const MSG_CAPTCHA = 'Por favor completa el captcha';
const CODE_V2 = 'forbidden_use_recaptcha_v2';

async function userRow(ctx: TestContext, email: string) {
  const [row] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

async function sessionCount(ctx: TestContext, userId: string) {
  const [row] = await ctx.database.db.select({ n: count() }).from(t.sessions).where(eq(t.sessions.user_id, userId));
  return row!.n;
}

/** What a refused login must leave untouched. */
async function snapshot(ctx: TestContext, email: string) {
  const u = await userRow(ctx, email);
  return {
    login_count: u.login_count,
    last_login_at: u.last_login_at,
    password_hash: u.password_hash,
    sessions: await sessionCount(ctx, u.id),
  };
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** A second app with other settings over the same database and clock (no second seed). */
/**
 * A server with other settings over the same database. The counts of attempts live in the
 * database (shared by every instance): each such server starts from none, as its scenarios expect.
 */
async function appWith(env: Record<string, string>) {
  await ctx.database.db.delete(shared.rateLimits);
  await ctx.database.db.delete(shared.recentFailures);
  const config = loadConfig({ CAPTCHA_PROVIDER: 'none', RATE_LIMIT_AUTH_MAX: '1000', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database: ctx.database, clock: ctx.clock, ephemeral: true, logger: false });
  await app.ready();
  return app;
}

describe('POST /api/fo/auth/login (no captcha)', () => {
  const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: LOGIN, payload, headers });

  describe.each(DEMO_USERS.map((u) => [u.email, u] as const))('demo account %s', (email, demo) => {
    it('signs in with the session user fields and counts the login', async () => {
      const before = await userRow(ctx, email);
      const sessionsBefore = await sessionCount(ctx, before.id);

      const res = await login({ username: email, password: DEMO.password });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(typeof body.jwt).toBe('string');
      expect(body.jwt.split('.')).toHaveLength(3);
      expect(body.login_count).toBe(before.login_count + 1);

      const { user } = body;
      expect(user).toMatchObject({
        id: before.id,
        email,
        nombres: demo.nombres,
        apellidos: demo.apellidos,
        phone: demo.phone,
        position: demo.position,
        paisId: demo.country,
        countryId: demo.country,
        loginCount: before.login_count + 1,
        corporativo: false,
      });

      // clients: id = country id + tax id, in the user's order
      const expectedClients = demo.clients.map((i) => {
        const c = DEMO_CLIENTS[i]!;
        return { id: clientId(c.country, demoTaxId(c)), countryId: c.country, taxId: demoTaxId(c), name: c.name };
      });
      expect(user.clients).toHaveLength(expectedClients.length);
      expectedClients.forEach((c, i) => expect(user.clients[i]).toMatchObject(c));
      for (const c of user.clients) expect(c.id).toBe(`${c.countryId}${c.taxId}`);

      // assignations: 'Space' is mapped to 'Contract'; brands stay 'Brand'
      const clientIds = new Set(user.clients.map((c: { id: string }) => c.id));
      expect(user.assignations.length).toBeGreaterThan(0);
      for (const a of user.assignations) {
        expect(['Contract', 'Brand']).toContain(a.type);
        expect(clientIds.has(a.clientId)).toBe(true);
        if (a.type === 'Contract') {
          expect(a.spaceId).toEqual(expect.any(String));
          expect(a.contractId).toEqual(expect.any(String));
        } else {
          expect(a.brandId).toEqual(expect.any(String));
        }
      }
      const brandAssignations = user.assignations.filter((a: { type: string }) => a.type === 'Brand');
      const contractAssignations = user.assignations.filter((a: { type: string }) => a.type === 'Contract');
      if (demo.role === 'EXT_MARCA') expect(brandAssignations).toHaveLength(demo.brands!.length);
      else expect(brandAssignations).toHaveLength(0);
      if (demo.role === 'EXT_LOCAL') expect(contractAssignations).toHaveLength(demo.spaces!);
      if (demo.role === 'EXT_EMPRESA') expect(contractAssignations).toHaveLength(6 * demo.clients.length);

      // permissions: those of the first client, as {id, code} with 'action:Subject' codes
      const firstCountry = DEMO_CLIENTS[demo.clients[0]!]!.country;
      const expectedIds = defaultPermissionIds(demo.role, firstCountry).sort((a, b) => a - b);
      expect(user.permissionsIds).toEqual(expectedIds);
      expect(user.clients[0].permissionsIds.slice().sort((a: number, b: number) => a - b)).toEqual(expectedIds);
      expect(user.permissions).toEqual(expectedIds.map((id) => ({ id, code: PERMISSIONS.find((p) => p.id === id)!.code })));
      for (const p of user.permissions) expect(p.code).toMatch(/^(manage|read|create|update|delete):[A-Z][A-Za-z]+$/);
      if (firstCountry !== 'CHL') expect(user.permissionsIds).not.toContain(15);

      // roles of the user, with the company (and brand) names
      expect(user.roles.length).toBeGreaterThan(0);
      for (const r of user.roles) {
        expect(r).toMatchObject({ nombre: demo.role, habilitado: true });
        expect(clientIds.has(r.empresaId)).toBe(true);
        expect(r.detalle.empresa).toEqual(expect.any(String));
      }

      // the database: login counted, last login stamped, one more session
      const after = await userRow(ctx, email);
      expect(after.login_count).toBe(before.login_count + 1);
      expect(after.last_login_at?.toISOString()).toBe(ctx.clock.now().toISOString());
      expect(await sessionCount(ctx, before.id)).toBe(sessionsBefore + 1);

      // the token opens a session
      const me = await ctx.app.inject({ method: 'GET', url: '/api/fo/auth/me', headers: ctx.auth(body.jwt) });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.email).toBe(email);
    });
  });

  it('trims and lowercases the email', async () => {
    const before = await snapshot(ctx, DEMO.empresaPer);
    const res = await login({ username: `  ${DEMO.empresaPer.toUpperCase()}  `, password: DEMO.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(DEMO.empresaPer);
    expect(res.json().login_count).toBe(before.login_count + 1);
  });

  it('opens a session that expires after SESSION_MAX_HOURS', async () => {
    const res = await login({ username: DEMO.empresaArg, password: DEMO.password });
    const sid = JSON.parse(Buffer.from(res.json().jwt.split('.')[1], 'base64url').toString()).sid;
    const [s] = await ctx.database.db.select().from(t.sessions).where(eq(t.sessions.id, sid));
    expect(s).toBeDefined();
    expect(s!.revoked_at).toBeNull();
    expect(s!.created_at.toISOString()).toBe(ctx.clock.now().toISOString());
    expect(s!.expires_at.getTime() - s!.created_at.getTime()).toBe(ctx.config.sessionMaxHours * 3_600_000);
  });

  it('refuses a wrong password with 401 and writes nothing', async () => {
    const before = await snapshot(ctx, DEMO.empresaChl);
    const res = await login({ username: DEMO.empresaChl, password: 'Vitrina.2025' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, code: 'invalid_credentials', message: MSG_LOGIN });
    expect(res.json()).not.toHaveProperty('jwt');
    expect(await snapshot(ctx, DEMO.empresaChl)).toEqual(before);
  });

  it('refuses the right password in another case (passwords are case-sensitive)', async () => {
    const before = await snapshot(ctx, DEMO.empresaChl);
    const res = await login({ username: DEMO.empresaChl, password: DEMO.password.toUpperCase() });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG_LOGIN);
    expect(await snapshot(ctx, DEMO.empresaChl)).toEqual(before);
  });

  it('answers an unknown email exactly like a wrong password (no enumeration)', async () => {
    const [before] = await ctx.database.db.select({ n: count() }).from(t.sessions);
    const res = await login({ username: 'nadie@vitrina.test', password: DEMO.password });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, code: 'invalid_credentials', message: MSG_LOGIN });
    const [after] = await ctx.database.db.select({ n: count() }).from(t.sessions);
    expect(after!.n).toBe(before!.n);
    const users = await ctx.database.db.select().from(t.users).where(eq(t.users.email, 'nadie@vitrina.test'));
    expect(users).toHaveLength(0);
  });

  it('refuses a disabled user with the same 401, even with the right password', async () => {
    const u = await userRow(ctx, DEMO.empresaCol);
    await ctx.database.db.update(t.users).set({ status: 'Deshabilitado' }).where(eq(t.users.id, u.id));
    try {
      const before = await snapshot(ctx, DEMO.empresaCol);
      const res = await login({ username: DEMO.empresaCol, password: DEMO.password });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, code: 'invalid_credentials', message: MSG_LOGIN });
      expect(await snapshot(ctx, DEMO.empresaCol)).toEqual(before);
    } finally {
      await ctx.database.db.update(t.users).set({ status: 'Ok' }).where(eq(t.users.id, u.id));
    }
    expect((await login({ username: DEMO.empresaCol, password: DEMO.password })).statusCode).toBe(200);
  });

  it('records failed logins in the audit log without the password', async () => {
    await login({ username: DEMO.localChl, password: 'Clave.Incorrecta' });
    const u = await userRow(ctx, DEMO.localChl);
    const rows = await ctx.database.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'login_failed'), eq(t.auditLog.entity_id, u.id)));
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('Clave.Incorrecta');
  });

  describe('bad input → 400 with a Spanish message, nothing written', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['no email', { password: DEMO.password }, 'Debes ingresar tu correo'],
      ['empty email', { username: '', password: DEMO.password }, 'Debes ingresar tu correo'],
      ['blank email', { username: '   ', password: DEMO.password }, 'Debes ingresar tu correo'],
      ['invalid email', { username: 'empresa.chl', password: DEMO.password }, 'Ingresa un correo válido'],
      ['no password', { username: DEMO.empresaChl }, 'Debes ingresar tu contraseña'],
      ['empty password', { username: DEMO.empresaChl, password: '' }, 'Debes ingresar tu contraseña'],
      ['empty body', {}, 'Debes ingresar tu correo'],
    ];
    it.each(cases)('%s', async (_name, payload, message) => {
      const before = await snapshot(ctx, DEMO.empresaChl);
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation_error', message });
      expect(await snapshot(ctx, DEMO.empresaChl)).toEqual(before);
    });

    it.each([4, 1, 'tres'])('recaptcha_version %s', async (v) => {
      const before = await snapshot(ctx, DEMO.empresaChl);
      const res = await login({ username: DEMO.empresaChl, password: DEMO.password, recaptcha_version: v });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ statusCode: 400, code: 'validation_error' });
      expect(body.message).toEqual(expect.any(String));
      expect(body.message).not.toMatch(/invalid|expected/i); // Spanish, not zod's English
      expect(await snapshot(ctx, DEMO.empresaChl)).toEqual(before);
    });

    it('a body that is not JSON', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: '{"username":',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: 'Los datos enviados no son válidos' });
    });
  });
});

describe('POST /api/fo/auth/login with the ALTCHA captcha', () => {
  let app: FastifyInstance;
  let openBefore = 0;
  const openSessions = async () =>
    (await ctx.database.db.select({ n: count() }).from(t.sessions).where(isNull(t.sessions.revoked_at)))[0]!.n;
  beforeAll(async () => {
    app = await appWith({ CAPTCHA_PROVIDER: 'altcha', CAPTCHA_COST: '50', CAPTCHA_COST_V2: '50', RATE_LIMIT_AUTH_MAX: '100' });
    openBefore = await openSessions();
  });
  afterAll(async () => {
    await app?.close();
  });

  // Each scenario uses its own client address so the per-address counters do not mix.
  let ipSeq = 0;
  const nextIp = () => `10.1.0.${++ipSeq}`;
  const login = (ip: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: LOGIN, payload, remoteAddress: ip, headers });

  /** Fetches a challenge and solves it the way the browser widget does. */
  async function solved(version: 2 | 3) {
    const res = await app.inject({ method: 'GET', url: `/api/fo/auth/captcha?version=${version}` });
    expect(res.statusCode).toBe(200);
    const { challenge } = res.json();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).toBeTruthy();
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  it('GET /captcha hands out version 3 and version 2 challenges', async () => {
    const v3 = await app.inject({ method: 'GET', url: '/api/fo/auth/captcha' });
    expect(v3.statusCode).toBe(200);
    expect(v3.json()).toMatchObject({ provider: 'altcha', version: 3, challenge: expect.any(Object) });
    const v2 = await app.inject({ method: 'GET', url: '/api/fo/auth/captcha?version=2' });
    expect(v2.json()).toMatchObject({ provider: 'altcha', version: 2, challenge: expect.any(Object) });
    const bad = await app.inject({ method: 'GET', url: '/api/fo/auth/captcha?version=4' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_error');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['garbage', 'no-es-un-token'],
    ['base64 of garbage JSON', Buffer.from('{"challenge":{},"solution":{}}').toString('base64')],
  ])('v3 token %s → 403 forbidden_use_recaptcha_v2, nothing written', async (_n, token) => {
    const before = await snapshot(ctx, DEMO.empresaChl);
    const res = await login(nextIp(), {
      username: DEMO.empresaChl,
      password: DEMO.password,
      recaptcha_version: 3,
      ...(token === undefined ? {} : { recaptcha_token: token }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, code: CODE_V2, message: MSG_CAPTCHA });
    expect(await snapshot(ctx, DEMO.empresaChl)).toEqual(before);
  });

  it('a solved v3 challenge signs in; the same token twice is refused (replay)', async () => {
    const ip = nextIp();
    const token = await solved(3);
    const before = await snapshot(ctx, DEMO.marcaChl);
    const ok = await login(ip, { username: DEMO.marcaChl, password: DEMO.password, recaptcha_version: 3, recaptcha_token: token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(DEMO.marcaChl);

    const mid = await snapshot(ctx, DEMO.marcaChl);
    expect(mid.login_count).toBe(before.login_count + 1);
    const again = await login(nextIp(), { username: DEMO.marcaChl, password: DEMO.password, recaptcha_version: 3, recaptcha_token: token });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe(CODE_V2);
    expect(await snapshot(ctx, DEMO.marcaChl)).toEqual(mid);
  });

  it('a v3-challenge token sent as version 2 is refused', async () => {
    const token = await solved(3);
    const before = await snapshot(ctx, DEMO.localChl);
    const res = await login(nextIp(), { username: DEMO.localChl, password: DEMO.password, recaptcha_version: 2, recaptcha_token: token });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG_CAPTCHA);
    expect(await snapshot(ctx, DEMO.localChl)).toEqual(before);
  });

  it('a v2-challenge token sent as version 3 is refused', async () => {
    const token = await solved(2);
    const before = await snapshot(ctx, DEMO.localChl);
    const res = await login(nextIp(), { username: DEMO.localChl, password: DEMO.password, recaptcha_version: 3, recaptcha_token: token });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(CODE_V2);
    expect(await snapshot(ctx, DEMO.localChl)).toEqual(before);
  });

  it('a solved challenge that has expired (5 minutes) is refused', async () => {
    const token = await solved(3);
    ctx.clock.advance(6 * 60_000);
    const before = await snapshot(ctx, DEMO.localChl);
    const res = await login(nextIp(), { username: DEMO.localChl, password: DEMO.password, recaptcha_version: 3, recaptcha_token: token });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(CODE_V2);
    expect(await snapshot(ctx, DEMO.localChl)).toEqual(before);
  });

  it('after 3 failed logins for an account, v3 is refused and a solved v2 challenge succeeds', async () => {
    const email = DEMO.empresaPer;
    // three wrong passwords, each from another address: the account is what is counted
    for (let i = 0; i < 3; i++) {
      const res = await login(nextIp(), {
        username: email,
        password: 'Incorrecta.1',
        recaptcha_version: 3,
        recaptcha_token: await solved(3),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MSG_LOGIN);
    }
    const before = await snapshot(ctx, email);
    const v3 = await login(nextIp(), { username: email, password: DEMO.password, recaptcha_version: 3, recaptcha_token: await solved(3) });
    expect(v3.statusCode).toBe(403);
    expect(v3.json()).toEqual({ statusCode: 403, code: CODE_V2, message: MSG_CAPTCHA });
    expect(await snapshot(ctx, email)).toEqual(before);

    // other accounts are not affected
    const other = await login(nextIp(), {
      username: DEMO.empresaArg,
      password: DEMO.password,
      recaptcha_version: 3,
      recaptcha_token: await solved(3),
    });
    expect(other.statusCode).toBe(200);

    const v2 = await login(nextIp(), { username: email, password: DEMO.password, recaptcha_version: 2, recaptcha_token: await solved(2) });
    expect(v2.statusCode).toBe(200);
    expect(v2.json().login_count).toBe(before.login_count + 1);

    // a success clears the account's failures: the invisible captcha is enough again
    const again = await login(nextIp(), {
      username: email,
      password: DEMO.password,
      recaptcha_version: 3,
      recaptcha_token: await solved(3),
    });
    expect(again.statusCode).toBe(200);
  });

  it('after 3 failures from one address, that address needs the visible captcha for any account', async () => {
    const ip = nextIp();
    // three bad captchas for three accounts (addresses not tried before: only the address repeats);
    // each claims another address in X-Forwarded-For, which is not believed without TRUST_PROXY
    let n = 0;
    const faked = () => ({ 'x-forwarded-for': `172.16.9.${++n}` });
    for (const email of ['uno@vitrina.test', 'dos@vitrina.test', 'tres@vitrina.test']) {
      const res = await login(ip, { username: email, password: DEMO.password, recaptcha_token: 'basura' }, faked());
      expect(res.statusCode).toBe(403);
    }
    const v3 = await login(
      ip,
      { username: DEMO.empresaCol, password: DEMO.password, recaptcha_version: 3, recaptcha_token: await solved(3) },
      faked(),
    );
    expect(v3.statusCode).toBe(403);
    expect(v3.json().code).toBe(CODE_V2);
    const v2 = await login(
      ip,
      { username: DEMO.empresaCol, password: DEMO.password, recaptcha_version: 2, recaptcha_token: await solved(2) },
      faked(),
    );
    expect(v2.statusCode).toBe(200);
  });

  it('challenges follow the app clock, also when it runs behind the machine (CLOCK_START)', async () => {
    const now = ctx.clock.now().toISOString();
    ctx.clock.set('2025-03-01T12:00:00Z');
    try {
      const res = await login(nextIp(), {
        username: DEMO.empresaArg,
        password: DEMO.password,
        recaptcha_version: 3,
        recaptcha_token: await solved(3),
      });
      expect(res.statusCode).toBe(200);
    } finally {
      ctx.clock.set(now);
    }
  });

  it('no session row is left open by any refused attempt', async () => {
    // successes in this block: marca.chl, empresa.arg (×2), empresa.per (×2), empresa.col
    expect(await openSessions()).toBe(openBefore + 6);
  });
});

describe('rate limits: 429 per address and per account', () => {
  const TOO_MANY = { statusCode: 429, code: 'too_many_requests', message: 'Demasiados intentos, espera un momento' };
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ RATE_LIMIT_AUTH_MAX: '3' });
  });
  afterAll(async () => {
    await app?.close();
  });

  let ipSeq = 0;
  const nextIp = () => `10.3.0.${++ipSeq}`;
  const login = (ip: string, username: string, password: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: LOGIN, payload: { username, password }, remoteAddress: ip, headers });

  it('one address: the 4th attempt within the window → 429 even with the right password, for any account', async () => {
    const ip = nextIp();
    const email = DEMO.empresaArg;
    for (let i = 0; i < 3; i++) expect((await login(ip, email, 'Incorrecta.1')).statusCode).toBe(401);
    const before = await snapshot(ctx, email);
    const res = await login(ip, email, DEMO.password);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await snapshot(ctx, email)).toEqual(before);

    // the address is spent for every account, not just that one
    const otherBefore = await snapshot(ctx, DEMO.empresaCol);
    expect((await login(ip, DEMO.empresaCol, DEMO.password)).json()).toEqual(TOO_MANY);
    expect(await snapshot(ctx, DEMO.empresaCol)).toEqual(otherBefore);
    // refused by its address, that attempt did not count against the other account
    expect((await login(nextIp(), DEMO.empresaCol, DEMO.password)).statusCode).toBe(200);
  });

  it('one address cannot try many accounts: the 4th account from it → 429', async () => {
    const ip = nextIp();
    for (const username of ['uno@vitrina.test', 'dos@vitrina.test', 'tres@vitrina.test']) {
      expect((await login(ip, username, 'Incorrecta.1')).statusCode).toBe(401);
    }
    const before = await snapshot(ctx, DEMO.marcaChl);
    expect((await login(ip, DEMO.marcaChl, DEMO.password)).json()).toEqual(TOO_MANY);
    expect(await snapshot(ctx, DEMO.marcaChl)).toEqual(before);
  });

  it('one account cannot be tried from many addresses: its 4th attempt → 429 from any address', async () => {
    const email = DEMO.empresaPer;
    for (let i = 0; i < 3; i++) expect((await login(nextIp(), email, 'Incorrecta.1')).statusCode).toBe(401);
    const before = await snapshot(ctx, email);
    const res = await login(nextIp(), email, DEMO.password);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
    expect(await snapshot(ctx, email)).toEqual(before);
    // other accounts from a fresh address are not affected
    expect((await login(nextIp(), DEMO.localChl, DEMO.password)).statusCode).toBe(200);
  });

  it('the account bucket keys on the normalised email (case and spaces do not bypass it)', async () => {
    const variants = [DEMO.empresaChl, DEMO.empresaChl.toUpperCase(), ` ${DEMO.empresaChl} `];
    for (const username of variants) expect((await login(nextIp(), username, 'x')).statusCode).toBe(401);
    const res = await login(nextIp(), `  ${DEMO.empresaChl.toUpperCase()}`, DEMO.password);
    expect(res.json()).toEqual(TOO_MANY);
  });

  it('a faked X-Forwarded-For does not reset the address limit (TRUST_PROXY is off by default)', async () => {
    const ip = nextIp();
    let n = 0;
    for (const username of ['cuatro@vitrina.test', 'cinco@vitrina.test', 'seis@vitrina.test']) {
      expect((await login(ip, username, 'x', { 'x-forwarded-for': `203.0.113.${++n}` })).statusCode).toBe(401);
    }
    const res = await login(ip, DEMO.finanzas, DEMO.password, { 'x-forwarded-for': '203.0.113.99' });
    expect(res.json()).toEqual(TOO_MANY);
  });

  it('set-password links: the token is an account of its own, and the address bucket counts too', async () => {
    const pass = (ip: string, token: string) =>
      app.inject({ method: 'POST', url: '/api/fo/auth/pass', remoteAddress: ip, payload: { token, password: 'Nueva.clave.2026' } });
    const token = 'un-token-que-no-existe-0001';
    for (let i = 0; i < 3; i++) expect((await pass(nextIp(), token)).statusCode).toBe(404);
    expect((await pass(nextIp(), token)).json()).toEqual(TOO_MANY);
    const ip = nextIp();
    for (let i = 0; i < 3; i++) expect((await pass(ip, `otro-token-${i}-que-no-existe`)).statusCode).toBe(404);
    expect((await pass(ip, 'un-token-mas-que-no-existe')).json()).toEqual(TOO_MANY);
  });
});

describe('TRUST_PROXY: whose X-Forwarded-For is believed', () => {
  /** The client address the server sees, through a route added for the test. */
  async function ipSeen(env: Record<string, string>, remoteAddress: string, forwarded?: string) {
    const config = loadConfig({ CAPTCHA_PROVIDER: 'none', LOG_LEVEL: 'silent', ...env });
    const app = await buildApp({ config, database: ctx.database, clock: ctx.clock, ephemeral: true, logger: false });
    // every matched route is session-only unless it says 'public' (the auth hook)
    app.get('/ip-para-la-prueba', { config: { access: 'public' } }, async (req) => ({ ip: req.ip }));
    await app.ready();
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/ip-para-la-prueba',
        remoteAddress,
        headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
      });
      return res.json().ip as string;
    } finally {
      await app.close();
    }
  }

  it.each([
    ['unset: the header is ignored', {}, '198.51.100.7', '203.0.113.1', '198.51.100.7'],
    ['false', { TRUST_PROXY: 'false' }, '198.51.100.7', '203.0.113.1', '198.51.100.7'],
    ['true: any proxy', { TRUST_PROXY: 'true' }, '198.51.100.7', '203.0.113.1, 10.0.0.2', '203.0.113.1'],
    ['a hop count of 1: the proxy in front only', { TRUST_PROXY: '1' }, '127.0.0.1', '203.0.113.1, 203.0.113.2', '203.0.113.2'],
    ['a hop count of 2', { TRUST_PROXY: '2' }, '127.0.0.1', '203.0.113.1, 203.0.113.2', '203.0.113.1'],
    ['a list, from a listed proxy', { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }, '10.20.30.40', '203.0.113.1', '203.0.113.1'],
    ['a list, from an address not on it', { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }, '198.51.100.7', '203.0.113.1', '198.51.100.7'],
    ['loopback', { TRUST_PROXY: 'loopback' }, '127.0.0.1', '203.0.113.1', '203.0.113.1'],
  ])('%s', async (_n, env, remote, forwarded, expected) => {
    expect(await ipSeen(env, remote, forwarded)).toBe(expected);
  });

  it('behind a configured proxy, the limit follows the forwarded address', async () => {
    const app = await appWith({ RATE_LIMIT_AUTH_MAX: '2', TRUST_PROXY: '10.0.0.1' });
    try {
      const login = (forwarded: string, username: string) =>
        app.inject({
          method: 'POST',
          url: LOGIN,
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': forwarded },
          payload: { username, password: 'x' },
        });
      expect((await login('203.0.113.50', 'a1@vitrina.test')).statusCode).toBe(401);
      expect((await login('203.0.113.50', 'a2@vitrina.test')).statusCode).toBe(401);
      expect((await login('203.0.113.50', 'a3@vitrina.test')).statusCode).toBe(429);
      // another client behind the same proxy has its own bucket
      expect((await login('203.0.113.51', 'a4@vitrina.test')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

// Wrong passwords from many addresses must not lock the account's owner out: past the per-account
// limit the account needs the visible captcha (whoever asks), the per-address limit still answers 429.
describe('per-account limit with the captcha on: the visible captcha instead of 429', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({
      CAPTCHA_PROVIDER: 'altcha',
      CAPTCHA_COST: '50',
      CAPTCHA_COST_V2: '50',
      RATE_LIMIT_AUTH_MAX: '3',
      // the failure escalation is kept out of the way: this is about the rate limit
      CAPTCHA_FAILURES_BEFORE_V2: '100',
    });
  });
  afterAll(async () => {
    await app?.close();
  });
  let ipSeq = 0;
  const nextIp = () => `10.4.0.${++ipSeq}`;
  async function solved(version: 2 | 3) {
    const { challenge } = (await app.inject({ method: 'GET', url: `/api/fo/auth/captcha?version=${version}` })).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }
  const login = async (ip: string, username: string, password: string, version: 2 | 3 = 3) =>
    app.inject({
      method: 'POST',
      url: LOGIN,
      remoteAddress: ip,
      payload: { username, password, recaptcha_version: version, recaptcha_token: await solved(version) },
    });

  it('after wrong passwords from other addresses, the owner signs in with the visible captcha', async () => {
    const email = DEMO.empresaArg;
    for (let i = 0; i < 3; i++) expect((await login(nextIp(), email, 'Incorrecta.1')).statusCode).toBe(401);

    // the invisible captcha is not enough for this account any more (was: 429 to everyone)
    const before = await snapshot(ctx, email);
    const refused = await login(nextIp(), email, DEMO.password, 3);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ statusCode: 403, code: CODE_V2, message: MSG_CAPTCHA });
    expect(await snapshot(ctx, email)).toEqual(before);

    // a wrong password with the visible captcha is still just wrong
    expect((await login(nextIp(), email, 'Incorrecta.1', 2)).statusCode).toBe(401);
    // the right password with the visible captcha signs in
    const ok = await login(nextIp(), email, DEMO.password, 2);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.email).toBe(email);
  });

  it('the per-address limit still answers 429, even with the visible captcha', async () => {
    const ip = nextIp();
    for (const username of ['siete@vitrina.test', 'ocho@vitrina.test', 'nueve@vitrina.test']) {
      expect((await login(ip, username, 'Incorrecta.1')).statusCode).toBe(401);
    }
    const res = await login(ip, DEMO.empresaCol, DEMO.password, 2);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('too_many_requests');
  });
});

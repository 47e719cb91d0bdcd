import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SSO_MSG } from '@vitrina/domain/auth/sso';
import { createTestApp, DEMO, testClock, type TestContext } from '../../test/harness';
import { signInAtIdp, startTestIdp, type TestIdp } from '../../test/oidc-provider';
import * as t from '../../db/schema';
import { mailOutbox } from '../../db/schema/mail';

/*
 * 'Ingreso colaboradores' against a real OpenID provider (oidc-provider on loopback): the whole
 * authorization-code flow with PKCE, as a browser would go through it.
 */

const A = '/api/fo/auth';
const PUBLIC = 'http://localhost:3000';
const REDIRECT = `${PUBLIC}/api/fo/auth/corporate/callback`;
const ID_TOKEN_TTL = 60;

describe('corporate sign-on (OpenID Connect)', () => {
  let idp: TestIdp;
  let ctx: TestContext;

  beforeAll(async () => {
    idp = await startTestIdp({
      redirectUris: [REDIRECT],
      postLogoutRedirectUris: [`${PUBLIC}/`],
      idTokenTtl: ID_TOKEN_TTL,
      users: [
        { login: 'ana', email: 'Ana.Rojas@Mall.test', given_name: 'Ana', family_name: 'Rojas', groups: ['vitrina-auditoria', 'otros'] },
        {
          login: 'beto',
          email: 'beto@mall.test',
          given_name: 'Beto',
          family_name: 'Paz',
          groups: ['vitrina-auditoria', 'vitrina-finanzas'],
        },
        { login: 'sin-grupo', email: 'sin.grupo@mall.test', groups: ['otros'] },
        { login: 'no-verificado', email: 'nv@mall.test', email_verified: false, groups: ['vitrina-auditoria'] },
        { login: 'auditor-demo', email: DEMO.auditor, groups: ['vitrina-finanzas'] },
        { login: 'tenant', email: DEMO.empresaChl, groups: ['vitrina-auditoria'] },
      ],
    });
    // the app's clock at the real time: the provider's tokens carry real times
    ctx = await createTestApp({
      clock: testClock(new Date().toISOString()),
      env: {
        PUBLIC_URL: PUBLIC,
        OIDC_ISSUER: idp.issuer,
        OIDC_CLIENT_ID: idp.clientId,
        OIDC_CLIENT_SECRET: idp.clientSecret,
        OIDC_SCOPES: 'openid email profile groups',
        OIDC_ROLES_CLAIM: 'groups',
        OIDC_ROLE_MAP: 'vitrina-auditoria=AUDITOR,vitrina-finanzas=FINANZAS',
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await idp?.close();
  });

  const cookieOf = (setCookie: string | string[] | undefined) => String([setCookie].flat()[0] ?? '').split(';')[0]!;

  /** 'Ingreso colaboradores' → the provider's URL and the flow cookie. */
  async function start() {
    const res = await ctx.app.inject({ method: 'GET', url: `${A}/corporate` });
    expect(res.statusCode).toBe(302);
    const location = res.headers.location as string;
    expect(location.startsWith(`${idp.issuer}/`)).toBe(true);
    const cookie = cookieOf(res.headers['set-cookie']);
    expect(res.headers['set-cookie']).toMatch(/HttpOnly/);
    return { location, cookie };
  }

  /** The provider's answer delivered to the callback → where the browser is sent. */
  async function callback(providerAnswer: string, cookie: string) {
    const u = new URL(providerAnswer);
    const res = await ctx.app.inject({ method: 'GET', url: `${u.pathname}${u.search}`, headers: { cookie } });
    expect(res.statusCode).toBe(302);
    return res.headers.location as string;
  }

  const errorOf = (location: string) => {
    expect(location.startsWith(`${PUBLIC}/?error=`)).toBe(true);
    return new URL(location).searchParams.get('error');
  };

  async function exchange(location: string) {
    expect(location.startsWith(`${PUBLIC}/auth/corporativo#code=`)).toBe(true);
    const code = location.split('#code=')[1]!;
    return ctx.app.inject({ method: 'POST', url: `${A}/corporate/session`, payload: { code } });
  }

  /** The whole sign-in of a provider user: the browser's final location. */
  async function signIn(login: string) {
    const { location, cookie } = await start();
    return callback(await signInAtIdp(location, login, REDIRECT), cookie);
  }

  const userRow = async (email: string) => (await ctx.database.db.select().from(t.users).where(eq(t.users.email, email)))[0];
  const rolesOf = async (userId: string) =>
    (await ctx.database.db.select().from(t.userRoles).where(eq(t.userRoles.user_id, userId))).map((r) => r.role_id).sort();

  it('success: a new corporate account with the mapped roles and a session like any other', async () => {
    const exchanged = await exchange(await signIn('ana'));
    expect(exchanged.statusCode).toBe(200);
    const body = exchanged.json();
    expect(body.user).toMatchObject({ email: 'ana.rojas@mall.test', nombres: 'Ana', apellidos: 'Rojas', corporativo: true, clients: [] });
    expect(body.user.roles.map((r: { nombre: string }) => r.nombre)).toEqual(['AUDITOR']);
    expect(body.login_count).toBe(1);

    // the session: /me, the staff abilities (the audit calendar's ability), renew, sign-out
    const me = await ctx.app.inject({ method: 'GET', url: `${A}/me`, headers: ctx.auth(body.jwt) });
    expect(me.statusCode).toBe(200);
    const renew = await ctx.app.inject({ method: 'GET', url: `${A}/renew`, headers: ctx.auth(body.jwt) });
    expect(renew.statusCode).toBe(200);
    const jwt = renew.json().jwt as string;
    expect((await ctx.app.inject({ method: 'GET', url: `${A}/me`, headers: ctx.auth(body.jwt) })).statusCode).toBe(401);

    // sign-out also ends the provider's session: its end-session URL back to the portal
    const out = await ctx.app.inject({ method: 'POST', url: `${A}/signout`, headers: ctx.auth(jwt) });
    expect(out.statusCode).toBe(200);
    const logout = new URL(out.json().logoutUrl);
    expect(`${logout.origin}${logout.pathname}`).toBe(`${idp.issuer}/session/end`);
    expect(logout.searchParams.get('client_id')).toBe(idp.clientId);
    expect(logout.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC}/`);
    expect((await ctx.app.inject({ method: 'GET', url: `${A}/me`, headers: ctx.auth(jwt) })).statusCode).toBe(401);
    const login = await ctx.database.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'login'), eq(t.auditLog.actor_user_id, body.user.id)));
    expect(login.map((l) => l.details)).toEqual([{ method: 'sso' }]);
  });

  it('the idle limit ends a corporate session as any other (440)', async () => {
    const { jwt } = (await exchange(await signIn('beto'))).json();
    ctx.clock.advance((ctx.config.sessionIdleMinutes + 1) * 60_000);
    try {
      const res = await ctx.app.inject({ method: 'GET', url: `${A}/me`, headers: ctx.auth(jwt) });
      expect(res.statusCode).toBe(440);
      expect(res.json().message).toBe('Tu sesión terminó');
    } finally {
      ctx.clock.advance(-(ctx.config.sessionIdleMinutes + 1) * 60_000);
    }
  });

  it('the one-time code works once', async () => {
    const location = await signIn('beto');
    expect((await exchange(location)).statusCode).toBe(200);
    const again = await exchange(location);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(SSO_MSG.codeInvalid);
    const unknown = await ctx.app.inject({ method: 'POST', url: `${A}/corporate/session`, payload: { code: 'inventado' } });
    expect(unknown.statusCode).toBe(401);
    const bad = await ctx.app.inject({ method: 'POST', url: `${A}/corporate/session`, payload: { code: 'x'.repeat(201) } });
    expect(bad.statusCode).toBe(400);
  });

  it('a one-time code older than a minute is refused', async () => {
    const location = await signIn('beto');
    ctx.clock.advance(61_000);
    try {
      expect((await exchange(location)).statusCode).toBe(401);
    } finally {
      ctx.clock.advance(-61_000);
    }
  });

  it('wrong state: the answer is refused and no session is opened', async () => {
    const { location, cookie } = await start();
    const answer = new URL(await signInAtIdp(location, 'beto', REDIRECT));
    answer.searchParams.set('state', 'otro-estado');
    const before = await ctx.database.db.select().from(t.sessions);
    expect(errorOf(await callback(answer.href, cookie))).toBe(SSO_MSG.failed);
    expect(await ctx.database.db.select().from(t.sessions)).toHaveLength(before.length);
  });

  it('the answer of another browser (its flow cookie missing or from another flow) is refused', async () => {
    const mine = await start();
    const theirs = await start();
    const answer = await signInAtIdp(mine.location, 'beto', REDIRECT);
    expect(errorOf(await callback(answer, theirs.cookie))).toBe(SSO_MSG.failed);
    expect(errorOf(await callback(answer, ''))).toBe(SSO_MSG.failed);
    expect(errorOf(await callback(answer, 'vitrina_sso=forjada.no.firmada'))).toBe(SSO_MSG.failed);
  });

  it('a replayed authorization code is refused by the provider', async () => {
    const { location, cookie } = await start();
    const answer = await signInAtIdp(location, 'beto', REDIRECT);
    expect((await exchange(await callback(answer, cookie))).statusCode).toBe(200);
    expect(errorOf(await callback(answer, cookie))).toBe(SSO_MSG.failed);
    const failed = await ctx.database.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'sso_failed'));
    expect(failed.some((f) => (f.details as { reason: string }).reason === 'invalid_grant')).toBe(true);
  });

  it('an expired ID token is refused (the flow answered after the token expired)', async () => {
    const { location, cookie } = await start();
    const answer = await signInAtIdp(location, 'beto', REDIRECT);
    // the provider issues the ID token at the exchange; the app's clock is past its life by then
    // (the clock tolerance is 30 s), while the flow cookie (10 min) is still valid
    // (the test clock stands still while real time goes on: set it from the real time)
    const was = ctx.clock.now().toISOString();
    ctx.clock.set(new Date(Date.now() + (ID_TOKEN_TTL + 60) * 1000).toISOString());
    try {
      expect(errorOf(await callback(answer, cookie))).toBe(SSO_MSG.failed);
      const failed = await ctx.database.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'sso_failed'));
      expect(failed.some((f) => (f.details as { reason: string }).reason === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED')).toBe(true);
    } finally {
      ctx.clock.set(was);
    }
  });

  it('a flow cookie past its 10 minutes is refused', async () => {
    const { location, cookie } = await start();
    const answer = await signInAtIdp(location, 'beto', REDIRECT);
    ctx.clock.advance(11 * 60_000);
    try {
      expect(errorOf(await callback(answer, cookie))).toBe(SSO_MSG.failed);
    } finally {
      ctx.clock.advance(-11 * 60_000);
    }
  });

  it('a user without a mapped group is refused in Spanish and no account is created', async () => {
    expect(errorOf(await signIn('sin-grupo'))).toBe(SSO_MSG.noRole);
    expect(await userRow('sin.grupo@mall.test')).toBeUndefined();
  });

  it('an e-mail the provider has not verified is refused', async () => {
    expect(errorOf(await signIn('no-verificado'))).toBe(SSO_MSG.emailNotVerified);
    expect(await userRow('nv@mall.test')).toBeUndefined();
  });

  it("a tenant's account (member of a client) is not made internal", async () => {
    const before = await userRow(DEMO.empresaChl);
    expect(errorOf(await signIn('tenant'))).toBe(SSO_MSG.tenantAccount);
    const after = await userRow(DEMO.empresaChl);
    expect(after!.corporativo).toBe(before!.corporativo);
    expect(await rolesOf(after!.id)).toEqual(await rolesOf(before!.id));
  });

  it('roles follow the groups at every sign-in: a removed group removes the role', async () => {
    const first = (await exchange(await signIn('beto'))).json();
    expect(first.user.roles.map((r: { nombre: string }) => r.nombre).sort()).toEqual(['AUDITOR', 'FINANZAS']);

    idp.users.get('beto')!.groups = ['vitrina-finanzas'];
    const second = (await exchange(await signIn('beto'))).json();
    expect(second.user.roles.map((r: { nombre: string }) => r.nombre)).toEqual(['FINANZAS']);
    expect(await rolesOf(second.user.id)).toEqual(['FINANZAS']);
    // the audit calendar needs AUDITOR's ability: gone with the group
    const changed = await ctx.database.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'sso_roles_changed'), eq(t.auditLog.entity_id, second.user.id)));
    expect(changed.at(-1)!.details).toEqual({ before: ['AUDITOR', 'FINANZAS'], after: ['FINANZAS'] });

    // every group removed: refused, and no internal role is left behind
    idp.users.get('beto')!.groups = [];
    expect(errorOf(await signIn('beto'))).toBe(SSO_MSG.noRole);
    expect(await rolesOf(second.user.id)).toEqual([]);
  });

  it("an existing internal account (the demo auditor) takes the provider's roles", async () => {
    const res = await exchange(await signIn('auditor-demo'));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.roles.map((r: { nombre: string }) => r.nombre)).toEqual(['FINANZAS']);
  });

  it("with SSO configured an internal account's password sign-in is refused with the hint; tenants still sign in", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${A}/login`,
      payload: { username: DEMO.finanzas, password: DEMO.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'sso_required', message: SSO_MSG.usePasswordless });
    // the password is not checked: a wrong one gets the very same answer (no guessing staff passwords here)
    const wrong = await ctx.app.inject({ method: 'POST', url: `${A}/login`, payload: { username: DEMO.finanzas, password: 'otra-clave' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual(res.json());
    expect(await ctx.login(DEMO.empresaChl)).toEqual(expect.any(String));
    // a tenant's sign-out does not go to the provider
    const jwt = await ctx.login(DEMO.marcaChl);
    expect((await ctx.app.inject({ method: 'POST', url: `${A}/signout`, headers: ctx.auth(jwt) })).statusCode).toBe(204);
  });

  it('with SSO configured a staff account gets no reset link, with the answer anyone gets; a tenant still gets one', async () => {
    const tokens = async () => (await ctx.database.db.select().from(t.passwordResetTokens)).length;
    const mails = async () => (await ctx.database.db.select().from(mailOutbox)).length;
    const [tokensBefore, mailsBefore] = [await tokens(), await mails()];
    for (const username of [DEMO.finanzas, DEMO.auditor, 'nadie@vitrina.test']) {
      const res = await ctx.app.inject({ method: 'POST', url: `${A}/reset-pass`, payload: { username } });
      expect(res.statusCode, username).toBe(200);
      expect(res.json()).toEqual({ message: `Se envió un enlace al correo ${username}` });
    }
    expect(await tokens()).toBe(tokensBefore);
    expect(await mails()).toBe(mailsBefore);
    const tenant = await ctx.app.inject({ method: 'POST', url: `${A}/reset-pass`, payload: { username: DEMO.empresaChl } });
    expect(tenant.statusCode).toBe(200);
    expect(await tokens()).toBe(tokensBefore + 1);
    expect(await mails()).toBe(mailsBefore + 1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { COUNTRY_IDS } from '@vitrina/domain/countries/countries';
import { PERMISSIONS, PERMISSION_CATEGORIES } from '@vitrina/domain/auth/permissions';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { registeredRoutes } from '../../plugins/server';
import * as t from '../../db/schema';

const A = '/api/fo/auth';
const ENDED = 'Tu sesión terminó';
const MIN = 60_000;

const claims = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string; exp: number; iat: number };

describe('sessions: renew, sign-out, idle and maximum age, permissions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { SESSION_STREAM_CHECK_MS: '50' } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const get = (url: string, jwt?: string) => ctx.app.inject({ method: 'GET', url, headers: jwt ? ctx.auth(jwt) : {} });
  const me = (jwt?: string) => get(`${A}/me`, jwt);
  const sessionRow = async (id: string) => (await ctx.database.db.select().from(t.sessions).where(eq(t.sessions.id, id)))[0];
  const expectEnded = (res: { statusCode: number; json(): unknown }, status = 401) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status, message: ENDED });
  };

  /** At `at` (ms) the session of `jwt` has ended: /me and /renew refuse it. */
  const expectEndedAfter = async (jwt: string, at: number) => {
    ctx.clock.set(new Date(at).toISOString());
    const res = await me(jwt);
    expect([401, 440]).toContain(res.statusCode);
    expect(res.json().message).toBe(ENDED);
    expectEnded(await get(`${A}/renew`, jwt));
  };

  describe('GET /renew', () => {
    it('rotates the token: the new one works, the old one is refused', async () => {
      const old = await ctx.login(DEMO.empresaChl);
      const [before] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, DEMO.empresaChl));

      const res = await get(`${A}/renew`, old);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.jwt).toEqual(expect.any(String));
      expect(body.jwt).not.toBe(old);
      expect(body.user.email).toBe(DEMO.empresaChl);
      expect(body.login_count).toBe(before!.login_count); // renewing is not a login
      expect(body.user.loginCount).toBe(before!.login_count);

      expect((await me(body.jwt)).statusCode).toBe(200);
      expectEnded(await me(old));
      expectEnded(await get(`${A}/renew`, old));

      // the old session is revoked and points at its replacement
      const oldRow = await sessionRow(claims(old).sid);
      expect(oldRow!.revoked_at).not.toBeNull();
      expect(oldRow!.replaced_by).toBe(claims(body.jwt).sid);
      const newRow = await sessionRow(claims(body.jwt).sid);
      expect(newRow!.revoked_at).toBeNull();
      const [after] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, DEMO.empresaChl));
      expect(after!.login_count).toBe(before!.login_count);
    });

    it('without a token → 401', async () => {
      expectEnded(await get(`${A}/renew`));
    });
  });

  describe('POST /signout', () => {
    it('answers 204 and the token no longer works', async () => {
      const jwt = await ctx.login(DEMO.marcaChl);
      const res = await ctx.app.inject({ method: 'POST', url: `${A}/signout`, headers: ctx.auth(jwt) });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expectEnded(await me(jwt));
      expectEnded(await get(`${A}/renew`, jwt));
      const row = await sessionRow(claims(jwt).sid);
      expect(row!.revoked_at?.toISOString()).toBe(ctx.clock.now().toISOString());
      const audit = await ctx.database.db
        .select()
        .from(t.auditLog)
        .where(and(eq(t.auditLog.action, 'signout'), eq(t.auditLog.entity_id, claims(jwt).sid)));
      expect(audit).toHaveLength(1);
    });

    it('a second sign-out with the same token → 401', async () => {
      const jwt = await ctx.login(DEMO.marcaChl);
      expect((await ctx.app.inject({ method: 'POST', url: `${A}/signout`, headers: ctx.auth(jwt) })).statusCode).toBe(204);
      expectEnded(await ctx.app.inject({ method: 'POST', url: `${A}/signout`, headers: ctx.auth(jwt) }));
    });

    it('signs out only that session: another session of the same user keeps working', async () => {
      const a = await ctx.login(DEMO.localChl);
      const b = await ctx.login(DEMO.localChl);
      await ctx.app.inject({ method: 'POST', url: `${A}/signout`, headers: ctx.auth(a) });
      expectEnded(await me(a));
      expect((await me(b)).statusCode).toBe(200);
    });
  });

  describe('tokens that open nothing → 401 "Tu sesión terminó"', () => {
    it('no token', async () => {
      const res = await me();
      expect(res.json()).toEqual({ statusCode: 401, code: 'unauthenticated', message: ENDED });
    });

    it.each([
      ['garbage', 'Bearer esto-no-es-un-jwt'],
      ['empty bearer', 'Bearer '],
      ['another scheme', 'Basic ZW1wcmVzYTpjbGF2ZQ=='],
      ['a three-part token with garbage parts', 'Bearer aaa.bbb.ccc'],
    ])('%s', async (_n, authorization) => {
      const res = await ctx.app.inject({ method: 'GET', url: `${A}/me`, headers: { authorization } });
      expectEnded(res);
    });

    it('a real token without the Bearer prefix', async () => {
      const jwt = await ctx.login(DEMO.empresaPer);
      expectEnded(await ctx.app.inject({ method: 'GET', url: `${A}/me`, headers: { authorization: jwt } }));
    });

    it('a token signed with another secret for a real, open session', async () => {
      const real = await ctx.login(DEMO.empresaPer);
      const { sub, sid, iat, exp } = claims(real);
      const forged = await new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setJti(sid)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode('otro-secreto-que-no-es-el-del-servidor'));
      expectEnded(await me(forged));
      expect((await me(real)).statusCode).toBe(200);
    });

    it('an unsigned token (alg none)', async () => {
      const real = await ctx.login(DEMO.empresaPer);
      const [, payload] = real.split('.');
      const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
      expectEnded(await me(`${header}.${payload}.`));
    });

    it("a real token whose payload was edited to another user's session", async () => {
      const a = claims(await ctx.login(DEMO.empresaPer));
      const [h, p, s] = (await ctx.login(DEMO.empresaArg)).split('.');
      const edited = { ...JSON.parse(Buffer.from(p!, 'base64url').toString()), sub: a.sub, sid: a.sid };
      expectEnded(await me(`${h}.${Buffer.from(JSON.stringify(edited)).toString('base64url')}.${s}`));
    });
  });

  describe('idle time and maximum age', () => {
    it(`idle longer than SESSION_IDLE_MINUTES → 440 "${ENDED}", then 401`, async () => {
      const jwt = await ctx.login(DEMO.empresaChl);
      expect((await me(jwt)).statusCode).toBe(200);
      ctx.clock.advance((ctx.config.sessionIdleMinutes + 1) * MIN);
      const res = await me(jwt);
      expect(res.statusCode).toBe(440);
      expect(res.json()).toEqual({ statusCode: 440, code: 'session_expired', message: ENDED });
      expect((await sessionRow(claims(jwt).sid))!.revoked_at).not.toBeNull();
      expectEnded(await me(jwt));
      expectEnded(await get(`${A}/renew`, jwt));
    });

    it('idle exactly SESSION_IDLE_MINUTES is still alive', async () => {
      const jwt = await ctx.login(DEMO.empresaChl);
      ctx.clock.advance(ctx.config.sessionIdleMinutes * MIN);
      expect((await me(jwt)).statusCode).toBe(200);
    });

    it('activity within the idle window keeps the session alive', async () => {
      const jwt = await ctx.login(DEMO.empresaArg);
      const step = (ctx.config.sessionIdleMinutes - 5) * MIN;
      for (let i = 0; i < 4; i++) {
        ctx.clock.advance(step);
        expect((await me(jwt)).statusCode).toBe(200);
      }
      // more than the idle window since sign-in, but never idle that long
      const row = await sessionRow(claims(jwt).sid);
      expect(row!.last_seen_at.toISOString()).toBe(ctx.clock.now().toISOString());
      expect(row!.revoked_at).toBeNull();
      // a renew also counts as activity, and its new session starts fresh
      ctx.clock.advance(step);
      const renewed = await get(`${A}/renew`, jwt);
      expect(renewed.statusCode).toBe(200);
      ctx.clock.advance(step);
      expect((await me(renewed.json().jwt)).statusCode).toBe(200);
    });

    it('past SESSION_MAX_HOURS the session ends even when it is used all the time', async () => {
      const jwt = await ctx.login(DEMO.empresaCol);
      const start = ctx.clock.now().getTime();
      const max = ctx.config.sessionMaxHours * 3_600_000;
      const step = 20 * MIN;
      while (ctx.clock.now().getTime() - start + step < max) {
        ctx.clock.advance(step);
        expect((await me(jwt)).statusCode).toBe(200);
      }
      await expectEndedAfter(jwt, start + max + 1000);
    });
  });

  describe('renewing keeps the maximum age', () => {
    it('a token renewed again and again still ends SESSION_MAX_HOURS after the sign-in', async () => {
      let jwt = await ctx.login(DEMO.empresaPer);
      const first = claims(jwt);
      const start = ctx.clock.now().getTime();
      const max = ctx.config.sessionMaxHours * 3_600_000;
      const step = 20 * MIN;
      let renewals = 0;
      while (ctx.clock.now().getTime() - start + step < max) {
        ctx.clock.advance(step);
        const res = await get(`${A}/renew`, jwt);
        expect(res.statusCode).toBe(200);
        jwt = res.json().jwt;
        renewals++;
        // the rotated session and its token keep the first one's absolute expiry
        expect(claims(jwt).exp).toBe(first.exp);
        expect((await sessionRow(claims(jwt).sid))!.expires_at.getTime()).toBe(start + max);
      }
      expect(renewals).toBeGreaterThan(30);
      expect((await me(jwt)).statusCode).toBe(200);
      await expectEndedAfter(jwt, start + max + 1000);
    });
  });

  describe('background calls (the notifications poll, badge and stream) are not activity', () => {
    const userId = (jwt: string) => claims(jwt).sub;
    const last = (jwt: string) => get(`/api/fo/notifications/last?user_id=${userId(jwt)}`, jwt);
    const unread = (jwt: string) => get(`/api/fo/notifications/unread/count?user_id=${userId(jwt)}`, jwt);

    it('a session polled only by GET /last and /unread/count every minute still expires after the idle time', async () => {
      const jwt = await ctx.login(DEMO.empresaArg);
      const sid = claims(jwt).sid;
      const signedInAt = ctx.clock.now().toISOString();
      for (let m = 1; m <= ctx.config.sessionIdleMinutes; m++) {
        ctx.clock.advance(MIN);
        expect((await last(jwt)).statusCode).toBe(200);
        expect((await unread(jwt)).statusCode).toBe(200);
      }
      // the polls did not move last-seen
      expect((await sessionRow(sid))!.last_seen_at.toISOString()).toBe(signedInAt);
      ctx.clock.advance(MIN);
      const res = await last(jwt);
      expect(res.statusCode).toBe(440);
      expect(res.json()).toEqual({ statusCode: 440, code: 'session_expired', message: ENDED });
      expectEnded(await me(jwt));
    });

    it('an ordinary call still refreshes the session between polls', async () => {
      const jwt = await ctx.login(DEMO.empresaArg);
      const sid = claims(jwt).sid;
      for (let m = 1; m <= ctx.config.sessionIdleMinutes * 2; m++) {
        ctx.clock.advance(MIN);
        expect((await last(jwt)).statusCode).toBe(200);
        if (m === ctx.config.sessionIdleMinutes - 5) expect((await me(jwt)).statusCode).toBe(200);
        if (m === ctx.config.sessionIdleMinutes * 2 - 10) {
          expect((await get(`/api/fo/notifications?user_id=${userId(jwt)}`, jwt)).statusCode).toBe(200);
        }
      }
      expect((await sessionRow(sid))!.last_seen_at.getTime()).toBe(ctx.clock.now().getTime() - 10 * MIN);
      expect((await me(jwt)).statusCode).toBe(200);
    });

    it('the routes say so in their config', () => {
      const background = registeredRoutes(ctx.app)
        .filter((r) => r.background)
        .map((r) => `${r.method} ${r.url}`)
        .filter((r) => !r.startsWith('HEAD'))
        .sort();
      expect(background).toEqual([
        'GET /api/fo/notifications/last',
        'GET /api/fo/notifications/stream',
        'GET /api/fo/notifications/unread/count',
      ]);
    });

    describe('GET /notifications/stream', () => {
      let address = '';
      beforeAll(async () => {
        address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      });

      /** Opens the stream and reads it to its end; resolves with what it read. */
      async function openStream(jwt: string) {
        const res = await fetch(`${address}/api/fo/notifications/stream`, { headers: ctx.auth(jwt) });
        expect(res.status).toBe(200);
        const reader = res.body!.getReader();
        const first = new TextDecoder().decode((await reader.read()).value);
        expect(first).toContain(': connected');
        const ended = (async () => {
          let text = first;
          for (;;) {
            const { value, done } = await reader.read();
            if (done) return text;
            text += new TextDecoder().decode(value);
          }
        })();
        return { ended };
      }
      const within = <T>(p: Promise<T>, ms: number) =>
        Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms))]);

      it('holding it open does not keep the session alive; it ends when the session expires, and reconnecting → 440', async () => {
        const jwt = await ctx.login(DEMO.empresaCol);
        const stream = await openStream(jwt);
        const signedInAt = ctx.clock.now().toISOString();
        // still open while the session is: a few checks pass without ending it
        await new Promise((r) => setTimeout(r, 300));
        expect((await sessionRow(claims(jwt).sid))!.last_seen_at.toISOString()).toBe(signedInAt);
        let endedEarly = false;
        void stream.ended.then(() => {
          endedEarly = true;
        });
        await new Promise((r) => setTimeout(r, 100));
        expect(endedEarly).toBe(false);

        ctx.clock.advance((ctx.config.sessionIdleMinutes + 1) * MIN);
        await within(stream.ended, 5_000);
        const again = await fetch(`${address}/api/fo/notifications/stream`, { headers: ctx.auth(jwt) });
        expect(again.status).toBe(440);
        expect(await again.json()).toEqual({ statusCode: 440, code: 'session_expired', message: ENDED });
      });

      it('it ends when the session is signed out', async () => {
        const jwt = await ctx.login(DEMO.empresaCol);
        const stream = await openStream(jwt);
        expect((await ctx.app.inject({ method: 'POST', url: `${A}/signout`, headers: ctx.auth(jwt) })).statusCode).toBe(204);
        await within(stream.ended, 5_000);
        const again = await fetch(`${address}/api/fo/notifications/stream`, { headers: ctx.auth(jwt) });
        expect(again.status).toBe(401);
      });
    });
  });

  describe('GET /me', () => {
    it('answers the session user, as at login', async () => {
      const login = await ctx.app.inject({
        method: 'POST',
        url: `${A}/login`,
        payload: { username: DEMO.marcaChl, password: DEMO.password },
      });
      const { jwt, user } = login.json();
      const res = await me(jwt);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user });
    });
  });

  describe('GET /permissions and /permissions/categories', () => {
    it('lists the 19 permissions with codes, countries and requirements', async () => {
      const jwt = await ctx.login(DEMO.localChl);
      const res = await get(`${A}/permissions`, jwt);
      expect(res.statusCode).toBe(200);
      const list = res.json() as {
        id: number;
        code: string;
        name: string;
        description: string;
        category_id: number;
        countries_ids: string[];
        requires: string[];
      }[];
      expect(list).toHaveLength(19);
      expect(list.map((p) => p.id)).toEqual(PERMISSIONS.map((p) => p.id));
      for (const p of list) {
        expect(p.code).toMatch(/^(manage|read|create|update|delete):[A-Z][A-Za-z]+$/);
        expect(p.name).toEqual(expect.any(String));
        expect(p.description).toEqual(expect.any(String));
        expect(p.countries_ids.length).toBeGreaterThan(0);
        for (const c of p.countries_ids) expect(COUNTRY_IDS).toContain(c);
        for (const r of p.requires) expect(r).toBe('Contract');
        const def = PERMISSIONS.find((d) => d.id === p.id)!;
        expect(p).toEqual({
          id: def.id,
          code: def.code,
          name: def.name,
          description: def.description,
          category_id: def.categoryId,
          countries_ids: def.countries_ids,
          requires: def.requires,
        });
      }
      expect(list.find((p) => p.code === 'manage:Discounts')!.countries_ids).toEqual(['CHL']);
      expect(list.find((p) => p.code === 'read:DailySales')!.requires).toEqual(['Contract']);
      expect(list.find((p) => p.code === 'manage:Client')!.requires).toEqual([]);
    });

    it('groups them by category', async () => {
      const jwt = await ctx.login(DEMO.localChl);
      const res = await get(`${A}/permissions/categories`, jwt);
      expect(res.statusCode).toBe(200);
      const cats = res.json() as { id: number; name: string; permissions: { id: number; category_id: number }[] }[];
      expect(cats.map((c) => ({ id: c.id, name: c.name }))).toEqual(PERMISSION_CATEGORIES);
      for (const c of cats) {
        expect(c.permissions.length).toBeGreaterThan(0);
        for (const p of c.permissions) expect(p.category_id).toBe(c.id);
      }
      const ids = cats.flatMap((c) => c.permissions.map((p) => p.id)).sort((a, b) => a - b);
      expect(ids).toEqual(PERMISSIONS.map((p) => p.id));
    });

    it.each(['/permissions', '/permissions/categories'])('%s without a session → 401', async (path) => {
      expectEnded(await get(`${A}${path}`));
      expectEnded(await get(`${A}${path}`, 'no.es.valido'));
    });
  });

  describe('every API route declares who may call it', () => {
    const apiRoutes = () => registeredRoutes(ctx.app).filter((r) => r.url === '/api' || r.url.startsWith('/api/'));

    it('no /api route lacks config.access', () => {
      const routes = apiRoutes();
      expect(routes.length).toBeGreaterThan(10);
      const missing = routes.filter((r) => r.access !== 'public' && r.access !== 'session' && r.access !== 'service');
      expect(missing, `routes without config.access: ${missing.map((r) => `${r.method} ${r.url}`).join(', ')}`).toEqual([]);
    });

    it('every session route declares the ability it needs (config.ability), or says any signed-in user may call it', () => {
      const session = apiRoutes().filter((r) => r.access === 'session');
      expect(session.length).toBeGreaterThan(10);
      const missing = session.filter((r) => !r.ability);
      expect(missing, `session routes without config.ability: ${missing.map((r) => `${r.method} ${r.url}`).join(', ')}`).toEqual([]);
    });

    it('every service route names the scope of the API key it takes (config.apiKeyScope), and only these take one', () => {
      const service = apiRoutes()
        .filter((r) => r.access === 'service')
        .map((r) => `${r.method} ${r.url} ${r.apiKeyScope}`)
        .sort();
      expect(service).toEqual([
        'POST /api/fo/comparisons/categories/import brands:import',
        'POST /api/fo/debt/import finance:import',
        'POST /api/fo/downloads/import finance:import',
        'POST /api/fo/invoices/import finance:import',
        'POST /api/fo/rent/terms/import rent:import',
        'POST /api/fo/rent/unit-values/import rent:import',
        'POST /api/fo/sales/feed/daily sales:feed',
      ]);
    });

    it('the auth routes have the expected access', () => {
      const access = Object.fromEntries(apiRoutes().map((r) => [`${r.method} ${r.url}`, r.access]));
      expect(access).toMatchObject({
        [`POST ${A}/login`]: 'public',
        [`GET ${A}/captcha`]: 'public',
        [`POST ${A}/reset-pass`]: 'public',
        [`POST ${A}/reset-pass/validate`]: 'public',
        [`POST ${A}/pass`]: 'public',
        [`GET ${A}/corporate`]: 'public',
        [`GET ${A}/corporate/callback`]: 'public',
        [`POST ${A}/corporate/session`]: 'public',
        [`GET ${A}/renew`]: 'session',
        [`POST ${A}/signout`]: 'session',
        [`GET ${A}/me`]: 'session',
        [`GET ${A}/permissions`]: 'session',
        [`GET ${A}/permissions/categories`]: 'session',
        'GET /api/actuator/info': 'public',
        'GET /api/fo/config': 'public',
        'GET /api/docs/json': 'public',
      });
    });

    it('only these routes are public: a new route is behind the session unless it is added here on purpose', () => {
      const pub = apiRoutes()
        .filter((r) => r.access === 'public' && r.method !== 'HEAD')
        .map((r) => `${r.method} ${r.url}`)
        .filter((r) => !r.startsWith('GET /api/docs'))
        .sort();
      expect(pub).toEqual([
        'GET /api/actuator/info',
        // signed, expiring links (checked by the route) and pictures shown in <img>
        'GET /api/fo/announcements/files/:id',
        'GET /api/fo/announcements/images/:id',
        'GET /api/fo/auth/captcha',
        'GET /api/fo/auth/corporate',
        // the identity provider's answer (state, nonce, PKCE checked) and its one-time code's exchange
        'GET /api/fo/auth/corporate/callback',
        'GET /api/fo/config',
        // a campaign logo's signed link (shown in <img>)
        'GET /api/fo/discounts/logos/:id',
        'GET /api/fo/files/download',
        // anyone holding a declaration receipt checks its code (rate-limited; answers only genuine or not)
        'GET /api/fo/receipts/verify/:code',
        'GET /api/health',
        // readiness for a load balancer (whether the database answers; nothing else)
        'GET /api/health/ready',
        'POST /api/fo/auth/corporate/session',
        'POST /api/fo/auth/login',
        'POST /api/fo/auth/pass',
        'POST /api/fo/auth/reset-pass',
        'POST /api/fo/auth/reset-pass/validate',
      ]);
    });

    it('only the import APIs and the point-of-sale feed take a service API key (no session), and they answer 401 without one, with a bad one and with a session token', async () => {
      const service = apiRoutes()
        .filter((r) => r.access === 'service')
        .map((r) => `${r.method} ${r.url}`)
        .sort();
      expect(service).toEqual([
        'POST /api/fo/comparisons/categories/import',
        'POST /api/fo/debt/import',
        'POST /api/fo/downloads/import',
        'POST /api/fo/invoices/import',
        'POST /api/fo/rent/terms/import',
        'POST /api/fo/rent/unit-values/import',
        'POST /api/fo/sales/feed/daily',
      ]);
      const token = await ctx.login(DEMO.finanzas);
      for (const r of service) {
        const url = r.split(' ')[1]!;
        for (const headers of [{}, { 'x-api-key': 'vk_000000000000.basura' }, ctx.auth(token)]) {
          const res = await ctx.app.inject({ method: 'POST', url, headers, payload: {} });
          expect(res.statusCode, `${r} ${JSON.stringify(headers)}`).toBe(401);
        }
      }
    });

    it('every session route answers 401 without a token, and with a bad one', async () => {
      const session = apiRoutes().filter((r) => r.access === 'session');
      expect(session.length).toBeGreaterThanOrEqual(5);
      for (const r of session) {
        const url = r.url.replace(/:(\w+)/g, 'x').replace(/\*$/, 'x');
        for (const headers of [{}, { authorization: 'Bearer basura' }]) {
          const res = await ctx.app.inject({ method: r.method as 'GET', url, headers });
          expect(res.statusCode, `${r.method} ${url}`).toBe(401);
          if (r.method !== 'HEAD') expect(res.json().message, `${r.method} ${url}`).toBe(ENDED);
        }
      }
    });

    it('an encoded prefix (/%61pi/...) reaches the same route and the same guard: 401 for session routes, the usual answer for public ones', async () => {
      const routes = apiRoutes().filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
      expect(routes.length).toBeGreaterThan(10);
      for (const r of routes) {
        const url = r.url.replace(/:(\w+)/g, '1').replace(/\*$/, 'x');
        const encoded = url.replace(/^\/api\//, '/%61pi/');
        const res = await ctx.app.inject({ method: r.method as 'GET', url: encoded });
        if (r.access === 'session') {
          expect(res.statusCode, `${r.method} ${encoded}`).toBe(401);
          if (r.method !== 'HEAD') expect(res.json().message, `${r.method} ${encoded}`).toBe(ENDED);
        } else {
          const plain = await ctx.app.inject({ method: r.method as 'GET', url });
          expect(res.statusCode, `${r.method} ${encoded}`).toBe(plain.statusCode);
          expect(res.statusCode, `${r.method} ${encoded}`).toBeLessThan(500);
        }
      }
    });

    it.each(['/%61pi/fo/nada', '/%61pi', '/%61pi/', '/api/fo/nada', '/api%2Ffo%2Fnada'])(
      'an unmatched API path (%s) answers 404 JSON, not the web page',
      async (url) => {
        for (const method of ['GET', 'POST'] as const) {
          const res = await ctx.app.inject({ method, url });
          expect(res.statusCode, `${method} ${url}`).toBe(404);
          expect(res.json(), `${method} ${url}`).toMatchObject({ statusCode: 404, code: 'not_found' });
        }
      },
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createTestApp, DEMO, waitForMailOnInject, type TestContext } from '../../test/harness';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { hashPassword } from '../../lib/passwords';
import { buildLoggedApp } from '../../test/logged-app';
import * as t from '../../db/schema';

const A = '/api/fo/auth';
const PUBLIC_URL = 'https://portal.vitrina.test';
const MSG = {
  linkInvalid: 'El link con el que accediste no es válido, puedes generar uno nuevo para configurar tu nueva contraseña.',
  linkExpired:
    'El link con el que accediste ha expirado, verifica que sea el último link enviado a tu correo, o puedes generar uno nuevo para configurar tu nueva contraseña.',
  rule: 'Debe contener al menos 8 caracteres e incluir al menos un caracter especial',
  reused: 'Por motivos de seguridad, no puedes utilizar una contraseña que hayas utilizado antes.',
  updated: 'Se actualizó la contraseña correctamente',
  sent: (email: string) => `Se envió un enlace al correo ${email}`,
};
const LINK_RE = new RegExp(`${PUBLIC_URL.replace(/[.]/g, '\\.')}/auth/configurar_password/([A-Za-z0-9_-]+)`);

let ctx: TestContext;
const tokenCount = async () => (await ctx.database.db.select({ n: count() }).from(t.passwordResetTokens))[0]!.n;
beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_URL } });
});
afterAll(async () => {
  await ctx?.close();
});

describe('password reset: /reset-pass, /reset-pass/validate, /pass', () => {
  const post = (url: string, payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: `${A}${url}`, payload });
  const outbox = () => ctx.app.mailer.outbox;
  const user = async (email: string) => (await ctx.database.db.select().from(t.users).where(eq(t.users.email, email)))[0]!;
  const historyCount = async (userId: string) =>
    (await ctx.database.db.select({ n: count() }).from(t.passwordHistory).where(eq(t.passwordHistory.user_id, userId)))[0]!.n;
  /** What a refused set-password must leave untouched. */
  const state = async (email: string) => {
    const u = await user(email);
    const tokens = await ctx.database.db
      .select({ used_at: t.passwordResetTokens.used_at })
      .from(t.passwordResetTokens)
      .where(eq(t.passwordResetTokens.user_id, u.id));
    return {
      password_hash: u.password_hash,
      password_changed_at: u.password_changed_at,
      status: u.status,
      history: await historyCount(u.id),
      usedTokens: tokens.filter((x) => x.used_at).length,
    };
  };

  /** Asks for a link and returns the token from the e-mail. */
  async function requestLink(email: string) {
    const n = outbox().length;
    const res = await post('/reset-pass', { username: email });
    expect(res.statusCode).toBe(200);
    expect(outbox()).toHaveLength(n + 1);
    const mail = outbox().at(-1)!;
    const m = LINK_RE.exec(mail.text);
    expect(m, mail.text).not.toBeNull();
    return m![1]!;
  }

  const loginStatus = async (email: string, password: string) => (await post('/login', { username: email, password })).statusCode;

  describe('POST /reset-pass', () => {
    it('a known email gets a mail with a link to /auth/configurar_password/<token>', async () => {
      const before = outbox().length;
      const tokensBefore = await tokenCount();
      const res = await post('/reset-pass', { username: DEMO.empresaChl });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MSG.sent(DEMO.empresaChl) });

      expect(outbox()).toHaveLength(before + 1);
      const mail = outbox().at(-1)!;
      expect(mail.to).toBe(DEMO.empresaChl);
      expect(mail.subject).toEqual(expect.any(String));
      expect(mail.text).toContain('Carolina');
      const token = LINK_RE.exec(mail.text)?.[1];
      expect(token).toBeTruthy();
      expect(token!.length).toBeGreaterThanOrEqual(32);
      expect(mail.html).toContain(`${PUBLIC_URL}/auth/configurar_password/${token}`);
      expect(mail.text).toContain(`${ctx.config.resetTokenMinutes} minutos`);

      // only a hash of the token is stored, valid for RESET_TOKEN_MINUTES
      expect(await tokenCount()).toBe(tokensBefore + 1);
      const u = await user(DEMO.empresaChl);
      const rows = await ctx.database.db.select().from(t.passwordResetTokens).where(eq(t.passwordResetTokens.user_id, u.id));
      const row = rows.at(-1)!;
      expect(row.token_hash).not.toBe(token);
      expect(row.used_at).toBeNull();
      expect(row.expires_at.getTime() - ctx.clock.now().getTime()).toBe(ctx.config.resetTokenMinutes * 60_000);
      expect((await post('/reset-pass/validate', { token })).statusCode).toBe(200);
    });

    it('trims and lowercases the email', async () => {
      const before = outbox().length;
      const res = await post('/reset-pass', { username: `  ${DEMO.marcaChl.toUpperCase()} ` });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(MSG.sent(DEMO.marcaChl));
      expect(outbox()).toHaveLength(before + 1);
      expect(outbox().at(-1)!.to).toBe(DEMO.marcaChl);
    });

    it('a second request sends a new link and the earlier one stops working (410), also for setting the password', async () => {
      const first = await requestLink(DEMO.empresaArg);
      const second = await requestLink(DEMO.empresaArg);
      expect(second).not.toBe(first);
      const old = await post('/reset-pass/validate', { token: first });
      expect(old.statusCode).toBe(410);
      expect(old.json().message).toBe(MSG.linkExpired);
      const before = await state(DEMO.empresaArg);
      expect((await post('/pass', { token: first, password: 'Nueva.Clave-9' })).statusCode).toBe(410);
      expect(await state(DEMO.empresaArg)).toEqual(before);
      expect((await post('/reset-pass/validate', { token: second })).statusCode).toBe(200);
    });

    it('an unknown email gets the same answer and no mail (no enumeration)', async () => {
      const before = outbox().length;
      const tokensBefore = await tokenCount();
      const res = await post('/reset-pass', { username: 'nadie@vitrina.test' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MSG.sent('nadie@vitrina.test') });
      expect(outbox()).toHaveLength(before);
      expect(await tokenCount()).toBe(tokensBefore);
    });

    it('a disabled user gets the same answer and no mail', async () => {
      const u = await user(DEMO.empresaCol);
      await ctx.database.db.update(t.users).set({ status: 'Deshabilitado' }).where(eq(t.users.id, u.id));
      try {
        const before = outbox().length;
        const res = await post('/reset-pass', { username: DEMO.empresaCol });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: MSG.sent(DEMO.empresaCol) });
        expect(outbox()).toHaveLength(before);
      } finally {
        await ctx.database.db.update(t.users).set({ status: 'Ok' }).where(eq(t.users.id, u.id));
      }
    });

    it.each([
      ['an invalid email', { username: 'empresa.chl' }, 'Ingresa un correo válido'],
      ['no email', {}, 'Debes ingresar tu correo'],
      ['an empty email', { username: '' }, 'Debes ingresar tu correo'],
    ])('%s → 400, no mail', async (_n, payload, message) => {
      const before = outbox().length;
      const tokensBefore = await tokenCount();
      const res = await post('/reset-pass', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation_error', message });
      expect(outbox()).toHaveLength(before);
      expect(await tokenCount()).toBe(tokensBefore);
    });
  });

  describe('POST /reset-pass/validate', () => {
    it('an unknown token → 404 with the invalid-link text', async () => {
      const res = await post('/reset-pass/validate', { token: 'token-que-no-existe' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, code: 'link_invalid', message: MSG.linkInvalid });
    });

    it('an empty token → 400', async () => {
      expect((await post('/reset-pass/validate', { token: '' })).statusCode).toBe(400);
      expect((await post('/reset-pass/validate', {})).statusCode).toBe(400);
    });

    it('a link past RESET_TOKEN_MINUTES → 410 with the expired-link text, and it cannot set a password', async () => {
      const token = await requestLink(DEMO.localChl);
      ctx.clock.advance((ctx.config.resetTokenMinutes - 1) * 60_000);
      expect((await post('/reset-pass/validate', { token })).statusCode).toBe(200);
      ctx.clock.advance(2 * 60_000);
      const res = await post('/reset-pass/validate', { token });
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ statusCode: 410, code: 'link_expired', message: MSG.linkExpired });

      const before = await state(DEMO.localChl);
      const set = await post('/pass', { token, password: 'Nueva.Clave-1' });
      expect(set.statusCode).toBe(410);
      expect(set.json().message).toBe(MSG.linkExpired);
      expect(await state(DEMO.localChl)).toEqual(before);
      expect(await loginStatus(DEMO.localChl, 'Nueva.Clave-1')).toBe(401);
    });
  });

  describe('POST /pass', () => {
    it.each([
      ['too short', 'Ab.1234'],
      ['no special character', 'Abcdefgh1234'],
      ['empty', ''],
    ])('a weak password (%s) → 400 with the rule, nothing changed', async (_n, password) => {
      const token = await requestLink(DEMO.empresaPer);
      const before = await state(DEMO.empresaPer);
      const res = await post('/pass', { token, password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation_error', message: MSG.rule });
      expect(await state(DEMO.empresaPer)).toEqual(before);
      // the link is still good
      expect((await post('/reset-pass/validate', { token })).statusCode).toBe(200);
    });

    it('an unknown token → 404 with the invalid-link text', async () => {
      const res = await post('/pass', { token: 'token-que-no-existe', password: 'Nueva.Clave-1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, code: 'link_invalid', message: MSG.linkInvalid });
    });

    it('reusing the current password → 422, nothing changed', async () => {
      const token = await requestLink(DEMO.empresaPer);
      const before = await state(DEMO.empresaPer);
      const res = await post('/pass', { token, password: DEMO.password });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ statusCode: 422, code: 'password_reused', message: MSG.reused });
      expect(await state(DEMO.empresaPer)).toEqual(before);
      expect((await post('/reset-pass/validate', { token })).statusCode).toBe(200);
    });

    it('reusing a previous password (from the history) → 422, nothing changed', async () => {
      const u = await user(DEMO.empresaPer);
      const at = new Date(ctx.clock.now().getTime() - 90 * 86_400_000);
      await ctx.database.db
        .insert(t.passwordHistory)
        .values({ user_id: u.id, password_hash: await hashPassword('Antigua.Clave-2025'), created_at: at });
      const token = await requestLink(DEMO.empresaPer);
      const before = await state(DEMO.empresaPer);
      const res = await post('/pass', { token, password: 'Antigua.Clave-2025' });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(MSG.reused);
      expect(await state(DEMO.empresaPer)).toEqual(before);
      expect(await loginStatus(DEMO.empresaPer, DEMO.password)).toBe(200);
    });

    it('success: new password works, old fails, link spent, sessions revoked, audited', async () => {
      const email = DEMO.empresaArg;
      const NEW = 'Otra Clave 2026';
      const u = await user(email);
      const session = await ctx.login(email);
      const otherUser = await ctx.login(DEMO.empresaChl);
      const first = await requestLink(email); // an earlier link of the same user (spent by the next one)
      const token = await requestLink(email);
      const historyBefore = await historyCount(u.id);

      const res = await post('/pass', { token, password: NEW });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MSG.updated });

      expect(await loginStatus(email, NEW)).toBe(200);
      const old = await post('/login', { username: email, password: DEMO.password });
      expect(old.statusCode).toBe(401);
      expect(old.json().message).toBe('Email o contraseña incorrectos.');

      // the link, and every earlier link of the user, is spent
      for (const tk of [token, first]) {
        const v = await post('/reset-pass/validate', { token: tk });
        expect(v.statusCode).toBe(410);
        expect(v.json().message).toBe(MSG.linkExpired);
      }
      const again = await post('/pass', { token, password: 'Tercera.Clave-3' });
      expect(again.statusCode).toBe(410);
      expect(await loginStatus(email, 'Tercera.Clave-3')).toBe(401);

      // sessions opened before the change are revoked; other users keep theirs
      const me = await ctx.app.inject({ method: 'GET', url: `${A}/me`, headers: ctx.auth(session) });
      expect(me.statusCode).toBe(401);
      expect(me.json().message).toBe('Tu sesión terminó');
      expect((await ctx.app.inject({ method: 'GET', url: `${A}/me`, headers: ctx.auth(otherUser) })).statusCode).toBe(200);

      // the database: new hash, history grows, audit row
      const after = await user(email);
      expect(after.password_hash).not.toBe(u.password_hash);
      expect(after.password_hash).not.toContain(NEW);
      expect(after.password_changed_at?.toISOString()).toBe(ctx.clock.now().toISOString());
      expect(after.status).toBe('Ok');
      expect(await historyCount(u.id)).toBe(historyBefore + 1);
      const audit = await ctx.database.db
        .select()
        .from(t.auditLog)
        .where(and(eq(t.auditLog.action, 'password_changed'), eq(t.auditLog.entity_id, u.id)));
      expect(audit).toHaveLength(1);
      expect(audit[0]!.actor_user_id).toBe(u.id);
      expect(JSON.stringify(audit)).not.toContain(NEW);

      // the password just replaced now counts as previous
      const next = await requestLink(email);
      for (const reused of [DEMO.password, NEW]) {
        const r = await post('/pass', { token: next, password: reused });
        expect(r.statusCode).toBe(422);
        expect(r.json().message).toBe(MSG.reused);
      }
      expect(await loginStatus(email, NEW)).toBe(200);
    });
  });
});

describe('password reset with the captcha and a low rate limit', () => {
  // a second app with these settings over the same database and clock (no second seed)
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = loadConfig({
      PUBLIC_URL,
      CAPTCHA_PROVIDER: 'altcha',
      CAPTCHA_COST: '50',
      CAPTCHA_COST_V2: '50',
      RATE_LIMIT_AUTH_MAX: '2',
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ config, database: ctx.database, clock: ctx.clock, ephemeral: true, logger: false });
    await app.ready();
    waitForMailOnInject(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('reset-pass without a solved captcha → 403 and no mail; over the limit → 429', async () => {
    const remoteAddress = '10.2.0.1';
    const before = app.mailer.outbox.length;
    const tokensBefore = await tokenCount();
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'POST', url: `${A}/reset-pass`, payload: { username: DEMO.empresaChl }, remoteAddress });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, message: 'Por favor completa el captcha' });
    }
    const res = await app.inject({ method: 'POST', url: `${A}/reset-pass`, payload: { username: DEMO.empresaChl }, remoteAddress });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Demasiados intentos, espera un momento');
    expect(app.mailer.outbox).toHaveLength(before);
    expect(await tokenCount()).toBe(tokensBefore);
  });

  it('reset-pass with a solved captcha sends the mail', async () => {
    const ch = await app.inject({ method: 'GET', url: `${A}/captcha?version=3` });
    const { challenge } = ch.json();
    const solution = await solveChallenge({ challenge, deriveKey });
    const recaptcha_token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const res = await app.inject({
      method: 'POST',
      url: `${A}/reset-pass`,
      remoteAddress: '10.2.0.2',
      payload: { username: DEMO.localChl, recaptcha_version: 3, recaptcha_token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.sent(DEMO.localChl));
    expect(app.mailer.outbox.at(-1)!.to).toBe(DEMO.localChl);
  });
});

describe('logs of a POST /reset-pass', () => {
  it('every line the request writes, the mail included, carries its request id', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await buildLoggedApp(
      ctx,
      { PUBLIC_URL, CAPTCHA_PROVIDER: 'none', RATE_LIMIT_AUTH_MAX: '1000', LOG_LEVEL: 'info' },
      (line) => {
        lines.push(JSON.parse(line));
      },
    );
    await app.ready();
    try {
      lines.length = 0; // startup lines (the CAPTCHA_PROVIDER=none warning) are not the request's
      const res = await app.inject({
        method: 'POST',
        url: `${A}/reset-pass`,
        payload: { username: DEMO.marcaChl },
        headers: { 'x-request-id': 'prueba-reset-123' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-request-id']).toBe('prueba-reset-123');
      await app.mailer.idle();
      const mail = lines.find((l) => l.msg === 'mail written to the local outbox');
      expect(mail, JSON.stringify(lines)).toMatchObject({ to: DEMO.marcaChl, reqId: 'prueba-reset-123' });
      // one line for the request when it is answered: what was asked and how it went
      expect(lines.filter((l) => l.msg === 'request completed')).toEqual([
        expect.objectContaining({
          req: expect.objectContaining({ method: 'POST', url: `${A}/reset-pass` }),
          res: { statusCode: 200 },
          responseTime: expect.any(Number),
        }),
      ]);
      expect(lines.length).toBeGreaterThanOrEqual(2);
      for (const l of lines) expect(l, JSON.stringify(l)).toMatchObject({ reqId: 'prueba-reset-123' });
    } finally {
      await app.close();
    }
  });

  it('CAPTCHA_PROVIDER=none warns at startup that it is unsafe', async () => {
    const warnings: string[] = [];
    const capture = (provider: string) => async () => {
      const app = await buildLoggedApp(ctx, { PUBLIC_URL, CAPTCHA_PROVIDER: provider, CAPTCHA_COST: '50', LOG_LEVEL: 'info' }, (line) => {
        const l = JSON.parse(line);
        if (l.level >= 40) warnings.push(l.msg);
      });
      await app.close();
    };
    await capture('altcha')();
    expect(warnings).toEqual([]);
    await capture('none')();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/CAPTCHA_PROVIDER=none/);
    expect(warnings[0]).toMatch(/never in production/);
  });
});

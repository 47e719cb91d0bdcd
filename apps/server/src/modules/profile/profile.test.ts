import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import * as t from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const SESSION_ENDED = 'Tu sesión terminó';
const OPERADOR = 'operador@vitrina.test';
const call = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, token?: string, payload?: object, ua?: string) =>
  ctx.app.inject({
    method,
    url: `/api/fo/auth${url}`,
    payload,
    headers: { ...(token ? ctx.auth(token) : {}), ...(ua ? { 'user-agent': ua } : {}) },
  });
const me = async (token: string) => (await call('GET', '/me', token)).json().user;
/** PATCH /users-ext (Mis datos) as `token`: user `id`'s names and phone, `patch` over them. */
const editProfile = (token: string | undefined, id: string, first_name: string, last_name: string, phone: string, patch: object = {}) =>
  call('PATCH', '/users-ext', token, { id, first_name, last_name, phone, ...patch });
const sidOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).sid as string;
async function userRow(email: string) {
  const [row] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, email));
  return row!;
}
async function auditCount(userId: string, action?: string) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(t.auditLog)
    .where(action ? and(eq(t.auditLog.actor_user_id, userId), eq(t.auditLog.action, action)) : eq(t.auditLog.actor_user_id, userId));
  return row!.n;
}
const loginStatus = async (email: string, password: string) =>
  (await ctx.app.inject({ method: 'POST', url: '/api/fo/auth/login', payload: { username: email, password } })).statusCode;

describe('PATCH /api/fo/auth/users-ext (Mis datos)', () => {
  it("updates one's own names and phone, normalised to the country, and writes the audit log", async () => {
    const token = await ctx.login(DEMO.empresaChl);
    const user = await me(token);
    const before = await auditCount(user.id, 'profile_updated');
    const res = await editProfile(token, user.id, ' Carla ', 'Muñoz Soto', '9 1234-5678');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      email: DEMO.empresaChl,
      first_name: 'Carla',
      last_name: 'Muñoz Soto',
      phone: '+56 9 1234 5678',
      corporativo: false,
    });
    const after = await me(token);
    expect([after.nombres, after.apellidos, after.phone]).toEqual(['Carla', 'Muñoz Soto', '+56 9 1234 5678']);
    expect(await auditCount(user.id, 'profile_updated')).toBe(before + 1);
    const [row] = await ctx.database.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.actor_user_id, user.id), eq(t.auditLog.action, 'profile_updated')));
    expect(row!.details).toEqual({ nombres: { from: 'Carolina', to: 'Carla' }, phone: { from: '+56 9 8765 4321', to: '+56 9 1234 5678' } });
    // the same data again changes nothing and logs nothing
    const again = await editProfile(token, user.id, 'Carla', 'Muñoz Soto', '+56 9 1234 5678');
    expect(again.statusCode).toBe(200);
    expect(await auditCount(user.id, 'profile_updated')).toBe(before + 1);
  });

  it.each<[string, object, string]>([
    ['a phone of another country', { phone: '+51 987 654 321' }, 'Ingresa un teléfono válido de Chile (+56 y 9 dígitos)'],
    ['a short phone', { phone: '12345' }, 'Ingresa un teléfono válido de Chile (+56 y 9 dígitos)'],
    ['an empty phone', { phone: '' }, 'Debes ingresar tu teléfono'],
    ['an empty first name', { first_name: '  ' }, 'Debes ingresar tu nombre'],
    ['no last name', { last_name: undefined }, 'Debes ingresar tus apellidos'],
    ['a name too long', { first_name: 'x'.repeat(81) }, 'Máximo 80 caracteres'],
  ])('refuses %s with 400 and writes nothing', async (_label, patch, message) => {
    const token = await ctx.login(DEMO.marcaChl);
    const user = await me(token);
    const row = await userRow(DEMO.marcaChl);
    const audits = await auditCount(user.id);
    const res = await editProfile(token, user.id, 'Felipe', 'Rojas', '+56 9 7654 3210', patch);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await userRow(DEMO.marcaChl)).toEqual(row);
    expect(await auditCount(user.id)).toBe(audits);
  });

  it('refuses a malformed id (400), no session (401)', async () => {
    const token = await ctx.login(DEMO.marcaChl);
    expect((await editProfile(token, 'yo', 'A', 'B', '912345678')).statusCode).toBe(400);
    const user = await me(token);
    const res = await editProfile(undefined, user.id, 'A', 'B', '912345678');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(SESSION_ENDED);
    expect((await userRow(DEMO.marcaChl)).nombres).toBe('Felipe');
  });

  /** `editor` renames `owner` (403 with `message`): the owner's row stays as it was. */
  /** `editor` renames `owner` (403 with `message`): the owner's row stays as it was. */
  const refusedRename = async (editor: string, owner: string, message: string) => {
    const token = await ctx.login(editor);
    const row = await userRow(owner);
    const res = await editProfile(token, row.id, 'Otro', 'Nombre', '912345678');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(message);
    expect(await userRow(owner)).toEqual(row);
  };

  it("refuses another user's profile with 403, even for their company administrator", async () => {
    for (const email of [DEMO.empresaChl, DEMO.empresaPer])
      await refusedRename(email, DEMO.localChl, 'Solo puedes editar tu propio perfil');
  });

  it('refuses corporate users with 403', async () => {
    await refusedRename(DEMO.finanzas, DEMO.finanzas, 'Los usuarios corporativos no pueden editar su perfil');
  });

  it("checks the phone against the user's own country", async () => {
    const token = await ctx.login(DEMO.empresaArg);
    const user = await me(token);
    const res = await editProfile(token, user.id, user.nombres, user.apellidos, '11 5678 1234');
    expect(res.statusCode).toBe(200);
    expect(res.json().phone).toBe('+54 11 5678 1234');
    expect((await editProfile(token, user.id, 'A', 'B', '+56 9 1234 5678')).statusCode).toBe(400);
  });
});

describe('POST /api/fo/auth/users-ext/pass (Seguridad: change password)', () => {
  const EMAIL = DEMO.empresaCol;
  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const token = await ctx.login(EMAIL);
    const before = await userRow(EMAIL);
    const res = await call('POST', '/users-ext/pass', token, { current_password: 'Otra.clave1', password: 'Nueva.clave1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La contraseña actual no es correcta');
    expect((await userRow(EMAIL)).password_hash).toBe(before.password_hash);
    expect(await auditCount(before.id, 'password_change_failed')).toBe(1);
    expect((await call('GET', '/me', token)).statusCode).toBe(200);
  });

  it.each<[object, string]>([
    [
      { current_password: DEMO.password, password: 'corta.' },
      'Debe contener al menos 8 caracteres e incluir al menos un caracter especial',
    ],
    [
      { current_password: DEMO.password, password: 'sinespecial1' },
      'Debe contener al menos 8 caracteres e incluir al menos un caracter especial',
    ],
    [{ current_password: '', password: 'Nueva.clave1' }, 'Debes ingresar tu contraseña actual'],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const token = await ctx.login(EMAIL);
    const before = await userRow(EMAIL);
    const res = await call('POST', '/users-ext/pass', token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await userRow(EMAIL)).password_hash).toBe(before.password_hash);
  });

  it('refuses the current password as the new one with 422', async () => {
    const token = await ctx.login(EMAIL);
    const res = await call('POST', '/users-ext/pass', token, { current_password: DEMO.password, password: DEMO.password });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Por motivos de seguridad, no puedes utilizar una contraseña que hayas utilizado antes.');
  });

  it('changes the password: the new one signs in, the old one no longer; this session stays, the others end', async () => {
    const other = await ctx.login(EMAIL);
    const token = await ctx.login(EMAIL);
    const user = await userRow(EMAIL);
    const res = await call('POST', '/users-ext/pass', token, { current_password: DEMO.password, password: 'Nueva.clave1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Se actualizó la contraseña correctamente');
    expect((await call('GET', '/me', token)).statusCode).toBe(200);
    const ended = await call('GET', '/me', other);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe(SESSION_ENDED);
    expect(await loginStatus(EMAIL, 'Nueva.clave1')).toBe(200);
    expect(await loginStatus(EMAIL, DEMO.password)).toBe(401);
    expect(await auditCount(user.id, 'password_changed')).toBe(1);
    // the history: going back to an earlier password is refused
    const again = await call('POST', '/users-ext/pass', token, { current_password: 'Nueva.clave1', password: DEMO.password });
    expect(again.statusCode).toBe(422);
    expect(await loginStatus(EMAIL, 'Nueva.clave1')).toBe(200);
  });

  it('refuses without a session (401)', async () => {
    expect((await call('POST', '/users-ext/pass', undefined, { current_password: 'a', password: 'Nueva.clave1' })).statusCode).toBe(401);
  });
});

describe('sessions: GET /api/fo/auth/sessions, DELETE /sessions/{id}, DELETE /sessions/others', () => {
  const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
  const loginWith = async (email: string, ua: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/fo/auth/login',
      payload: { username: email, password: DEMO.password },
      headers: { 'user-agent': ua },
    });
    return res.json().jwt as string;
  };

  it("lists one's open sessions with device, address and times, the calling one marked", async () => {
    const a = await loginWith(DEMO.auditor, 'agente-a');
    const b = await loginWith(DEMO.auditor, FIREFOX);
    const res = await call('GET', '/sessions', a);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    const mine = list.find((s: { id: string }) => s.id === sidOf(a));
    const theirs = list.find((s: { id: string }) => s.id === sidOf(b));
    expect(mine).toMatchObject({ current: true, user_agent: 'agente-a', ip: '127.0.0.1', created_at: ctx.clock.now().toISOString() });
    expect(theirs).toMatchObject({ current: false, user_agent: FIREFOX });
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    // another user's sessions never show
    const other = await ctx.login(DEMO.marcaChl);
    expect(list.some((s: { id: string }) => s.id === sidOf(other))).toBe(false);
    expect((await call('GET', '/sessions')).statusCode).toBe(401);
  });

  it("closes another session: its token answers 401 'Tu sesión terminó' on the next call", async () => {
    const a = await ctx.login(OPERADOR);
    const b = await ctx.login(OPERADOR);
    const userId = (await me(a)).id;
    const res = await call('DELETE', `/sessions/${sidOf(b)}`, a);
    expect(res.statusCode).toBe(204);
    const next = await call('GET', '/me', b);
    expect(next.statusCode).toBe(401);
    expect(next.json().message).toBe(SESSION_ENDED);
    expect((await call('GET', '/me', a)).statusCode).toBe(200);
    expect((await call('GET', '/sessions', a)).json().map((s: { id: string }) => s.id)).not.toContain(sidOf(b));
    expect(await auditCount(userId, 'session_closed')).toBe(1);
    // a closed session cannot be closed again
    expect((await call('DELETE', `/sessions/${sidOf(b)}`, a)).statusCode).toBe(404);
  });

  it("refuses another user's session (404, it stays open), a bad id (400), no session (401)", async () => {
    const victim = await ctx.login(DEMO.localChl);
    const attacker = await ctx.login(DEMO.empresaChl);
    const res = await call('DELETE', `/sessions/${sidOf(victim)}`, attacker);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('La sesión no existe o ya terminó');
    expect((await call('GET', '/me', victim)).statusCode).toBe(200);
    expect((await call('DELETE', '/sessions/abc', attacker)).statusCode).toBe(400);
    expect((await call('DELETE', `/sessions/${sidOf(victim)}`)).statusCode).toBe(401);
    expect((await call('GET', '/me', victim)).statusCode).toBe(200);
  });

  it('closes every other session and keeps the current one', async () => {
    const [a, b, c] = [await ctx.login(DEMO.empresaPer), await ctx.login(DEMO.empresaPer), await ctx.login(DEMO.empresaPer)];
    const foreign = await ctx.login(DEMO.empresaArg);
    const res = await call('DELETE', '/sessions/others', c);
    expect(res.statusCode).toBe(200);
    expect(res.json().closed).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/me', a)).statusCode).toBe(401);
    expect((await call('GET', '/me', b)).statusCode).toBe(401);
    expect((await call('GET', '/me', c)).statusCode).toBe(200);
    expect((await call('GET', '/me', foreign)).statusCode).toBe(200);
    expect((await call('GET', '/sessions', c)).json().map((s: { id: string }) => s.id)).toEqual([sidOf(c)]);
    expect((await call('DELETE', '/sessions/others', c)).json()).toEqual({ closed: 0 });
    expect((await call('DELETE', '/sessions/others')).statusCode).toBe(401);
  });

  it('leaves idle sessions out of the list', async () => {
    const old = await ctx.login(DEMO.finanzas);
    ctx.clock.advance((ctx.config.sessionIdleMinutes + 1) * 60_000);
    const fresh = await ctx.login(DEMO.finanzas);
    const ids = (await call('GET', '/sessions', fresh)).json().map((s: { id: string }) => s.id);
    expect(ids).toContain(sidOf(fresh));
    expect(ids).not.toContain(sidOf(old));
  });
});

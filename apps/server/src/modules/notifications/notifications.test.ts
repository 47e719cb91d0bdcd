import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';

const OPERADOR = 'operador@vitrina.test';
let ctx: TestContext;
let empresa: string;
let marca: string;
let operador: string;
let finanzas: string;
let empresaId: string;
let marcaId: string;

const signIn = async (email: string) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/fo/auth/login', payload: { username: email, password: DEMO.password } });
  return [res.json().jwt as string, res.json().user.id as string] as const;
};

beforeAll(async () => {
  ctx = await createTestApp();
  [[empresa, empresaId], [marca, marcaId], operador, finanzas] = await Promise.all([
    signIn(DEMO.empresaChl),
    signIn(DEMO.marcaChl),
    ctx.login(OPERADOR),
    ctx.login(DEMO.finanzas),
  ]);
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: token ? ctx.auth(token) : {} });
const post = (url: string, token: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: ctx.auth(token), payload });
const put = (url: string, token?: string) => ctx.app.inject({ method: 'PUT', url, headers: token ? ctx.auth(token) : {} });
const totalOf = async (userId: string, token: string) =>
  (await get(`/api/fo/notifications?user_id=${userId}`, token)).json().total as number;

describe('GET /api/fo/notifications', () => {
  it("pages the caller's notifications, newest first, with counts per tab", async () => {
    const res = await get(`/api/fo/notifications?user_id=${empresaId}&page=1&size=5`, empresa);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.notifications).toHaveLength(5);
    expect(body.page).toBe(1);
    expect(body.page_size).toBe(5);
    expect(body.counts.all).toBe(body.total);
    expect(body.counts.unread + body.counts.read).toBe(body.counts.all);
    expect(body.counts.unread).toBeGreaterThan(0);
    const dates = body.notifications.map((n: { created_at: string }) => n.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.notifications.every((n: { user_id: string }) => n.user_id === empresaId)).toBe(true);
    const unread = (await get(`/api/fo/notifications?userId=${empresaId}&status=unread&size=50`, empresa)).json();
    expect(unread.notifications.every((n: { read_at: string | null }) => n.read_at === null)).toBe(true);
    const q = (await get(`/api/fo/notifications?user_id=${empresaId}&q=nota%20de%20cargo`, empresa)).json();
    expect(q.total).toBe(1);
  });
  it("refuses without user id (400), another user's list (403), without session (401)", async () => {
    expect((await get('/api/fo/notifications', empresa)).statusCode).toBe(400);
    expect((await get(`/api/fo/notifications?user_id=${marcaId}`, empresa)).statusCode).toBe(403);
    expect((await get(`/api/fo/notifications?user_id=${empresaId}`)).statusCode).toBe(401);
    expect((await get(`/api/fo/notifications/unread/count?user_id=${marcaId}`, empresa)).statusCode).toBe(403);
    expect((await get(`/api/fo/notifications/${marcaId}`, empresa)).statusCode).toBe(403);
    const last = await get(`/api/fo/notifications/last?user_id=${marcaId}`, empresa);
    expect([last.statusCode, last.json().message]).toEqual([403, 'No puedes ver las notificaciones de otro usuario']);
    expect((await get('/api/fo/notifications/last', empresa)).statusCode).toBe(400);
    expect((await get(`/api/fo/notifications/last?user_id=${empresaId}`)).statusCode).toBe(401);
  });
  it('answers the unread count, the last id and the latest 6', async () => {
    const count = (await get(`/api/fo/notifications/unread/count?user_id=${empresaId}`, empresa)).json().count;
    expect(count).toBe(4);
    const last = (await get(`/api/fo/notifications/last?user_id=${empresaId}`, empresa)).json().id;
    const latest = (await get(`/api/fo/notifications/${empresaId}`, empresa)).json();
    expect(latest).toHaveLength(6);
    expect(latest[0].id).toBe(last);
  });
});

describe('PUT /api/fo/notifications/{id}/read and /shown', () => {
  it("marks the caller's notification read once; another user's is 404 and unchanged", async () => {
    const n = (await get(`/api/fo/notifications?user_id=${empresaId}&status=unread&size=1`, empresa)).json().notifications[0];
    const r1 = await ctx.app.inject({ method: 'PUT', url: `/api/fo/notifications/${n.id}/read`, headers: ctx.auth(empresa) });
    expect(r1.statusCode).toBe(200);
    expect(r1.json().read_at).toBe(ctx.clock.now().toISOString());
    ctx.clock.advance(60_000);
    const r2 = await ctx.app.inject({ method: 'PUT', url: `/api/fo/notifications/${n.id}/read`, headers: ctx.auth(empresa) });
    expect(r2.json().read_at).toBe(r1.json().read_at);
    const other = (await get(`/api/fo/notifications?user_id=${marcaId}&status=unread&size=1`, marca)).json().notifications[0];
    const r3 = await ctx.app.inject({ method: 'PUT', url: `/api/fo/notifications/${other.id}/read`, headers: ctx.auth(empresa) });
    expect(r3.statusCode).toBe(404);
    const r4 = await ctx.app.inject({ method: 'PUT', url: `/api/fo/notifications/${other.id}/shown`, headers: ctx.auth(empresa) });
    expect(r4.statusCode).toBe(404);
    const again = (await get(`/api/fo/notifications?user_id=${marcaId}&status=unread&size=1`, marca)).json().notifications[0];
    expect(again.read_at).toBeNull();
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/fo/notifications/abc/read', headers: ctx.auth(empresa) })).statusCode).toBe(
      400,
    );
  });
});

describe('PUT /api/fo/notifications/{id}/shown', () => {
  it("marks the caller's notification shown once; it leaves the unshown list (the toast queue)", async () => {
    const created = await post('/api/fo/notifications', operador, { user_id: empresaId, title: 'Para el toast', body: 'x' });
    const id = created.json().id as number;
    const unshown = async () => (await get(`/api/fo/notifications?user_id=${empresaId}&status=unshown&size=50`, empresa)).json();
    const before = await unshown();
    expect(before.notifications.map((n: { id: number }) => n.id)).toContain(id);
    expect(before.total).toBe(before.counts.unshown);
    const r1 = await put(`/api/fo/notifications/${id}/shown`, empresa);
    expect(r1.statusCode).toBe(200);
    expect(r1.json()).toMatchObject({ id, shown_at: ctx.clock.now().toISOString(), read_at: null });
    ctx.clock.advance(60_000);
    const r2 = await put(`/api/fo/notifications/${id}/shown`, empresa);
    expect(r2.json().shown_at).toBe(r1.json().shown_at);
    const after = await unshown();
    expect(after.notifications.map((n: { id: number }) => n.id)).not.toContain(id);
    expect(after.counts.unshown).toBe(before.counts.unshown - 1);
    expect((await put(`/api/fo/notifications/${id}/shown`)).statusCode).toBe(401);
    expect((await put('/api/fo/notifications/999999/shown', empresa)).statusCode).toBe(404);
  });
});

describe('POST /api/fo/notifications and /batch', () => {
  it('lets internal roles create one, sanitising its HTML', async () => {
    const before = (await get(`/api/fo/notifications/unread/count?user_id=${marcaId}`, marca)).json().count;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/fo/notifications',
      headers: ctx.auth(operador),
      payload: {
        user_id: marcaId,
        title: 'Aviso',
        importance: 'alta',
        body: '<p onclick="steal()">Hola<script>alert(1)</script> <a href="javascript:alert(2)">x</a><img src=x onerror="alert(3)"></p>',
        action: { url: 'noticias', label: 'Ver' },
      },
    });
    expect(res.statusCode).toBe(201);
    const n = res.json();
    expect(n.body).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(n.body).toContain('Hola');
    expect(n.shown_at).toBeNull();
    expect(n.action).toEqual({ url: 'noticias', label: 'Ver' });
    expect((await get(`/api/fo/notifications/unread/count?user_id=${marcaId}`, marca)).json().count).toBe(before + 1);
    expect((await get(`/api/fo/notifications/last?user_id=${marcaId}`, marca)).json().id).toBe(n.id);
    const stored = (await get(`/api/fo/notifications/${marcaId}`, marca)).json()[0];
    expect(stored.body).toBe(n.body);
  });
  it('refuses tenants (403, nothing written), bad input (400), unknown users (404)', async () => {
    const before = (await get(`/api/fo/notifications?user_id=${marcaId}`, marca)).json().total;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/fo/notifications',
      headers: ctx.auth(empresa),
      payload: { user_id: marcaId, title: 'x', body: 'y' },
    });
    expect(res.statusCode).toBe(403);
    const batch = await ctx.app.inject({
      method: 'POST',
      url: `/api/fo/notifications/batch?user_ids=${marcaId}`,
      headers: ctx.auth(empresa),
      payload: { title: 'x', body: 'y' },
    });
    expect(batch.statusCode).toBe(403);
    // internal, but not a publisher
    const fin = await post('/api/fo/notifications', finanzas, { user_id: marcaId, title: 'x', body: 'y' });
    expect([fin.statusCode, fin.json().message]).toEqual([403, 'Solo el personal autorizado puede crear notificaciones']);
    const finBatch = await post(`/api/fo/notifications/batch?user_ids=${marcaId}`, finanzas, { title: 'x', body: 'y' });
    expect(finBatch.statusCode).toBe(403);
    expect((await get(`/api/fo/notifications?user_id=${marcaId}`, marca)).json().total).toBe(before);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/fo/notifications',
          headers: ctx.auth(operador),
          payload: { user_id: marcaId, title: '' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/fo/notifications',
          headers: ctx.auth(operador),
          payload: { user_id: '00000000-0000-4000-8000-000000000000', title: 'x', body: 'y' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/fo/notifications', payload: { user_id: marcaId, title: 'x', body: 'y' } }))
        .statusCode,
    ).toBe(401);
  });
  it('creates a batch for several users, sanitising its HTML', async () => {
    const res = await post(`/api/fo/notifications/batch?user_ids=${marcaId},${empresaId}`, operador, {
      title: 'Circular',
      body: '<p>Texto<script>alert(1)</script><img src=x onerror="alert(2)"></p>',
      action: { url: 'https://vitrina.test/circular', label: 'Leer' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().created).toBe(2);
    for (const [userId, token] of [
      [empresaId, empresa],
      [marcaId, marca],
    ] as const) {
      const n = (await get(`/api/fo/notifications/${userId}`, token)).json()[0];
      expect(n.title).toBe('Circular');
      expect(n.body).toContain('Texto');
      expect(n.body).not.toMatch(/script|onerror|alert/i);
      expect(n.action).toEqual({ url: 'https://vitrina.test/circular', label: 'Leer' });
    }
  });
  it('refuses a batch with an unknown user (404) and writes nothing for the known ones', async () => {
    const before = await totalOf(marcaId, marca);
    const res = await post(`/api/fo/notifications/batch?user_ids=${marcaId},00000000-0000-4000-8000-000000000000`, operador, {
      title: 'x',
      body: 'y',
    });
    expect([res.statusCode, res.json().message]).toEqual([404, 'Uno o más usuarios no existen']);
    expect(await totalOf(marcaId, marca)).toBe(before);
    expect((await post('/api/fo/notifications/batch?user_ids=no-es-uuid', operador, { title: 'x', body: 'y' })).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/fo/notifications/batch?user_ids=${marcaId}`, payload: { title: 'x', body: 'y' } }))
        .statusCode,
    ).toBe(401);
  });
  it.each([
    ['javascript:alert(1)'],
    ['//evil.example'],
    ['/chl/shopping/noticias'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox'],
  ])('refuses the action URL %j with a Spanish message, nothing written', async (url) => {
    const before = await totalOf(marcaId, marca);
    for (const [path, body] of [
      ['/api/fo/notifications', { user_id: marcaId, title: 'x', body: 'y', action: { url, label: 'Ver' } }],
      [`/api/fo/notifications/batch?user_ids=${marcaId}`, { title: 'x', body: 'y', action: { url, label: 'Ver' } }],
    ] as const) {
      const res = await post(path, operador, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('La acción debe ser una ruta del portal (por ejemplo noticias) o un enlace http(s)');
    }
    expect(await totalOf(marcaId, marca)).toBe(before);
  });
});

describe('POST /api/fo/notifications/role/{role}', () => {
  const latestTitle = async (userId: string, token: string) => (await get(`/api/fo/notifications/${userId}`, token)).json()[0]?.title;
  it("notifies every user holding the role in the sender's country, and nobody else", async () => {
    const [per, perId] = await signIn(DEMO.empresaPer);
    const perBefore = await totalOf(perId, per);
    const marcaBefore = await totalOf(marcaId, marca);
    const res = await post('/api/fo/notifications/role/EXT_EMPRESA', operador, { title: 'Para administradores', body: '<p>Hola</p>' });
    expect(res.statusCode).toBe(201);
    expect(res.json().created).toBeGreaterThanOrEqual(1);
    expect(await latestTitle(empresaId, empresa)).toBe('Para administradores');
    // Peru's administrator is of another country; the brand administrator holds another role
    expect(await totalOf(perId, per)).toBe(perBefore);
    expect(await totalOf(marcaId, marca)).toBe(marcaBefore);
  });
  it('refuses tenants and staff who do not publish (403), an unknown role (400), no session (401), writing nothing', async () => {
    const before = await totalOf(empresaId, empresa);
    const payload = { title: 'x', body: 'y' };
    expect((await post('/api/fo/notifications/role/EXT_EMPRESA', empresa, payload)).statusCode).toBe(403);
    const fin = await post('/api/fo/notifications/role/EXT_EMPRESA', finanzas, payload);
    expect([fin.statusCode, fin.json().message]).toEqual([403, 'Solo el personal autorizado puede crear notificaciones']);
    expect((await post('/api/fo/notifications/role/NO_EXISTE', operador, payload)).statusCode).toBe(400);
    expect((await post('/api/fo/notifications/role/EXT_EMPRESA', operador, { title: '', body: 'y' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/fo/notifications/role/EXT_EMPRESA', payload })).statusCode).toBe(401);
    expect(await totalOf(empresaId, empresa)).toBe(before);
  });
});

describe('GET /api/fo/notifications/stream', () => {
  it('needs a session', async () => {
    expect((await get('/api/fo/notifications/stream')).statusCode).toBe(401);
  });
  it("pushes a new notification to the user's open stream", async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const res = await fetch(`${address}/api/fo/notifications/stream`, { headers: ctx.auth(marca), signal: abort.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    await reader.read(); // the 'connected' comment
    await ctx.app.inject({
      method: 'POST',
      url: '/api/fo/notifications',
      headers: ctx.auth(operador),
      payload: { user_id: marcaId, title: 'En vivo', body: 'hola' },
    });
    let text = '';
    while (!text.includes('\n\n')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain('event: notification');
    expect(JSON.parse(text.split('data: ')[1]!.split('\n')[0]!).title).toBe('En vivo');
    abort.abort();
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfInfo } from '../../test/pdf';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';

const PUBLIC_URL = 'https://vitrina.example';
const API_URL = 'https://api.vitrina.example';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('system routes, docs, not-found, legacy hosts, request ids', () => {
  let ctx: TestContext;
  // a built web app of its own: index.html and one chunk
  const webDist = mkdtempSync(join(tmpdir(), 'vitrina-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Vitrina</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        WEB_DIST: webDist,
        PUBLIC_URL,
        API_URL,
        LEGACY_HOSTS: 'portal.antiguo.test, WWW.Antiguo.test',
        GIT_BRANCH: 'release/2026.11',
        GIT_COMMIT: 'a1b2c3d',
        GIT_COMMIT_TIME: '2026-11-20T10:00:00-03:00',
        SUPPORT_EMAIL: 'ayuda@vitrina.example',
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  describe('GET /api/actuator/info', () => {
    it('answers the branch, commit id and commit time (from the environment), public', async () => {
      const res = await get('/api/actuator/info');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        git: { branch: 'release/2026.11', commit: { id: 'a1b2c3d', time: '2026-11-20T10:00:00-03:00' } },
        build: { version: expect.any(String) },
      });
    });

    it('falls back to git (or "desconocido") without the environment', async () => {
      const { readGitInfo } = await import('./system.routes');
      const info = readGitInfo({ branch: undefined, commit: undefined, time: undefined });
      for (const v of [info.branch, info.commit.id, info.commit.time]) {
        expect(v).toEqual(expect.any(String));
        expect(v.length).toBeGreaterThan(0);
      }
    });
  });

  it('GET /api/health → ok', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/fo/config answers the public settings without a session', async () => {
    const res = await get('/api/fo/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      registrationUrl: `${PUBLIC_URL}/registro`,
      corporateLoginUrl: `${API_URL}/api/fo/auth/corporate`,
      ethicsUrl: `${PUBLIC_URL}/codigo-de-etica.pdf`,
      supportEmail: 'ayuda@vitrina.example',
      environment: expect.any(String),
    });
  });

  it('GET /codigo-de-etica.pdf (the default ETHICS_URL) answers the code of ethics as a PDF without a session', async () => {
    const res = await get('/codigo-de-etica.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // the title (in the metadata), accents included; the text in an embedded font
    expect(pdfInfo(res.rawPayload).Title).toBe('Código de ética de Vitrina');
  });

  describe('API documentation', () => {
    it('GET /api/docs serves the OpenAPI UI without a session', async () => {
      const res = await get('/api/docs');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body.toLowerCase()).toContain('swagger');
    });

    it('the UI assets are public too', async () => {
      const res = await get('/api/docs/static/swagger-initializer.js');
      expect(res.statusCode).toBe(200);
    });

    it('GET /api/docs/json lists the auth and system routes', async () => {
      const res = await get('/api/docs/json');
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.info.title).toBe('Vitrina API');
      expect(doc.paths['/api/fo/auth/login']?.post).toBeDefined();
      expect(doc.paths['/api/fo/auth/login'].post.requestBody).toBeDefined();
      for (const p of ['/api/fo/auth/renew', '/api/fo/auth/me', '/api/fo/auth/permissions', '/api/actuator/info', '/api/fo/config']) {
        expect(doc.paths[p]?.get, p).toBeDefined();
      }
      // session routes declare the bearer scheme; the login does not
      expect(doc.paths['/api/fo/auth/me'].get.security).toEqual([{ bearer: [] }]);
      expect(doc.paths['/api/fo/auth/login'].post.security).toBeUndefined();
      expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    });
  });

  describe('unknown /api paths → 404 JSON in Spanish', () => {
    it.each([
      ['GET', '/api/no-existe'],
      ['GET', '/api/fo/auth/no-existe'],
      ['POST', '/api/fo/no-existe'],
      ['DELETE', '/api/fo/auth/login'],
      ['GET', '/api'],
    ] as const)('%s %s', async (method, url) => {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ statusCode: 404, code: 'not_found', message: 'No se encontró el recurso solicitado' });
    });

    it('also with a valid session', async () => {
      const jwt = await ctx.login(DEMO.empresaChl);
      const res = await get('/api/no-existe', ctx.auth(jwt));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No se encontró el recurso solicitado');
    });
  });

  describe('the web app', () => {
    it('answers its routes with index.html, and its built files as they are', async () => {
      for (const url of ['/', '/chl/shopping/empresa', '/auth/recuperar_password']) {
        const res = await get(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain('<div id="root">');
      }
      const chunk = await get('/assets/index-abc123.js');
      expect(chunk.statusCode).toBe(200);
      expect(chunk.headers['content-type']).toMatch(/javascript/);
    });

    it('a missing built file is a 404, not index.html (a tab opened before a deploy asks for old chunks)', async () => {
      const res = await get('/assets/index-old999.js');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe('No se encontró el recurso solicitado');
    });
  });

  describe('LEGACY_HOSTS', () => {
    it.each([
      ['portal.antiguo.test', '/api/fo/config'],
      ['portal.antiguo.test:8443', '/auth/recuperar_password?x=1&y=2'],
      ['www.antiguo.test', '/'],
      ['PORTAL.ANTIGUO.TEST', '/chl/shopping'],
    ])('Host %s %s → 301 to PUBLIC_URL with the same path', async (host, path) => {
      const res = await get(path, { host });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`${PUBLIC_URL}${path}`);
    });

    it('POST from a legacy host is redirected before anything runs', async () => {
      const before = ctx.app.mailer.outbox.length;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/fo/auth/reset-pass',
        payload: { username: DEMO.empresaChl },
        headers: { host: 'portal.antiguo.test' },
      });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`${PUBLIC_URL}/api/fo/auth/reset-pass`);
      expect(ctx.app.mailer.outbox).toHaveLength(before);
    });

    it('other hosts are served normally', async () => {
      for (const host of ['vitrina.example', 'localhost:3000', 'antiguo.test', 'otro.portal.antiguo.test']) {
        const res = await get('/api/fo/config', { host });
        expect(res.statusCode, host).toBe(200);
      }
    });
  });

  it('GET /api/fo/auth/corporate redirects to /?error=... with a Spanish message', async () => {
    const res = await get('/api/fo/auth/corporate');
    expect([302, 303, 307]).toContain(res.statusCode);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/`);
    const error = location.searchParams.get('error');
    expect(error).toBe('El ingreso corporativo aún no está habilitado');
    // nor does the provider's callback do anything (auth.sso.test.ts has the configured sign-on)
    const cb = await get('/api/fo/auth/corporate/callback?code=x&state=y');
    expect(new URL(cb.headers.location as string).searchParams.get('error')).toBe('El ingreso corporativo aún no está habilitado');
  });

  describe('x-request-id', () => {
    it('every response carries one (a new UUID when none is sent)', async () => {
      const a = await get('/api/health');
      const b = await get('/api/health');
      expect(a.headers['x-request-id']).toMatch(UUID_RE);
      expect(b.headers['x-request-id']).toMatch(UUID_RE);
      expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    });

    it('echoes the one provided, on success and on errors', async () => {
      const id = 'prueba-1234-abcd';
      for (const [method, url, status] of [
        ['GET', '/api/actuator/info', 200],
        ['GET', '/api/no-existe', 404],
        ['GET', '/api/fo/auth/me', 401],
        ['POST', '/api/fo/auth/login', 400],
      ] as const) {
        const res = await ctx.app.inject({ method, url, headers: { 'x-request-id': id }, ...(method === 'POST' ? { payload: {} } : {}) });
        expect(res.statusCode, url).toBe(status);
        expect(res.headers['x-request-id'], url).toBe(id);
      }
    });

    it('caps a very long provided id at 100 characters', async () => {
      const res = await get('/api/health', { 'x-request-id': 'x'.repeat(500) });
      expect(res.headers['x-request-id']).toBe('x'.repeat(100));
    });

    it('is present on legacy-host redirects', async () => {
      const res = await get('/', { host: 'portal.antiguo.test', 'x-request-id': 'redir-1' });
      expect(res.statusCode).toBe(301);
      expect(res.headers['x-request-id']).toBe('redir-1');
    });
  });
});

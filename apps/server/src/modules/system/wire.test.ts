import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENTS, demoTaxId } from '../../db/seed/demo-data';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';

const BROWSER = 'gzip, deflate, br, zstd';
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const TAX_CHL = demoTaxId(DEMO_CLIENTS[0]!);

/** The parts of a header list, lower case ('accept-encoding, origin' → ['accept-encoding', 'origin']). */
const listOf = (v: unknown) =>
  String(v ?? '')
    .toLowerCase()
    .split(',')
    .map((s) => s.trim());

describe('bytes on the wire: precompressed web assets, cache headers, compressed API JSON', () => {
  let ctx: TestContext;
  // a built web app of its own, as the build leaves it: each text file with its .br and .gz copies
  const webDist = mkdtempSync(join(tmpdir(), 'vitrina-wire-'));
  const html = `<!doctype html><html lang="es"><head><title>Vitrina</title>${'<link rel="modulepreload" href="/assets/chunk-abc123.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`;
  // the signed-in area's page: the same with the preload links of that area's first chunks
  const signedInHtml = html.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/signed-in-abc123.js"></head>');
  // and one route's page, that preloads its page code too (the build writes one per route of the table)
  const companyHtml = signedInHtml.replace(
    '</head>',
    '<link rel="modulepreload" crossorigin href="/assets/company-page-abc123.js"></head>',
  );
  const publicationHtml = signedInHtml.replace(
    '</head>',
    '<link rel="modulepreload" crossorigin href="/assets/announcement-page-abc123.js"></head>',
  );
  const js = `export const mensajes = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Mensaje número ${i} del portal`))};`;
  const withCopies = (path: string, text: string) => {
    writeFileSync(path, text);
    writeFileSync(`${path}.br`, brotliCompressSync(text));
    writeFileSync(`${path}.gz`, gzipSync(text));
  };
  mkdirSync(join(webDist, 'assets'));
  mkdirSync(join(webDist, 'media'));
  withCopies(join(webDist, 'index.html'), html);
  withCopies(join(webDist, 'signed-in.html'), signedInHtml);
  mkdirSync(join(webDist, 'signed-in'));
  withCopies(join(webDist, 'signed-in', '1.html'), companyHtml);
  withCopies(join(webDist, 'signed-in', '2.html'), publicationHtml);
  writeFileSync(
    join(webDist, 'signed-in-pages.json'),
    JSON.stringify([
      { path: 'empresa', file: 'signed-in/1.html' },
      { path: ':publicacionId', file: 'signed-in/2.html' },
    ]),
  );
  withCopies(join(webDist, 'assets', 'index-abc123.js'), js);
  writeFileSync(join(webDist, 'media', 'login-bg-poster.webp'), Buffer.alloc(2048, 7));

  beforeAll(async () => {
    ctx = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  describe('built assets', () => {
    it('a hashed chunk goes as brotli to a browser that accepts it, kept a year as immutable', async () => {
      const res = await get('/assets/index-abc123.js', { 'accept-encoding': BROWSER });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(listOf(res.headers.vary)).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe(YEAR_IMMUTABLE);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(js);
      expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(js) / 2);
    });

    it('as gzip when the client accepts only gzip, and as is when it accepts neither', async () => {
      const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(listOf(gz.headers.vary)).toContain('accept-encoding');
      expect(gz.headers['cache-control']).toBe(YEAR_IMMUTABLE);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(js);

      for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
        const plain = await get('/assets/index-abc123.js', headers);
        expect(plain.statusCode).toBe(200);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(listOf(plain.headers.vary)).toContain('accept-encoding');
        expect(plain.headers['cache-control']).toBe(YEAR_IMMUTABLE);
        expect(plain.body).toBe(js);
      }
    });

    it('the compressed copies are not files of their own, and a missing chunk is still a 404', async () => {
      for (const url of ['/assets/index-abc123.js.br', '/assets/index-abc123.js.gz', '/assets/index-old999.js']) {
        const res = await get(url, { 'accept-encoding': BROWSER });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^text\/plain/);
        expect(res.body, url).toBe('No se encontró el recurso solicitado');
      }
    });

    it('other public files (the login media) are kept an hour and not compressed again', async () => {
      const res = await get('/media/login-bg-poster.webp', { 'accept-encoding': BROWSER });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.rawPayload.length).toBe(2048);
    });
  });

  describe('index.html and the single-page fallback', () => {
    // each address and the page it gets: the signed-in area's addresses the page that preloads its chunks
    const PAGES: [string, string][] = [
      ['/', html],
      ['/index.html', html],
      ['/auth/recuperar_password', html],
      ['/comprobantes/ABC123', html],
      ['/chl/shopping', signedInHtml],
      ['/per/shopping/espacio/locales?tab=pendientes', signedInHtml],
      // a route's own page: a fixed segment wins over a parameter, as in the web app's router
      ['/chl/shopping/empresa', companyHtml],
      ['/chl/shopping/empresa/', companyHtml],
      ['/col/shopping/42', publicationHtml],
    ];

    it.each(PAGES)(
      '%s: brotli or gzip as accepted, revalidated on every visit (no-cache) with ETag and Last-Modified',
      async (url, page) => {
        const br = await get(url, { 'accept-encoding': BROWSER });
        expect(br.statusCode).toBe(200);
        expect(br.headers['content-type']).toMatch(/^text\/html/);
        expect(br.headers['content-encoding']).toBe('br');
        expect(listOf(br.headers.vary)).toContain('accept-encoding');
        expect(br.headers['cache-control']).toBe('no-cache');
        expect(br.headers.etag).toEqual(expect.any(String));
        expect(br.headers['last-modified']).toEqual(expect.any(String));
        expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);

        const gz = await get(url, { 'accept-encoding': 'gzip' });
        expect(gz.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gz.rawPayload).toString()).toBe(page);

        const plain = await get(url);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers['cache-control']).toBe('no-cache');
        expect(plain.body).toBe(page);
      },
    );

    it.each(PAGES)('%s: revalidation answers 304 without a body (If-None-Match, If-Modified-Since)', async (url, page) => {
      const first = await get(url, { 'accept-encoding': BROWSER });
      const byEtag = await get(url, { 'accept-encoding': BROWSER, 'if-none-match': String(first.headers.etag) });
      expect(byEtag.statusCode).toBe(304);
      expect(byEtag.rawPayload.length).toBe(0);
      expect(byEtag.headers.etag).toBe(first.headers.etag);
      expect(byEtag.headers['cache-control']).toBe('no-cache');

      const byDate = await get(url, { 'accept-encoding': BROWSER, 'if-modified-since': String(first.headers['last-modified']) });
      expect(byDate.statusCode).toBe(304);
      expect(byDate.rawPayload.length).toBe(0);

      // a different (older) version is sent again whole
      const stale = await get(url, { 'accept-encoding': BROWSER, 'if-none-match': 'W/"1-1"' });
      expect(stale.statusCode).toBe(200);
      expect(brotliDecompressSync(stale.rawPayload).toString()).toBe(page);
    });
  });

  describe('API responses', () => {
    let jwt: string;
    beforeAll(async () => {
      jwt = await ctx.login(DEMO.empresaChl);
    });

    it('JSON of 1 KB or more goes compressed as the client accepts, with Vary: Accept-Encoding', async () => {
      const plain = await get('/api/fo/auth/permissions', ctx.auth(jwt));
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);

      const br = await get('/api/fo/auth/permissions', { ...ctx.auth(jwt), 'accept-encoding': BROWSER });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-type']).toMatch(/^application\/json/);
      expect(br.headers['content-encoding']).toBe('br');
      expect(listOf(br.headers.vary)).toContain('accept-encoding');
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

      const gz = await get('/api/fo/auth/permissions', { ...ctx.auth(jwt), 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    });

    it('small JSON (under 1 KB) and errors go as they are', async () => {
      const health = await get('/api/health', { 'accept-encoding': BROWSER });
      expect(health.headers['content-encoding']).toBeUndefined();
      expect(health.json()).toEqual({ status: 'ok' });

      const missing = await get('/api/no-existe', { 'accept-encoding': BROWSER });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-encoding']).toBeUndefined();
      expect(missing.json().code).toBe('not_found');
    });

    it('downloads that are compressed already (xlsx, PDF) go as they are', async () => {
      const xlsx = await get(`/api/fo/sales/bulk/template/${TAX_CHL}`, { ...ctx.auth(jwt), 'accept-encoding': BROWSER });
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
      expect(xlsx.headers['content-encoding']).toBeUndefined();
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

      const pdf = await get('/codigo-de-etica.pdf', { 'accept-encoding': BROWSER });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-encoding']).toBeUndefined();
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('the notification event stream is not compressed nor held back: each event arrives as it happens', async () => {
      const [marcaJwt, marcaId] = await (async () => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/fo/auth/login',
          payload: { username: DEMO.marcaChl, password: DEMO.password },
        });
        return [res.json().jwt as string, res.json().user.id as string];
      })();
      const operador = await ctx.login('operador@vitrina.test');
      const address = new URL(await ctx.app.listen({ port: 0, host: '127.0.0.1' }));

      const chunks: string[] = [];
      let onChunk = () => {};
      const res = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
        const req = request(
          {
            host: address.hostname,
            port: address.port,
            path: '/api/fo/notifications/stream',
            headers: { ...ctx.auth(marcaJwt!), 'accept-encoding': BROWSER, accept: 'text/event-stream' },
          },
          resolve,
        );
        req.on('error', reject);
        req.end();
      });
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        chunks.push(c);
        onChunk();
      });
      const until = (text: string) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no "${text}" in ${JSON.stringify(chunks.join(''))}`)), 5000);
          onChunk = () => {
            if (chunks.join('').includes(text)) {
              clearTimeout(timer);
              resolve();
            }
          };
          onChunk();
        });
      try {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('text/event-stream');
        expect(res.headers['content-encoding']).toBeUndefined();
        await until(': connected');
        const created = await ctx.app.inject({
          method: 'POST',
          url: '/api/fo/notifications',
          headers: ctx.auth(operador),
          payload: { user_id: marcaId, title: 'En vivo sin comprimir', body: 'hola' },
        });
        expect(created.statusCode).toBe(201);
        await until('En vivo sin comprimir');
        expect(chunks.join('')).toContain('event: notification');
      } finally {
        res.destroy();
      }
    });
  });
});

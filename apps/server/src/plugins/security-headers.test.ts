import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness';

/** The directives of a Content-Security-Policy header, by name. */
const csp = (header: string | string[] | number | undefined) =>
  Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  ) as Record<string, string[]>;

describe('browser security headers', () => {
  let ctx: TestContext;
  let https: TestContext;
  const webDist = mkdtempSync(join(tmpdir(), 'vitrina-web-headers-'));
  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    ctx = await createTestApp({ env: { WEB_DIST: webDist } });
    https = await createTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL: 'https://portal.vitrina.test' } });
  });
  afterAll(async () => {
    await ctx?.close();
    await https?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const pages = ['/', '/chl/shopping/empresa', '/api/health', '/api/fo/config', '/api/fo/auth/me', '/api/fo/nada', '/%61pi/fo/nada'];

  it.each(pages)('%s: CSP refuses inline and foreign scripts and framing; nosniff, frame DENY, Referrer-Policy', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeLessThan(500);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    // the login video and the app's pictures come from the server itself
    expect(policy['media-src']).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    // plain http (development): no HSTS, no upgrade of requests
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
  });

  it('with an https PUBLIC_URL: HSTS, and requests upgraded to https', async () => {
    for (const url of ['/', '/api/health']) {
      const res = await https.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
      expect(csp(res.headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
    }
  });

  it('the API documentation renders with its scripts from the server', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });
});

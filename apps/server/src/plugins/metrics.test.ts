import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestContext } from '../test/harness';
import { multipartBody, pdfBytes } from '../test/multipart';

const TOKEN = 'metrics-token-for-tests';

describe('Prometheus metrics (METRICS_TOKEN set)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const scrape = (authorization?: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

  it('refuses a scrape without the token or with another one (401), and shows nothing', async () => {
    for (const auth of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await scrape(auth);
      expect(res.statusCode, auth).toBe(401);
      expect(res.body).not.toContain('vitrina_');
    }
  });

  it('counts requests by route pattern and status with latency histograms, and shows uploads, streams and the pool', async () => {
    const token = await ctx.login(DEMO.empresaCol);
    await ctx.app.inject({ method: 'GET', url: '/api/fo/files/metadata/00000000-0000-0000-0000-000000000000', headers: ctx.auth(token) });
    const body = multipartBody([{ name: 'a.pdf', content: pdfBytes() }]);
    const up = await ctx.app.inject({
      method: 'POST',
      url: '/api/fo/files?kind=evidence-col',
      payload: body.payload,
      headers: { ...body.headers, ...ctx.auth(token) },
    });
    expect(up.statusCode).toBe(200);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/^vitrina_http_requests_total\{route="\/api\/fo\/auth\/login",method="POST",status="200"\} [1-9]/m);
    // the route's pattern, not the URL with its id
    expect(text).toMatch(/^vitrina_http_requests_total\{route="\/api\/fo\/files\/metadata\/:id",method="GET",status="404"\} 1$/m);
    expect(text).toMatch(
      /^vitrina_http_request_duration_seconds_bucket\{le="\+Inf",route="\/api\/fo\/files",method="POST",status="200"\} 1$/m,
    );
    expect(text).toMatch(/^vitrina_http_request_duration_seconds_count\{route="\/api\/fo\/files",method="POST",status="200"\} 1$/m);
    // the upload is over: none in flight
    expect(text).toMatch(/^vitrina_uploads_in_flight 0$/m);
    expect(text).toMatch(/^vitrina_event_streams_open 0$/m);
    if (ctx.database.kind === 'postgres') {
      expect(text).toMatch(/^vitrina_db_pool_connections [1-9]/m);
      expect(text).toMatch(/^vitrina_db_pool_waiting 0$/m);
      expect(text).toMatch(/^vitrina_db_pool_in_use \d+$/m);
    }
  });
});

describe('Prometheus metrics (default: off)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('without METRICS_TOKEN there is no metrics path', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer ' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('vitrina_');
  });
});

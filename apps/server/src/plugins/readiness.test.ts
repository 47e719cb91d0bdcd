import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@vitrina/domain/common/messages';
import { createTestApp, type TestContext } from '../test/harness';

/**
 * Liveness and readiness for a load balancer. (The database away: the readiness check's 503 is in
 * test/db-restart.once.test.ts, which stops a PostgreSQL of its own.)
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/health and /api/health/ready', () => {
  it('both answer 200 without a session while the database answers', async () => {
    expect((await ctx.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('once the instance drains (SIGTERM), readiness answers 503 and every answer closes its connection; liveness stays 200', async () => {
    await ctx.app.drain(1_000);
    const ready = await ctx.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', reason: 'draining', message: MSG.unavailable });
    expect(ready.headers.connection).toBe('close');
    const live = await ctx.app.inject({ url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestContext } from '../test/harness';
import { RECONNECT_HINT_MS } from './shutdown';

/**
 * The drain of a deploy's SIGTERM (server.ts calls app.drain, then app.close) on a listening app:
 * the open notification stream ends with a reconnect hint, new connections are refused, and the
 * drain ends once nothing is left open. (The whole process under SIGTERM: test/sigterm.once.test.ts.)
 */
let ctx: TestContext;
let base = '';
beforeAll(async () => {
  ctx = await createTestApp();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx?.close();
});

describe('drain', () => {
  it('ends the open event stream with a retry hint, stops accepting connections and ends with nothing cut', async () => {
    const token = await ctx.login(DEMO.marcaChl);
    const stream = await fetch(`${base}/api/fo/notifications/stream`, { headers: { authorization: `Bearer ${token}` } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let text = new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain(': connected');

    const started = performance.now();
    const drained = ctx.app.drain(5_000);
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    // the stream's last words: reconnect after RECONNECT_HINT_MS (to another instance)
    expect(text.endsWith(`retry: ${RECONNECT_HINT_MS}\n\n`)).toBe(true);
    expect(await drained).toEqual({ cut: 0 });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(ctx.app.isDraining()).toBe(true);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});

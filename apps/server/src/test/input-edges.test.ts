import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestContext } from './harness';
import { OPERATOR_EMAIL } from '../db/seed/notifications-seed';

/** Inputs at the edges (huge ids, NUL characters, control characters) are refused with 400, never a 500. */
describe('input edges', () => {
  let ctx: TestContext;
  const tok: Record<string, string> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    for (const u of [DEMO.empresaChl, OPERATOR_EMAIL]) tok[u] = await ctx.login(u);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: ctx.auth(tok[who]!), ...(payload ? { payload } : {}) });

  describe('ids are bounded integers', () => {
    const huge = '99999999999999999999999';
    it.each([
      ['POST', '/api/fo/announcements/signal/chl', DEMO.empresaChl, { path: huge }],
      ['POST', '/api/fo/announcements/signal/chl', DEMO.empresaChl, { path: `/api/fo/announcements/files/${huge}?expires=1` }],
      ['POST', '/api/fo/announcements/signal/chl', DEMO.empresaChl, { path: '2147483648' }],
      ['GET', `/api/fo/announcements/publicaciones/${huge}`, DEMO.empresaChl, undefined],
      ['GET', '/api/fo/announcements/publicaciones/2147483648', DEMO.empresaChl, undefined],
      ['GET', `/api/fo/announcements/publicaciones/administracion/${huge}`, OPERATOR_EMAIL, undefined],
      ['GET', `/api/fo/debit-notes/${huge}`, DEMO.empresaChl, undefined],
      ['GET', '/api/fo/debit-notes/2147483648', DEMO.empresaChl, undefined],
      ['PUT', '/api/fo/notifications/2147483648/read', DEMO.empresaChl, undefined],
      ['PUT', `/api/fo/notifications/${huge}/read`, DEMO.empresaChl, undefined],
      ['GET', `/api/fo/announcements/publicaciones?page=${huge}`, DEMO.empresaChl, undefined],
      ['GET', `/api/fo/announcements/publicaciones/administracion?page=${huge}`, OPERATOR_EMAIL, undefined],
    ] as const)('%s %s → 400', async (method, url, who, payload) => {
      const res = await call(method, url, who, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    });
  });
});

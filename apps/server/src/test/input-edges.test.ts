import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestContext } from './harness';
import { multipartBody, pdfBytes } from './multipart';
import { OPERATOR_EMAIL } from '../db/seed/notifications-seed';
import { TEXT_MSG } from '@vitrina/domain/common/text';

/** Inputs at the edges (huge ids, NUL characters, control characters) are refused with 400, never a 500. */
describe('input edges', () => {
  let ctx: TestContext;
  const tok: Record<string, string> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    for (const u of [DEMO.empresaChl, DEMO.empresaCol, OPERATOR_EMAIL]) tok[u] = await ctx.login(u);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, who: string, payload?: object) =>
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

  describe('a NUL character is refused at validation, in a body, a query or a path', () => {
    it.each([
      ['POST', '/api/fo/auth/login', DEMO.empresaChl, { username: 'empresa.chl@vitrina.test\u0000', password: 'x' }],
      ['POST', '/api/fo/announcements/signal/chl', DEMO.empresaChl, { path: 'a\u0000b' }],
      ['GET', '/api/fo/sales/managers/space/a%00b', DEMO.empresaChl, undefined],
      ['GET', '/api/fo/announcements/publicaciones?search=a%00b', DEMO.empresaChl, undefined],
      ['GET', '/api/fo/sales/justifications?x=%00', DEMO.empresaChl, undefined],
    ] as const)('%s %s → 400', async (method, url, who, payload) => {
      const res = await call(method, url, who, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation_error', message: TEXT_MSG.controlCharacters });
    });

    it('in a nested field of a profile edit', async () => {
      const me = (await call('GET', '/api/fo/auth/me', DEMO.empresaChl)).json();
      const res = await call('PATCH', '/api/fo/auth/users-ext', DEMO.empresaChl, {
        id: me.user?.id ?? me.id,
        first_name: 'Caro\u0000lina',
        last_name: 'Muñoz',
        phone: '+56 9 1234 5678',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(TEXT_MSG.controlCharacters);
    });
  });

  describe('names, titles and file names hold no control or right-to-left override characters', () => {
    const me = async (who: string) => (await call('GET', '/api/fo/auth/me', who)).json().user as { id: string };

    it.each(['Caro\u202elina', 'Caro\u200blina', 'Caro\u001blina', 'Caro\nlina'])('a profile name %j → 400', async (first_name) => {
      const res = await call('PATCH', '/api/fo/auth/users-ext', DEMO.empresaChl, {
        id: (await me(DEMO.empresaChl)).id,
        first_name,
        last_name: 'Muñoz Soto',
        phone: '+56 9 1234 5678',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(TEXT_MSG.controlCharacters);
    });

    it("an announcement's title → 400, nothing published", async () => {
      const boundary = '----vitrinaedges';
      const publicacion = {
        title: 'Aviso\u202e fdp.exe',
        content: '<p>Hola</p>',
        category: 'Circulares',
        countries: ['chl'],
        startDate: '2026-11-20T12:00:00Z',
        endDate: '2026-12-20T12:00:00Z',
      };
      const payload =
        `--${boundary}\r\nContent-Disposition: form-data; name="publicacion"\r\nContent-Type: application/json\r\n\r\n` +
        `${JSON.stringify(publicacion)}\r\n--${boundary}--\r\n`;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/fo/announcements/publicaciones',
        payload,
        headers: { ...ctx.auth(tok[OPERATOR_EMAIL]!), 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(TEXT_MSG.controlCharacters);
    });

    it("an uploaded file's name is kept without them (the extension cannot be disguised)", async () => {
      const body = multipartBody([{ name: 'factura\u202efdp.exe.pdf', content: pdfBytes() }]);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/fo/files?kind=evidence-col',
        payload: body.payload,
        headers: { ...body.headers, ...ctx.auth(tok[DEMO.empresaCol]!) },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [file] = res.json().data.data;
      expect(file.OriginalName).toBe('facturafdp.exe.pdf');
      const meta = await call('GET', `/api/fo/files/metadata/${file.ID}`, DEMO.empresaCol);
      expect(meta.json().data.OriginalName).toBe('facturafdp.exe.pdf');
    });
  });
});

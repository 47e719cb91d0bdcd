import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestContext } from './harness';
import { multipartBody, pdfBytes, pngBytes } from './multipart';
import { OPERATOR_EMAIL } from '../db/seed/notifications-seed';
import { TEXT_MSG } from '@vitrina/domain/common/text';

const MARKETING = 'marketing@vitrina.test';
const LONE = 'Feriado \ud800';

/** Inputs at the edges (huge ids, NUL characters, control characters) are refused with 400, never a 500. */
describe('input edges', () => {
  let ctx: TestContext;
  const tok: Record<string, string> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    for (const u of [DEMO.empresaChl, DEMO.empresaCol, DEMO.localChl, DEMO.auditor, OPERATOR_EMAIL, MARKETING]) tok[u] = await ctx.login(u);
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

  describe('a lone UTF-16 surrogate in free text → 400 with the Spanish message, nothing written (PostgreSQL cannot store it)', () => {
    const refused = (res: { statusCode: number; body: string; json(): { message: string } }) => {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(TEXT_MSG.controlCharacters);
    };
    /** A multipart body with the JSON part `field` and, when given, a PNG logo part 'file'. */
    const multipartJson = (url: string, who: string, field: string, json: object, logo = false) => {
      const boundary = '----vitrinasurrogate';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(json)}\r\n`,
        ),
        ...(logo
          ? [
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
              ),
              pngBytes(),
              Buffer.from('\r\n'),
            ]
          : []),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
      return ctx.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...ctx.auth(tok[who]!), 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };

    it('PATCH /sales/daily/justifications (comment) and PATCH /sales/daily/audit (reason)', async () => {
      refused(
        await call('PATCH', '/api/fo/sales/daily/justifications?start_date=2026-11-18&end_date=2026-11-18', DEMO.localChl, {
          space_int_code: 'c1002',
          country_id: 'CHL',
          email: DEMO.localChl,
          justification_code: 2,
          fecha_registro: '2026-11-18',
          comentarios: LONE,
        }),
      );
      refused(
        await call('PATCH', '/api/fo/sales/daily/audit', DEMO.auditor, {
          motivo: LONE,
          space_int_code: 'c1002',
          start_date: '2026-11-03',
          end_date: '2026-11-03',
        }),
      );
      const period = await call('GET', '/api/fo/sales/daily/space/c1002/period?start_date=2026-11-03&end_date=2026-11-18', DEMO.localChl);
      const days = period.json().data.data as { tipo?: string; auditada?: boolean }[];
      expect(days.filter((d) => d.tipo === 'justificada' || d.auditada)).toEqual([]);
    });

    it("POST /announcements/publicaciones (the JSON part's content)", async () => {
      const res = await multipartJson('/api/fo/announcements/publicaciones', OPERATOR_EMAIL, 'publicacion', {
        title: 'Aviso de feriado',
        content: `<p>${LONE}</p>`,
        category: 'Circulares',
        countries: ['chl'],
        startDate: '2026-11-20T12:00:00Z',
        endDate: '2026-12-20T12:00:00Z',
      });
      refused(res);
    });

    it('POST /discounts/{id}/reject (comment) and /delete (reason)', async () => {
      const brands = (await call('GET', '/api/fo/discounts/brands', DEMO.empresaChl)).json();
      const b = brands.brands.find((x: { buildings: unknown[] }) => x.buildings.length);
      const created = await multipartJson(
        '/api/fo/discounts',
        DEMO.empresaChl,
        'descuento',
        {
          name: 'Descuento de feriado',
          discount_type: '%',
          value: 10,
          brand_id: b.id,
          description: 'Un 10% en toda la tienda',
          conditions: 'No acumulable',
          buildings_ids: b.buildings.map((x: { id: string }) => x.id),
          start: '2026-11-22',
          end: '2026-12-31',
          week_days: '1234567',
        },
        true,
      );
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      const publish = await call('POST', `/api/fo/discounts/${id}/publish`, DEMO.empresaChl, {
        email: 'mkt@marca.cl',
        channels: ['On tour'],
      });
      expect(publish.statusCode, publish.body).toBe(200);
      refused(await call('POST', `/api/fo/discounts/${id}/reject`, MARKETING, { comment: LONE }));
      refused(await call('POST', `/api/fo/discounts/${id}/delete`, DEMO.empresaChl, { reason: LONE }));
      const after = await call('GET', `/api/fo/discounts/${id}`, DEMO.empresaChl);
      expect(after.json().data ?? after.json()).toMatchObject({ status: 'pending' });
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { workRequestsParamId } from '@vitrina/domain/workers/workers.rules';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import * as t from '../../db/schema/index';

let ctx: TestContext;
const tok: Record<string, string> = {};
const BASE = '/api/fo/countries';

beforeAll(async () => {
  ctx = await createTestApp();
  for (const u of [DEMO.empresaChl, DEMO.marcaChl, DEMO.localChl, DEMO.empresaPer, DEMO.empresaArg, DEMO.empresaCol, DEMO.finanzas])
    tok[u] = await ctx.login(u);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const req = (url: string, who?: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...(who ? ctx.auth(tok[who]!) : {}), ...headers } });

describe('GET /nations and GET /{countryId}/divisions', () => {
  it('nations: the list, cacheable 24 h with an ETag (304 when current)', async () => {
    const res = await req(`${BASE}/nations`, DEMO.empresaChl);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({ id: 'CHL', name: 'Chile', emoji: '🇨🇱', order: 1 });
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await req(`${BASE}/nations`, DEMO.empresaChl, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("chl/divisions: Chile's 16 regions → provinces → 346 communes", async () => {
    const res = await req(`${BASE}/chl/divisions`, DEMO.empresaChl);
    expect(res.statusCode).toBe(200);
    const tree = res.json() as {
      id: string;
      div_name: string;
      div_level: number;
      div_type: string;
      divisions: { divisions: { div_type: string; div_level: number; div_name: string }[] }[];
    }[];
    expect(tree).toHaveLength(16);
    expect(tree[0]).toMatchObject({ id: '15', div_name: 'Arica y Parinacota', div_level: 0, div_type: 'Región' });
    const communes = tree.flatMap((r) => r.divisions.flatMap((p) => p.divisions));
    expect(communes).toHaveLength(346);
    expect(communes.every((c) => c.div_type === 'Comuna' && c.div_level === 2)).toBe(true);
    expect(communes.map((c) => c.div_name)).toContain('Ñuñoa');
    expect(res.headers.etag).toBeTruthy();
  });

  it.each([
    [DEMO.empresaPer, 'per', 25, 'Departamento'],
    [DEMO.empresaArg, 'ARG', 24, 'Provincia'],
    [DEMO.empresaCol, 'col', 33, 'Departamento'],
    [DEMO.empresaPer, 'CHL', 16, 'Región'],
  ])('answer every country, in either case, where the work-request switch is off (%s, %s)', async (who, country, regions, type) => {
    const nations = await req(`${BASE}/nations`, who);
    expect(nations.statusCode).toBe(200);
    expect(nations.json().length).toBeGreaterThan(4);
    const res = await req(`${BASE}/${country}/divisions`, who);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(regions);
    expect(res.json()[0].div_type).toBe(type);
  });

  it("answer in Chile with Chile's switch off too", async () => {
    await ctx.database.db
      .update(t.params)
      .set({ value: 'false' })
      .where(eq(t.params.id, workRequestsParamId('CHL')));
    try {
      expect((await req(`${BASE}/nations`, DEMO.empresaChl)).statusCode).toBe(200);
      expect((await req(`${BASE}/chl/divisions`, DEMO.empresaChl)).statusCode).toBe(200);
    } finally {
      await ctx.database.db
        .update(t.params)
        .set({ value: 'true' })
        .where(eq(t.params.id, workRequestsParamId('CHL')));
    }
  });

  it('401 without a session; 404 for a country without a tree; 400 a bad id', async () => {
    expect((await req(`${BASE}/nations`)).statusCode).toBe(401);
    expect((await req(`${BASE}/chl/divisions`)).statusCode).toBe(401);
    expect((await req(`${BASE}/bra/divisions`, DEMO.empresaChl)).statusCode).toBe(404);
    expect((await req(`${BASE}/chile/divisions`, DEMO.empresaChl)).statusCode).toBe(400);
  });
});

describe('GET /{country}/spaces?brandId=', () => {
  it("answers the brand's spaces with their contracts, the country in either case, as GET /companies/marcas/{id}/espacios", async () => {
    const same = await req('/api/fo/companies/marcas/CHL-M11/espacios', DEMO.marcaChl);
    for (const country of ['CHL', 'chl']) {
      const res = await req(`${BASE}/${country}/spaces?brandId=CHL-M11`, DEMO.marcaChl);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(same.json());
      expect(res.json()[0].contracts[0].brand_name).toBe('Café Montaña');
    }
  });

  it.each([
    ['no session', undefined, 'chl', 'CHL-M11', 401],
    ['a bad country', DEMO.marcaChl, 'chile', 'CHL-M11', 400],
    ['no brand', DEMO.marcaChl, 'chl', '', 400],
    ['another country than the brand’s', DEMO.marcaChl, 'per', 'CHL-M11', 404],
    ["another client's brand", DEMO.empresaPer, 'chl', 'CHL-M11', 404],
    ['a brand of the client out of his charge', DEMO.marcaChl, 'chl', 'CHL-M13', 404],
    ['a store chief without read:Brand', DEMO.localChl, 'chl', 'CHL-M11', 403],
    ['finance staff', DEMO.finanzas, 'chl', 'CHL-M11', 403],
  ])('refuses %s', async (_n, who, country, brand, status) => {
    expect((await req(`${BASE}/${country}/spaces?brandId=${brand}`, who)).statusCode).toBe(status);
  });
});

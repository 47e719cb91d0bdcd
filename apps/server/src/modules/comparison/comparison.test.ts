import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { staffDemoEmail } from '@vitrina/domain/auth/roles';
import { COMPARISON_MSG, type ComparisonResponse, type StoreComparison } from '@vitrina/domain/comparison/comparison.schema';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { BRANDS_IMPORT_SCOPE, newApiKey, RENT_IMPORT_SCOPE } from '../../lib/api-keys';
import * as t from '../../db/schema/index';

// 2026-11-22 in Santiago: the demo declares July to October; the peer companies September 2025 to October 2026.
const BASE = '/api/fo/comparisons';
const MONTH = '2026-09';
const OPERADOR = staffDemoEmail('OPERADOR');
const SOPORTE = staffDemoEmail('SOPORTE');

/** percentile_cont, as PostgreSQL computes it: linear interpolation between the sorted values. */
const percentile = (values: number[], f: number) => {
  const s = [...values].sort((a, b) => a - b);
  const pos = f * (s.length - 1);
  const lo = Math.floor(pos);
  return s[lo]! + (s[Math.min(lo + 1, s.length - 1)]! - s[lo]!) * (pos - lo);
};

describe('comparison API (/api/fo/comparisons)', () => {
  let ctx: TestContext;
  const tokens: Record<string, string> = {};
  const get = (url: string, who?: string) => ctx.app.inject({ method: 'GET', url, headers: who ? ctx.auth(tokens[who]!) : {} });
  const put = (url: string, who: string | undefined, payload: object) =>
    ctx.app.inject({ method: 'PUT', url, headers: who ? ctx.auth(tokens[who]!) : {}, payload });
  const stores = async (who = DEMO.empresaChl, extra = '') => {
    const res = await get(`${BASE}/stores?month=${MONTH}${extra}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ComparisonResponse;
  };
  const store = (r: ComparisonResponse, brand: string, building: string) =>
    r.stores.find((s) => s.brand_name === brand && s.building_name === building && s.declared) as StoreComparison;
  /** The peer restaurants' month at Costanera Plaza: net sales per m² of each. */
  const peerPerM2 = async () =>
    (
      await ctx.database.db.execute(sql`
        select (ms.monto_total_neto / s.area_m2)::float8 as v from monthly_sales ms join spaces s on s.id = ms.space_id
        where ms.contract_id like 'CHL-CP%' and s.building_id = 'CHL-B1' and ms.periodo = ${`${MONTH}-01`}::date`)
    ).rows.map((r) => Number((r as { v: number }).v));
  const dropPeerMonth = (contract: string) =>
    ctx.database.db.delete(t.monthlySales).where(and(eq(t.monthlySales.contract_id, contract), eq(t.monthlySales.periodo, `${MONTH}-01`)));

  let andes = '';

  beforeAll(async () => {
    ctx = await createTestApp();
    andes = (await ctx.database.db.select().from(t.clients).where(eq(t.clients.name, 'Inversiones Andes Retail SpA')))[0]!.id;
    for (const u of [DEMO.empresaChl, DEMO.marcaChl, DEMO.localChl, DEMO.empresaPer, DEMO.finanzas, DEMO.auditor, OPERADOR, SOPORTE])
      tokens[u] = await ctx.login(u);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe('GET /stores', () => {
    it("compares a restaurant with the other companies' restaurants of its centre and country (quartiles from PostgreSQL)", async () => {
      const r = await stores();
      expect(r).toMatchObject({ month: MONTH, currency: 'CLP' });
      const cafe = store(r, 'Café Montaña', 'Costanera Plaza');
      expect(cafe).toMatchObject({ category: 'gastronomia', declared: true, centre: { comparable: true, message: null } });
      expect(cafe.figures.per_m2).toBeGreaterThan(0);
      expect(cafe.figures.avg_ticket).toBeGreaterThan(0);
      const v = await peerPerM2();
      expect(v).toHaveLength(6);
      const q = cafe.centre.quartiles!.per_m2!;
      expect(q.q1).toBeCloseTo(percentile(v, 0.25), 6);
      expect(q.median).toBeCloseTo(percentile(v, 0.5), 6);
      expect(q.q3).toBeCloseTo(percentile(v, 0.75), 6);
      // the peers declared the month before and the year before: growth is compared too
      expect(cafe.centre.quartiles!.mom).not.toBeNull();
      expect(cafe.centre.quartiles!.yoy).not.toBeNull();
      expect(cafe.country).toMatchObject({ comparable: true });
    });

    it("refuses a group of fewer than 5 other companies ('No hay suficientes locales comparables'), in the centre and in the country", async () => {
      const shoes = store(await stores(), 'Zapatería Ruta Sur', 'Mall Vista Alegre');
      expect(shoes.category).toBe('calzado');
      for (const g of [shoes.centre, shoes.country])
        expect(g).toEqual({ comparable: false, message: COMPARISON_MSG.notEnough, quartiles: null });
    });

    it("never answers another store's name, brand, contract or figure", async () => {
      const body = JSON.stringify(await stores());
      for (const name of ['Sushi Austral', 'Sabores del Valle', 'CHL-CP', 'L-901', 'c9101']) expect(body).not.toContain(name);
      for (const v of await peerPerM2()) expect(body).not.toContain(String(v));
    });

    it('cannot be asked with and without a store: no group filter is taken, and the caller’s own stores are never in its group', async () => {
      const plain = await stores();
      // filters of the caller's choosing are not part of the question
      const filtered = await stores(DEMO.empresaChl, '&building_id=CHL-B1&category=calzado&exclude=CHL-CP1&contract_id=CHL-CP1');
      expect(filtered).toEqual(plain);
      // the caller's own restaurant changes its figure, not its group
      const before = store(plain, 'Café Montaña', 'Costanera Plaza');
      await ctx.database.db
        .update(t.monthlySales)
        .set({ monto_total_neto: 999_000_000_000 })
        .where(and(eq(t.monthlySales.client_id, andes), eq(t.monthlySales.periodo, `${MONTH}-01`)));
      const after = store(await stores(), 'Café Montaña', 'Costanera Plaza');
      expect(after.figures.per_m2).toBeGreaterThan(before.figures.per_m2!);
      expect(after.centre).toEqual(before.centre);
      expect(after.country).toEqual(before.country);
    });

    it('answers a group of exactly 5 other companies and refuses it at 4: the fifth store is never answered alone', async () => {
      await dropPeerMonth('CHL-CP6');
      const five = store(await stores(), 'Café Montaña', 'Costanera Plaza');
      expect(five.centre.comparable).toBe(true);
      await dropPeerMonth('CHL-CP5');
      const four = store(await stores(), 'Café Montaña', 'Costanera Plaza');
      expect(four.centre).toEqual({ comparable: false, message: COMPARISON_MSG.notEnough, quartiles: null });
      expect(four.country.quartiles).toBeNull();
    });

    it('a brand administrator compares only the stores of its brands', async () => {
      const r = await stores(DEMO.marcaChl);
      expect(new Set(r.stores.map((s) => s.brand_name))).toEqual(new Set(['Café Montaña', 'Zapatería Ruta Sur']));
      const all = await stores(DEMO.empresaChl);
      expect(all.stores.map((s) => s.brand_name)).toContain('Librería Austral');
    });

    it('another country: its currency; its restaurant compared where five other companies have one, the rest refused', async () => {
      const r = await stores(DEMO.empresaPer);
      expect(r.currency).toBe('PEN');
      const food = r.stores.filter((s) => s.brand_name === 'Pollería El Sol' && s.declared);
      const miraflores = food.filter((s) => s.building_name === 'Plaza Miraflores');
      const elsewhere = food.filter((s) => s.building_name !== 'Plaza Miraflores');
      expect([miraflores.length, elsewhere.length]).toEqual([1, 2]);
      expect(miraflores[0]!.centre).toMatchObject({ comparable: true, message: null });
      expect(miraflores[0]!.centre.quartiles!.per_m2!.median).toBeGreaterThan(0);
      // in the other centres no other company has a restaurant; in the country the five do
      expect(elsewhere.every((s) => !s.centre.comparable && s.country.comparable)).toBe(true);
      const clothes = r.stores.filter((s) => s.brand_name === 'Moda Lima');
      expect(clothes.length).toBeGreaterThan(0);
      expect(clothes.every((s) => !s.centre.comparable && !s.country.comparable)).toBe(true);
    });

    it('400 on a bad month, 401 without a session, 404 for another company, 403 without read:Sales and for staff', async () => {
      const bad = await get(`${BASE}/stores?month=2026-13`, DEMO.empresaChl);
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain(COMPARISON_MSG.badMonth);
      expect((await get(`${BASE}/stores?month=${MONTH}`)).statusCode).toBe(401);
      expect((await get(`${BASE}/stores?month=${MONTH}&company_id=${andes}`, DEMO.empresaPer)).statusCode).toBe(404);
      expect((await get(`${BASE}/stores?month=${MONTH}`, DEMO.localChl)).statusCode).toBe(403);
      const staff = await get(`${BASE}/stores?month=${MONTH}`, DEMO.finanzas);
      expect(staff.statusCode).toBe(403);
      expect(staff.json().message).toBe(COMPARISON_MSG.staffUseAdmin);
    });
  });

  describe('GET /distribution', () => {
    it("shows staff their country's whole distribution by category and centre", async () => {
      const res = await get(`${BASE}/distribution?month=2026-08`, DEMO.finanzas);
      expect(res.statusCode, res.body).toBe(200);
      const r = res.json();
      expect(r).toMatchObject({ month: '2026-08', country_id: 'CHL', currency: 'CLP' });
      const food = r.categories.find((c: { category: string }) => c.category === 'gastronomia');
      expect(food.country.companies).toBe(7);
      const centre = food.centres.find((c: { building_name: string }) => c.building_name === 'Costanera Plaza');
      expect(centre.stores).toBe(8);
      const s = centre.metrics.per_m2;
      expect(s.min).toBeLessThanOrEqual(s.q1);
      expect(s.q3).toBeLessThanOrEqual(s.max);
      // a small group is shown to staff too
      expect(r.categories.map((c: { category: string }) => c.category)).toContain('calzado');
    });

    it('400 on a bad month, 401 without a session, 403 for tenants and staff without read:Sales', async () => {
      expect((await get(`${BASE}/distribution?month=agosto`, DEMO.auditor)).statusCode).toBe(400);
      expect((await get(`${BASE}/distribution?month=2026-08`)).statusCode).toBe(401);
      expect((await get(`${BASE}/distribution?month=2026-08`, DEMO.empresaChl)).statusCode).toBe(403);
      expect((await get(`${BASE}/distribution?month=2026-08`, SOPORTE)).statusCode).toBe(403);
      expect((await get(`${BASE}/distribution?month=2026-08`, DEMO.auditor)).statusCode).toBe(200);
    });
  });

  describe('PUT /brands/:id/category', () => {
    const category = async (id: string) => (await ctx.database.db.select().from(t.brands).where(eq(t.brands.id, id)))[0]?.category;

    it("sets a brand's category (staff with classify:Brand), audited", async () => {
      const res = await put(`${BASE}/brands/CHL-M13/category`, OPERADOR, { category: 'hogar' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: COMPARISON_MSG.categorySaved, id: 'CHL-M13', category: 'hogar' });
      expect(await category('CHL-M13')).toBe('hogar');
      const [audit] = await ctx.database.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'brand_category_set'));
      expect(audit).toMatchObject({ entity: 'brand', entity_id: 'CHL-M13', details: { before: 'libreria', after: 'hogar' } });
      expect((await put(`${BASE}/brands/CHL-M13/category`, OPERADOR, { category: null })).statusCode).toBe(200);
      expect(await category('CHL-M13')).toBeNull();
    });

    it('400 on an unknown category (nothing written), 401, 403 for tenants and other staff, 404 for another country', async () => {
      const bad = await put(`${BASE}/brands/CHL-M11/category`, OPERADOR, { category: 'ferreteria' });
      expect(bad.statusCode).toBe(400);
      expect(await category('CHL-M11')).toBe('gastronomia');
      expect((await put(`${BASE}/brands/CHL-M11/category`, undefined, { category: 'hogar' })).statusCode).toBe(401);
      expect((await put(`${BASE}/brands/CHL-M11/category`, DEMO.empresaChl, { category: 'hogar' })).statusCode).toBe(403);
      expect((await put(`${BASE}/brands/CHL-M11/category`, DEMO.finanzas, { category: 'hogar' })).statusCode).toBe(403);
      expect((await put(`${BASE}/brands/PER-M31/category`, OPERADOR, { category: 'hogar' })).statusCode).toBe(404);
      expect(await category('CHL-M11')).toBe('gastronomia');
    });
  });

  describe('POST /categories/import', () => {
    const keys = { brands: '', rent: '' };
    const category = async (id: string) => (await ctx.database.db.select().from(t.brands).where(eq(t.brands.id, id)))[0]?.category;
    const runs = async () =>
      (await ctx.database.db.select().from(t.financeImportRuns).where(eq(t.financeImportRuns.kind, 'brand-categories'))).length;
    const send = (payload: object, key?: string) =>
      ctx.app.inject({ method: 'POST', url: `${BASE}/categories/import`, headers: key ? { authorization: `ApiKey ${key}` } : {}, payload });

    beforeAll(async () => {
      const b = newApiKey();
      const r = newApiKey();
      await ctx.database.db.insert(t.serviceApiKeys).values([
        { name: 'ERP rubros', prefix: b.prefix, key_hash: b.hash, scope: BRANDS_IMPORT_SCOPE, created_at: ctx.clock.now() },
        { name: 'ERP rentas', prefix: r.prefix, key_hash: r.hash, scope: RENT_IMPORT_SCOPE, created_at: ctx.clock.now() },
      ]);
      keys.brands = b.key;
      keys.rent = r.key;
    });

    it("sets brands' categories of any country in one batch, counts what changed, and a second send changes nothing", async () => {
      const batch = {
        brands: [
          { country_id: 'PER', brand_id: 'PER-M32', category: 'deportes' },
          { country_id: 'COL', brand_id: 'COL-M71', category: 'gastronomia' },
          { country_id: 'ARG', brand_id: 'ARG-M52', category: null },
        ],
      };
      const res = await send(batch, keys.brands);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ received: 3, inserted: 0, updated: 2, unchanged: 1 });
      expect(await category('PER-M32')).toBe('deportes');
      expect(await category('ARG-M52')).toBeNull();
      const again = await send(batch, keys.brands);
      expect(again.json()).toMatchObject({ received: 3, updated: 0, unchanged: 3 });
      expect(again.json().run_id).toBeGreaterThan(res.json().run_id);
    });

    it('refuses the whole batch naming each bad row (unknown brand, another country, twice), and an unknown category: nothing written', async () => {
      const before = await runs();
      const res = await send(
        {
          brands: [
            { country_id: 'CHL', brand_id: 'CHL-M12', category: 'hogar' },
            { country_id: 'CHL', brand_id: 'PER-M31', category: 'hogar' },
            { country_id: 'CHL', brand_id: 'CHL-M99', category: 'hogar' },
            { country_id: 'CHL', brand_id: 'CHL-M12', category: 'hogar' },
          ],
        },
        keys.brands,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(COMPARISON_MSG.importRejected);
      expect(res.json().details).toEqual([
        { path: '/brands/1/brand_id', message: COMPARISON_MSG.unknownBrand },
        { path: '/brands/2/brand_id', message: COMPARISON_MSG.unknownBrand },
        { path: '/brands/3', message: COMPARISON_MSG.duplicateBrand },
      ]);
      expect(await category('CHL-M12')).toBe('calzado');
      const bad = await send({ brands: [{ country_id: 'CHL', brand_id: 'CHL-M12', category: 'ferreteria' }] }, keys.brands);
      expect(bad.statusCode).toBe(400);
      expect((await send({ brands: [] }, keys.brands)).statusCode).toBe(400);
      expect(await category('CHL-M12')).toBe('calzado');
      expect(await runs()).toBe(before);
    });

    it("401 without a key, with another scope's key and with a session; nothing written", async () => {
      const before = await runs();
      const batch = { brands: [{ country_id: 'CHL', brand_id: 'CHL-M12', category: 'hogar' }] };
      expect((await send(batch)).statusCode).toBe(401);
      expect((await send(batch, keys.rent)).statusCode).toBe(401);
      const session = await ctx.app.inject({
        method: 'POST',
        url: `${BASE}/categories/import`,
        headers: ctx.auth(tokens[OPERADOR]!),
        payload: batch,
      });
      expect(session.statusCode).toBe(401);
      expect(await category('CHL-M12')).toBe('calzado');
      expect(await runs()).toBe(before);
    });
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CountryId } from '../countries/countries';
import { computeRent, projectMonth, unitValueDay, type RentTerms, type RentTier } from './rent.rules';
import { explainRent } from './rent.explain';
import { rentTermsImportRowSchema } from './rent.schema';

const tiered = (country: CountryId, tramos: RentTier[], extra: Partial<RentTerms> = {}): RentTerms => ({
  country,
  renta_minima: 0,
  unidad: country === 'CHL' ? 'CLP' : country === 'PER' ? 'PEN' : country === 'ARG' ? 'ARS' : 'COP',
  base_ventas: 'neto',
  tipo: 'tramos',
  tramos,
  porcentaje_natural: null,
  renta_maxima: null,
  dia_valor_unidad: null,
  ...extra,
});
const TWO_TIERS: RentTier[] = [
  { desde: 0, hasta: 10_000_000, porcentaje: 5 },
  { desde: 10_000_000, hasta: null, porcentaje: 7 },
];

describe('computeRent per country and tier edge', () => {
  it.each<[string, RentTerms, number, number | null, { min: number; pct: number; due: number; aplica: string }]>([
    [
      'Chile, UF minimum at the day value, below the breakpoint',
      tiered('CHL', TWO_TIERS, { renta_minima: 100, unidad: 'UF' }),
      50_000_000,
      38_123.45,
      { min: 3_812_345, pct: 3_300_000, due: 3_812_345, aplica: 'minima' },
    ],
    [
      'Chile, above the minimum',
      tiered('CHL', TWO_TIERS, { renta_minima: 50, unidad: 'UF' }),
      50_000_000,
      38_000,
      { min: 1_900_000, pct: 3_300_000, due: 3_300_000, aplica: 'porcentaje' },
    ],
    [
      'Chile, exactly at the tier edge',
      tiered('CHL', TWO_TIERS),
      10_000_000,
      null,
      { min: 0, pct: 500_000, due: 500_000, aplica: 'porcentaje' },
    ],
    [
      'Chile, one peso over the edge',
      tiered('CHL', TWO_TIERS),
      10_000_001,
      null,
      { min: 0, pct: 500_000, due: 500_000, aplica: 'porcentaje' },
    ],
    [
      'Peru in USD, converted at the day value',
      tiered('PER', TWO_TIERS, { renta_minima: 1_000, unidad: 'USD' }),
      100_000,
      3.75,
      { min: 3_750, pct: 5_000, due: 5_000, aplica: 'porcentaje' },
    ],
    [
      'Peru in PEN, cents kept',
      tiered('PER', [{ desde: 0, hasta: null, porcentaje: 6.5 }]),
      12_345.67,
      null,
      { min: 0, pct: 802.47, due: 802.47, aplica: 'porcentaje' },
    ],
    [
      'Argentina, capped by the maximum',
      tiered('ARG', TWO_TIERS, { renta_minima: 100_000, renta_maxima: 600_000 }),
      20_000_000,
      null,
      { min: 100_000, pct: 1_200_000, due: 600_000, aplica: 'maxima' },
    ],
    [
      'Colombia, natural breakpoint below',
      { ...tiered('COL', []), tipo: 'natural', porcentaje_natural: 8, renta_minima: 4_000_000 },
      40_000_000,
      null,
      { min: 4_000_000, pct: 3_200_000, due: 4_000_000, aplica: 'minima' },
    ],
    [
      'Colombia, natural breakpoint above',
      { ...tiered('COL', []), tipo: 'natural', porcentaje_natural: 8, renta_minima: 4_000_000 },
      60_000_000,
      null,
      { min: 4_000_000, pct: 4_800_000, due: 4_800_000, aplica: 'porcentaje' },
    ],
    [
      'a fixed amount from the ERP',
      tiered('ARG', [
        { desde: 0, hasta: 1_000, porcentaje: 10 },
        { desde: 1_000, hasta: null, porcentaje: 20, monto_fijo: 150 },
      ]),
      1_500,
      null,
      { min: 0, pct: 250, due: 250, aplica: 'porcentaje' },
    ],
    [
      'no sales yet',
      tiered('CHL', TWO_TIERS, { renta_minima: 1_000_000 }),
      0,
      null,
      { min: 1_000_000, pct: 0, due: 1_000_000, aplica: 'minima' },
    ],
  ])('%s', (_name, terms, sales, unitValue, want) => {
    const r = computeRent(terms, sales, unitValue);
    expect({ min: r.rentaMinima, pct: r.rentaPorcentaje, due: r.rentaAPagar, aplica: r.aplica }).toEqual(want);
    expect(r.tramos.reduce((s, t) => s + t.monto, 0)).toBeCloseTo(r.rentaPorcentaje, 6);
  });

  it('names the sales still needed for the next tier and the natural breakpoint', () => {
    expect(computeRent(tiered('CHL', TWO_TIERS), 7_500_000, null).proximoTramo).toEqual({
      desde: 10_000_000,
      porcentaje: 7,
      faltan: 2_500_000,
    });
    expect(computeRent(tiered('CHL', TWO_TIERS), 12_000_000, null).proximoTramo).toBeNull();
    const natural: RentTerms = { ...tiered('COL', []), tipo: 'natural', porcentaje_natural: 8, renta_minima: 4_000_000 };
    expect(computeRent(natural, 40_000_000, null).proximoTramo).toEqual({ desde: 50_000_000, porcentaje: 8, faltan: 10_000_000 });
  });

  it('explains each figure in Spanish', () => {
    const terms = tiered('CHL', TWO_TIERS, { renta_minima: 100, unidad: 'UF' });
    const e = explainRent(terms, computeRent(terms, 12_000_000, 38_000), '2026-11-30', 'declaradas al día');
    expect(e.minima).toBe('Renta mínima garantizada: 100 UF × $ 38.000 (valor UF del 30/11/2026) = $ 3.800.000.');
    expect(e.porcentaje).toBe(
      '5 % de $ 10.000.000 (ventas entre $ 0 y $ 10.000.000) = $ 500.000; 7 % de $ 2.000.000 (ventas sobre $ 10.000.000) = $ 140.000. Total: $ 640.000.',
    );
    expect(e.aPagar).toBe('Se paga el mayor entre la mínima ($ 3.800.000) y la porcentual ($ 640.000): la mínima.');
  });
});

describe('projection and the unit-value day', () => {
  it('projects the declared average over the days left', () => {
    expect(projectMonth(1_000_000, 10, 30, 'CHL')).toEqual({ promedioDiario: 100_000, diasRestantes: 20, ventas: 3_000_000 });
    expect(projectMonth(0, 0, 30, 'CHL')).toBeNull();
  });
  it.each([
    [2026, 2, null, '2026-02-28'],
    [2024, 2, 31, '2024-02-29'],
    [2026, 11, 15, '2026-11-15'],
  ])('%i-%i day %s → %s', (y, m, d, want) => expect(unitValueDay(y, m, d)).toBe(want));
});

describe('the import schema refuses inconsistent terms', () => {
  const row = {
    country_id: 'CHL',
    contract_id: 'c1',
    vigencia_desde: '2026-01-01',
    renta_minima: 100,
    unidad: 'UF',
    base_ventas: 'neto',
    tipo: 'tramos',
    tramos: TWO_TIERS,
  };
  it.each<[string, object, string]>([
    ['a unit of another country', { unidad: 'PEN' }, 'La unidad no corresponde al país del contrato'],
    [
      'overlapping tiers',
      {
        tramos: [
          { desde: 0, hasta: 100, porcentaje: 5 },
          { desde: 50, hasta: null, porcentaje: 7 },
        ],
      },
      'Los tramos deben ir en orden, sin superponerse',
    ],
    [
      'a fixed amount below the rent reached',
      {
        tramos: [
          { desde: 0, hasta: 100, porcentaje: 10 },
          { desde: 100, hasta: null, porcentaje: 7, monto_fijo: 5 },
        ],
      },
      'El monto fijo de un tramo no puede ser menor que la renta alcanzada al final del tramo anterior',
    ],
    ['a maximum under the minimum', { renta_maxima: 50 }, 'La renta máxima no puede ser menor que la mínima'],
    ['natural without a rate', { tipo: 'natural', tramos: [] }, 'Indica el porcentaje del punto de equilibrio natural'],
  ])('%s', (_n, change, message) => {
    const r = rentTermsImportRowSchema.safeParse({ ...row, ...change });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });
  it('accepts consistent terms', () => expect(rentTermsImportRowSchema.safeParse(row).success).toBe(true));
});

const countryArb = fc.constantFrom<CountryId>('CHL', 'PER', 'ARG', 'COL');
/** Consistent tiers: ascending starts, rates 0–20 %, the last one open. */
const tiersArb = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 5_000_000 }), fc.double({ min: 0, max: 20, noNaN: true })), { minLength: 1, maxLength: 5 })
  .map((parts) => {
    let desde = 0;
    return parts.map(([width, porcentaje], i): RentTier => {
      const t = { desde, hasta: i === parts.length - 1 ? null : desde + width, porcentaje };
      desde += width;
      return t;
    });
  });
const termsArb = fc.record({
  country: countryArb,
  tiers: tiersArb,
  min: fc.integer({ min: 0, max: 2_000_000 }),
  max: fc.option(fc.integer({ min: 2_000_000, max: 9_000_000 })),
});

describe('properties', () => {
  it('the rent never decreases when sales grow', () => {
    fc.assert(
      fc.property(
        termsArb,
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        ({ country, tiers, min, max }, a, extra) => {
          const terms = tiered(country, tiers, { renta_minima: min, renta_maxima: max });
          const lo = computeRent(terms, a, null);
          const hi = computeRent(terms, a + extra, null);
          expect(hi.rentaPorcentaje).toBeGreaterThanOrEqual(lo.rentaPorcentaje);
          expect(hi.rentaAPagar).toBeGreaterThanOrEqual(lo.rentaAPagar);
        },
      ),
    );
  });
  it('exactly at a breakpoint both tiers give the same rent', () => {
    fc.assert(
      fc.property(
        termsArb.filter((t) => t.tiers.length > 1),
        ({ country, tiers }) => {
          for (const [i, t] of tiers.entries()) {
            if (i === 0) continue;
            const below = computeRent(tiered(country, tiers.slice(0, i)), t.desde, null);
            const both = computeRent(tiered(country, tiers), t.desde, null);
            expect(both.rentaPorcentaje).toBe(below.rentaPorcentaje);
          }
        },
      ),
    );
  });
  it('amounts round to the country currency (no decimals in Chile, two elsewhere)', () => {
    fc.assert(
      fc.property(
        termsArb,
        fc.double({ min: 0, max: 50_000_000, noNaN: true }),
        fc.double({ min: 1, max: 40_000, noNaN: true }),
        ({ country, tiers, min }, sales, uv) => {
          const r = computeRent(
            tiered(country, tiers, { renta_minima: min / 1000, unidad: country === 'CHL' ? 'UF' : tiered(country, []).unidad }),
            sales,
            country === 'CHL' ? uv : null,
          );
          const decimals = country === 'CHL' ? 0 : 2;
          for (const v of [r.rentaMinima, r.rentaPorcentaje, r.rentaAPagar, ...r.tramos.map((t) => t.monto)])
            expect(Math.abs(v * 10 ** decimals - Math.round(v * 10 ** decimals))).toBeLessThan(1e-6);
        },
      ),
    );
  });
});

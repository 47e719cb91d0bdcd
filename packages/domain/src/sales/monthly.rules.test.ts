import { describe, expect, it } from 'vitest';
import { type CountryId } from '../countries/countries';
import { MONTHLY_MSG } from './monthly.messages';
import {
  canDeclareMonth,
  computeMonthlyTotals,
  evidenceRefusal,
  isMonthlySaveDisabled,
  monthlyAction,
  monthlyPeriod,
  type MonthlyInput,
  type MonthlySaveState,
} from './monthly.rules';
import { monthlyFormSchemaFor } from './monthly.schema';

describe('monthly period and cut-off', () => {
  it.each([
    ['2026-11-22', { year: 2026, month: 10 }],
    ['2027-01-05', { year: 2026, month: 12 }],
    ['2026-03-31', { year: 2026, month: 2 }],
  ])('the period of %s is the previous month', (today, m) => expect(monthlyPeriod(today)).toEqual(m));

  it.each<[CountryId, { year: number; month: number }, string, number, boolean]>([
    ['CHL', { year: 2026, month: 10 }, '2026-11-12', 12, true], // on the cut-off day
    ['CHL', { year: 2026, month: 10 }, '2026-11-13', 12, false], // the day after
    ['CHL', { year: 2026, month: 9 }, '2026-11-05', 12, false], // viewed month is not the previous one
    ['ARG', { year: 2026, month: 10 }, '2026-11-01', 12, true],
    ['ARG', { year: 2026, month: 11 }, '2026-11-01', 12, false], // current month
    ['PER', { year: 2026, month: 9 }, '2026-11-05', 12, true], // PER/COL: only the day counts
    ['PER', { year: 2026, month: 10 }, '2026-11-20', 12, false],
    ['COL', { year: 2026, month: 10 }, '2026-11-25', 25, true],
    ['COL', { year: 2026, month: 10 }, '2026-11-26', 25, false],
  ])('%s viewing %o on %s, cut-off %i → %s', (c, viewed, today, cutoff, ok) => expect(canDeclareMonth(c, viewed, today, cutoff)).toBe(ok));

  it.each([
    [null, true, 'Declarar'],
    [{ auditada: false }, true, 'Editar'],
    [{ auditada: true }, true, 'Auditada'],
    [{ auditada: true }, false, 'Auditada'],
    [{ auditada: false }, false, null],
    [null, false, null],
  ] as const)('action of %o (allowed %s) = %s', (sale, allowed, action) => expect(monthlyAction(sale, allowed)).toBe(action));
});

describe('computeMonthlyTotals per country', () => {
  const ok = (c: CountryId, i: MonthlyInput) => {
    const r = computeMonthlyTotals(c, i);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    return r.totals;
  };
  const issues = (c: CountryId, i: MonthlyInput) => {
    const r = computeMonthlyTotals(c, i);
    return r.ok ? [] : r.issues.map((x) => x.message);
  };

  it('Chile: gross = cash + card, net = gross / 1.19, client totals ignored', () => {
    expect(
      ok('CHL', {
        total_tickets: 100,
        monto_total_bruto: 1,
        monto_total_neto: 1,
        detalles: { total_monto_efectivo_boletas: 500_000, total_monto_tarjeta_boletas: 690_000 },
      }),
    ).toMatchObject({ total_tickets: 100, monto_total_bruto: 1_190_000, monto_total_neto: 1_000_000 });
    expect(ok('CHL', { total_tickets: 0, detalles: {} })).toMatchObject({ monto_total_bruto: 0, monto_total_neto: 0 });
  });
  it('Chile: amounts need tickets; decimals refused', () => {
    expect(issues('CHL', { total_tickets: 0, detalles: { total_monto_efectivo_boletas: 10 } })).toEqual([
      MONTHLY_MSG.amountsWithoutTickets,
    ]);
    expect(issues('CHL', { total_tickets: 1, detalles: { total_monto_efectivo_boletas: 10.5 } })).toEqual([MONTHLY_MSG.integer]);
  });
  it('Argentina: net not above gross', () => {
    expect(
      ok('ARG', {
        total_tickets: 3,
        monto_total_neto: 800,
        detalles: { total_monto_efectivo_boletas: 500, total_monto_tarjeta_boletas: 500 },
      }),
    ).toMatchObject({ monto_total_bruto: 1000, monto_total_neto: 800 });
    expect(
      ok('ARG', {
        total_tickets: 3,
        monto_total_neto: 1000,
        detalles: { total_monto_efectivo_boletas: 500, total_monto_tarjeta_boletas: 500 },
      }).monto_total_neto,
    ).toBe(1000);
    expect(
      issues('ARG', {
        total_tickets: 3,
        monto_total_neto: 1001,
        detalles: { total_monto_efectivo_boletas: 500, total_monto_tarjeta_boletas: 500 },
      }),
    ).toEqual([MONTHLY_MSG.netAboveGross]);
  });
  it('Peru: 2 decimals, credit notes stored negative, series ≤ 5', () => {
    expect(
      ok('PER', {
        total_tickets: 10,
        monto_total_neto: 1234.5,
        detalles: { total_monto_nota_credito: 20.25, serie_boletas: 'B001', serie_facturas: 'F001' },
      }),
    ).toMatchObject({ monto_total_neto: 1234.5, detalles: { total_monto_nota_credito: -20.25, serie_boletas: 'B001' } });
    expect(
      ok('PER', { total_tickets: 10, monto_total_neto: 1, detalles: { total_monto_nota_credito: -3 } }).detalles.total_monto_nota_credito,
    ).toBe(-3);
    expect(issues('PER', { total_tickets: 10, monto_total_neto: 1.234 })).toEqual([MONTHLY_MSG.twoDecimals]);
    expect(issues('PER', { total_tickets: 1, monto_total_neto: 1, detalles: { serie_boletas: 'B00001' } })).toEqual([MONTHLY_MSG.max5]);
  });
  it('Colombia: whole net', () => {
    expect(ok('COL', { total_tickets: 5, monto_total_neto: 2_500_000 })).toMatchObject({
      monto_total_bruto: 2_500_000,
      monto_total_neto: 2_500_000,
    });
  });
  it.each<CountryId>(['CHL', 'PER', 'ARG', 'COL'])('%s: negative and oversized numbers', (c) => {
    expect(issues(c, { total_tickets: -1, monto_total_neto: 0 })).toContain(MONTHLY_MSG.positive);
    expect(issues(c, { total_tickets: 10_000_000_000, monto_total_neto: 0 })).toContain(MONTHLY_MSG.moneyMax);
    expect(issues(c, { total_tickets: 9_999_999_999, monto_total_neto: 0 })).toEqual([]);
    expect(issues(c, { total_tickets: 1.5, monto_total_neto: 0 })).toContain(MONTHLY_MSG.integer);
  });
  it('money max 9,999,999,999', () => {
    expect(issues('COL', { total_tickets: 1, monto_total_neto: 10_000_000_000 })).toEqual([MONTHLY_MSG.moneyMax]);
    expect(
      issues('CHL', { total_tickets: 1, detalles: { total_monto_efectivo_boletas: 9_999_999_999, total_monto_tarjeta_boletas: 1 } }),
    ).toEqual([MONTHLY_MSG.moneyMax]);
  });
});

describe('evidence counts', () => {
  it.each<[CountryId, number, string | undefined]>([
    ['COL', 0, MONTHLY_MSG.evidenceRequired],
    ['COL', 1, undefined],
    ['COL', 5, undefined],
    ['COL', 6, MONTHLY_MSG.tooManyFiles(5)],
    ['CHL', 0, undefined],
    ['CHL', 1, undefined],
    ['CHL', 2, MONTHLY_MSG.tooManyFiles(1)],
    ['PER', 2, MONTHLY_MSG.tooManyFiles(1)],
    ['ARG', 1, undefined],
  ])('%s with %i files → %s', (c, n, msg) => expect(evidenceRefusal(c, n)).toBe(msg));
});

describe('the form schema per country', () => {
  const errors = (c: CountryId, v: object) => {
    const r = monthlyFormSchemaFor(c).safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('Colombia: tickets and net required', () => {
    expect(errors('COL', {})).toEqual({ cantidadTickets: MONTHLY_MSG.required, ventaNeta: MONTHLY_MSG.required });
    expect(errors('COL', { cantidadTickets: 3, ventaNeta: 100 })).toEqual({});
  });
  it('Argentina: net above gross on ventaNeta', () => {
    expect(errors('ARG', { cantidadTickets: 3, totalEfectivo: 10, totalTarjeta: 10, ventaNeta: 21 })).toEqual({
      ventaNeta: MONTHLY_MSG.netAboveGross,
    });
  });
  it('Chile: amounts are zeroed when tickets are empty or 0', () => {
    expect(errors('CHL', { cantidadTickets: 0, totalEfectivo: 10 })).toEqual({});
  });
});

describe("'Guardar' disabled per country", () => {
  const idle: MonthlySaveState = {
    invalid: false,
    unchanged: false,
    saving: false,
    uploading: false,
    fileTooLarge: false,
    fileRefused: false,
  };
  it.each<[CountryId, keyof MonthlySaveState | null, boolean]>([
    ['ARG', null, false],
    ['ARG', 'invalid', true],
    ['ARG', 'unchanged', true],
    ['ARG', 'saving', true],
    ['ARG', 'uploading', true],
    ['ARG', 'fileTooLarge', true],
    ['PER', null, false],
    ['PER', 'invalid', true],
    ['PER', 'saving', true],
    ['PER', 'fileTooLarge', true],
    // Peru: an upload running or nothing changed do not disable it (a submit then says the file is still uploading)
    ['PER', 'uploading', false],
    ['PER', 'unchanged', false],
    ['CHL', 'saving', true],
    ['CHL', 'invalid', false],
    ['CHL', 'uploading', false],
    ['CHL', 'fileTooLarge', false],
    ['CHL', 'unchanged', false],
    ['COL', 'saving', true],
    ['COL', 'invalid', false],
    ['COL', 'uploading', false],
    ['COL', 'fileTooLarge', false],
    ['COL', 'unchanged', false],
    // a refused file blocks saving everywhere until removed
    ['ARG', 'fileRefused', true],
    ['PER', 'fileRefused', true],
    ['CHL', 'fileRefused', true],
    ['COL', 'fileRefused', true],
  ])('%s when %s → disabled %s', (country, state, disabled) => {
    expect(isMonthlySaveDisabled(country, state ? { ...idle, [state]: true } : idle)).toBe(disabled);
  });
});

import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_IDS, type CountryId } from '../countries/countries';
import { businessToday, monthOf } from './calendar';
import {
  DEFAULT_CUTOFF_DAY,
  bulkErrorSummary,
  bulkRowIssues,
  bulkRowTotals,
  chileGroupIssue,
  chileGroupValid,
  chileTotals,
  computeDailyTotals,
  dailyCutoffParamId,
  dayStatus,
  declarationRefusal,
  isDeclarable,
  isMonthBlocked,
  isOverdue,
  isPeriodClosed,
  justificationRange,
  monthBlockApplies,
  monthBlockRefusal,
  netTotal,
  normalizeComment,
  parseCutoffDay,
} from './daily.rules';
import { SALES_MSG } from './messages';

describe('cut-off parameter', () => {
  it.each([
    ['12', 12],
    ['5', 5],
    ['31', 31],
    ['0', DEFAULT_CUTOFF_DAY],
    ['32', DEFAULT_CUTOFF_DAY],
    ['abc', DEFAULT_CUTOFF_DAY],
    ['', DEFAULT_CUTOFF_DAY],
    [null, DEFAULT_CUTOFF_DAY],
    [undefined, DEFAULT_CUTOFF_DAY],
    ['7.5', DEFAULT_CUTOFF_DAY],
  ])('parseCutoffDay(%s) = %i', (v, d) => expect(parseCutoffDay(v as string)).toBe(d));

  it.each(COUNTRY_IDS)('param id of %s', (c) =>
    expect(dailyCutoffParamId(c)).toBe(`venta_diaria_dia_corte_mes_anterior_${c.toLowerCase()}`),
  );
});

describe('isDeclarable (cut-off 12)', () => {
  it.each([
    // date, today, declarable
    ['2026-11-22', '2026-11-22', true], // today
    ['2026-11-23', '2026-11-22', false], // future
    ['2026-11-01', '2026-11-22', true], // current month
    ['2026-10-31', '2026-11-12', true], // previous month, on the cut-off day
    ['2026-10-01', '2026-11-12', true],
    ['2026-10-31', '2026-11-13', false], // the day after the cut-off
    ['2026-09-30', '2026-11-05', false], // two months back
    ['2026-12-31', '2027-01-12', true], // year edge
    ['2026-12-31', '2027-01-13', false],
    ['2024-02-29', '2024-03-12', true], // leap year
    ['2024-02-29', '2024-03-13', false],
    ['2027-01-01', '2026-12-31', false],
  ])('%s with today %s → %s', (d, today, ok) => expect(isDeclarable(d, today, 12)).toBe(ok));

  it('follows the per-country cut-off', () => {
    expect(isDeclarable('2026-10-15', '2026-11-05', 5)).toBe(true);
    expect(isDeclarable('2026-10-15', '2026-11-06', 5)).toBe(false);
    expect(isDeclarable('2026-10-15', '2026-11-30', 31)).toBe(true);
  });

  it.each(COUNTRY_IDS)('%s: 01:59 on the 13th still allows the previous month, 02:00 does not', (c) => {
    const offset = { CHL: 3, PER: 5, ARG: 3, COL: 5 }[c]; // November offsets (Chile in summer time)
    const at = (h: number, m: number) => new Date(Date.UTC(2026, 10, 13, h + offset, m));
    const tz = COUNTRIES[c].timeZone;
    expect(isDeclarable('2026-10-31', businessToday(at(1, 59), tz), 12)).toBe(true);
    expect(isDeclarable('2026-10-31', businessToday(at(2, 0), tz), 12)).toBe(false);
  });
});

/**
 * Each country with its own cut-off parameter value (venta_diaria_dia_corte_mes_anterior_<país>),
 * at noon local time: the last declarable day of the previous month is the cut-off day itself.
 */
const COUNTRY_CUTOFFS: [CountryId, number, number][] = [
  // country, cut-off day, hours behind UTC in March (Chile still on summer time)
  ['CHL', 12, 3],
  ['PER', 10, 5],
  ['ARG', 15, 3],
  ['COL', 5, 5],
];

describe.each(COUNTRY_CUTOFFS)('%s with cut-off day %i', (country, cutoff, offset) => {
  const tz = COUNTRIES[country].timeZone;
  const todayAt = (day: number, hour = 12, minute = 0) => businessToday(new Date(Date.UTC(2026, 2, day, hour + offset, minute)), tz);
  const pad = (n: number) => String(n).padStart(2, '0');

  it('isDeclarable: February is declarable up to the cut-off day of March, not the day after', () => {
    expect(isDeclarable('2026-02-28', todayAt(cutoff), cutoff)).toBe(true);
    expect(isDeclarable('2026-02-01', todayAt(cutoff), cutoff)).toBe(true);
    expect(isDeclarable('2026-02-28', todayAt(cutoff + 1), cutoff)).toBe(false);
    expect(isDeclarable('2026-01-31', todayAt(1), cutoff)).toBe(false); // two months back
    expect(isDeclarable(`2026-03-${pad(cutoff)}`, todayAt(cutoff), cutoff)).toBe(true); // today
    expect(isDeclarable(`2026-03-${pad(cutoff + 1)}`, todayAt(cutoff), cutoff)).toBe(false); // tomorrow
  });

  it('isDeclarable: at 01:59 after the cut-off day it is still the cut-off day; at 02:00 it is not', () => {
    expect(isDeclarable('2026-02-28', todayAt(cutoff + 1, 1, 59), cutoff)).toBe(true);
    expect(isDeclarable('2026-02-28', todayAt(cutoff + 1, 2, 0), cutoff)).toBe(false);
  });

  it('isPeriodClosed: February closes the day after the cut-off day; March stays open; January is closed', () => {
    expect(isPeriodClosed({ year: 2026, month: 2 }, todayAt(cutoff), cutoff)).toBe(false);
    expect(isPeriodClosed({ year: 2026, month: 2 }, todayAt(cutoff + 1), cutoff)).toBe(true);
    expect(isPeriodClosed({ year: 2026, month: 3 }, todayAt(28), cutoff)).toBe(false);
    expect(isPeriodClosed({ year: 2026, month: 1 }, todayAt(1), cutoff)).toBe(true);
  });

  it('the month-blocking rule applies to March only before the cut-off day', () => {
    expect(monthBlockRefusal('2026-03-01', todayAt(cutoff - 1), cutoff, 1)).toBe(SALES_MSG.blockingBody);
    expect(monthBlockRefusal('2026-03-01', todayAt(cutoff), cutoff, 1)).toBeUndefined();
    expect(monthBlockRefusal('2026-03-01', todayAt(cutoff - 1), cutoff, 0)).toBeUndefined();
    expect(monthBlockRefusal('2026-02-27', todayAt(cutoff - 1), cutoff, 3)).toBeUndefined(); // the previous month itself
  });
});

describe('monthBlockApplies / monthBlockRefusal', () => {
  it.each([
    ['2026-12-03', '2026-12-05', 12, true],
    ['2026-11-28', '2026-12-05', 12, false], // the previous month is what clears the block
    ['2026-12-03', '2026-12-12', 12, false], // on the cut-off day: not before it
    ['2027-01-02', '2027-01-03', 12, true], // year edge
    ['2024-03-01', '2024-03-05', 12, true], // after a leap February
  ])('%s with today %s, cut-off %i → %s', (d, today, cut, applies) => {
    expect(monthBlockApplies(d, today, cut)).toBe(applies);
    expect(monthBlockRefusal(d, today, cut, 2)).toBe(applies ? SALES_MSG.blockingBody : undefined);
    expect(monthBlockRefusal(d, today, cut, 0)).toBeUndefined();
    expect(isMonthBlocked(monthOf(d), today, cut, 2)).toBe(applies);
  });
});

describe('declarationRefusal', () => {
  it.each([
    ['2026-11-23', '2026-11-22', SALES_MSG.futureDay],
    ['2026-10-10', '2026-11-13', SALES_MSG.cutoffPassed(12)],
    ['2026-09-10', '2026-11-02', SALES_MSG.periodClosed],
    ['2026-11-10', '2026-11-22', undefined],
    ['2026-10-10', '2026-11-12', undefined],
  ])('%s with today %s', (d, today, msg) => expect(declarationRefusal(d, today, 12)).toBe(msg));
});

describe('isPeriodClosed (cut-off 12)', () => {
  it.each([
    [{ year: 2026, month: 11 }, '2026-11-22', false],
    [{ year: 2026, month: 10 }, '2026-11-12', false], // the cut-off day itself
    [{ year: 2026, month: 10 }, '2026-11-13', true],
    [{ year: 2026, month: 9 }, '2026-11-01', true],
    [{ year: 2026, month: 12 }, '2027-01-12', false], // year edge
    [{ year: 2026, month: 12 }, '2027-01-13', true],
    [{ year: 2027, month: 1 }, '2026-12-20', false], // future month
  ])('%o with today %s → %s', (m, today, closed) => expect(isPeriodClosed(m, today, 12)).toBe(closed));
});

describe('isMonthBlocked', () => {
  it.each([
    [{ year: 2026, month: 11 }, '2026-11-05', 12, 2, true],
    [{ year: 2026, month: 11 }, '2026-11-05', 12, 0, false], // nothing pending
    [{ year: 2026, month: 11 }, '2026-11-12', 12, 2, false], // on the cut-off day: not before it
    [{ year: 2026, month: 11 }, '2026-11-11', 12, 1, true],
    [{ year: 2026, month: 10 }, '2026-11-05', 12, 2, false], // viewing the previous month
    [{ year: 2027, month: 1 }, '2027-01-03', 12, 3, true], // year edge
  ])('%o today %s cut-off %i pending %i → %s', (m, today, cut, pending, blocked) =>
    expect(isMonthBlocked(m, today, cut, pending)).toBe(blocked),
  );
});

describe('dayStatus priority', () => {
  const none = { audited: false, justified: false, reported: false };
  it.each([
    [{ audited: true, justified: true, reported: true }, '2026-11-10', 'auditada'],
    [{ audited: false, justified: true, reported: true }, '2026-11-10', 'justificada'],
    [{ audited: false, justified: false, reported: true }, '2026-09-10', 'reportada'],
    [none, '2026-09-10', 'no declarada'], // past the cut-off, no record
    [none, '2026-10-10', 'no declarada'], // previous month after the 12th
    [none, '2026-11-10', 'pendiente'],
    [none, '2026-11-22', 'pendiente'], // today
    [none, '2026-11-25', 'pendiente'], // future: not declarable yet, not 'no declarada'
  ])('%o on %s → %s (today 2026-11-22)', (facts, d, s) => expect(dayStatus(d, facts, '2026-11-22', 12)).toBe(s));
});

describe('isOverdue (pending counts up to yesterday)', () => {
  it.each([
    ['2026-11-21', '2026-11-22', false, true],
    ['2026-11-22', '2026-11-22', false, false], // today is not overdue yet
    ['2026-11-21', '2026-11-22', true, false], // has a record
    ['2026-10-31', '2026-11-12', false, true],
    ['2026-10-31', '2026-11-13', false, false], // past the cut-off: no longer pending
  ])('%s today %s record %s → %s', (d, today, rec, r) => expect(isOverdue(d, today, 12, rec)).toBe(r));
});

describe('Chile totals', () => {
  it('gross = cash + card of boletas and facturas + exentas; net = (gross − exempt)/1.19 + exempt', () => {
    const t = chileTotals({
      boletas: { tickets: 10, cash: 100_000, card: 19_000 },
      facturas: { tickets: 2, cash: 0, card: 119_000 },
      exentas: { tickets: 1, amount: 5_000 },
    });
    expect(t).toEqual({ boletas: 119_000, facturas: 119_000, exempt: 5_000, gross: 243_000, net: 205_000, tickets: 13 });
  });

  it.each([
    [0, [0, 0], true],
    [1, [100, 0], true],
    [2, [100, 100], true],
    [1, [100, 100], false],
    [0, [100, 0], false],
    [3, [0, 0], false],
    [5, [1, 0], true],
  ])('ticket check tickets %i amounts %o → %s', (tk, amounts, ok) => expect(chileGroupValid(tk, amounts)).toBe(ok));

  // each money entry of a group needs a ticket; the peso amounts are not compared with the count
  it.each([
    [3, [10_000, 20_500], undefined], // a realistic boletas step: 3 tickets, $30.500
    [1, [9_999_999_999, 0], undefined],
    [1, [10_000, 20_500], SALES_MSG.ticketsVsAmounts], // cash and card with one ticket
    [0, [5_000], SALES_MSG.ticketsVsAmounts], // exentas: an amount without tickets
    [2, [0], SALES_MSG.ticketsVsAmounts], // tickets without an amount
    [10_001, [100, 0], SALES_MSG.ticketsMax],
    [10_000, [100, 0], undefined],
  ])('chileGroupIssue(%i, %o) → %s', (tk, amounts, message) => expect(chileGroupIssue(tk, amounts)).toBe(message));
});

describe('net totals of Peru, Argentina, Colombia', () => {
  it.each([
    ['PER', 1000, -100, 900],
    ['PER', 1000, 100, 900],
    ['ARG', 500.55, -0.55, 500],
    ['ARG', 500, 0, 500],
    // Colombia: the declared amount is the net, and credit notes come off it like everywhere else
    ['COL', 1000, -100, 900],
    ['COL', 1000, 100, 900],
    ['COL', 45_000.5, 0, 45_000.5],
    ['PER', 0.1, -0.2, -0.1],
  ] as const)('%s amount %d credit %d → %d', (c, a, cn, r) => expect(netTotal(c, a, cn)).toBe(r));
});

describe('computeDailyTotals', () => {
  it('Chile: stores integers and recomputes totals', () => {
    const r = computeDailyTotals('CHL', {
      total_tickets_boletas: 3,
      total_monto_efectivo_boletas: 10_000,
      total_monto_tarjeta_boletas: 9_750,
      total_tickets_facturas: 0,
      total_tickets_exentas: 0,
    });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.totals).toMatchObject({ monto_total_bruto: 19_750, monto_total_neto: 16_597, total_tickets: 3 });
  });

  it.each([
    [{ total_tickets_boletas: 1, total_monto_efectivo_boletas: 100.5 }, 'total_monto_efectivo_boletas', SALES_MSG.noDecimals],
    [{ total_tickets_boletas: 10_001, total_monto_efectivo_boletas: 100 }, 'total_tickets_boletas', SALES_MSG.ticketsMax],
    [
      { total_tickets_boletas: 1, total_monto_efectivo_boletas: 10, total_monto_tarjeta_boletas: 10 },
      'total_tickets_boletas',
      SALES_MSG.ticketsVsAmounts,
    ],
    [{ total_tickets_boletas: 0, total_monto_efectivo_boletas: 10 }, 'total_tickets_boletas', SALES_MSG.ticketsVsAmounts],
    [{ total_tickets_exentas: 2 }, 'total_tickets_exentas', SALES_MSG.ticketsVsAmounts],
    [{ total_tickets_boletas: 1, total_monto_efectivo_boletas: -5 }, 'total_monto_efectivo_boletas', SALES_MSG.positive],
    [{ total_tickets_boletas: 1, total_monto_efectivo_boletas: 10_000_000_000 }, 'total_monto_efectivo_boletas', SALES_MSG.moneyMax],
    [{ total_tickets_boletas: 1.5, total_monto_efectivo_boletas: 10 }, 'total_tickets_boletas', SALES_MSG.integer],
    [{}, 'monto_total_bruto', SALES_MSG.justifyZero],
  ])('Chile refuses %o (%s)', (d, field, message) => {
    const r = computeDailyTotals('CHL', d);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues).toContainEqual({ field, message });
  });

  it.each([
    [
      'PER',
      { total_monto_sin_igv: 1500.5, total_monto_nota_credito: 100, serie_boletas: 'B001' },
      12,
      { monto_total_bruto: 1500.5, monto_total_neto: 1400.5, total_tickets: 12 },
      -100,
    ],
    [
      'ARG',
      { total_monto_efectivo: 2000, total_monto_nota_credito: -250.25 },
      4,
      { monto_total_bruto: 2000, monto_total_neto: 1749.75, total_tickets: 4 },
      -250.25,
    ],
    ['COL', { total_monto_efectivo: 3000.1 }, 7, { monto_total_bruto: 3000.1, monto_total_neto: 3000.1, total_tickets: 7 }, 0],
    [
      'COL',
      { total_monto_efectivo: 50_000, total_monto_nota_credito: 2_500.5 },
      7,
      { monto_total_bruto: 50_000, monto_total_neto: 47_499.5, total_tickets: 7 },
      -2_500.5,
    ],
  ] as const)('%s computes net and stores credit notes negative', (c, d, tk, totals, credit) => {
    const r = computeDailyTotals(c as CountryId, d, tk);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.totals).toMatchObject(totals);
      expect(r.totals.detalles.total_monto_nota_credito).toBe(credit);
    }
  });

  it.each([
    ['PER', { total_monto_sin_igv: 10 }, undefined, 'total_tickets', SALES_MSG.required],
    ['PER', { total_monto_sin_igv: 10 }, 100_000_000, 'total_tickets', SALES_MSG.max8Digits],
    ['PER', {}, 1, 'total_monto_sin_igv', SALES_MSG.required],
    ['PER', { total_monto_sin_igv: 10, serie_boletas: 'B00001' }, 1, 'serie_boletas', SALES_MSG.max5],
    ['PER', { total_monto_sin_igv: -1 }, 1, 'total_monto_sin_igv', SALES_MSG.positive],
    ['ARG', { total_monto_efectivo: 10.123 }, 1, 'total_monto_efectivo', SALES_MSG.twoDecimals],
    ['ARG', { total_monto_efectivo: 0 }, 0, 'total_monto_efectivo', SALES_MSG.justifyZero],
    ['COL', { total_monto_efectivo: 10, total_monto_nota_credito: 10_000_000_000 }, 1, 'total_monto_nota_credito', SALES_MSG.moneyMax],
    ['COL', { total_monto_efectivo: 9_999_999_999.999 }, 1, 'total_monto_efectivo', SALES_MSG.moneyMax],
  ] as const)('%s refuses %o tickets %s (%s)', (c, d, tk, field, message) => {
    const r = computeDailyTotals(c as CountryId, d, tk);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues).toContainEqual({ field, message });
  });

  it('accepts the maximum money amount', () => {
    expect(computeDailyTotals('PER', { total_monto_sin_igv: 9_999_999_999.99 }, 1).ok).toBe(true);
  });
});

describe('bulk rows', () => {
  it.each([
    ['CHL', 119_000, 0, 119_000, 100_000],
    ['CHL', 119_000, 11_900, 107_100, 90_000],
    ['PER', 1000.5, -0.5, 1000, 1000],
    ['ARG', 200, 50, 150, 150],
  ] as const)('%s total %d credit %d → gross %d net %d', (c, v, n, gross, net) => {
    const r = bulkRowTotals(c, v, n);
    expect(r.monto_total_bruto).toBe(gross);
    expect(r.monto_total_neto).toBe(net);
    expect(r.detalles.total_notas_credito).toBeLessThanOrEqual(0);
  });

  it('row issues', () => {
    expect(bulkRowIssues('CHL', { total_tickets: 1, total_ventas: 10.5, total_notas_credito: 0 })).toEqual([
      `total ventas: ${SALES_MSG.noDecimals}`,
    ]);
    expect(bulkRowIssues('PER', { total_tickets: 'x', total_ventas: 10, total_notas_credito: 0 })).toEqual([
      `total tickets: ${SALES_MSG.integer}`,
    ]);
    expect(bulkRowIssues('PER', { total_tickets: 1, total_ventas: 10.25, total_notas_credito: -1 })).toEqual([]);
  });

  it('error summary shows five then "... y N errores más"', () => {
    const errors = Array.from({ length: 8 }, (_, i) => `Fila ${i + 2}: x`);
    const s = bulkErrorSummary(errors);
    expect(s.split('\n')).toEqual([`${SALES_MSG.bulkErrorsHeading}:`, ...errors.slice(0, 5), '... y 3 errores más']);
    expect(bulkErrorSummary(errors.slice(0, 5))).not.toContain('errores más');
  });
});

describe('justification range', () => {
  it.each([
    ['2026-11-10', false, undefined, undefined, { ok: true, start: '2026-11-10', end: '2026-11-10' }],
    ['2026-11-10', false, '2026-11-09', '2026-11-10', { ok: false, message: SALES_MSG.rangeNotAllowed('2026-11-10') }],
    ['2026-11-10', false, '2026-11-10', '2026-11-10', { ok: true, start: '2026-11-10', end: '2026-11-10' }],
    ['2026-11-10', true, '2026-11-05', '2026-11-15', { ok: true, start: '2026-11-05', end: '2026-11-15' }],
    ['2026-11-10', true, '2026-11-05', undefined, { ok: false, message: SALES_MSG.bothDates }],
    ['2026-11-10', true, '2026-11-15', '2026-11-05', { ok: false, message: SALES_MSG.endBeforeStart }],
    ['2026-11-10', true, '2026-10-30', '2026-11-15', { ok: false, message: SALES_MSG.rangeOutsideMonth }],
    ['2026-11-10', true, '2026-11-20', '2026-12-01', { ok: false, message: SALES_MSG.rangeOutsideMonth }],
    ['2026-11-10', true, '2026-11-11', '2026-11-15', { ok: false, message: SALES_MSG.dateInRange('2026-11-10') }],
    ['2024-02-29', true, '2024-02-01', '2024-02-29', { ok: true, start: '2024-02-01', end: '2024-02-29' }],
    ['2026-12-31', true, '2026-12-31', '2027-01-01', { ok: false, message: SALES_MSG.rangeOutsideMonth }],
  ])('%s periodo %s [%s, %s]', (d, periodo, s, e, r) => expect(justificationRange(d, periodo, s, e)).toEqual(r));
});

it('empty comments become SIN COMENTARIOS', () => {
  expect(normalizeComment('  ')).toBe('SIN COMENTARIOS');
  expect(normalizeComment(undefined)).toBe('SIN COMENTARIOS');
  expect(normalizeComment(' hola ')).toBe('hola');
});

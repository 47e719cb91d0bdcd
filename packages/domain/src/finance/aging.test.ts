import { describe, expect, it } from 'vitest';
import { COUNTRY_IDS, COUNTRIES, type CountryId } from '../countries/countries';
import { zonedDayStart } from '../common/clock';
import { agingBucket, agingSummary, agreementStatus, daysPastDue } from './aging';

/** A due date `days` before the calendar day `today` (yyyy-MM-dd). */
const minusDays = (today: string, days: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

describe('aging buckets at the boundaries, in each country time zone', () => {
  const today = '2026-11-22';
  it.each(
    COUNTRY_IDS.flatMap((c) =>
      (
        [
          [-5, 'deudaMenorA30Dias'],
          [0, 'deudaMenorA30Dias'],
          [30, 'deudaMenorA30Dias'],
          [31, 'deudaEntre31Y60Dias'],
          [60, 'deudaEntre31Y60Dias'],
          [61, 'deudaEntre61Y90Dias'],
          [90, 'deudaEntre61Y90Dias'],
          [91, 'deudaEntre91Y180Dias'],
          [180, 'deudaEntre91Y180Dias'],
          [181, 'deudaMayorA180Dias'],
        ] as const
      ).map(([days, bucket]) => [c, days, bucket] as const),
    ),
  )('%s: %d days past due → %s', (country, days, bucket) => {
    const tz = COUNTRIES[country as CountryId].timeZone;
    // the first and the last instant of the local day count the same
    const first = zonedDayStart(today, tz);
    const last = new Date(zonedDayStart('2026-11-23', tz).getTime() - 1);
    const due = minusDays(today, days);
    expect(agingBucket(due, first, country)).toBe(bucket);
    expect(agingBucket(due, last, country)).toBe(bucket);
  });

  it('counts days in the client zone, not in UTC: 02:00 UTC is still the previous day in Santiago and Lima', () => {
    const at = new Date('2026-11-23T02:00:00Z');
    expect(daysPastDue('2026-10-23', at, 'CHL')).toBe(30);
    expect(daysPastDue('2026-10-23', at, 'PER')).toBe(30);
    expect(agingBucket('2026-10-23', at, 'CHL')).toBe('deudaMenorA30Dias');
    // the same instant in UTC would already be day 31
    expect(agingBucket('2026-10-23', new Date('2026-11-23T12:00:00Z'), 'CHL')).toBe('deudaEntre31Y60Dias');
  });

  it('sums the buckets exactly (cents) and the total is their sum', () => {
    const now = new Date('2026-11-22T15:00:00Z');
    const s = agingSummary(
      [
        { fechaDeVencimiento: '2026-11-30', totalFactura: 100.1 },
        { fechaDeVencimiento: '2026-10-01', totalFactura: 200.2 },
        { fechaDeVencimiento: '2026-01-01', totalFactura: 0.3 },
      ],
      now,
      'PER',
    );
    expect(s).toEqual({
      deudaTotal: 300.6,
      deudaMenorA30Dias: 100.1,
      deudaEntre31Y60Dias: 200.2,
      deudaEntre61Y90Dias: 0,
      deudaEntre91Y180Dias: 0,
      deudaMayorA180Dias: 0.3,
    });
  });

  it('an instalment is Vigente through its due date and Vencido the day after (client zone)', () => {
    const tz = COUNTRIES.ARG.timeZone;
    expect(agreementStatus('2026-11-22', zonedDayStart('2026-11-22', tz), 'ARG')).toBe('Vigente');
    expect(agreementStatus('2026-11-22', new Date(zonedDayStart('2026-11-23', tz).getTime() - 1), 'ARG')).toBe('Vigente');
    expect(agreementStatus('2026-11-22', zonedDayStart('2026-11-23', tz), 'ARG')).toBe('Vencido');
  });
});

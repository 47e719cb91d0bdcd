import { describe, expect, it } from 'vitest';
import {
  averageTicket,
  daysIn,
  defaultReportPeriod,
  lastTwelveMonths,
  monthToDate,
  movingAnnualTotal,
  punctuality,
  salesPerM2,
  sameDayYearsAgo,
  sameDaysLastYear,
  variation,
  yearToDate,
} from './report.rules';
import { reportQuerySchema } from './report.schema';

describe('month to date vs the same days last year', () => {
  it('takes the first of the month to the day, and the same days a year before', () => {
    const mtd = monthToDate('2026-11-24');
    expect(mtd).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(sameDaysLastYear(mtd)).toEqual({ from: '2025-11-01', to: '2025-11-24' });
    expect(daysIn(mtd)).toBe(24);
  });
  it('29 February of a leap year compares with 28 February', () => {
    const mtd = monthToDate('2024-02-29');
    expect(sameDaysLastYear(mtd)).toEqual({ from: '2023-02-01', to: '2023-02-28' });
    expect(daysIn(mtd)).toBe(29);
    expect(daysIn(sameDaysLastYear(mtd))).toBe(28);
  });
  it('28 February after a leap year compares with 28 February (not the 29th)', () => {
    expect(sameDaysLastYear(monthToDate('2025-02-28'))).toEqual({ from: '2024-02-01', to: '2024-02-28' });
  });
  it('a day that exists both years stays the same day', () => {
    expect(sameDayYearsAgo('2028-03-01')).toBe('2027-03-01');
    expect(sameDayYearsAgo('2028-02-29', 4)).toBe('2024-02-29');
  });
});

describe('year to date and the moving annual total', () => {
  it('year to date starts on 1 January', () => {
    expect(yearToDate('2026-03-15')).toEqual({ from: '2026-01-01', to: '2026-03-15' });
    expect(sameDaysLastYear(yearToDate('2024-02-29'))).toEqual({ from: '2023-01-01', to: '2023-02-28' });
  });
  it('the last twelve months are 365 days, or 366 across a 29 February', () => {
    expect(movingAnnualTotal('2026-11-24')).toEqual({ from: '2025-11-25', to: '2026-11-24' });
    expect(daysIn(movingAnnualTotal('2026-11-24'))).toBe(365);
    expect(daysIn(movingAnnualTotal('2024-03-31'))).toBe(366);
    expect(movingAnnualTotal('2024-02-29')).toEqual({ from: '2023-03-01', to: '2024-02-29' });
  });
  it('lists the twelve months ending with the day, across the year', () => {
    expect(lastTwelveMonths('2026-02-10')).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
  it('the default period is the month of yesterday (the 1st shows the whole previous month)', () => {
    expect(defaultReportPeriod('2026-11-25')).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(defaultReportPeriod('2026-03-01')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });
});

describe('sales per m² with missing areas', () => {
  it('divides the sales of the spaces with an area by their areas', () => {
    expect(
      salesPerM2([
        { sales: 1000, area_m2: 10 },
        { sales: 3000, area_m2: 30 },
      ]),
    ).toEqual({ value: 100, without_area: 0 });
  });
  it('leaves spaces without an area (null, 0) out of both sides and counts them', () => {
    expect(
      salesPerM2([
        { sales: 1000, area_m2: 10 },
        { sales: 99_999, area_m2: null },
        { sales: 5, area_m2: 0 },
      ]),
    ).toEqual({ value: 100, without_area: 2 });
  });
  it('is null when no space has an area', () => {
    expect(salesPerM2([{ sales: 1, area_m2: undefined }])).toEqual({ value: null, without_area: 1 });
    expect(salesPerM2([])).toEqual({ value: null, without_area: 0 });
  });
});

describe('ratios', () => {
  it('variation, average ticket and punctuality say null when there is nothing to divide by', () => {
    expect(variation(110, 100)).toBeCloseTo(0.1);
    expect(variation(5, 0)).toBeNull();
    expect(averageTicket(1000, 4)).toBe(250);
    expect(averageTicket(1000, 0)).toBeNull();
    expect(punctuality(3, 4)).toBe(0.75);
    expect(punctuality(0, 0)).toBeNull();
  });
});

describe('reportQuerySchema', () => {
  it('defaults the grouping and the measure', () => {
    expect(reportQuerySchema.parse({})).toEqual({ group: 'space', measure: 'bruto' });
  });
  it.each([
    [{ from: '2026-02-30', to: '2026-03-01' }],
    [{ from: '2026-03-02', to: '2026-03-01' }],
    [{ from: '2020-01-01', to: '2026-03-01' }],
    [{ from: '2026-01-01' }],
    [{ compare_from: '2026-01-01' }],
    [{ group: 'client' }],
  ])('refuses %j', (q) => {
    expect(reportQuerySchema.safeParse(q).success).toBe(false);
  });
  it('refuses words for dates without throwing', () => {
    expect(reportQuerySchema.safeParse({ from: 'x', to: 'y' }).success).toBe(false);
  });
});

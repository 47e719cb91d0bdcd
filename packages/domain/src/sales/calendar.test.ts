import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  businessToday,
  daysInMonth,
  daysOf,
  firstDay,
  formatDayMonthYear,
  isLeapYear,
  isValidIsoDate,
  lastDay,
  monthsBetween,
  weekday,
} from './calendar';

describe('calendar', () => {
  it.each([
    [2024, true],
    [2025, false],
    [2026, false],
    [2028, true],
    [1900, false],
    [2000, true],
    [2100, false],
  ])('leap year %i → %s', (y, leap) => expect(isLeapYear(y)).toBe(leap));

  it.each([
    [2024, 2, 29],
    [2025, 2, 28],
    [2000, 2, 29],
    [2100, 2, 28],
    [2026, 1, 31],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('days in %i-%i = %i', (year, month, n) => {
    expect(daysInMonth({ year, month })).toBe(n);
    expect(daysOf({ year, month })).toHaveLength(n);
    expect(lastDay({ year, month }).endsWith(String(n))).toBe(true);
  });

  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-04-31', false],
    ['2026-4-1', false],
    ['', false],
    ['2026-12-31', true],
  ])('valid date %s → %s', (d, ok) => expect(isValidIsoDate(d)).toBe(ok));

  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2025-03-01', -1, '2025-02-28'],
  ])('addDays(%s, %i) = %s', (d, n, r) => expect(addDays(d, n)).toBe(r));

  it('month arithmetic across years', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(monthsBetween({ year: 2026, month: 12 }, { year: 2027, month: 1 })).toBe(1);
    expect(firstDay({ year: 2027, month: 1 })).toBe('2027-01-01');
  });

  it('weekday is Sunday-first (0 = Sunday)', () => {
    expect(weekday('2026-11-22')).toBe(0);
    expect(weekday('2026-11-28')).toBe(6);
    expect(weekday('2024-02-29')).toBe(4);
  });

  it('formats dd/MM/yyyy', () => expect(formatDayMonthYear('2026-01-05')).toBe('05/01/2026'));

  // 01:59 vs 02:00 local time in each country's zone: before 02:00 the business day is yesterday.
  it.each([
    ['America/Santiago', '2026-11-13T04:59:00Z', '2026-11-12'], // CLST UTC-3, 01:59
    ['America/Santiago', '2026-11-13T05:00:00Z', '2026-11-13'], // 02:00
    ['America/Santiago', '2026-07-13T05:59:00Z', '2026-07-12'], // CLT UTC-4 (winter), 01:59
    ['America/Santiago', '2026-07-13T06:00:00Z', '2026-07-13'],
    ['America/Lima', '2026-11-13T06:59:00Z', '2026-11-12'], // UTC-5
    ['America/Lima', '2026-11-13T07:00:00Z', '2026-11-13'],
    ['America/Buenos_Aires', '2026-11-13T04:59:00Z', '2026-11-12'], // UTC-3
    ['America/Buenos_Aires', '2026-11-13T05:00:00Z', '2026-11-13'],
    ['America/Bogota', '2026-11-13T06:59:00Z', '2026-11-12'], // UTC-5
    ['America/Bogota', '2026-11-13T07:00:00Z', '2026-11-13'],
    // month and year edges
    ['America/Lima', '2027-01-01T06:30:00Z', '2026-12-31'],
    ['America/Lima', '2027-01-01T07:00:00Z', '2027-01-01'],
    ['America/Bogota', '2024-03-01T06:00:00Z', '2024-02-29'],
    ['America/Santiago', '2026-12-01T02:00:00Z', '2026-11-30'], // 23:00 local on the 30th
  ])('businessToday in %s at %s = %s', (tz, iso, expected) => {
    expect(businessToday(new Date(iso), tz)).toBe(expected);
  });
});

import { addDays, daysInMonth, firstDay, isoDate, monthOf, parseIsoDate, type IsoDate } from './calendar';

/*
 * 'Informe de ventas': the period arithmetic of the sales report. The
 * server aggregates in SQL over the windows these functions give; the web shows the same labels.
 */

/** A closed range of days [from, to]. */
export interface Period {
  from: IsoDate;
  to: IsoDate;
}

/** The same calendar day one year earlier (or later); 29 February becomes 28 February. */
export function sameDayYearsAgo(d: IsoDate, years = 1): IsoDate {
  const { year, month, day } = parseIsoDate(d);
  const y = year - years;
  return isoDate(y, month, Math.min(day, daysInMonth({ year: y, month })));
}

/** The same days one year earlier: from and to moved back one year (29 Feb → 28 Feb). */
export const sameDaysLastYear = (p: Period): Period => ({ from: sameDayYearsAgo(p.from), to: sameDayYearsAgo(p.to) });

/** Month to date: from the first day of `asOf`'s month to `asOf`. */
export const monthToDate = (asOf: IsoDate): Period => ({ from: firstDay(monthOf(asOf)), to: asOf });

/** Year to date: from 1 January of `asOf`'s year to `asOf`. */
export const yearToDate = (asOf: IsoDate): Period => ({ from: `${asOf.slice(0, 4)}-01-01`, to: asOf });

/** The last twelve months (moving annual total): the 365 or 366 days ending on `asOf`. */
export const movingAnnualTotal = (asOf: IsoDate): Period => ({ from: addDays(sameDayYearsAgo(asOf), 1), to: asOf });

/** Days of a period, both ends included (0 when `to` is before `from`). */
export function daysIn(p: Period): number {
  const a = parseIsoDate(p.from);
  const b = parseIsoDate(p.to);
  const diff = (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000;
  return Math.max(0, diff + 1);
}

/** The twelve months ending with `asOf`'s month, oldest first, as yyyy-MM. */
export function lastTwelveMonths(asOf: IsoDate): string[] {
  const { year, month } = parseIsoDate(asOf);
  return Array.from({ length: 12 }, (_, i) => {
    const idx = year * 12 + (month - 1) - (11 - i);
    return `${Math.floor(idx / 12)}-${String((idx % 12) + 1).padStart(2, '0')}`;
  });
}

/** The variation from `before` to `now` as a fraction (0.1 = +10 %); null when there is nothing to compare with. */
export function variation(now: number, before: number): number | null {
  if (!before) return null;
  return (now - before) / Math.abs(before);
}

/**
 * Sales per square metre over a set of spaces: the sales of the spaces whose area is known
 * (> 0) divided by the sum of those areas. Spaces without an area are left out of both sides and
 * counted, so the report can say how many were left out; null when no space has an area.
 */
export function salesPerM2(rows: readonly { sales: number; area_m2: number | null | undefined }[]): {
  value: number | null;
  without_area: number;
} {
  let sales = 0;
  let area = 0;
  let without = 0;
  for (const r of rows) {
    if (r.area_m2 && r.area_m2 > 0) {
      sales += r.sales;
      area += r.area_m2;
    } else without += 1;
  }
  return { value: area > 0 ? sales / area : null, without_area: without };
}

/** Average ticket: sales over tickets; null when no ticket was declared. */
export const averageTicket = (sales: number, tickets: number): number | null => (tickets > 0 ? sales / tickets : null);

/** A declaration is punctual when it was recorded at the latest the day after the sales day. */
export const PUNCTUAL_WITHIN_DAYS = 1;

/** Share of punctual declarations (0..1); null with no declaration. */
export const punctuality = (punctual: number, declared: number): number | null => (declared > 0 ? punctual / declared : null);

/** The report's default period: the month to date of the last day that can be declared (yesterday). */
export const defaultReportPeriod = (today: IsoDate): Period => monthToDate(addDays(today, -1));

/** Longest period a report reads (two years and a day), so one request cannot scan the whole history. */
export const REPORT_MAX_DAYS = 732;

import { zonedParts } from '../common/clock';

/** A calendar date without time: yyyy-MM-dd, compared as strings. */
export type IsoDate = string;

export interface YearMonth {
  year: number;
  month: number; // 1..12
}

const pad = (n: number) => String(n).padStart(2, '0');

export const isoDate = (year: number, month: number, day: number): IsoDate => `${year}-${pad(month)}-${pad(day)}`;

export function parseIsoDate(d: IsoDate) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(d);
  if (!m) throw new Error(`Invalid date ${d}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

export const isValidIsoDate = (d: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(d);
  if (!m) return false;
  const [y, mo, da] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && da >= 1 && da <= daysInMonth({ year: y, month: mo });
};

export const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

export function daysInMonth({ year, month }: YearMonth) {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

export const monthOf = (d: IsoDate): YearMonth => {
  const { year, month } = parseIsoDate(d);
  return { year, month };
};

export const monthIndex = (m: YearMonth) => m.year * 12 + (m.month - 1);

export const addMonths = (m: YearMonth, n: number): YearMonth => {
  const i = monthIndex(m) + n;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
};

/** How many months `a` is before `b` (0 = same month, 1 = previous month, negative = after). */
export const monthsBetween = (a: YearMonth, b: YearMonth) => monthIndex(b) - monthIndex(a);

export const firstDay = (m: YearMonth): IsoDate => isoDate(m.year, m.month, 1);
export const lastDay = (m: YearMonth): IsoDate => isoDate(m.year, m.month, daysInMonth(m));

/** Every date of a month, in order. */
export function daysOf(m: YearMonth): IsoDate[] {
  return Array.from({ length: daysInMonth(m) }, (_, i) => isoDate(m.year, m.month, i + 1));
}

/** Day of week of a date, 0 = Sunday (the space calendar is Sunday-first). */
export function weekday(d: IsoDate) {
  const { year, month, day } = parseIsoDate(d);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function addDays(d: IsoDate, n: number): IsoDate {
  const { year, month, day } = parseIsoDate(d);
  const t = new Date(Date.UTC(year, month - 1, day + n));
  return isoDate(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** Hour before which the business day is still the previous one. */
export const BUSINESS_DAY_START_HOUR = 2;

/**
 * The business 'today' of a country: its local date, except that before 02:00 it is still the
 * previous day (so the 'yesterday' reference shifts one more day back).
 */
export function businessToday(now: Date, timeZone: string): IsoDate {
  const p = zonedParts(now, timeZone);
  const local = isoDate(p.year, p.month, p.day);
  return p.hour < BUSINESS_DAY_START_HOUR ? addDays(local, -1) : local;
}

/** dd/MM/yyyy, as dates are shown. */
export const formatDayMonthYear = (d: IsoDate) => {
  const { year, month, day } = parseIsoDate(d);
  return `${pad(day)}/${pad(month)}/${year}`;
};

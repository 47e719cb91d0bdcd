import { addMonths, monthOf, type IsoDate, type YearMonth } from '../sales/calendar';

/*
 * 'Comparativo': a store against the other tenants' stores of its category. The figures are
 * computed in PostgreSQL; these are the rules around them.
 */

/**
 * The anonymity threshold: a group is compared only when at least this many OTHER companies have
 * a store with a declared month in it (the asking company's own stores are never in its group).
 */
export const MIN_COMPARABLE_TENANTS = 5;

/** Whether a group of other tenants' stores is large enough to be shown (and answered by the API). */
export const isComparableGroup = (otherCompanies: number) => otherCompanies >= MIN_COMPARABLE_TENANTS;

/**
 * The month 'Comparativo' opens on: the one before the previous month, whose declarations are
 * in (the previous month's are still being declared in the first days of the current one).
 */
export const defaultComparisonMonth = (today: IsoDate): string => toMonthParam(addMonths(monthOf(today), -2));

/** A month as the API writes it: yyyy-MM. */
export const toMonthParam = (m: YearMonth) => `${m.year}-${String(m.month).padStart(2, '0')}`;

/** A yyyy-MM month's first day. */
export const monthStart = (month: string): IsoDate => `${month}-01`;

/** The month `n` months after (before, when negative) a yyyy-MM month. */
export const shiftMonth = (month: string, n: number) => toMonthParam(addMonths(monthOf(monthStart(month)), n));

/** Where a store's figure falls in its group: below the first quartile, between the quartiles, above the third. */
export type QuartileBand = 'bajo' | 'medio' | 'alto';
export function quartileBand(value: number | null, q: { q1: number; q3: number } | null): QuartileBand | null {
  if (value === null || !q) return null;
  if (value < q.q1) return 'bajo';
  if (value > q.q3) return 'alto';
  return 'medio';
}

/**
 * The pinned clocks (CLOCK_START) of the specs that start a server of their own: one list, so that
 * the global setup can seed their templates ahead of time (global-setup.ts).
 */

/** 15:00 UTC on a day of the current month (the same day in every country's time zone). */
export const dayOfThisMonth = (day: number) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), day, 15)).toISOString();
};

export const CLOCKS = {
  /** daily sales and the staff console: Saturday 5 December 2026, 12:00 in Santiago */
  december5: '2026-12-05T15:00:00Z',
  /** receipts and reminders: Wednesday 9 December 2026, 09:00 in Santiago */
  december9: '2026-12-09T12:00:05Z',
  /** work requests: Tuesday 24 November 2026, 10:00 in Santiago */
  november24: '2026-11-24T13:00:00Z',
  /** monthly sales: within the declaration window (the 5th) and past it (the 13th) */
  monthWithin: dayOfThisMonth(5),
  monthPast: dayOfThisMonth(13),
} as const;

/** Every template a run may need: the real time (undefined) and each pinned clock. */
export const TEMPLATE_CLOCKS: (string | undefined)[] = [undefined, ...new Set(Object.values(CLOCKS))];

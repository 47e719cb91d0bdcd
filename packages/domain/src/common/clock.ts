import { TZDate } from '@date-fns/tz';

/** The one clock. The server reads `now()` from here; tests pin it with `fixedClock`. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const fixedClock = (iso: string | Date): Clock => {
  const at = new Date(iso);
  return { now: () => new Date(at) };
};

/** The wall-clock date and time of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string) {
  const z = new TZDate(instant.getTime(), timeZone);
  return {
    year: z.getFullYear(),
    month: z.getMonth() + 1,
    day: z.getDate(),
    hour: z.getHours(),
    minute: z.getMinutes(),
    second: z.getSeconds(),
    weekday: z.getDay(),
  };
}

/** yyyy-MM-dd of an instant in a time zone. */
export function zonedDateString(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** A clock that starts at a given instant and runs from there (demo and browser tests). */
export const startedClock = (iso: string, realNow: () => number = Date.now): Clock => {
  const offset = new Date(iso).getTime() - realNow();
  return { now: () => new Date(realNow() + offset) };
};

/** The instant a calendar day (yyyy-MM-dd) starts in a time zone. */
export function zonedDayStart(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, timeZone).getTime());
}

import { TZDate } from '@date-fns/tz';

/** The one clock. The server reads `now()` from here; tests pin it with `fixedClock`. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** @internal a clock stopped at one instant, for tests */
export const fixedClock = (iso: string | Date): Clock => {
  const at = new Date(iso);
  return { now: () => new Date(at) };
};

/** @internal the parts of a wall-clock reading ("11/25/2026, 17:05:09"), the clock's and its test's */
export const WALL_CLOCK_PARTS = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
} as const;
const WALL_CLOCK = new Map<string, Intl.DateTimeFormat>();
const OFFSETS = new Map<string, Map<number, number>>();
const QUARTER_HOUR = 900_000;
// 2000-01-01 .. 2100-01-01: the instants whose offsets are kept per quarter hour
const CACHED_FROM = 946_684_800_000;
const CACHED_TO = 4_102_444_800_000;

/** The zone's offset from UTC at an instant, in ms, read from the platform's time-zone data. */
function readOffset(t: number, timeZone: string): number {
  let f = WALL_CLOCK.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { ...WALL_CLOCK_PARTS, timeZone });
    WALL_CLOCK.set(timeZone, f);
  }
  // "11/25/2026, 17:05:09"
  const m = /(\d+)\/(\d+)\/(\d+),? (\d+):(\d+):(\d+)/.exec(f.format(t));
  if (!m) return new TZDate(t, timeZone).getTimezoneOffset() * -60_000;
  const wall = Date.UTC(+m[3]!, +m[1]! - 1, +m[2]!, +m[4]!, +m[5]!, +m[6]!);
  return wall - Math.floor(t / 1000) * 1000;
}

/**
 * The offset at an instant. Between 2000 and 2100 it is kept per zone and quarter hour (a zone
 * changes its offset only at a whole quarter hour of UTC in that time: the month query reads
 * the local date of 31 records per request, and the time-zone library took 12 µs for each).
 */
function offsetAt(t: number, timeZone: string): number {
  if (t < CACHED_FROM || t >= CACHED_TO) return readOffset(t, timeZone);
  let zone = OFFSETS.get(timeZone);
  if (!zone) OFFSETS.set(timeZone, (zone = new Map()));
  const q = Math.floor(t / QUARTER_HOUR);
  let o = zone.get(q);
  if (o === undefined) {
    if (zone.size >= 50_000) zone.clear();
    o = readOffset(q * QUARTER_HOUR, timeZone);
    zone.set(q, o);
  }
  return o;
}

/** The wall-clock date and time of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string) {
  const z = new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
  return {
    year: z.getUTCFullYear(),
    month: z.getUTCMonth() + 1,
    day: z.getUTCDate(),
    hour: z.getUTCHours(),
    minute: z.getUTCMinutes(),
    second: z.getUTCSeconds(),
    weekday: z.getUTCDay(),
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

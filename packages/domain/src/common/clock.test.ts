import { describe, it, expect } from 'vitest';
import { COUNTRIES, type CountryId } from '../countries/countries';
import { fixedClock, systemClock, WALL_CLOCK_PARTS, zonedDateString, zonedDayStart, zonedParts } from './clock';

const tz = (id: CountryId) => COUNTRIES[id].timeZone;

type Parts = ReturnType<typeof zonedParts>;
const parts = (year: number, month: number, day: number, hour: number, minute: number, second: number, weekday: number): Parts => ({
  year,
  month,
  day,
  hour,
  minute,
  second,
  weekday,
});

describe('fixedClock', () => {
  it.each([['2026-01-01T02:30:00.000Z'], ['2024-02-29T12:00:00.000Z'], ['1999-12-31T23:59:59.999Z']])('always answers %s', (iso) => {
    const clock = fixedClock(iso);
    expect(clock.now().toISOString()).toBe(iso);
    expect(clock.now().toISOString()).toBe(iso);
  });

  it('accepts a Date and is not affected by later changes to it or to returned dates', () => {
    const source = new Date('2026-03-15T10:00:00Z');
    const clock = fixedClock(source);
    source.setUTCFullYear(2000);
    const first = clock.now();
    first.setUTCFullYear(1990);
    expect(clock.now().toISOString()).toBe('2026-03-15T10:00:00.000Z');
    expect(clock.now()).not.toBe(clock.now());
  });

  it('systemClock answers the current time', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});

describe('zonedParts: wall clock per country time zone', () => {
  // weekday: 0 Sunday … 6 Saturday
  it.each<[string, CountryId, Parts]>([
    // New year: still 2025-12-31 in every country at 02:30Z
    ['2026-01-01T02:30:00Z', 'CHL', parts(2025, 12, 31, 23, 30, 0, 3)],
    ['2026-01-01T02:30:00Z', 'PER', parts(2025, 12, 31, 21, 30, 0, 3)],
    ['2026-01-01T02:30:00Z', 'ARG', parts(2025, 12, 31, 23, 30, 0, 3)],
    ['2026-01-01T02:30:00Z', 'COL', parts(2025, 12, 31, 21, 30, 0, 3)],
    // …and already 2026-01-01 an hour later in Santiago (UTC-3 in summer) and Buenos Aires
    ['2026-01-01T03:00:00Z', 'CHL', parts(2026, 1, 1, 0, 0, 0, 4)],
    ['2026-01-01T03:00:00Z', 'ARG', parts(2026, 1, 1, 0, 0, 0, 4)],
    ['2026-01-01T03:00:00Z', 'PER', parts(2025, 12, 31, 22, 0, 0, 3)],
    ['2026-01-01T05:00:00Z', 'PER', parts(2026, 1, 1, 0, 0, 0, 4)],
    ['2026-01-01T05:00:00Z', 'COL', parts(2026, 1, 1, 0, 0, 0, 4)],
    // Month edge: 2026-03-01T02:59Z is still February 28 everywhere
    ['2026-03-01T02:59:00Z', 'CHL', parts(2026, 2, 28, 23, 59, 0, 6)],
    ['2026-03-01T02:59:00Z', 'PER', parts(2026, 2, 28, 21, 59, 0, 6)],
    ['2026-03-01T02:59:00Z', 'ARG', parts(2026, 2, 28, 23, 59, 0, 6)],
    ['2026-03-01T02:59:00Z', 'COL', parts(2026, 2, 28, 21, 59, 0, 6)],
    // Leap day: 2024-03-01T03:30Z is March in Santiago/Buenos Aires, February 29 in Lima/Bogota
    ['2024-03-01T03:30:00Z', 'CHL', parts(2024, 3, 1, 0, 30, 0, 5)],
    ['2024-03-01T03:30:00Z', 'ARG', parts(2024, 3, 1, 0, 30, 0, 5)],
    ['2024-03-01T03:30:00Z', 'PER', parts(2024, 2, 29, 22, 30, 0, 4)],
    ['2024-03-01T03:30:00Z', 'COL', parts(2024, 2, 29, 22, 30, 0, 4)],
    // Chile winter (UTC-4): month edge end of June
    ['2026-07-01T03:59:59Z', 'CHL', parts(2026, 6, 30, 23, 59, 59, 2)],
    ['2026-07-01T04:00:00Z', 'CHL', parts(2026, 7, 1, 0, 0, 0, 3)],
    ['2026-07-01T03:00:00Z', 'ARG', parts(2026, 7, 1, 0, 0, 0, 3)],
    // Santiago DST end: 2026-04-05 00:00 -03 becomes 2026-04-04 23:00 -04 at 03:00Z
    ['2026-04-05T02:30:00Z', 'CHL', parts(2026, 4, 4, 23, 30, 0, 6)],
    ['2026-04-05T02:59:59Z', 'CHL', parts(2026, 4, 4, 23, 59, 59, 6)],
    ['2026-04-05T03:00:00Z', 'CHL', parts(2026, 4, 4, 23, 0, 0, 6)],
    ['2026-04-05T03:30:00Z', 'CHL', parts(2026, 4, 4, 23, 30, 0, 6)],
    ['2026-04-05T04:00:00Z', 'CHL', parts(2026, 4, 5, 0, 0, 0, 0)],
    // the other countries have no DST: a steady offset across the same instants
    ['2026-04-05T03:00:00Z', 'PER', parts(2026, 4, 4, 22, 0, 0, 6)],
    ['2026-04-05T03:00:00Z', 'ARG', parts(2026, 4, 5, 0, 0, 0, 0)],
    ['2026-04-05T03:00:00Z', 'COL', parts(2026, 4, 4, 22, 0, 0, 6)],
    // Santiago DST start: 2026-09-06 00:00 -04 jumps to 01:00 -03 at 04:00Z
    ['2026-09-06T03:59:59Z', 'CHL', parts(2026, 9, 5, 23, 59, 59, 6)],
    ['2026-09-06T04:00:00Z', 'CHL', parts(2026, 9, 6, 1, 0, 0, 0)],
    ['2026-09-06T04:00:00Z', 'PER', parts(2026, 9, 5, 23, 0, 0, 6)],
    ['2026-09-06T04:00:00Z', 'ARG', parts(2026, 9, 6, 1, 0, 0, 0)],
    ['2026-09-06T04:00:00Z', 'COL', parts(2026, 9, 5, 23, 0, 0, 6)],
    // Leap day in the middle of the day
    ['2028-02-29T12:00:00Z', 'CHL', parts(2028, 2, 29, 9, 0, 0, 2)],
    ['2028-02-29T12:00:00Z', 'PER', parts(2028, 2, 29, 7, 0, 0, 2)],
  ])('%s in %s', (iso, country, expected) => {
    expect(zonedParts(new Date(iso), tz(country))).toEqual(expected);
  });

  it('does not depend on the process time zone', () => {
    expect(zonedParts(new Date('2026-01-01T02:30:00Z'), 'UTC')).toEqual(parts(2026, 1, 1, 2, 30, 0, 4));
  });
});

describe('zonedDateString', () => {
  it.each<[string, CountryId, string]>([
    ['2026-01-01T02:30:00Z', 'CHL', '2025-12-31'],
    ['2026-01-01T03:00:00Z', 'CHL', '2026-01-01'],
    ['2026-01-01T04:59:59Z', 'PER', '2025-12-31'],
    ['2026-01-01T05:00:00Z', 'PER', '2026-01-01'],
    ['2026-01-01T02:59:59Z', 'ARG', '2025-12-31'],
    ['2026-01-01T03:00:00Z', 'ARG', '2026-01-01'],
    ['2026-01-01T04:59:59Z', 'COL', '2025-12-31'],
    ['2026-01-01T05:00:00Z', 'COL', '2026-01-01'],
    ['2026-04-05T03:30:00Z', 'CHL', '2026-04-04'],
    ['2026-09-06T04:00:00Z', 'CHL', '2026-09-06'],
    ['2026-02-01T02:00:00Z', 'CHL', '2026-01-31'],
    ['2026-10-01T03:00:00Z', 'CHL', '2026-10-01'],
    ['2026-10-01T02:59:00Z', 'CHL', '2026-09-30'],
    ['2026-05-09T12:00:00Z', 'PER', '2026-05-09'],
  ])('%s in %s is %s', (iso, country, expected) => {
    expect(zonedDateString(new Date(iso), tz(country))).toBe(expected);
  });

  it('pads month and day to two digits', () => {
    expect(zonedDateString(new Date('2026-02-03T15:00:00Z'), tz('CHL'))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(zonedDateString(new Date('2026-02-03T15:00:00Z'), tz('CHL'))).toBe('2026-02-03');
  });
});

describe('zonedDayStart', () => {
  it.each([
    ['CHL', '2026-07-01', '2026-07-01T04:00:00.000Z'], // Chile winter, UTC-4
    ['CHL', '2026-01-15', '2026-01-15T03:00:00.000Z'], // Chile summer, UTC-3
    ['PER', '2024-02-29', '2024-02-29T05:00:00.000Z'],
    ['ARG', '2026-12-31', '2026-12-31T03:00:00.000Z'],
    ['COL', '2027-01-01', '2027-01-01T05:00:00.000Z'],
  ] as const)('%s %s starts at %s', (c, date, iso) => {
    expect(zonedDayStart(date, tz(c)).toISOString()).toBe(iso);
    expect(zonedDateString(zonedDayStart(date, tz(c)), tz(c))).toBe(date);
  });
});

describe('zonedParts agrees with the time-zone database', () => {
  // the offsets are kept per zone and quarter hour: checked every 53 minutes over two years
  // and every 7 minutes 13 seconds during the 3 hours around each change of offset, in the four
  // countries and in zones with half- and quarter-hour offsets or changes
  it.each([
    'America/Santiago',
    'America/Lima',
    'America/Argentina/Buenos_Aires',
    'America/Bogota',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'America/St_Johns',
  ])('%s, 2025–2026', (zone) => {
    const f = new Intl.DateTimeFormat('en-US', { ...WALL_CLOCK_PARTS, timeZone: zone, weekday: 'short' });
    const reference = (t: number) => {
      const p = f.formatToParts(t);
      const get = (type: string) => Number(p.find((x) => x.type === type)!.value);
      const wd = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(p.find((x) => x.type === 'weekday')!.value);
      return parts(get('year'), get('month'), get('day'), get('hour'), get('minute'), get('second'), wd);
    };
    const offset = (t: number) => {
      const r = reference(t);
      return Date.UTC(r.year, r.month - 1, r.day, r.hour, r.minute, r.second) - Math.floor(t / 1000) * 1000;
    };
    const from = Date.UTC(2025, 0, 1);
    const to = Date.UTC(2027, 0, 1);
    const instants: number[] = [];
    for (let t = from; t < to; t += 53 * 60_000) instants.push(t);
    let changes = 0;
    for (let h = from; h < to; h += 3_600_000) {
      if (offset(h) === offset(h + 3_600_000)) continue;
      changes++;
      for (let t = h - 3_600_000; t < h + 7_200_000; t += 433_000) instants.push(t);
    }
    for (const t of instants) expect(zonedParts(new Date(t), zone), new Date(t).toISOString()).toEqual(reference(t));
    // Santiago and Lord Howe change twice a year, St. John's too; the others have one offset
    expect(changes).toBe(['America/Santiago', 'Australia/Lord_Howe', 'America/St_Johns'].includes(zone) ? 4 : 0);
  });
  it('reads instants outside 2000–2100 without the cache', () => {
    expect(zonedParts(new Date('1999-12-31T23:30:00Z'), tz('CHL'))).toEqual(parts(1999, 12, 31, 20, 30, 0, 5));
    expect(zonedParts(new Date('2100-06-01T12:00:00Z'), tz('COL'))).toEqual(parts(2100, 6, 1, 7, 0, 0, 2));
  });
});

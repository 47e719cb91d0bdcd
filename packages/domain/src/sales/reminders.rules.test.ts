import { describe, expect, it } from 'vitest';
import {
  cutoffDateOf,
  formatDayList,
  nextReminderAt,
  parseDaysBefore,
  parseReminderHour,
  pendingDaysForReminder,
  reminderDays,
  reminderDue,
  reminderMessage,
} from './reminders.rules';

const S = { cutoffDay: 12, daysBefore: 3, hour: 9 };

describe('reminder schedule per country (local time zone)', () => {
  // 09:00 local on 2026-11-09 (N=3 before the 12th) and on the 12th: Chile is UTC-3 in November
  // (summer time), Argentina UTC-3, Peru and Colombia UTC-5
  it.each([
    ['CHL', '2026-11-09T12:00:00Z', '2026-11-12T12:00:00Z'],
    ['ARG', '2026-11-09T12:00:00Z', '2026-11-12T12:00:00Z'],
    ['PER', '2026-11-09T14:00:00Z', '2026-11-12T14:00:00Z'],
    ['COL', '2026-11-09T14:00:00Z', '2026-11-12T14:00:00Z'],
  ] as const)('%s: due from 09:00 local N days before and on the cut-off day, never before or after', (country, before, cutoff) => {
    const at = (iso: string, ms = 0) => new Date(new Date(iso).getTime() + ms);
    expect(reminderDue(at(before, -1), country, S)).toBeUndefined();
    expect(reminderDue(at(before), country, S)).toMatchObject({ kind: 'antes', today: '2026-11-09', cutoffDate: '2026-11-12' });
    expect(reminderDue(at(before), country, S)!.month).toEqual({ year: 2026, month: 10 });
    // later that local day it is still due (a server down at 09:00 sends when it is back)
    expect(reminderDue(at(before, 14 * 3_600_000), country, S)).toMatchObject({ today: '2026-11-09' });
    expect(reminderDue(at(before, 15 * 3_600_000), country, S)).toBeUndefined();
    expect(reminderDue(at(cutoff, -1), country, S)).toBeUndefined();
    expect(reminderDue(at(cutoff), country, S)).toMatchObject({ kind: 'corte', today: '2026-11-12' });
    expect(reminderDue(at(cutoff, 24 * 3_600_000), country, S)).toBeUndefined();
    expect(nextReminderAt(new Date('2026-11-01T00:00:00Z'), country, S).toISOString()).toBe(new Date(before).toISOString());
    expect(nextReminderAt(at(before), country, S).toISOString()).toBe(new Date(cutoff).toISOString());
  });

  it('Chile across the end of summer time (2026-04-05): 09:00 local is 12:00Z before, 13:00Z after', () => {
    const s = { cutoffDay: 5, daysBefore: 3, hour: 9 };
    expect(nextReminderAt(new Date('2026-04-01T00:00:00Z'), 'CHL', s).toISOString()).toBe('2026-04-02T12:00:00.000Z');
    expect(nextReminderAt(new Date('2026-04-02T12:00:00Z'), 'CHL', s).toISOString()).toBe('2026-04-05T13:00:00.000Z');
    expect(reminderDue(new Date('2026-04-05T12:30:00Z'), 'CHL', s)).toBeUndefined();
    // Lima has no summer time: 14:00Z both days
    expect(nextReminderAt(new Date('2026-04-01T00:00:00Z'), 'PER', s).toISOString()).toBe('2026-04-02T14:00:00.000Z');
    expect(nextReminderAt(new Date('2026-04-02T14:00:00Z'), 'PER', s).toISOString()).toBe('2026-04-05T14:00:00.000Z');
  });

  it('Chile across the start of summer time (2026-09-06): 09:00 local moves from 13:00Z to 12:00Z', () => {
    const s = { cutoffDay: 7, daysBefore: 3, hour: 9 };
    expect(nextReminderAt(new Date('2026-09-01T00:00:00Z'), 'CHL', s).toISOString()).toBe('2026-09-04T13:00:00.000Z');
    expect(nextReminderAt(new Date('2026-09-04T13:00:00Z'), 'CHL', s).toISOString()).toBe('2026-09-07T12:00:00.000Z');
  });

  it('the same instant is another local day in another country', () => {
    // 02:00Z on the 10th is still the 9th (23:00 in Santiago and Buenos Aires, 21:00 in Lima and Bogotá)
    for (const c of ['CHL', 'ARG', 'PER', 'COL'] as const)
      expect(reminderDue(new Date('2026-11-10T02:00:00Z'), c, S)).toMatchObject({ today: '2026-11-09' });
    expect(reminderDue(new Date('2026-11-10T03:00:00Z'), 'CHL', S)).toBeUndefined();
    expect(reminderDue(new Date('2026-11-10T03:00:00Z'), 'PER', S)).toMatchObject({ today: '2026-11-09' });
  });

  it('reminder days: a cut-off past the month end is its last day; N=0 or N past the 1st gives only the cut-off day', () => {
    expect(cutoffDateOf({ year: 2026, month: 2 }, 31)).toBe('2026-02-28');
    expect(cutoffDateOf({ year: 2028, month: 2 }, 31)).toBe('2028-02-29');
    expect(reminderDays({ year: 2026, month: 3 }, { cutoffDay: 12, daysBefore: 0, hour: 9 })).toEqual([
      { date: '2026-03-12', kind: 'corte' },
    ]);
    expect(reminderDays({ year: 2026, month: 3 }, { cutoffDay: 2, daysBefore: 3, hour: 9 })).toEqual([
      { date: '2026-03-02', kind: 'corte' },
    ]);
    expect(reminderDays({ year: 2026, month: 3 }, S)).toEqual([
      { date: '2026-03-09', kind: 'antes' },
      { date: '2026-03-12', kind: 'corte' },
    ]);
  });

  it('parameters fall back to the defaults', () => {
    expect(parseDaysBefore(undefined)).toBe(3);
    expect(parseDaysBefore('x')).toBe(3);
    expect(parseDaysBefore('0')).toBe(0);
    expect(parseDaysBefore('5')).toBe(5);
    expect(parseReminderHour('24')).toBe(9);
    expect(parseReminderHour('7')).toBe(7);
  });
});

describe('pending days and the message', () => {
  it('lists the days of the previous month within the contract and without a record', () => {
    const days = pendingDaysForReminder(
      { year: 2026, month: 10 },
      '2026-11-09',
      12,
      { start_date: '2026-10-05', end_date: '2027-12-31' },
      new Set(['2026-10-06', '2026-10-07']),
    );
    expect(days[0]).toBe('2026-10-05');
    expect(days).not.toContain('2026-10-06');
    expect(days).toHaveLength(31 - 4 - 2);
    // past the cut-off nothing is pending any more
    expect(
      pendingDaysForReminder({ year: 2026, month: 10 }, '2026-11-13', 12, { start_date: '2026-01-01', end_date: '2027-01-01' }, new Set()),
    ).toEqual([]);
  });

  it('formats ranges and one message per user', () => {
    expect(formatDayList(['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-07'])).toBe('01/10/2026 al 03/10/2026, 07/10/2026');
    const m = reminderMessage('corte', '2026-11-12', [
      { label: 'Local 101 (Marca)', days: ['2026-10-01'] },
      { label: 'Local 102 (Marca)', days: ['2026-10-02', '2026-10-03'] },
    ]);
    expect(m.total).toBe(3);
    expect(m.title).toMatch(/^Hoy vence el plazo/);
    expect(m.body).toContain('Local 102 (Marca): 02/10/2026 al 03/10/2026');
    expect(reminderMessage('antes', '2026-11-12', [{ label: 'L', days: ['2026-10-01'] }]).body).toContain('1 día pendiente');
  });
});

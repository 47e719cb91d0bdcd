import { zonedParts } from '../common/clock';
import { COUNTRIES, type CountryId } from '../countries/countries';
import { addDays, addMonths, daysInMonth, daysOf, formatDayMonthYear, isoDate, monthOf, type IsoDate, type YearMonth } from './calendar';
import { isOverdue } from './daily.rules';

/**
 * Cut-off reminders: in each country's time zone, the users who declare a space with
 * pending days of the previous month are reminded N days before the daily cut-off and on the
 * morning of the cut-off day, from a given local hour on. N and the hour are per country in the
 * params table.
 */
export const REMINDER_DAYS_BEFORE_DEFAULT = 3;
export const REMINDER_HOUR_DEFAULT = 9;
export const reminderDaysBeforeParamId = (country: CountryId) => `recordatorio_corte_dias_antes_${country.toLowerCase()}`;
export const reminderHourParamId = (country: CountryId) => `recordatorio_corte_hora_${country.toLowerCase()}`;

/** A parameter value as N days before the cut-off (0..27; 0 = only the cut-off day). */
export function parseDaysBefore(v: string | null | undefined) {
  const n = Number(v);
  return v != null && String(v).trim() !== '' && Number.isInteger(n) && n >= 0 && n <= 27 ? n : REMINDER_DAYS_BEFORE_DEFAULT;
}
/** A parameter value as the local hour (0..23) from which the day's reminders go. */
export function parseReminderHour(v: string | null | undefined) {
  const n = Number(v);
  return v != null && String(v).trim() !== '' && Number.isInteger(n) && n >= 0 && n <= 23 ? n : REMINDER_HOUR_DEFAULT;
}

export type ReminderKind = 'antes' | 'corte';

export interface ReminderSettings {
  cutoffDay: number;
  daysBefore: number;
  hour: number;
}

/** The cut-off date of a month: its cut-off day, or its last day in a shorter month. */
export const cutoffDateOf = (m: YearMonth, cutoffDay: number): IsoDate => isoDate(m.year, m.month, Math.min(cutoffDay, daysInMonth(m)));

/** The days of a month on which reminders go: N days before the cut-off (when still in the month) and the cut-off day. */
export function reminderDays(m: YearMonth, s: ReminderSettings): { date: IsoDate; kind: ReminderKind }[] {
  const cutoff = cutoffDateOf(m, s.cutoffDay);
  const before = addDays(cutoff, -s.daysBefore);
  const days: { date: IsoDate; kind: ReminderKind }[] = [];
  if (s.daysBefore > 0 && monthOf(before).month === m.month) days.push({ date: before, kind: 'antes' });
  days.push({ date: cutoff, kind: 'corte' });
  return days;
}

/**
 * Whether reminders are due at an instant in a country: today's local date is a reminder day and
 * the local hour has reached the configured one. The month whose pending days are reminded is
 * the previous one.
 */
export function reminderDue(now: Date, country: CountryId, s: ReminderSettings) {
  const p = zonedParts(now, COUNTRIES[country].timeZone);
  const today = isoDate(p.year, p.month, p.day);
  const day = reminderDays(monthOf(today), s).find((d) => d.date === today);
  if (!day || p.hour < s.hour) return undefined;
  return { today, kind: day.kind, month: addMonths(monthOf(today), -1), cutoffDate: cutoffDateOf(monthOf(today), s.cutoffDay) };
}

/**
 * The next instant a country's reminders become due after `now`.
 * @internal the schedule across time zones and summer time is tested through it; the scheduler asks reminderDue
 */
export function nextReminderAt(now: Date, country: CountryId, s: ReminderSettings): Date {
  // step an hour at a time: DST changes (Chile) move the local hour, never the instant arithmetic
  const start = Math.floor(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000;
  for (let t = start; t < now.getTime() + 62 * 86_400_000; t += 3_600_000) {
    const at = new Date(t);
    const due = reminderDue(at, country, s);
    if (!due) continue;
    const prev = reminderDue(new Date(t - 3_600_000), country, s);
    if (!prev || prev.today !== due.today) return at;
  }
  throw new Error('no reminder within two months');
}

/** The pending days of a contract in the previous month, as the reminder lists them (days the cut-off still lets one declare). */
export function pendingDaysForReminder(
  month: YearMonth,
  today: IsoDate,
  cutoffDay: number,
  contract: { start_date: IsoDate; end_date: IsoDate },
  declared: ReadonlySet<IsoDate>,
): IsoDate[] {
  return daysOf(month).filter((d) => d >= contract.start_date && d <= contract.end_date && isOverdue(d, today, cutoffDay, declared.has(d)));
}

/** Days as the message lists them: ranges of consecutive days ('01/10/2026 al 03/10/2026, 07/10/2026'). */
export function formatDayList(days: readonly IsoDate[]): string {
  const parts: string[] = [];
  for (let i = 0; i < days.length;) {
    let j = i;
    while (j + 1 < days.length && addDays(days[j]!, 1) === days[j + 1]) j++;
    parts.push(j > i ? `${formatDayMonthYear(days[i]!)} al ${formatDayMonthYear(days[j]!)}` : formatDayMonthYear(days[i]!));
    i = j + 1;
  }
  return parts.join(', ');
}

export interface ReminderSpace {
  label: string;
  days: IsoDate[];
}

/** The one message a user gets: the spaces and their pending days, and the cut-off. */
export function reminderMessage(kind: ReminderKind, cutoffDate: IsoDate, spaces: readonly ReminderSpace[]) {
  const total = spaces.reduce((a, s) => a + s.days.length, 0);
  const title =
    kind === 'corte'
      ? 'Hoy vence el plazo para declarar tus ventas del mes anterior'
      : `Quedan días por declarar: el plazo vence el ${formatDayMonthYear(cutoffDate)}`;
  const lines = spaces.map((s) => `${s.label}: ${formatDayList(s.days)}`);
  const body = `Tienes ${total} ${total === 1 ? 'día pendiente' : 'días pendientes'} de declarar del mes anterior. ${
    kind === 'corte' ? 'Hoy es el último día para declararlos.' : `Puedes declararlos hasta el ${formatDayMonthYear(cutoffDate)}.`
  }\n${lines.join('\n')}`;
  return { title, body, lines, total };
}

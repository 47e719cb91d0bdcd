import { format } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { TZDate } from '@date-fns/tz';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { formatDayMonthYear, monthOf } from '@vitrina/domain/sales/calendar';

/** Dates are shown in es-CL style (dd/MM/yyyy) with the Spanish locale. */
export const DATE_FORMAT = 'dd/MM/yyyy';
export const DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm';

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));
const valid = (d: Date) => !Number.isNaN(d.getTime());

/** dd/MM/yyyy of a calendar day (yyyy-MM-dd, as the API sends days); empty when there is none. */
export const formatDay = (day: string | null | undefined) => (day ? formatDayMonthYear(day) : '');

/** dd/MM/yyyy of an instant, in a time zone when given. */
export function formatDate(value: Date | string | number, timeZone?: string): string {
  const d = toDate(value);
  if (!valid(d)) return String(value);
  return format(timeZone ? new TZDate(d.getTime(), timeZone) : d, DATE_FORMAT, { locale: es });
}

/** dd/MM/yyyy HH:mm of an instant, in a time zone when given. */
export function formatDateTime(value: Date | string | number, timeZone?: string): string {
  const d = toDate(value);
  if (!valid(d)) return String(value);
  return format(timeZone ? new TZDate(d.getTime(), timeZone) : d, DATE_TIME_FORMAT, { locale: es });
}

const clockFormats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/**
 * The home clock: long date ('sábado, 21 de noviembre de 2026') and time (HH:mm:ss) in the
 * country's time zone. Through Intl rather than a TZDate, which subclasses Date: a replaced Date
 * (Playwright's page.clock) builds plain dates for subclasses, which would show the browser's zone.
 */
export function formatClock(instant: Date, countryId: CountryId) {
  const timeZone = COUNTRIES[countryId].timeZone;
  let f = clockFormats.get(timeZone);
  if (!f) {
    f = {
      date: new Intl.DateTimeFormat('es', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
      time: new Intl.DateTimeFormat('es', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }),
    };
    clockFormats.set(timeZone, f);
  }
  return { date: f.date.format(instant), time: f.time.format(instant), iso: instant.toISOString() };
}

const monthFormat = new Intl.DateTimeFormat('es', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The Spanish name of a month (yyyy-MM): 'noviembre de 2026'. */
export function formatMonth(ym: string) {
  const { year, month } = monthOf(`${ym}-01`);
  return monthFormat.format(new Date(Date.UTC(year, month - 1, 1)));
}

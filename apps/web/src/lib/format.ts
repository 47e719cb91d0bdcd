import { format } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { TZDate } from '@date-fns/tz';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';

/** Dates are shown in es-CL style (dd/MM/yyyy) with the Spanish locale (spec 1 §5). */
export const DATE_FORMAT = 'dd/MM/yyyy';
export const DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm';

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));
const valid = (d: Date) => !Number.isNaN(d.getTime());

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

/** The home clock: long date and time in the country's time zone. */
export function formatClock(instant: Date, countryId: CountryId) {
  const z = new TZDate(instant.getTime(), COUNTRIES[countryId].timeZone);
  return {
    date: format(z, "EEEE, d 'de' MMMM 'de' yyyy", { locale: es }),
    time: format(z, 'HH:mm:ss', { locale: es }),
    iso: z.toISOString(),
  };
}

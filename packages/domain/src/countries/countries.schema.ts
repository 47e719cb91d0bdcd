import { z } from 'zod';
import { COUNTRY_IDS, type CountryId } from './countries';

export const COUNTRY_MSG = {
  /** not in the spec: a country id outside CHL, PER, ARG, COL */
  invalid: 'País no válido',
} as const;

/** Country id in any case ('chl' or 'CHL'), as CountryId; refused with a Spanish message. */
export const countryIdSchema = z
  .string({ error: COUNTRY_MSG.invalid })
  .max(3, { error: COUNTRY_MSG.invalid })
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(COUNTRY_IDS as unknown as [CountryId, ...CountryId[]], { error: COUNTRY_MSG.invalid }));

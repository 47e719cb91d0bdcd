import type { ReactNode } from 'react';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { DateCountryContext } from '../components/date-country';

/**
 * The country whose language and day format the date fields use (components/date-field.tsx and
 * its siblings, through components/picker-localization.tsx): in the signed-in shell only. It
 * carries the country alone: MUI X's pickers, their adapter and the Spanish locale load with the
 * first date field, not with the shell (the home and most pages have none) nor the login page.
 */
export function DateLocalization({ country, children }: { country: CountryId; children: ReactNode }) {
  return <DateCountryContext value={country}>{children}</DateCountryContext>;
}

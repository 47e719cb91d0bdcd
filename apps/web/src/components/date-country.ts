import { createContext } from 'react';
import type { CountryId } from '@vitrina/domain/countries/countries';

/**
 * The country whose day format the date fields write (components/picker-localization.tsx): set
 * once by the signed-in shell (app/date-localization.tsx). A plain context, without the pickers'
 * code, so that the shell and the pages without a date field do not load it.
 */
export const DateCountryContext = createContext<CountryId | null>(null);

import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { esES } from '@mui/x-date-pickers/locales';
import { es } from 'date-fns/locale/es';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';

const localeText = {
  ...esES.components.MuiLocalizationProvider.defaultProps.localeText,
  // the section names screen readers announce, with their accents
  day: 'Día',
  weekDay: 'Día de la semana',
};

/**
 * The date fields' language and formats (components/date-field.tsx and its siblings): Spanish
 * names and the country's day format whatever the browser's language, times in 24 h. In the
 * signed-in shell only, so that the login page's JavaScript carries none of the pickers' code.
 */
export function DateLocalization({ country, children }: { country: CountryId; children: ReactNode }) {
  const day = COUNTRIES[country].dateFormat;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={es}
      localeText={localeText}
      dateFormats={{ keyboardDate: day, keyboardDateTime24h: `${day} HH:mm`, fullTime24h: 'HH:mm' }}
    >
      {children}
    </LocalizationProvider>
  );
}

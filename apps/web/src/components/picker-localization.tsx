import { useContext, type ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { esES } from '@mui/x-date-pickers/locales';
import { es } from 'date-fns/locale/es';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { DateCountryContext } from './date-country';

const localeText = {
  ...esES.components.MuiLocalizationProvider.defaultProps.localeText,
  // the section names screen readers announce, with their accents
  day: 'Día',
  weekDay: 'Día de la semana',
};

/**
 * MUI X's localization for the date fields (date-field.tsx and the 24-hour fields): Spanish names
 * and the country's day format (DateCountryContext, set by app/date-localization.tsx) whatever the
 * browser's language, times in 24 h. Each field brings its own, so the pickers' code, the adapter
 * and the Spanish locale load with the first page that shows a date field, not with the shell.
 */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const country: CountryId | null = useContext(DateCountryContext);
  if (!country) throw new Error('A date field needs the country of app/date-localization.tsx (DateLocalization) above it');
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

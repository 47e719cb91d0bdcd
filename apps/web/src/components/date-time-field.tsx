import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { twentyFourHourFields } from './twenty-four-hour-fields';

const [field, formField] = twentyFourHourFields(DateTimePicker, "yyyy-MM-dd'T'HH:mm");

/**
 * A date and time typed or picked as dd/MM/yyyy HH:mm (the country's day format, 24 h), in
 * Spanish, bound to a form field; the value is yyyy-MM-ddTHH:mm in the browser's time, as a
 * datetime-local input gave.
 */
export const FormDateTimeField = formField;

/** The same field on a value and its change handler (the form field's part, tested alone). @internal */
export const DateTimeField = field;

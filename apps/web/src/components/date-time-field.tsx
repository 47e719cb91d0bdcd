import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { twentyFourHourFields } from './twenty-four-hour-fields';

/**
 * A date and time typed or picked as dd/MM/yyyy HH:mm (the country's day format, 24 h), in
 * Spanish; the value is yyyy-MM-ddTHH:mm in the browser's time, as a datetime-local input gave.
 * `FormDateTimeField` is bound to a form field.
 */
export const [DateTimeField, FormDateTimeField] = twentyFourHourFields(DateTimePicker, "yyyy-MM-dd'T'HH:mm");

import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { twentyFourHourFields } from './twenty-four-hour-fields';

/** A time of day typed or picked as HH:mm (24 h), in Spanish, bound to a form field; the value is HH:mm. */
export const FormTimeField = twentyFourHourFields(TimePicker, 'HH:mm')[1];

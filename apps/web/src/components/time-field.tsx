import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { twentyFourHourFields } from './twenty-four-hour-fields';

/** A time of day typed or picked as HH:mm (24 h), in Spanish; the value is HH:mm. `FormTimeField` is bound to a form field. */
export const [TimeField, FormTimeField] = twentyFourHourFields(TimePicker, 'HH:mm');

import type { Control, FieldValues, Path } from 'react-hook-form';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { textFieldProps, useFormPicker, usePickerValue, type PickerFieldProps, type PickerValueProps } from './picker-field';

/** How forms keep a local date and time (what a datetime-local input gave). */
const LOCAL_DATE_TIME = "yyyy-MM-dd'T'HH:mm";

/**
 * A date and time typed or picked as dd/MM/yyyy HH:mm (the country's day format, 24 h), in
 * Spanish; the value is yyyy-MM-ddTHH:mm in the browser's time ('' when empty or incomplete).
 */
export function DateTimeField({ value, onChange, ...field }: PickerFieldProps & PickerValueProps) {
  const [date, change] = usePickerValue({ value, onChange }, LOCAL_DATE_TIME);
  return (
    <DateTimePicker
      label={field.label}
      value={date}
      onChange={change}
      ampm={false}
      disabled={field.disabled}
      slotProps={{ textField: textFieldProps(field) }}
    />
  );
}

/** A DateTimeField bound to a react-hook-form field (useZodForm). */
export function FormDateTimeField<T extends FieldValues, V>({
  control,
  name,
  ...props
}: Omit<PickerFieldProps, 'name' | 'onBlur' | 'inputRef' | 'error'> & { control: Control<T, unknown, V>; name: Path<T> }) {
  return <DateTimeField {...props} {...useFormPicker(control, name, props.helperText)} />;
}

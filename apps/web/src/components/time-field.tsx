import type { Control, FieldValues, Path } from 'react-hook-form';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { textFieldProps, useFormPicker, usePickerValue, type PickerFieldProps, type PickerValueProps } from './picker-field';

/** How forms keep a time of day. */
const TIME = 'HH:mm';

/** A time of day typed or picked as HH:mm (24 h), in Spanish; the value is HH:mm ('' when empty or incomplete). */
export function TimeField({ value, onChange, ...field }: PickerFieldProps & PickerValueProps) {
  const [date, change] = usePickerValue({ value, onChange }, TIME);
  return (
    <TimePicker
      label={field.label}
      value={date}
      onChange={change}
      ampm={false}
      disabled={field.disabled}
      slotProps={{ textField: textFieldProps(field) }}
    />
  );
}

/** A TimeField bound to a react-hook-form field (useZodForm). */
export function FormTimeField<T extends FieldValues, V>({
  control,
  name,
  ...props
}: Omit<PickerFieldProps, 'name' | 'onBlur' | 'inputRef' | 'error'> & { control: Control<T, unknown, V>; name: Path<T> }) {
  return <TimeField {...props} {...useFormPicker(control, name, props.helperText)} />;
}

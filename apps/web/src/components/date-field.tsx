import type { Control, FieldValues, Path } from 'react-hook-form';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { parseValue, textFieldProps, useFormPicker, usePickerValue, type PickerFieldProps, type PickerValueProps } from './picker-field';
import { PickerLocalization } from './picker-localization';

/** How forms, schemas and the API write a calendar day. */
const DAY = 'yyyy-MM-dd';

export interface DateFieldProps extends PickerFieldProps, PickerValueProps {
  /** the first and last days that can be picked (yyyy-MM-dd) */
  min?: string;
  max?: string;
}

/**
 * The app's date field: a calendar day typed or picked as the country writes it (dd/MM/yyyy),
 * in Spanish whatever the browser's language; the value is the day as forms keep it, yyyy-MM-dd
 * ('' when empty or not a whole date). The label is the field's accessible name.
 */
export function DateField({ value, onChange, min, max, ...field }: DateFieldProps) {
  const [date, change] = usePickerValue({ value, onChange }, DAY);
  return (
    <PickerLocalization>
      <DatePicker
        label={field.label}
        value={date}
        onChange={change}
        minDate={parseValue(min, DAY) ?? undefined}
        maxDate={parseValue(max, DAY) ?? undefined}
        disabled={field.disabled}
        slotProps={{ textField: textFieldProps(field) }}
      />
    </PickerLocalization>
  );
}

/** A DateField bound to a react-hook-form field (useZodForm): its message shows once the field is left. */
export function FormDateField<T extends FieldValues, V>({
  control,
  name,
  ...props
}: Omit<DateFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'> & {
  control: Control<T, unknown, V>;
  name: Path<T>;
}) {
  return <DateField {...props} {...useFormPicker(control, name, props.helperText)} />;
}

import type { ComponentType } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { textFieldProps, useFormPicker, usePickerValue, type PickerFieldProps, type PickerValueProps } from './picker-field';
import { PickerLocalization } from './picker-localization';

/** What the 24-hour pickers (MUI X's DateTimePicker, TimePicker) take from a field. */
type TwentyFourHourPicker = ComponentType<{
  label: string;
  value: Date | null;
  onChange: (date: Date | null) => void;
  ampm: boolean;
  disabled?: boolean;
  slotProps: { textField: ReturnType<typeof textFieldProps> };
}>;

/**
 * A field on a 24-hour picker, in Spanish, whose value is text in `valueFormat` ('' when empty or
 * incomplete), and the same field bound to a react-hook-form field (useZodForm).
 */
export function twentyFourHourFields(Picker: TwentyFourHourPicker, valueFormat: string) {
  function Field({ value, onChange, ...field }: PickerFieldProps & PickerValueProps) {
    const [date, change] = usePickerValue({ value, onChange }, valueFormat);
    return (
      <PickerLocalization>
        <Picker
          label={field.label}
          value={date}
          onChange={change}
          ampm={false}
          disabled={field.disabled}
          slotProps={{ textField: textFieldProps(field) }}
        />
      </PickerLocalization>
    );
  }
  function FormField<T extends FieldValues, V>({
    control,
    name,
    ...props
  }: Omit<PickerFieldProps, 'name' | 'onBlur' | 'inputRef' | 'error'> & { control: Control<T, unknown, V>; name: Path<T> }) {
    return <Field {...props} {...useFormPicker(control, name, props.helperText)} />;
  }
  return [Field, FormField] as const;
}

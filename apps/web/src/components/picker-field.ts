import { useState, type ReactNode, type Ref } from 'react';
import { format, isValid, parse } from 'date-fns';
import type { SxProps, Theme } from '@mui/material/styles';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

/** What every date, date-time and time field takes besides its value. */
export interface PickerFieldProps {
  label: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  error?: boolean;
  helperText?: ReactNode;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  sx?: SxProps<Theme>;
}

/** A field's value as the forms keep it (text, '' when empty) and the text of each change. */
export interface PickerValueProps {
  value: string;
  onChange: (value: string) => void;
}

/** The date of a value in `valueFormat` (date-fns tokens); null when empty or not a date. */
export function parseValue(value: string | undefined, valueFormat: string): Date | null {
  if (!value) return null;
  const d = parse(value, valueFormat, new Date());
  return isValid(d) ? d : null;
}

/** The form text of a picked date: '' while it is incomplete, impossible, or its year still being typed. */
const textOf = (date: Date | null, valueFormat: string) =>
  date && isValid(date) && date.getFullYear() >= 1000 ? format(date, valueFormat) : '';

/**
 * The picker's date for a text value, and its change handler giving text back: '' while the
 * typed date is incomplete or impossible (as a native input gives), the text once it is a date.
 * What is being typed stays in the field while the parent keeps its value or takes the '' given;
 * another value from the parent replaces it.
 */
export function usePickerValue({ value, onChange }: PickerValueProps, valueFormat: string) {
  const [state, setState] = useState(() => ({ prop: value, given: value, date: parseValue(value, valueFormat) }));
  let current = state;
  if (value !== state.prop) {
    current = { prop: value, given: value, date: value === state.given ? state.date : parseValue(value, valueFormat) };
    setState(current);
  }
  const change = (date: Date | null) => {
    const text = textOf(date, valueFormat);
    setState({ prop: value, given: text, date });
    if (text !== value) onChange(text);
  };
  return [current.date, change] as const;
}

/** The text field's props of a picker (label aside); the picker's own validation marks an error unless told. */
export function textFieldProps({ label: _label, error, ...rest }: PickerFieldProps) {
  return { ...rest, ...(error === undefined ? {} : { error }) };
}

/** A picker field bound to a react-hook-form field: its value, and its Spanish message once touched. */
export function useFormPicker<T extends FieldValues, V>(control: Control<T, unknown, V>, name: Path<T>, helperText?: ReactNode) {
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: !!fieldState.error,
    helperText: fieldState.error?.message ?? helperText,
  };
}

import { useId, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface TextInputProps {
  label: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: React.ChangeEventHandler<HTMLInputElement>;
  onBlur?: React.FocusEventHandler<HTMLInputElement>;
  /** attributes and handlers of the <input> itself (e.g. onPaste) */
  htmlInput?: React.InputHTMLAttributes<HTMLInputElement>;
}

/**
 * An outlined text field with label and helper text. It is MUI's TextField without the select
 * mode: TextField pulls Select, Menu, Popover and Modal into every page that uses it, which
 * the sign-in screens (the first page anyone loads) cannot afford.
 */
export function TextInput(props: TextInputProps) {
  const { label, helperText, error, required, disabled, fullWidth, endAdornment, htmlInput, ...input } = props;
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <FormControl variant="outlined" error={error} disabled={disabled} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        endAdornment={endAdornment}
        // required without the label's asterisk: the label stays exactly the spec's text
        slotProps={{ input: { ...htmlInput, required, 'aria-describedby': helperId } }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { HELP_MSG } from '@vitrina/domain/help/help.rules';

/** A required choice of the help forms: its options, and 'Campo obligatorio' under it once the form was tried without it. */
export function RequiredSelect(p: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
  missing: boolean;
  disabled?: boolean;
  /** the message when missing: 'Campo obligatorio' unless told */
  message?: string;
  /** as wide as its row (the ticket form); the help request's choices are not */
  narrow?: boolean;
}) {
  return (
    <TextField
      select
      fullWidth={!p.narrow}
      required
      label={p.label}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      disabled={p.disabled}
      error={p.missing}
      helperText={p.missing ? (p.message ?? HELP_MSG.required) : undefined}
    >
      {p.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

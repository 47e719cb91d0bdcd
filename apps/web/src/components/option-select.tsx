import { MenuItem, TextField, type Breakpoint } from '@mui/material';

interface Props<K extends string> {
  label: string;
  /** value → its Spanish text, or the values and texts in the order shown */
  options: Record<K, string> | { value: K; text: string }[];
  value: string;
  onChange: (value: K) => void;
  /** its least width, or the least width from a breakpoint up ({ sm: 280 }) */
  minWidth: number | Partial<Record<Breakpoint, number>>;
  disabled?: boolean;
}

/** A small select of one of a list's options (a report's grouping, a building, a contract). */
export function OptionSelect<K extends string>({ label, options, value, onChange, minWidth, disabled }: Props<K>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as K)}
      sx={{ minWidth }}
      disabled={disabled}
    >
      {(Array.isArray(options) ? options.map((o) => [o.value, o.text]) : Object.entries<string>(options)).map(([k, v]) => (
        <MenuItem key={k} value={k}>
          {v}
        </MenuItem>
      ))}
    </TextField>
  );
}

import { MenuItem, TextField } from '@mui/material';

interface Props<K extends string> {
  label: string;
  /** value → its Spanish text */
  options: Record<K, string>;
  value: string;
  onChange: (value: K) => void;
  minWidth: number;
}

/** A small select of one of the report's options (grouping, measure, format). */
export function OptionSelect<K extends string>({ label, options, value, onChange, minWidth }: Props<K>) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value as K)} sx={{ minWidth }}>
      {Object.entries<string>(options).map(([k, v]) => (
        <MenuItem key={k} value={k}>
          {v}
        </MenuItem>
      ))}
    </TextField>
  );
}

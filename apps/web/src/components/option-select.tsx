import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Breakpoint } from '@mui/material/styles';

interface Props<K extends string> {
  label: string;
  /** value → its Spanish text, or the values and texts in the order shown */
  options: Record<K, string> | readonly { value: K; label: string }[];
  value: string;
  onChange: (value: K) => void;
  /** its least width, or the least width from a breakpoint up ({ sm: 280 }) */
  minWidth: number | Partial<Record<Breakpoint, number>>;
  disabled?: boolean;
  /** a list's filter: the first choice, '' with this text ('Todos'), filters nothing and shows while chosen */
  allText?: string;
}

/** A small select of one of a list's options (a report's grouping, a building, a filter of a list). */
export function OptionSelect<K extends string>({ label, options, value, onChange, minWidth, disabled, allText }: Props<K>) {
  const entries: [string, string][] = Array.isArray(options)
    ? (options as readonly { value: K; label: string }[]).map((o) => [o.value, o.label])
    : Object.entries<string>(options as Record<K, string>);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as K)}
      sx={{ minWidth }}
      disabled={disabled}
      slotProps={allText === undefined ? undefined : { select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {allText !== undefined && <MenuItem value="">{allText}</MenuItem>}
      {entries.map(([k, v]) => (
        <MenuItem key={k} value={k}>
          {v}
        </MenuItem>
      ))}
    </TextField>
  );
}

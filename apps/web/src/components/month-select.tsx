import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type SxProps, type Theme } from '@mui/material/styles';
import { addMonths, monthOf } from '@vitrina/domain/sales/calendar';
import { formatMonth } from '../lib/format';

/** The `count` months up to `latest` (yyyy-MM), newest first, with their Spanish names. */
export function monthOptions(latest: string, count = 24) {
  const last = monthOf(`${latest}-01`);
  return Array.from({ length: count }, (_, i) => {
    const m = addMonths(last, -i);
    const value = `${m.year}-${String(m.month).padStart(2, '0')}`;
    return { value, label: formatMonth(value) };
  });
}

/**
 * A month chosen by its Spanish name among the `count` months up to `latest`, whatever the
 * browser's language (a native month input shows the browser's); a value out of the list shows `latest`.
 */
export function MonthSelect(p: {
  label: string;
  value: string;
  latest: string;
  onChange: (month: string) => void;
  count?: number;
  sx?: SxProps<Theme>;
}) {
  const options = monthOptions(p.latest, p.count);
  return (
    <TextField
      select
      size="small"
      label={p.label}
      value={options.some((o) => o.value === p.value) ? p.value : p.latest}
      onChange={(e) => p.onChange(e.target.value)}
      sx={{ minWidth: 220, ...p.sx }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

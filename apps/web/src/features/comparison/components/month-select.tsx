import { MenuItem, TextField } from '@mui/material';
import { COMPARISON_TEXT } from '../messages';
import { monthOptions } from '../format';

/** The month picker of 'Comparativo': the last 24 months up to `latest`. */
export function MonthSelect({ value, latest, onChange }: { value: string; latest: string; onChange: (month: string) => void }) {
  const options = monthOptions(latest);
  return (
    <TextField
      select
      size="small"
      label={COMPARISON_TEXT.month}
      value={options.some((o) => o.value === value) ? value : latest}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 220, mb: 2 }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

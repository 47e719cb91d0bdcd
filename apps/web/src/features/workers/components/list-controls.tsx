import { Box, MenuItem, TextField, Typography, type SxProps, type Theme } from '@mui/material';

/** A workers list's heading: its title (the page's h1) and what the list holds. */
export function ListHeading({ title, subtitle, sx }: { title: string; subtitle: string; sx?: SxProps<Theme> }) {
  return (
    <Box sx={sx}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{subtitle}</Typography>
    </Box>
  );
}

/** A list's filter: a small select whose first choice, '' ('Todos'), filters nothing. */
export function FilterSelect(p: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  allText: string;
  options: readonly { value: string; label: string }[];
  minWidth: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={p.label}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      sx={{ minWidth: p.minWidth }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{p.allText}</MenuItem>
      {p.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

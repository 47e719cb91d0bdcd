import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type SxProps, type Theme } from '@mui/material/styles';

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

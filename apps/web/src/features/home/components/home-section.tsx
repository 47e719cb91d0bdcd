import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface Props {
  id: string;
  title: string;
  /** the link to the block's whole page ('Ver todas…') */
  seeAll: { to: string; label: string };
  children: ReactNode;
}

/** A titled block of the home page, with the link to its whole page. */
export function HomeSection({ id, title, seeAll, children }: Props) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
        <Typography id={id} variant="h2">
          {title}
        </Typography>
        <Link component={RouterLink} to={seeAll.to} variant="body2">
          {seeAll.label}
        </Link>
      </Box>
      {children}
    </Paper>
  );
}

/** Empty state of a home block. */
export function EmptyState({ icon, text, hint }: { icon?: ReactNode; text: string; hint?: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 3, color: 'text.secondary' }}>
      {icon && (
        <Box aria-hidden sx={{ mb: 1, '& svg': { fontSize: 40 } }}>
          {icon}
        </Box>
      )}
      <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{text}</Typography>
      {hint && <Typography variant="body2">{hint}</Typography>}
    </Box>
  );
}

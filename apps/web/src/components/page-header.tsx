import type { ReactNode } from 'react';
import { Stack } from '@mui/material';

/** A page's heading row: its title block on the left, its main action on the right (stacked on phones). */
export function PageHeader({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
    >
      {children}
      {action}
    </Stack>
  );
}

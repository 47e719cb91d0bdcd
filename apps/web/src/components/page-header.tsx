import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

interface PageHeaderProps {
  children: ReactNode;
  action?: ReactNode;
  /** the space below it: 2 under a page's title, 1 under a section's */
  mb?: number;
}

/** A page's heading row: its title block on the left, its main action on the right (stacked on phones). */
export function PageHeader({ children, action, mb = 2 }: PageHeaderProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb }}>
      {children}
      {action}
    </Stack>
  );
}

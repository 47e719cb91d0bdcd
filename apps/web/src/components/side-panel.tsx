import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';

/**
 * A panel that slides in from the right over the page (a record's detail, an edit form): a modal
 * dialog named by its title — the element whose id is `titleId` — so a screen reader announces
 * what opened. Full width on a phone, `width` px from the `wideFrom` breakpoint. Every side panel
 * of the app is this one, so none can open without a name.
 */
export function SidePanel({
  open,
  onClose,
  titleId,
  width,
  wideFrom = 'sm',
  padded = false,
  children,
}: {
  open: boolean;
  /** undefined while the panel must stay open (work in progress) */
  onClose?: () => void;
  titleId: string;
  width: number;
  wideFrom?: 'sm' | 'md';
  /** the panel's own padding, for contents without one */
  padded?: boolean;
  children: ReactNode;
}) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ zIndex: (t) => t.zIndex.modal }}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', [wideFrom]: width }, ...(padded && { p: 3 }) } },
      }}
    >
      {children}
    </Drawer>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/InboxOutlined';

/** A centred message for a list or section with nothing to show. */
export function EmptyState({ text, icon, action }: { text: string; icon?: ReactNode; action?: ReactNode }) {
  return (
    <Box role="status" sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <Box aria-hidden sx={{ fontSize: 48, lineHeight: 1, mb: 1 }}>
        {icon ?? <InboxIcon fontSize="inherit" />}
      </Box>
      <Typography>{text}</Typography>
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}

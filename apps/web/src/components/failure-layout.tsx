import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

/**
 * The frame of a page that failed (the error page, a page whose code did not arrive): its content
 * centred; outside the app layout (`standalone`) it is the page's own <main>, inside it a section.
 */
export function FailureLayout({ standalone = false, children }: { standalone?: boolean; children: ReactNode }) {
  return (
    <Box
      component={standalone ? 'main' : 'section'}
      sx={{
        minHeight: standalone ? '100vh' : 360,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        p: 3,
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 480 }}>
        {children}
      </Stack>
    </Box>
  );
}

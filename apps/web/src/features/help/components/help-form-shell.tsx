import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The page of a help form: its title and the outlined form, sent by `onSubmit` (no browser validation); `after` follows the form. */
export function HelpFormShell(p: { title: string; maxWidth: number; onSubmit: () => void; children: ReactNode; after?: ReactNode }) {
  return (
    <Box sx={{ maxWidth: p.maxWidth, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {p.title}
      </Typography>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        sx={{ p: { xs: 2, sm: 3 } }}
        onSubmit={(e) => {
          e.preventDefault();
          p.onSubmit();
        }}
      >
        {p.children}
      </Paper>
      {p.after}
    </Box>
  );
}

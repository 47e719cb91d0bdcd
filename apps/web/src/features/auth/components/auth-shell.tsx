import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { keyframes } from '@emotion/react';
import { AUTH_TEXT } from '../messages';

const drift = keyframes`
  0% { background-position: 0% 50%; }
  50% { background-position: 100% 50%; }
  100% { background-position: 0% 50%; }
`;

/**
 * The sign-in screens' frame: a full-screen slowly moving gradient (in place of the original
 * looping video, spec 1 §2.3) behind a centered card.
 */
export function AuthShell({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(-45deg, #0a2650, #123c73, #0b4f63, #00695c, #1f4f8f)',
        backgroundSize: '400% 400%',
        animation: `${drift} 24s ease infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Paper elevation={8} sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <Typography
            component="p"
            sx={{ fontSize: '2rem', fontWeight: 800, letterSpacing: 1, color: 'primary.main', lineHeight: 1.1 }}
          >
            Vitrina
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {AUTH_TEXT.subtitle}
          </Typography>
        </Box>
        {title && (
          <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 2 }}>
            {title}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AUTH_TEXT } from '../messages';

/** Made by scripts/make-login-video.sh, served from apps/web/public/media (VP9 WebM first, H.264
 * MP4 for browsers without VP9; no `type` attributes: the login page's JavaScript is kept to its size). */
const VIDEO = '/media/login-bg';
/** The sources only match when motion is welcome: with reduced motion neither is chosen, so nothing
 * is downloaded or played and the poster stays. */
const MOTION_OK = '(prefers-reduced-motion: no-preference)';

/**
 * The sign-in screens' frame: a full-screen looping background video behind a centered card.
 * The video is decoration, hidden from assistive technology, and only starts once
 * the page's JavaScript has rendered the form. It shows at 60% over the dark primary blue (the dark
 * veil that keeps the page calm and legible). Its first frame is the poster: shown until it plays,
 * instead of it with reduced motion, and when it fails to load; without even the poster the dark
 * blue remains. preload="none": a browser that refuses autoplay downloads nothing but the poster.
 */
export function AuthShell({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <Box
      component="main"
      sx={{
        isolation: 'isolate',
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'primary.dark',
      }}
    >
      <Box
        component="video"
        autoPlay
        muted
        loop
        playsInline
        aria-hidden
        preload="none"
        poster={`${VIDEO}-poster.webp`}
        sx={{ position: 'fixed', inset: 0, zIndex: -1, width: 1, height: 1, objectFit: 'cover', opacity: 0.6 }}
      >
        <source src={`${VIDEO}.webm`} media={MOTION_OK} />
        <source src={`${VIDEO}.mp4`} media={MOTION_OK} />
      </Box>
      <Paper elevation={8} sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 800, letterSpacing: 1, color: 'primary.main', lineHeight: 1.1 }}>
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

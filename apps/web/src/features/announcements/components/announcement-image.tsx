import { useState } from 'react';
import Box from '@mui/material/Box';
import { type SxProps, type Theme } from '@mui/material/styles';
import { ANNOUNCEMENTS_TEXT } from '../messages';

/** A picture that says 'Imagen no disponible' when it fails to load. */
type Height = number | string | { xs?: number; sm?: number; md?: number };
export function AnnouncementImage({ src, alt, height, sx }: { src: string; alt: string; height: Height; sx?: SxProps<Theme> }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Box
        role="img"
        aria-label={ANNOUNCEMENTS_TEXT.imageUnavailable}
        sx={{ height, display: 'grid', placeItems: 'center', bgcolor: 'grey.200', color: 'text.secondary' }}
      >
        {ANNOUNCEMENTS_TEXT.imageUnavailable}
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(true)}
      sx={[{ display: 'block', width: '100%', height, objectFit: 'cover' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayIcon from '@mui/icons-material/PlayArrow';
import { carouselDelay } from '@vitrina/domain/notifications/notifications.rules';
import { ANNOUNCEMENTS_TEXT } from '../messages';
import { AnnouncementImage } from './announcement-image';

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * One picture, or a carousel that moves after a random 1.5 to 3 s per slide, with
 * previous / next buttons and a pause (WCAG 2.2.2); it starts paused when the user asks for
 * reduced motion.
 */
export function AnnouncementCarousel({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !reducedMotion());
  const n = images.length;

  useEffect(() => {
    if (n < 2 || !playing) return;
    const t = setTimeout(() => setIndex((i) => (i + 1) % n), carouselDelay());
    return () => clearTimeout(t);
  }, [index, n, playing]);

  if (n === 0) return null;
  if (n === 1) return <AnnouncementImage src={images[0]!} alt={title} height={{ xs: 220, md: 420 }} sx={{ borderRadius: 1 }} />;

  return (
    <Box role="region" aria-roledescription="carrusel" aria-label={title} sx={{ position: 'relative' }}>
      <Box aria-live={playing ? 'off' : 'polite'}>
        <AnnouncementImage
          key={index}
          src={images[index]!}
          alt={`${title} · ${ANNOUNCEMENTS_TEXT.slide(index + 1, n)}`}
          height={{ xs: 220, md: 420 }}
          sx={{ borderRadius: 1 }}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center', mt: 1 }}>
        <IconButton aria-label={ANNOUNCEMENTS_TEXT.previous} onClick={() => setIndex((i) => (i - 1 + n) % n)}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label={playing ? ANNOUNCEMENTS_TEXT.pause : ANNOUNCEMENTS_TEXT.play} onClick={() => setPlaying((p) => !p)}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </IconButton>
        <Box aria-hidden sx={{ display: 'flex', gap: 0.75 }}>
          {images.map((src, i) => (
            <Box key={src} sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: i === index ? 'primary.main' : 'grey.400' }} />
          ))}
        </Box>
        <IconButton aria-label={ANNOUNCEMENTS_TEXT.next} onClick={() => setIndex((i) => (i + 1) % n)}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}

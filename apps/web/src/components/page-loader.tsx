import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export const LOADING_LABEL = 'Cargando';

/** Centered spinner for a page or a section that is loading. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullScreen ? '100vh' : 240,
        width: '100%',
      }}
    >
      <CircularProgress aria-label={LOADING_LABEL} />
    </Box>
  );
}

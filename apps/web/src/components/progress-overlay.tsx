import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

export type ProgressPhase = 'idle' | 'working' | 'done';

/**
 * A full-screen overlay while a request runs ('Registrando venta') and after it succeeded
 * ('Registro exitoso'); the caller closes it. Announced to screen readers.
 */
export function ProgressOverlay({ phase, workingText, doneText }: { phase: ProgressPhase; workingText: string; doneText: string }) {
  return (
    <Backdrop open={phase !== 'idle'} sx={{ zIndex: (t) => t.zIndex.modal + 10, color: '#fff' }}>
      <Box role="status" aria-live="assertive" sx={{ textAlign: 'center' }}>
        {phase === 'done' ? <CheckCircleIcon sx={{ fontSize: 64 }} aria-hidden /> : <CircularProgress color="inherit" aria-hidden />}
        <Typography variant="h2" component="p" sx={{ mt: 2 }}>
          {phase === 'done' ? doneText : workingText}
        </Typography>
      </Box>
    </Backdrop>
  );
}

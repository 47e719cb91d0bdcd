import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { WELCOME_TOUR, tourButtons, TOUR_BUTTONS } from './welcome-tour-steps';

interface Props {
  /** the step shown; null once the tour is closed (the dialog then fades out) */
  index: number | null;
  onStep: (index: number) => void;
  onClose: () => void;
}

/** The tour's dialog: a step's title and text, 'Paso n de 8' and its buttons (a lazy chunk of the shell). */
export default function WelcomeTourDialog({ index, onStep, onClose }: Props) {
  const step = index === null ? undefined : WELCOME_TOUR[index];
  const buttons = index === null ? undefined : tourButtons(index);
  return (
    <Dialog open={index !== null} onClose={onClose} aria-labelledby="tour-title" aria-describedby="tour-body" maxWidth="xs" fullWidth>
      {step && buttons && index !== null && (
        <>
          <DialogTitle id="tour-title">{step.title}</DialogTitle>
          <DialogContent>
            <DialogContentText id="tour-body">{step.body}</DialogContentText>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
              Paso {index + 1} de {WELCOME_TOUR.length}
            </Typography>
          </DialogContent>
          <DialogActions>
            {buttons.skip && <Button onClick={onClose}>{TOUR_BUTTONS.skip}</Button>}
            <Box sx={{ flex: 1 }} />
            {buttons.previous && <Button onClick={() => onStep(index - 1)}>{TOUR_BUTTONS.previous}</Button>}
            <Button variant="contained" onClick={() => (index === WELCOME_TOUR.length - 1 ? onClose() : onStep(index + 1))}>
              {buttons.primary}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

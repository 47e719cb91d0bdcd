import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

/** A guided tour: its steps, what each offers and the texts of its buttons. */
export interface Tour {
  /** names the dialog's title and text: `${id}-title`, `${id}-body` */
  id: string;
  steps: { title: string; body: string }[];
  /** what a step offers: its main button's text, and whether it has 'Anterior' and 'Omitir Tour' */
  buttons: (index: number) => { primary: string; previous: boolean; skip: boolean };
  /** the texts of 'Omitir Tour', 'Anterior' and, when the title has a close button, its name */
  labels: { skip: string; previous: string; close?: string };
}

interface Props {
  tour: Tour;
  /** the step shown; null once the tour is closed (the dialog then fades out) */
  index: number | null;
  onStep: (index: number) => void;
  onClose: () => void;
}

/** A guided tour's dialog: a step's title and text, 'Paso n de m' and its buttons; the last step's main button closes it. */
export function TourDialog({ tour: { id, steps, buttons, labels }, index, onStep, onClose }: Props) {
  const step = index === null ? undefined : steps[index];
  const offered = index === null ? undefined : buttons(index);
  return (
    <Dialog open={index !== null} onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} maxWidth="xs" fullWidth>
      {step && offered && index !== null && (
        <>
          <DialogTitle id={`${id}-title`} sx={labels.close ? { pr: 6 } : undefined}>
            {step.title}
            {labels.close && (
              <IconButton aria-label={labels.close} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
                <CloseIcon />
              </IconButton>
            )}
          </DialogTitle>
          <DialogContent>
            <DialogContentText id={`${id}-body`}>{step.body}</DialogContentText>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
              Paso {index + 1} de {steps.length}
            </Typography>
          </DialogContent>
          <DialogActions>
            {offered.skip && <Button onClick={onClose}>{labels.skip}</Button>}
            <Box sx={{ flex: 1 }} />
            {offered.previous && <Button onClick={() => onStep(index - 1)}>{labels.previous}</Button>}
            <Button variant="contained" onClick={() => (index === steps.length - 1 ? onClose() : onStep(index + 1))}>
              {offered.primary}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

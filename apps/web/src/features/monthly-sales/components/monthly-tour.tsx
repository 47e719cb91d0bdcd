import { useEffect } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { MONTHLY_TOUR_BUTTONS as B, monthlyTourSteps } from '@vitrina/domain/sales/monthly.tour';

const HIGHLIGHT = 'vitrina-monthly-tour-highlight';

/** The monthly guided tour per country: a small dialog that outlines each step's target. */
export function MonthlyTour({
  country,
  index,
  onIndex,
}: {
  country: CountryId;
  index: number | null;
  onIndex: (i: number | null) => void;
}) {
  const steps = monthlyTourSteps(country);
  const step = index === null ? undefined : steps[index];
  useEffect(() => {
    if (!step?.target) return;
    const el = document.querySelector<HTMLElement>(`[data-tour="${step.target}"]`);
    el?.classList.add(HIGHLIGHT);
    el?.scrollIntoView({ block: 'nearest' });
    return () => el?.classList.remove(HIGHLIGHT);
  }, [step?.target]);
  const close = () => onIndex(null);
  const last = index === steps.length - 1;
  return (
    <>
      <Box component="style">{`.${HIGHLIGHT}{outline:3px solid #f5a524;outline-offset:2px;border-radius:8px}`}</Box>
      <Dialog
        open={index !== null}
        onClose={close}
        aria-labelledby="monthly-tour-title"
        aria-describedby="monthly-tour-body"
        maxWidth="xs"
        fullWidth
      >
        {step && index !== null && (
          <>
            <DialogTitle id="monthly-tour-title" sx={{ pr: 6 }}>
              {step.title}
              <IconButton aria-label={B.close} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
                <CloseIcon />
              </IconButton>
            </DialogTitle>
            <DialogContent>
              <DialogContentText id="monthly-tour-body">{step.body}</DialogContentText>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
                Paso {index + 1} de {steps.length}
              </Typography>
            </DialogContent>
            <DialogActions>
              {!last && <Button onClick={close}>{B.skip}</Button>}
              <Box sx={{ flex: 1 }} />
              {index > 0 && <Button onClick={() => onIndex(index - 1)}>{B.previous}</Button>}
              <Button variant="contained" onClick={() => (last ? close() : onIndex(index + 1))}>
                {last ? B.finish : B.next}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}

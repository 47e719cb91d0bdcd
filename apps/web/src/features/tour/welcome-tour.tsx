import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { WELCOME_TOUR, shouldStartTour, tourButtons, TOUR_BUTTONS } from './welcome-tour-steps';

const TourContext = createContext<{ start: () => void }>({ start: () => {} });
export const useTour = () => useContext(TourContext);

const SEEN_KEY = 'tour-auto-shown';
const HIGHLIGHT = 'vitrina-tour-highlight';

const shown = (el: HTMLElement | null): el is HTMLElement =>
  !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';

/**
 * Outlines the step's target while the step is shown. On a phone the menu and its sections sit in
 * a closed drawer: their steps point at the button that opens it.
 */
function useHighlight(target: string | undefined, active: boolean) {
  useEffect(() => {
    if (!active || !target) return;
    const own = document.querySelector<HTMLElement>(`[data-tour="${target}"]`);
    const el = shown(own) ? own : document.querySelector<HTMLElement>('[data-tour="menu-button"]');
    if (!shown(el)) return;
    el.classList.add(HIGHLIGHT);
    el.scrollIntoView({ block: 'nearest' });
    return () => el.classList.remove(HIGHLIGHT);
  }, [target, active]);
}

/**
 * The welcome tour: starts by itself at the first sign-in (once per browser
 * session) and from the avatar menu. Steps whose target the user does not have still explain
 * the section.
 */
export function WelcomeTourProvider({ loginCount, children }: { loginCount: number; children: ReactNode }) {
  // decided in the first render, so the tour is there as soon as the portal is
  const [index, setIndex] = useState<number | null>(() => (shouldStartTour(loginCount) && !sessionStorage.getItem(SEEN_KEY) ? 0 : null));
  const start = useCallback(() => setIndex(0), []);
  const close = () => setIndex(null);

  useEffect(() => {
    if (index !== null) sessionStorage.setItem(SEEN_KEY, '1');
  }, [index]);

  const step = index === null ? undefined : WELCOME_TOUR[index];
  useHighlight(step?.target, index !== null);
  const value = useMemo(() => ({ start }), [start]);
  const buttons = index === null ? undefined : tourButtons(index);

  return (
    <TourContext.Provider value={value}>
      {children}
      <Box component="style">{`.${HIGHLIGHT}{outline:3px solid #f5a524;outline-offset:2px;border-radius:8px;position:relative;z-index:1301}`}</Box>
      <Dialog open={index !== null} onClose={close} aria-labelledby="tour-title" aria-describedby="tour-body" maxWidth="xs" fullWidth>
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
              {buttons.skip && <Button onClick={close}>{TOUR_BUTTONS.skip}</Button>}
              <Box sx={{ flex: 1 }} />
              {buttons.previous && <Button onClick={() => setIndex(index - 1)}>{TOUR_BUTTONS.previous}</Button>}
              <Button variant="contained" onClick={() => (index === WELCOME_TOUR.length - 1 ? close() : setIndex(index + 1))}>
                {buttons.primary}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </TourContext.Provider>
  );
}

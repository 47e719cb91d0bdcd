import { Suspense, createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { lazyPage } from '../../lib/page-code';
import { WELCOME_TOUR, shouldStartTour } from './welcome-tour-steps';

// the dialog's code loads when the tour first starts: most visits never show it
const WelcomeTourDialog = lazyPage(() => import('./welcome-tour-dialog'));

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

  // mounted from the tour's first start on, so that closing it fades out
  const [started, setStarted] = useState(index !== null);
  if (index !== null && !started) setStarted(true);
  const step = index === null ? undefined : WELCOME_TOUR[index];
  useHighlight(step?.target, index !== null);
  const value = useMemo(() => ({ start }), [start]);

  return (
    <TourContext.Provider value={value}>
      {children}
      <Box component="style">{`.${HIGHLIGHT}{outline:3px solid #f5a524;outline-offset:2px;border-radius:8px;position:relative;z-index:1301}`}</Box>
      {started && (
        <Suspense fallback={null}>
          <WelcomeTourDialog index={index} onStep={setIndex} onClose={close} />
        </Suspense>
      )}
    </TourContext.Provider>
  );
}

import { useCallback, useEffect, useLayoutEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router';
import { NavigationPendingContext } from '../lib/navigation-pending';

let history: ReturnType<typeof createBrowserHistory> | undefined;
let nextAtOnce = false;

/**
 * The next navigation renders at once, not as a transition: the one from the login page to the
 * first signed-in screen. As a transition React renders the whole shell and home in 5 ms
 * slices among the answers of their queries, which arrive meanwhile, and then renders everything
 * again in one go, because the data it read changed during the render (a Chromium trace: ~170 ms
 * sliced, then ~95 ms again, before the greeting showed).
 */
export function renderNextNavigationAtOnce() {
  nextAtOnce = true;
}

/** How long a navigation may wait for its page before the bar shows (a fast one shows nothing). */
export const NAVIGATION_BAR_DELAY_MS = 300;

/**
 * A thin bar at the top while a navigation waits (its page's code or data loading): the current
 * page stays on screen meanwhile, and without it a slow page would look like a click that did
 * nothing. Plain DOM (no MUI component): it is part of the login page's code.
 */
function NavigationBar({ pending }: { pending: boolean }) {
  const [shown, setShown] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!pending) return setShown(false);
    const timer = setTimeout(() => setShown(true), NAVIGATION_BAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  useEffect(() => {
    // the Web Animations API: no style sheet, so nothing for the Content-Security-Policy to refuse
    const a = bar.current?.animate?.([{ transform: 'translateX(-100%)' }, { transform: 'translateX(250%)' }], {
      duration: 1200,
      iterations: Infinity,
      easing: 'ease-in-out',
    });
    return () => a?.cancel();
  }, [shown]);
  if (!shown) return null;
  return (
    <div
      role="progressbar"
      aria-label="Cargando la página"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, overflow: 'hidden', zIndex: 2000, background: '#c9d6e8' }}
    >
      <div ref={bar} style={{ width: '40%', height: '100%', background: '#123c73' }} />
    </div>
  );
}

/**
 * react-router's BrowserRouter (the same history, every navigation a transition, so a page whose
 * code is loading keeps the current one on screen, with NavigationBar above it once it takes a
 * while, and useNavigationPending true for the pages), with one exception for the navigation asked for by renderNextNavigationAtOnce.
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  history ??= createBrowserHistory({ v5Compat: true });
  const h = history;
  const [state, setStateImpl] = useState<{ action: NavigationType; location: Location }>({ action: h.action, location: h.location });
  const [pending, startNavigation] = useTransition();
  const setState = useCallback((next: { action: NavigationType; location: Location }) => {
    if (nextAtOnce) {
      nextAtOnce = false;
      setStateImpl(next);
    } else startNavigation(() => setStateImpl(next));
  }, []);
  useLayoutEffect(() => h.listen(setState), [h, setState]);
  return (
    <NavigationPendingContext.Provider value={pending}>
      <NavigationBar pending={pending} />
      <Router location={state.location} navigationType={state.action} navigator={h}>
        {children}
      </Router>
    </NavigationPendingContext.Provider>
  );
}

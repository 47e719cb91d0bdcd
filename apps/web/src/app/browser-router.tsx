import { startTransition, useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router';

let history: ReturnType<typeof createBrowserHistory> | undefined;
let nextAtOnce = false;

/**
 * The next navigation renders at once, not as a transition: the one from the login page to the
 * first signed-in screen (#20). As a transition React renders the whole shell and home in 5 ms
 * slices among the answers of their queries, which arrive meanwhile, and then renders everything
 * again in one go, because the data it read changed during the render (a Chromium trace: ~170 ms
 * sliced, then ~95 ms again, before the greeting showed).
 */
export function renderNextNavigationAtOnce() {
  nextAtOnce = true;
}

/**
 * react-router's BrowserRouter (the same history, every navigation a transition, so a page whose
 * code is loading keeps the current one on screen), with one exception for the navigation asked
 * for by renderNextNavigationAtOnce.
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  history ??= createBrowserHistory({ v5Compat: true });
  const h = history;
  const [state, setStateImpl] = useState<{ action: NavigationType; location: Location }>({ action: h.action, location: h.location });
  const setState = useCallback((next: { action: NavigationType; location: Location }) => {
    if (nextAtOnce) {
      nextAtOnce = false;
      setStateImpl(next);
    } else startTransition(() => setStateImpl(next));
  }, []);
  useLayoutEffect(() => h.listen(setState), [h, setState]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={h}>
      {children}
    </Router>
  );
}

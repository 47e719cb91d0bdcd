import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { enqueueSnackbar } from '../lib/toast';
import { MSG } from '@vitrina/domain/common/messages';
import { errorMessage, isApiError, setSessionEndedHandler } from '../lib/api-client';
import { endSession, getSession, getToken, isFreshSignIn, startSession } from '../lib/session';
import { renewSession } from '../features/auth/api/renew';
import { clearCachedData } from '../lib/cached-data';
import { ErrorBoundary } from '../components/error-boundary';
import { PageCodeFailed } from '../components/page-code-failed';
import { isPageCodeError, lazyPage } from '../lib/page-code';
import { PageLoader } from '../components/page-loader';
import { prefetchSignedInData } from './signed-in-preload';
import { signedInAreaPath } from '@vitrina/domain/countries/countries';

// the error page (its 'Salir' signs out through the data cache) loads when a render fails
const DataLayer = lazyPage(() => import('./data-layer'));
const ErrorPage = lazyPage(() => import('../components/error-page').then((m) => ({ default: m.ErrorPage })));
const renderFailed = (
  <Suspense fallback={<PageLoader fullScreen />}>
    <DataLayer>
      <ErrorPage status={500} standalone />
    </DataLayer>
  </Suspense>
);

let restoring: Promise<void> | null = null;

/**
 * A stored token is renewed once on load; the old token is revoked by the server, so this must
 * never run twice (React's strict mode mounts effects twice in development). main.tsx calls it
 * before the first render, so that the renewal runs beside the signed-in area's code instead of
 * after it (React commits the first render, and runs its effects, only once every lazy chunk of
 * the page has arrived); AppRoot calls it again, a no-op then, for a tree rendered on its own.
 */
export function restoreSessionOnce() {
  if (restoring || getSession().status !== 'initial' || !getToken()) return;
  const renewal = renewSession();
  restoring = renewal.then(startSession).catch((e) => {
    const ended = isApiError(e) && [401, 403, 440].includes(e.status);
    enqueueSnackbar(ended ? MSG.sessionEnded : errorMessage(e, MSG.sessionEnded), { variant: 'error' });
    endSession(null);
  });
  // right after the session starts (the callbacks run in this order): on a signed-in page, the
  // shell's first queries (and the home's on the home) start with its code, before React renders it
  void renewal
    .then((answer) => {
      const path = signedInAreaPath(window.location.pathname);
      if (path !== null) prefetchSignedInData(answer.user, { home: path === '', pendingDebitNotes: isFreshSignIn() });
    })
    .catch(() => undefined);
}

/**
 * The root route: wires the session to the router, the data cache and the toasts; lazy pages load
 * under its Suspense and a render error shows the error page (cleared on the next navigation).
 */
export function AppRoot() {
  const { pathname } = useLocation();

  // 401, 403 or 440 on any authenticated call: token cleared; the guard shows the login with
  // 'Tu sesión terminó'
  useEffect(() => {
    setSessionEndedHandler(() => {
      endSession('expired');
      clearCachedData();
    });
    return () => setSessionEndedHandler(undefined);
  }, []);

  useEffect(restoreSessionOnce, []);

  return (
    <ErrorBoundary resetKey={pathname} fallback={(e) => (isPageCodeError(e) ? <PageCodeFailed standalone /> : renderFailed)}>
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

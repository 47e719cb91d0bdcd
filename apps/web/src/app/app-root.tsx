import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../lib/toast';
import { MSG } from '@vitrina/domain/common/messages';
import { errorMessage, isApiError, setSessionEndedHandler } from '../lib/api-client';
import { endSession, getSession, getToken, startSession } from '../lib/session';
import { renewSession } from '../features/auth/api/renew';
import { ErrorPage } from '../components/error-page';
import { ErrorBoundary } from '../components/error-boundary';
import { PageLoader } from '../components/page-loader';

let restoring: Promise<void> | null = null;

/**
 * A stored token is renewed once on load (spec 1 §4); the old token is revoked by the server,
 * so this must never run twice (React's strict mode mounts effects twice in development).
 */
function restoreSessionOnce(onFailure: (e: unknown) => void) {
  if (restoring || getSession().status !== 'initial' || !getToken()) return;
  restoring = renewSession()
    .then(startSession)
    .catch((e) => {
      onFailure(e);
      endSession(null);
    });
}

/**
 * The root route: wires the session to the router, the cache and the toasts; lazy pages load
 * under its Suspense and a render error shows the error page (cleared on the next navigation).
 */
export function AppRoot() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();

  // 401, 403 or 440 on any authenticated call: token cleared; the guard shows the login with
  // 'Tu sesión terminó' (spec 1 §7, §8)
  useEffect(() => {
    setSessionEndedHandler(() => {
      endSession('expired');
      queryClient.clear();
    });
    return () => setSessionEndedHandler(undefined);
  }, [queryClient]);

  useEffect(() => {
    restoreSessionOnce((e) => {
      const ended = isApiError(e) && [401, 403, 440].includes(e.status);
      enqueueSnackbar(ended ? MSG.sessionEnded : errorMessage(e, MSG.sessionEnded), { variant: 'error' });
    });
  }, [enqueueSnackbar]);

  return (
    <ErrorBoundary resetKey={pathname} fallback={<ErrorPage status={500} standalone />}>
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@vitrina/domain/auth/auth.schema';
import { loadToasts } from '../lib/toast';

/*
 * What the first screen after sign-in needs, started before it is asked for, so that nothing
 * waits in line: the signed-in shell and the home are lazy chunks (the login page must stay
 * small), and each used to be fetched only when React reached it, then its queries only when it
 * rendered. Here the chunks load while the sign-in call runs (Vite's preload helper fetches every
 * chunk they import at once, not one level at a time), and the shell's and the home's queries all
 * start together the moment the session exists. The routes' React.lazy imports and useQuery calls
 * then find them loaded or in flight (same module, same query keys).
 */

let codeStarted = false;

/** The shell's and the home's chunks, and the toasts' (once per page load; a failure is left to the route's own import). */
export function preloadSignedInCode() {
  if (codeStarted) return;
  codeStarted = true;
  loadToasts();
  void import('./layout/app-layout').catch(() => undefined);
  void import('../features/home/routes/home-page').catch(() => undefined);
}

/** The queries the shell and the home run first, started together for the user just signed in. */
export function prefetchSignedInData(queryClient: QueryClient, user: SessionUser) {
  void import('./signed-in-data').then((m) => m.prefetchSignedInData(queryClient, user)).catch(() => undefined);
}

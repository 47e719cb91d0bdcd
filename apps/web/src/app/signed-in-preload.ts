import type { SessionUser } from '@vitrina/domain/auth/auth.schema';
import { loadToasts } from '../lib/toast';

/*
 * What the first screen after sign-in needs, started before it is asked for, so that nothing
 * waits in line: the data layer, the signed-in routes, their shell and the home are lazy chunks
 * (the login page must stay small: #20, at most 150 KB gzip), and each used to be fetched only
 * when React reached it, then its queries only when it rendered. Here the chunks load while the
 * captcha and the sign-in call run (from 'Ingresar', never before: the login page itself fetches
 * none of them; the signed-in routes' chunk then asks for the shell and the home with everything
 * they import at once), and the shell's and the home's queries all start together the moment the
 * session exists.
 * The routes' React.lazy imports and useQuery calls then find them loaded or in flight (same
 * module, same query keys).
 */

let codeStarted = false;

/** The signed-in area's chunks and the toasts' (once per page load; a failure is left to the route's own import). */
export function preloadSignedInCode() {
  if (codeStarted) return;
  codeStarted = true;
  loadToasts();
  void import('./data-layer').catch(() => undefined);
  void import('./signed-in-routes').then(
    (m) => m.preloadShellAndHome(),
    () => undefined,
  );
}

/** The queries the shell and the home run first, started together for the user just signed in (into the data layer's cache). */
export function prefetchSignedInData(user: SessionUser) {
  void import('./signed-in-data').then((m) => m.prefetchSignedInData(user)).catch(() => undefined);
}

import type { SessionUser } from '@vitrina/domain/auth/auth.schema';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { loadToasts } from '../lib/toast';
import type { FirstQueries } from './signed-in-data';
import { signedInAreaPath } from '@vitrina/domain/countries/countries';

/*
 * What the first screen after sign-in needs, started before it is asked for, so that nothing
 * waits in line: the data layer, the signed-in routes, their shell and the home are lazy chunks
 * (the login page must stay small: at most 150 KB gzip; the build makes them two files,
 * 'data-layer' and 'signed-in': apps/web/vite.config.ts), and each used to be fetched only
 * when React reached it, then its queries only when it rendered. Here the chunks load while the
 * captcha and the sign-in call run (from 'Ingresar', never before: the login page itself fetches
 * none of them), and the shell's and the home's queries all start together the moment the
 * session exists, before React renders anything of the signed-in area.
 * The routes' components render at once when their code is loaded (preloadableLazy) and their
 * useQuery calls find the queries in flight (same query keys).
 */

/** The data cache's provider (TanStack Query): every route but the login page's. */
export const DataLayer = preloadableLazy(() => import('./data-layer'));
/** The signed-in area's route table, its shell and the home (signed-in-routes.tsx). */
export const SignedInRoutes = preloadableLazy(() => import('./signed-in-routes'));

let code: Promise<void> | undefined;
let data: typeof import('./signed-in-data') | undefined;

/**
 * The signed-in area's chunks and the toasts' (once per page load). Answers when the data layer,
 * the route table, the shell and the home are loaded, or one of them failed (a failure is left to
 * the route's own import): the login page navigates then, so that no part of the first screen
 * suspends (a suspended part would show the loader and hold the screen back 300 ms more).
 */
export function preloadSignedInCode(): Promise<void> {
  code ??= (() => {
    loadToasts();
    return Promise.all([
      DataLayer.preload(),
      SignedInRoutes.preload().then((m) => m.preloadShellAndPage()),
      import('./signed-in-data').then((m) => (data = m)),
    ]).then(
      () => undefined,
      () => undefined,
    );
  })();
  return code;
}

/**
 * The queries the shell and the home run first, started together for the user just signed in
 * (into the data layer's cache): at once when their code is loaded (call it right after the
 * session starts, before React renders the signed-in area), else when it arrives.
 */
export function prefetchSignedInData(user: SessionUser, first: FirstQueries = { home: true, pendingDebitNotes: true }) {
  if (data) return data.prefetchSignedInData(user, first);
  void import('./signed-in-data').then((m) => m.prefetchSignedInData(user, first)).catch(() => undefined);
}

/**
 * A signed-in page loaded with a stored session (a reload, a link opened in the tab): the data
 * layer, the route table, the shell and the page's code are fetched at once, beside the session's
 * renewal, instead of one after another as React reaches each of them (the data layer, then the
 * route table with the shell, then the page). Nothing for any other page: the login page loads
 * none of it.
 */
export function preloadSignedInPage(pathname: string) {
  const path = signedInAreaPath(pathname);
  if (path === null) return;
  void DataLayer.preload().catch(() => undefined);
  void SignedInRoutes.preload()
    .then((m) => m.preloadShellAndPage(path))
    .catch(() => undefined);
  void import('./signed-in-data').then((m) => (data = m)).catch(() => undefined);
}

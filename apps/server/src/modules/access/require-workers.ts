import type { Scope } from './scope';
import { forbidden } from './errors';
import { clientsWith, requireClient } from './require';

/*
 * The worker registry and the staffing a client receives: a tenant acts with manage:Workers in the
 * client; another client's record answers 404 (nothing revealed); staff are no client's members
 * and never act here.
 */

/** A client's workers or staffing: 404 outside the caller's clients, 403 without manage:Workers there. */
export function requireWorkersClient(scope: Scope, clientId: string, notFoundMessage: string) {
  requireClient(scope, clientId, 'manage:Workers', notFoundMessage);
}

/** The client of a call that names none: the caller's first with manage:Workers (403 when it has none). */
export function firstWorkersClient(scope: Scope) {
  const first = clientsWith(scope, 'manage:Workers')[0];
  if (!first) throw forbidden();
  return first;
}

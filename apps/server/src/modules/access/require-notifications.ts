import type { Scope } from './scope';
import { forbidden, notFound } from './errors';

/*
 * Notifications and announcements: a user reads only its own notifications, and the
 * announcements of its own country.
 */

/** A user's own notifications: 403 with `message` when `userId` is someone else's. */
export function requireOwnUser(callerId: string, userId: string, message?: string) {
  if (userId !== callerId) throw forbidden(message);
  return userId;
}

/** A row of the caller's own (its user_id): 404 with `message` when missing or someone else's (nothing revealed). */
export function requireOwnRow<R extends { user_id: string }>(callerId: string, row: R | undefined, message?: string): R {
  if (!row || row.user_id !== callerId) throw notFound(message);
  return row;
}

/** The caller's own country; a country named in the request must be that one (403 with `message`). */
export function requireOwnCountry(scope: Pick<Scope, 'countryId'>, country: string | undefined, message?: string) {
  if (country && country !== scope.countryId) throw forbidden(message);
  return scope.countryId;
}

import type { PermissionCode } from '@vitrina/domain/auth/permissions';
import type { AbilityCode } from '@vitrina/domain/auth/roles';
import { isCountryId, type CountryId } from '@vitrina/domain/countries/countries';
import type { Scope } from './scope';

/*
 * The caller's memberships, read only through these functions outside modules/access: which
 * clients it belongs to, what it holds there, and which staff abilities it has. A service asks
 * these (or a named require* rule) instead of reading the scope's maps itself.
 */

/** The ids of the clients the caller is a member of, in the caller's order. */
export const memberClientIds = (scope: Scope): string[] => [...scope.clients.keys()];

/** The caller's countries: its own and its clients' (a client's id begins with its country). */
export const memberCountries = (scope: Scope): CountryId[] =>
  [...new Set([scope.countryId, ...memberClientIds(scope).map((c) => c.slice(0, 3))])].filter(isCountryId);

/** Whether the caller is a member of the client. */
export const isMember = (scope: Scope, clientId: string) => scope.clients.has(clientId);

/** The permission codes the caller holds in a client (empty when not a member). */
export const heldIn = (scope: Scope, clientId: string): ReadonlySet<PermissionCode> => scope.clients.get(clientId) ?? new Set();

/** Whether the caller holds the staff ability `code` (any country). */
export const staffHolds = (scope: Scope, code: AbilityCode) => scope.staff.has(code);

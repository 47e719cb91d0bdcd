import { PROFILE_MSG } from '@vitrina/domain/profile/messages';
import { USERS_MSG } from '@vitrina/domain/users/users.messages';
import { canAdminUsers, mayManageHolder, splitGrantable, type UserAdminOp } from '@vitrina/domain/users/users.rules';
import { forbidden, notFound } from './errors';
import { heldIn, isMember } from './membership';
import { permissionIds, type Scope } from './scope';

/*
 * The user administration's rules ('Usuarios': a client's users) and one's own profile's: who
 * administers which client's users, which permissions they give, whom they manage.
 */

/**
 * The permission ids the caller holds in the client, when they may do `op` to its users
 * (canAdminUsers): 404 for a non-member (nothing revealed), 403 otherwise.
 */
export function requireUserAdmin(scope: Scope, clientId: string, op: UserAdminOp) {
  if (!isMember(scope, clientId)) throw notFound();
  const ids = permissionIds(heldIn(scope, clientId));
  if (!canAdminUsers(ids, op)) throw forbidden();
  return ids;
}

/** Nobody gives a permission they do not hold in the client (`held`, the caller's ids there): 403. */
export function requireGrantable(requested: readonly number[], held: ReadonlySet<number>) {
  if (splitGrantable(requested, held).withheld.length) throw forbidden(USERS_MSG.permissionNotGrantable);
}

/** Nobody changes or removes a user who holds a permission they lack (mayManageHolder): 403. */
export function requireManagesHolder(target: { permission_ids: readonly number[] }, held: ReadonlySet<number>) {
  if (!mayManageHolder(target.permission_ids, held)) throw forbidden(USERS_MSG.morePrivileged);
}

/**
 * Another user's record read through the clients both belong to: of the caller's memberships
 * (`mine`) those the user shares (`theirs`, limited to `clientId` when given) where the caller may
 * do `op` to users. 404 when they share none (nothing revealed), 403 when none allows `op`.
 */
export function requireSharedAdmin<M extends { client_id: string; permission_ids: number[] }>(
  mine: readonly M[],
  theirs: ReadonlySet<string>,
  op: UserAdminOp,
  clientId?: string,
): [M, ...M[]] {
  const shared = mine.filter((m) => theirs.has(m.client_id) && (!clientId || m.client_id === clientId));
  if (!shared.length) throw notFound(USERS_MSG.userNotFound);
  const allowed = shared.filter((m) => canAdminUsers(m.permission_ids, op));
  if (!allowed.length) throw forbidden();
  return allowed as [M, ...M[]];
}

/** PATCH /users-ext: one's own profile only (403). */
export function requireOwnProfile(callerId: string, profileId: string) {
  if (profileId !== callerId) throw forbidden(PROFILE_MSG.onlyOwnProfile);
}

/** A corporate user's profile comes from the operator's directory: not edited here (403). */
export function requireEditableProfile(user: { corporativo: boolean }) {
  if (user.corporativo) throw forbidden(PROFILE_MSG.corporateCannotEdit);
}

import { USERS_MSG } from '@vitrina/domain/users/users.messages';
import { addableRefusal, canAdminUsers, statusOfFilter, type UserStateFilter } from '@vitrina/domain/users/users.rules';
import type { UserLookup } from '@vitrina/domain/users/users.schema';
import { requireSharedAdmin } from '../access/require-users';
import { type Caller, toAdmin, type UsersCommon } from './users.common';

/** The reads: a client's users, one user, the spaces to choose from, the look-up by e-mail, a user's buildings. */
export function createUsersReads(common: UsersCommon) {
  const { repo, heldIn, scopeOf, visibleContracts, groupSpaces, adminView } = common;
  return {
    /**
     * The client's users. The membership check reads the caller's scope (already read for this
     * request by the ability hook) and the users come with their assignments: two round trips
     * instead of five.
     */
    async list(caller: Caller, clientId: string, q: { q?: string; status?: UserStateFilter }) {
      await heldIn(caller, clientId, 'read');
      const rows = await repo.listUsers(clientId, {
        q: q.q || undefined,
        status: statusOfFilter(q.status) as 'Ok' | 'Pendiente' | undefined,
      });
      return rows.map((r) => toAdmin(r, r.permission_ids, r.assignments));
    },

    async get(caller: Caller, clientId: string, userId: string) {
      await scopeOf(caller, clientId, 'read');
      return adminView(clientId, userId);
    },

    async spaces(caller: Caller, clientId: string) {
      await scopeOf(caller, clientId, 'create');
      return groupSpaces(await visibleContracts(caller, clientId));
    },

    /**
     * Whether an address can be invited to the client (nothing of another company's
     * user is told): an unknown address or a user of the same country can; a member of this client,
     * staff or another country's user cannot (reason: what saving would answer). The profile, for
     * the prefill, only of a user already in one of the caller's companies where they administer users.
     */
    async search(caller: Caller, clientId: string, email: string): Promise<UserLookup> {
      const scope = await scopeOf(caller, clientId, 'create');
      const u = await repo.userByEmail(email);
      if (!u) return { data: { invitable: true } };
      const refusal = addableRefusal(u, scope.country);
      if (refusal === 'internal') return { data: { invitable: false, reason: USERS_MSG.internalUser } };
      if (refusal === 'other_country') return { data: { invitable: false, reason: USERS_MSG.otherCountry } };
      const theirs = await repo.memberships(u.id);
      if (theirs.some((m) => m.client_id === clientId)) return { data: { invitable: false, reason: USERS_MSG.alreadyMember } };
      const mine = (await repo.memberships(caller.userId)).filter((m) => canAdminUsers(m.permission_ids, 'read'));
      const shared = theirs.some((m) => mine.some((c) => c.client_id === m.client_id));
      return {
        data: {
          invitable: true,
          ...(shared ? { user: { first_name: u.nombres, last_name: u.apellidos, phone: u.phone, position: u.position } } : {}),
        },
      };
    },

    /** Buildings of a user's spaces: one's own, or those of a user of a client one administers. */
    async buildings(caller: Caller, userId: string) {
      const mine = await repo.memberships(caller.userId);
      if (userId === caller.userId)
        return repo.buildingsOf(
          userId,
          mine.map((m) => m.client_id),
        );
      const theirs = new Set((await repo.memberships(userId)).map((m) => m.client_id));
      const readable = requireSharedAdmin(mine, theirs, 'read');
      return repo.buildingsOf(
        userId,
        readable.map((m) => m.client_id),
      );
    },
  };
}

import { createUsersCommon, type UsersDeps } from './users.common';
import { createUsersMembership } from './users.membership';
import { createUsersReads } from './users.reads';
import { createUsersWrites } from './users.writes';

export type { Meta } from './users.common';

/**
 * User administration of a client. The caller must belong to the client (otherwise 404: nothing is
 * revealed) and hold the User ability for the operation (403). An administrator only gives
 * permissions they hold and spaces they see, and cannot change or remove a user holding
 * permissions they do not have. One file per use case: reads (users.reads.ts), create and update
 * (users.writes.ts), removal and the welcome link (users.membership.ts), over users.common.ts.
 */
export function createUsersService(deps: UsersDeps) {
  const common = createUsersCommon(deps);
  return {
    ...createUsersReads(common),
    ...createUsersWrites(common),
    ...createUsersMembership(common),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

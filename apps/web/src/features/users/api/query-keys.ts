import { resourceKeys } from '../../../lib/query-keys';

const users = resourceKeys('users');

/** Query keys of user administration; mutations invalidate `all`. */
export const usersKeys = {
  ...users,
  spaces: (clientId: string) => [...users.all, 'spaces', clientId] as const,
};

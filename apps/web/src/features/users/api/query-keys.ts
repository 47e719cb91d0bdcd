/** Query keys of user administration; mutations invalidate `all`. */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (clientId: string, filter: object) => [...usersKeys.lists(), clientId, filter] as const,
  detail: (clientId: string, userId: string) => [...usersKeys.all, 'detail', clientId, userId] as const,
  spaces: (clientId: string) => [...usersKeys.all, 'spaces', clientId] as const,
  categories: () => [...usersKeys.all, 'permission-categories'] as const,
};

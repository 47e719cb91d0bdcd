import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStateFilter } from '@vitrina/domain/users/users.rules';
import type { UserAdmin } from '@vitrina/domain/users/users.schema';
import { apiRequest } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

export interface UsersFilter {
  q: string;
  status: UserStateFilter;
}

/** GET /fo/auth/clients/{id}/users?q&status: the client's users searched by name and state; paged on screen. */
export const getUsers = (clientId: string, f: UsersFilter, signal?: AbortSignal) =>
  apiRequest<UserAdmin[]>(`/fo/auth/clients/${encodeURIComponent(clientId)}/users`, {
    signal,
    query: { q: f.q.trim() || undefined, status: f.status === 'Todos' ? undefined : f.status },
  });

export const usersQuery = (clientId: string, f: UsersFilter) =>
  queryOptions({
    queryKey: usersKeys.list({ clientId, ...f }),
    queryFn: ({ signal }) => getUsers(clientId, f, signal),
    // the table keeps the previous rows while a new search loads
    placeholderData: keepPreviousData,
  });

export const useUsers = (clientId: string | undefined, f: UsersFilter) =>
  useQuery({ ...usersQuery(clientId ?? '', f), enabled: !!clientId });

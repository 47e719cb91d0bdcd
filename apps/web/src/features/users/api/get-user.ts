import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAdmin } from '@vitrina/domain/users/users.schema';
import { apiRequest } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

/** GET /fo/auth/clients/{id}/users/{userId}: one user, fresh, for 'Ver Usuario' and 'Editar Usuario'. */
export const getUser = (clientId: string, userId: string, signal?: AbortSignal) =>
  apiRequest<UserAdmin>(`/fo/auth/clients/${encodeURIComponent(clientId)}/users/${userId}`, { signal });

export const userQuery = (clientId: string, userId: string) =>
  queryOptions({ queryKey: usersKeys.detail(userId, { clientId }), queryFn: ({ signal }) => getUser(clientId, userId, signal) });

export const useUser = (clientId: string, userId: string | undefined) =>
  useQuery({ ...userQuery(clientId, userId ?? ''), enabled: !!userId });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSpace } from '@vitrina/domain/users/users.schema';
import { apiRequest } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

/** GET /fo/auth/clients/{id}/spaces: the spaces the signed-in user may assign (Locales selector). */
export const getClientSpaces = (clientId: string, signal?: AbortSignal) =>
  apiRequest<ClientSpace[]>(`/fo/auth/clients/${encodeURIComponent(clientId)}/spaces`, { signal });

export const clientSpacesQuery = (clientId: string) =>
  queryOptions({ queryKey: usersKeys.spaces(clientId), queryFn: ({ signal }) => getClientSpaces(clientId, signal), staleTime: 5 * 60_000 });

export const useClientSpaces = (clientId: string, enabled: boolean) => useQuery({ ...clientSpacesQuery(clientId), enabled });

import type { z } from 'zod';
import type { permissionSchema } from '@vitrina/domain/auth/auth.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One permission of the server's catalogue ('read:DailySales' style code), as the server's response schema says. */
export type Permission = z.output<typeof permissionSchema>;

/** GET /api/fo/auth/permissions (bearer): the catalogue the session's permission ids refer to. */
export const getPermissions = (signal?: AbortSignal) => apiRequest<Permission[]>('/fo/auth/permissions', { signal });

export const permissionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.permissions.list(),
    queryFn: ({ signal }) => getPermissions(signal),
    staleTime: 60 * 60_000,
  });

export const usePermissions = (enabled = true) => useQuery({ ...permissionsQueryOptions(), enabled });

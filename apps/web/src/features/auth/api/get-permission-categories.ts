import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Permission } from './get-permissions';

export interface PermissionCategory {
  id: number;
  name: string;
  permissions: Permission[];
}

/** GET /api/fo/auth/permissions/categories (bearer): permissions grouped for the user dialog. */
export const getPermissionCategories = (signal?: AbortSignal) =>
  apiRequest<PermissionCategory[]>('/fo/auth/permissions/categories', { signal });

export const permissionCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.permissions.categories(),
    queryFn: ({ signal }) => getPermissionCategories(signal),
    staleTime: 60 * 60_000,
  });

export const usePermissionCategories = () => useQuery(permissionCategoriesQueryOptions());

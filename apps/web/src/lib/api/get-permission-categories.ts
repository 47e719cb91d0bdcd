import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { permissionCategorySchema } from '@vitrina/domain/auth/auth.schema';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

export type PermissionCategory = z.infer<typeof permissionCategorySchema>;

/** GET /api/fo/auth/permissions/categories (bearer): the permission catalogue grouped by category. */
export const getPermissionCategories = (signal?: AbortSignal) =>
  apiRequest<PermissionCategory[]>('/fo/auth/permissions/categories', { signal });

export const permissionCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.permissions.categories(),
    queryFn: ({ signal }) => getPermissionCategories(signal),
    staleTime: 60 * 60_000,
  });

/** One cache entry for every screen that shows the catalogue (client profile, user dialog). */
export const usePermissionCategories = (enabled = true) => useQuery({ ...permissionCategoriesQueryOptions(), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { permissionCategorySchema } from '@vitrina/domain/auth/auth.schema';
import { apiRequest } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

export type PermissionCategory = z.infer<typeof permissionCategorySchema>;

/** GET /fo/auth/permissions/categories: the permissions of the user dialog, grouped by category. */
export const getPermissionCategories = (signal?: AbortSignal) =>
  apiRequest<PermissionCategory[]>('/fo/auth/permissions/categories', { signal });

export const permissionCategoriesQuery = () =>
  queryOptions({ queryKey: usersKeys.categories(), queryFn: ({ signal }) => getPermissionCategories(signal), staleTime: 60 * 60_000 });

export const usePermissionCategories = (enabled: boolean) => useQuery({ ...permissionCategoriesQuery(), enabled });

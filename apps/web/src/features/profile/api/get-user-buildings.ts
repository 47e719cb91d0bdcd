import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { userBuildingSchema } from '@vitrina/domain/users/users.schema';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type UserBuilding = z.output<typeof userBuildingSchema>;

/** GET /api/fo/auth/users-ext/{userId}/buildings: the shopping centres of one's spaces. */
export const getUserBuildings = (userId: string) =>
  apiRequest<UserBuilding[]>(`/fo/auth/users-ext/${encodeURIComponent(userId)}/buildings`);

export const userBuildingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.profile.buildings(userId), queryFn: () => getUserBuildings(userId), enabled: !!userId });

export const useUserBuildings = (userId: string) => useQuery(userBuildingsQueryOptions(userId));

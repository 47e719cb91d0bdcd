import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface UserBuilding {
  id: string;
  id_sap: string;
  name: string;
  city: string;
  country_id: string;
}

/** GET /api/fo/auth/users-ext/{userId}/buildings: the shopping centres of one's spaces. */
export const getUserBuildings = (userId: string) =>
  apiRequest<UserBuilding[]>(`/fo/auth/users-ext/${encodeURIComponent(userId)}/buildings`);

export const userBuildingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.profile.buildings(userId), queryFn: () => getUserBuildings(userId), enabled: !!userId });

export const useUserBuildings = (userId: string) => useQuery(userBuildingsQueryOptions(userId));

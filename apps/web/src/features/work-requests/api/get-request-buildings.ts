import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { requestBuildingSchema } from '@vitrina/domain/work-requests/work-requests.schema';
import { apiRequest } from '../../../lib/api-client';
import { workRequestKeys } from './query-keys';

export type Building = z.output<typeof requestBuildingSchema>;

/** GET /fo/work-requests/buildings: the user's shopping centres and stores. */
export const useRequestBuildings = () =>
  useQuery({
    queryKey: workRequestKeys.buildings(),
    queryFn: ({ signal }) => apiRequest<Building[]>('/fo/work-requests/buildings', { signal }),
  });

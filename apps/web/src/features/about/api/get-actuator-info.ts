import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/actuator/info answer: the back end's version. */
export interface ActuatorInfo {
  git: { branch: string; commit: { id: string; time: string } };
  build: { version: string };
}

export const getActuatorInfo = (signal?: AbortSignal) => apiRequest<ActuatorInfo>('/actuator/info', { signal });

export const actuatorInfoQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.actuator.info(),
    queryFn: ({ signal }) => getActuatorInfo(signal),
    staleTime: 5 * 60_000,
  });

export const useActuatorInfo = () => useQuery(actuatorInfoQueryOptions());

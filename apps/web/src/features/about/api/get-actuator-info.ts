import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { actuatorInfoSchema } from '@vitrina/domain/auth/auth.schema';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/actuator/info answer: the back end's version. */
export type ActuatorInfo = z.output<typeof actuatorInfoSchema>;

export const getActuatorInfo = (signal?: AbortSignal) => apiRequest<ActuatorInfo>('/actuator/info', { signal });

export const actuatorInfoQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.actuator.info(),
    queryFn: ({ signal }) => getActuatorInfo(signal),
    staleTime: 5 * 60_000,
  });

export const useActuatorInfo = () => useQuery(actuatorInfoQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@vitrina/domain/auth/auth.schema';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /api/fo/config: public settings needed before sign-in (links, support, environment). */
export const getPublicConfig = (signal?: AbortSignal) => apiRequest<PublicConfig>('/fo/config', { signal, sessionErrors: false });

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.config.public(),
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());

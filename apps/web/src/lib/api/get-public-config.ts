import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { getPublicConfigOnce } from './fetch-public-config';

/** GET /api/fo/config in the data cache (the login page asks without it: fetch-public-config.ts). */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.config.public(),
    queryFn: getPublicConfigOnce,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());

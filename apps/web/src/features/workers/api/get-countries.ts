import { useQuery } from '@tanstack/react-query';
import type { Division, Nation } from '@vitrina/domain/workers/workers.schema';
import { apiRequest } from '../../../lib/api-client';
import { countriesKeys } from './query-keys';

const DAY = 24 * 60 * 60 * 1000;

/** GET /fo/countries/nations: cached 24 hours, no refetch on focus, 3 retries. */
export const useNations = (enabled = true) =>
  useQuery({
    queryKey: countriesKeys.nations(),
    enabled,
    staleTime: DAY,
    gcTime: DAY,
    refetchOnWindowFocus: false,
    retry: 3,
    queryFn: ({ signal }) => apiRequest<Nation[]>('/fo/countries/nations', { signal }),
  });

/** GET /fo/countries/{countryId}/divisions (default chl): cached 24 hours, 3 retries. */
export const useDivisions = (countryId = 'chl', enabled = true) =>
  useQuery({
    queryKey: countriesKeys.divisions(countryId),
    enabled,
    staleTime: DAY,
    gcTime: DAY,
    refetchOnWindowFocus: false,
    retry: 3,
    queryFn: ({ signal }) => apiRequest<Division[]>(`/fo/countries/${countryId.toLowerCase()}/divisions`, { signal }),
  });

import { useQuery } from '@tanstack/react-query';
import type { Nation } from '@vitrina/domain/workers/workers.schema';
import { apiRequest } from '../../../lib/api-client';
import { REFERENCE_LIST } from './countries-cache';
import { countriesKeys } from './query-keys';

/** GET /fo/countries/nations: cached 24 hours, no refetch on focus, 3 retries. */
export const useNations = (enabled = true) =>
  useQuery({
    queryKey: countriesKeys.nations(),
    enabled,
    ...REFERENCE_LIST,
    queryFn: ({ signal }) => apiRequest<Nation[]>('/fo/countries/nations', { signal }),
  });

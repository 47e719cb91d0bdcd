import { useQuery } from '@tanstack/react-query';
import type { Division } from '@vitrina/domain/workers/workers.schema';
import { apiRequest } from '../../../lib/api-client';
import { REFERENCE_LIST } from './countries-cache';
import { countriesKeys } from './query-keys';

/** GET /fo/countries/{countryId}/divisions (default chl): cached 24 hours, 3 retries. */
export const useDivisions = (countryId = 'chl', enabled = true) =>
  useQuery({
    queryKey: countriesKeys.divisions(countryId),
    enabled,
    ...REFERENCE_LIST,
    queryFn: ({ signal }) => apiRequest<Division[]>(`/fo/countries/${countryId.toLowerCase()}/divisions`, { signal }),
  });

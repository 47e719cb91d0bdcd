import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ComparisonResponse } from '@vitrina/domain/comparison/comparison.schema';
import { apiRequest } from '../../../lib/api-client';
import { comparisonKeys } from './query-keys';

interface StoresQuery {
  month: string;
  company_id?: string;
}

/** GET /fo/comparisons/stores: the caller's stores against their category's peers in a month. */
const getStoreComparisons = (q: StoresQuery) =>
  apiRequest<ComparisonResponse>('/fo/comparisons/stores', {
    query: q.company_id ? { month: q.month, company_id: q.company_id } : { month: q.month },
  });

export const useStoreComparisons = (q: StoresQuery) =>
  useQuery({
    queryKey: comparisonKeys.stores.list({ ...q }),
    queryFn: () => getStoreComparisons(q),
    placeholderData: keepPreviousData,
  });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DistributionResponse } from '@vitrina/domain/comparison/comparison.schema';
import { apiRequest } from '../../../lib/api-client';
import { comparisonKeys } from './query-keys';

/** GET /fo/comparisons/distribution: the staff's country, by category and centre, in a month. */
const getDistribution = (month: string) => apiRequest<DistributionResponse>('/fo/comparisons/distribution', { query: { month } });

export const useDistribution = (month: string) =>
  useQuery({
    queryKey: comparisonKeys.distribution.list({ month }),
    queryFn: () => getDistribution(month),
    placeholderData: keepPreviousData,
  });

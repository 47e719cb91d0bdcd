import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ComplianceOverview } from '@vitrina/domain/workers/staffing.schema';
import { apiRequest } from '../../../lib/api-client';
import { workersKeys } from './query-keys';

/** GET /fo/workers/f30: the F30/F31 cards and one page of the history. */
export const useCompliance = (client: string, page: number, size: number) =>
  useQuery({
    queryKey: workersKeys.compliance(client, page),
    enabled: !!client,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => apiRequest<ComplianceOverview>('/fo/workers/f30', { signal, query: { client, page: page + 1, size } }),
  });

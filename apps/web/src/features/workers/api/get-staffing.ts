import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffingPage } from '@vitrina/domain/workers/staffing.schema';
import { apiRequest } from '../../../lib/api-client';
import { workersKeys } from './query-keys';

export interface StaffingFilter {
  /** COUNTRY-taxId */
  client: string;
  /** zero-based in the UI */
  page: number;
  size: number;
  number: string;
  type: string;
}

/** GET /fo/workers/staffing: 'Dotaciones recibidas', server-paged (page 1-based on the wire). */
export const useStaffing = (f: StaffingFilter) =>
  useQuery({
    queryKey: workersKeys.staffing(f),
    enabled: !!f.client,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest<StaffingPage>('/fo/workers/staffing', {
        signal,
        query: { client: f.client, page: f.page + 1, size: f.size, number: f.number.trim() || undefined, type: f.type || undefined },
      }),
  });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { workRequestPageSchema } from '@vitrina/domain/work-requests/work-requests.schema';
import { apiRequest } from '../../../lib/api-client';
import { workRequestKeys } from './query-keys';

export interface ListFilter {
  page: number;
  number: string;
  type: string;
  status: string;
}

/** GET /fo/work-requests: server-paged, 5 per page (page 0-based here). */
export const useWorkRequests = (clientIds: string[], f: ListFilter) =>
  useQuery({
    queryKey: workRequestKeys.list({ clientIds, ...f }),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest<z.output<typeof workRequestPageSchema>>('/fo/work-requests', {
        signal,
        query: {
          clients: clientIds.join(',') || undefined,
          page: f.page + 1,
          size: 5,
          number: /^\d+$/.test(f.number.trim()) ? f.number.trim() : undefined,
          type: f.type || undefined,
          status: f.status || undefined,
        },
      }),
  });

import { useQuery } from '@tanstack/react-query';
import type { WorkRequest } from '@vitrina/domain/work-requests/work-requests.schema';
import { apiRequest } from '../../../lib/api-client';
import { workRequestKeys } from './query-keys';

/** GET /fo/work-requests/{id} (a draft to resume) */
export const useWorkRequest = (id: number | undefined) =>
  useQuery({
    queryKey: workRequestKeys.detail(id ?? 0),
    enabled: !!id,
    queryFn: ({ signal }) => apiRequest<WorkRequest>(`/fo/work-requests/${id}`, { signal }),
  });

import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { approvalQueueSchema } from '@vitrina/domain/work-requests/work-requests.schema';
import { apiRequest } from '../../../lib/api-client';
import { workRequestKeys } from './query-keys';

/** GET /fo/work-requests/approvals: the approver's queue. */
export const useApprovalQueue = (enabled: boolean) =>
  useQuery({
    queryKey: workRequestKeys.approvals(),
    enabled,
    queryFn: ({ signal }) => apiRequest<z.output<typeof approvalQueueSchema>>('/fo/work-requests/approvals', { signal }),
  });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TicketStatus } from '@vitrina/domain/help/help.rules';
import type { TicketQueuePage } from '@vitrina/domain/help/help.schema';
import { apiRequest } from '../../../lib/api-client';
import { ticketKeys } from './query-keys';

export interface QueueFilter {
  country?: string;
  area?: string;
  status?: TicketStatus;
  min_days?: number;
  page: number;
  size: number;
}

/** GET /fo/tickets/queue: the support side's queue, server-paged. */
export const useQueue = (f: QueueFilter, enabled: boolean) =>
  useQuery({
    queryKey: ticketKeys.list({ queue: f }),
    queryFn: () => apiRequest<TicketQueuePage>('/fo/tickets/queue', { query: { ...f } }),
    placeholderData: keepPreviousData,
    enabled,
  });

import { useQuery } from '@tanstack/react-query';
import type { TicketDetail } from '@vitrina/domain/help/help.schema';
import { apiRequest } from '../../../lib/api-client';
import { ticketKeys } from './query-keys';

/** GET /fo/tickets/ticket/{id}: a ticket and its conversation. */
export const useTicket = (id: number | null) =>
  useQuery({
    queryKey: ticketKeys.detail(id ?? 0),
    queryFn: () => apiRequest<TicketDetail>(`/fo/tickets/ticket/${id}`),
    enabled: !!id,
    retry: false,
  });

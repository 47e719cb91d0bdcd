import { useQuery } from '@tanstack/react-query';
import type { TicketSummary } from '@vitrina/domain/help/help.schema';
import { apiRequest } from '../../../lib/api-client';
import { ticketKeys } from './query-keys';

/** GET /fo/tickets/ticket/findByEmail/{email}: the caller's tickets. */
export const useMyTickets = (email: string | undefined) =>
  useQuery({
    queryKey: ticketKeys.list({ email }),
    queryFn: () => apiRequest<TicketSummary[]>(`/fo/tickets/ticket/findByEmail/${encodeURIComponent(email!)}`),
    enabled: !!email,
  });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketStatus } from '@vitrina/domain/help/help.rules';
import type { TicketDetail } from '@vitrina/domain/help/help.schema';
import { apiRequest } from '../../../lib/api-client';
import { ticketKeys } from './query-keys';

/** PATCH /fo/tickets/ticket/{id}/status and POST /fo/tickets/ticket/{id}/assign (support's actions on a ticket). */
export function useTicketAction(id: number) {
  const qc = useQueryClient();
  const done = (d: TicketDetail) => {
    qc.setQueryData(ticketKeys.detail(id), d);
    return qc.invalidateQueries({ queryKey: ticketKeys.lists() });
  };
  const status = useMutation({
    mutationFn: (s: TicketStatus) => apiRequest<TicketDetail>(`/fo/tickets/ticket/${id}/status`, { method: 'PATCH', body: { status: s } }),
    onSuccess: done,
  });
  const assign = useMutation({
    mutationFn: () => apiRequest<TicketDetail>(`/fo/tickets/ticket/${id}/assign`, { method: 'POST' }),
    onSuccess: done,
  });
  return { status, assign };
}

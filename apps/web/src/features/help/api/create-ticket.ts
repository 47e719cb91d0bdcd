import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ticketCreatedSchema } from '@vitrina/domain/help/help.schema';
import { apiRequest } from '../../../lib/api-client';
import { jsonWithFiles } from './json-with-files';
import { ticketKeys } from './query-keys';

export type TicketCreated = z.output<typeof ticketCreatedSchema>;

export interface TicketForm {
  edificio: string;
  local_id: string;
  area: string;
  request: string;
  subtype: string | null;
  impide: 'si_impide_atender_clientes' | 'no_impide_atender_clientes';
  description: string;
  phone: string | null;
}

/** POST /fo/tickets/ticket: the JSON part 'ticket' and its files. */
export function useCreateTicket() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { ticket: TicketForm; files: File[] }) =>
      apiRequest<TicketCreated>('/fo/tickets/ticket', {
        method: 'POST',
        body: jsonWithFiles('ticket', v.ticket, v.files),
        timeoutMs: 120_000,
      }),
    meta: { errorToast: false },
    onSuccess: () => qc.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}

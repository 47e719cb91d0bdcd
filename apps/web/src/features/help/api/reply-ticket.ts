import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ticketRepliedSchema } from '@vitrina/domain/help/help.schema';
import { apiRequest } from '../../../lib/api-client';
import { jsonWithFiles } from './json-with-files';
import { ticketKeys } from './query-keys';

/** POST /fo/tickets/ticket/{id}/messages: the JSON part 'respuesta' and its files. */
export function useReply(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { body: string; files: File[] }) =>
      apiRequest<z.output<typeof ticketRepliedSchema>>(`/fo/tickets/ticket/${id}/messages`, {
        method: 'POST',
        body: jsonWithFiles('respuesta', { body: v.body }, v.files),
        timeoutMs: 120_000,
      }),
    onSuccess: (r) => {
      qc.setQueryData(ticketKeys.detail(id), r.data);
      return qc.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
  });
}

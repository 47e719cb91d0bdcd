import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HelpRequestInput } from '@vitrina/domain/help/help.schema';
import { HELP_MSG } from '@vitrina/domain/help/help.rules';
import { apiRequest } from '../../../lib/api-client';
import type { TicketCreated } from './create-ticket';
import { jsonWithFiles } from './json-with-files';
import { ticketKeys } from './query-keys';

/** POST /fo/faqs/contacto: the JSON part 'solicitud' and its files. */
export function useCreateHelpRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { input: HelpRequestInput; files: File[] }) =>
      apiRequest<TicketCreated>('/fo/faqs/contacto', {
        method: 'POST',
        body: jsonWithFiles('solicitud', v.input, v.files),
        timeoutMs: 120_000,
      }),
    meta: { errorToast: { fallback: HELP_MSG.createFailed, clientErrorsOnly: true } },
    onSuccess: () => qc.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}

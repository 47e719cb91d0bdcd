import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DebitNoteDto } from '@vitrina/domain/notifications/notifications.schema';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /fo/debit-notes: notes waiting for the caller's acceptance (the sign-in dialog). */
export const getPendingDebitNotes = () => apiRequest<DebitNoteDto[]>('/fo/debit-notes');
export const pendingDebitNotesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.debitNotes.pending(), queryFn: getPendingDebitNotes });
export const usePendingDebitNotes = (enabled = true) => useQuery({ ...pendingDebitNotesQueryOptions(), enabled });

/** POST /fo/debit-notes/{id}/accept; the pending list and the 'Notas de cargo' pages refetch. */
export const acceptDebitNote = (id: number) => apiRequest<DebitNoteDto>(`/fo/debit-notes/${id}/accept`, { method: 'POST' });
export function useAcceptDebitNote() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: acceptDebitNote, onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.debitNotes.all }) });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DebitNoteDto } from '@vitrina/domain/notifications/notifications.schema';
import { apiRequest } from '../../../lib/api-client';
import { debitNoteKeys } from './keys';

/** GET /fo/debit-notes: notes waiting for the caller's acceptance. */
export const getPendingDebitNotes = () => apiRequest<DebitNoteDto[]>('/fo/debit-notes');
export const usePendingDebitNotes = (enabled = true) => useQuery({ queryKey: debitNoteKeys.pending(), queryFn: getPendingDebitNotes, enabled });

/** POST /fo/debit-notes/{id}/accept. */
export const acceptDebitNote = (id: number) => apiRequest<DebitNoteDto>(`/fo/debit-notes/${id}/accept`, { method: 'POST' });
export function useAcceptDebitNote() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: acceptDebitNote, onSuccess: () => qc.invalidateQueries({ queryKey: debitNoteKeys.all }) });
}

export interface DebitNoteQuery { page: number; q: string; from: string; to: string }
/** GET /fo/debit-notes/clients/{id}/debit-notes, server-paged (page size 5). */
export const getClientDebitNotes = (clientId: string, q: DebitNoteQuery) =>
  apiRequest<{ content: DebitNoteDto[]; number: number; size: number; total_elements: number }>(
    `/fo/debit-notes/clients/${encodeURIComponent(clientId)}/debit-notes`,
    { query: {
      page: q.page, size: 5, q: q.q || undefined,
      accepted_from: q.from ? new Date(`${q.from}T00:00:00.000`).toISOString() : undefined,
      accepted_to: q.to ? new Date(`${q.to}T23:59:59.999`).toISOString() : undefined,
    } },
  );
export const useClientDebitNotes = (clientId: string, q: DebitNoteQuery) =>
  useQuery({ queryKey: debitNoteKeys.list(clientId, q), queryFn: () => getClientDebitNotes(clientId, q), placeholderData: keepPreviousData });

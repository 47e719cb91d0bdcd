import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TZDate } from '@date-fns/tz';
import { DEBIT_NOTE_PAGE_SIZE } from '@vitrina/domain/notifications/notifications.rules';
import type { DebitNoteDto } from '@vitrina/domain/notifications/notifications.schema';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface DebitNoteQuery {
  page: number;
  q: string;
  from: string;
  to: string;
}

/** The instant a yyyy-MM-dd day starts (00:00:00.000) or ends (23:59:59.999) in a time zone, ISO. */
export function dayBoundIso(day: string, timeZone: string, end: boolean): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const at = end ? new TZDate(y, m - 1, d, 23, 59, 59, 999, timeZone) : new TZDate(y, m - 1, d, 0, 0, 0, 0, timeZone);
  return new Date(at.getTime()).toISOString();
}

/** GET /fo/debit-notes/clients/{id}/debit-notes: one server page (size 5, zero-based) with search and acceptance dates. */
export const getClientDebitNotes = (clientId: string, q: DebitNoteQuery, timeZone: string) =>
  apiRequest<{ content: DebitNoteDto[]; number: number; size: number; total_elements: number }>(
    `/fo/debit-notes/clients/${encodeURIComponent(clientId)}/debit-notes`,
    {
      query: {
        page: q.page,
        size: DEBIT_NOTE_PAGE_SIZE,
        q: q.q || undefined,
        accepted_from: q.from ? dayBoundIso(q.from, timeZone, false) : undefined,
        accepted_to: q.to ? dayBoundIso(q.to, timeZone, true) : undefined,
      },
    },
  );

export const useClientDebitNotes = (clientId: string | undefined, q: DebitNoteQuery, timeZone: string) =>
  useQuery({
    queryKey: queryKeys.debitNotes.list({ clientId: clientId ?? '', ...q, timeZone }),
    queryFn: () => getClientDebitNotes(clientId!, q, timeZone),
    placeholderData: keepPreviousData,
    enabled: !!clientId,
  });

/** GET /fo/debit-notes/{id}: one note (a 'Ver nota' link opened on another page). */
export const useDebitNote = (id: number | null, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.debitNotes.detail(id ?? ''),
    queryFn: () => apiRequest<DebitNoteDto>(`/fo/debit-notes/${id}`),
    enabled: enabled && !!id,
    retry: false,
  });

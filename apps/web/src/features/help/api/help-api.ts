import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Faq,
  FaqInput,
  HelpRequestInput,
  TicketBuilding,
  TicketDetail,
  TicketQueuePage,
  TicketSummary,
} from '@vitrina/domain/help/help.schema';
import type { FaqCategoryId, TicketStatus } from '@vitrina/domain/help/help.rules';
import { HELP_MSG } from '@vitrina/domain/help/help.rules';
import { apiRequest } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';

export const faqKeys = resourceKeys('faqs');
export const ticketKeys = resourceKeys('tickets');

/** A multipart body of a JSON part first, then the files (repeated 'files'). */
export function jsonWithFiles(name: string, json: unknown, files: File[]) {
  const form = new FormData();
  form.append(name, JSON.stringify(json));
  for (const f of files) form.append('files', f, f.name);
  return form;
}

// FAQ service
export const useFaqs = () =>
  useQuery({ queryKey: faqKeys.list(), queryFn: () => apiRequest<{ data: Faq[] }>('/fo/faqs/getAll').then((r) => r.data) });
export const useFaqSearch = (text: string) =>
  useQuery({
    queryKey: faqKeys.list({ search: text }),
    queryFn: () => apiRequest<{ data: Faq[] }>(`/fo/faqs/search/${encodeURIComponent(text)}`).then((r) => r.data),
    enabled: !!text.trim(),
    placeholderData: keepPreviousData,
  });
export const useFaqsByKey = (key: string) =>
  useQuery({
    queryKey: faqKeys.detail(key),
    queryFn: () => apiRequest<{ data: Faq[]; selected: number | null }>(`/fo/faqs/${encodeURIComponent(key)}`),
    retry: false,
  });

// tickets
export const useStores = () =>
  useQuery({ queryKey: ticketKeys.list({ stores: true }), queryFn: () => apiRequest<TicketBuilding[]>('/fo/tickets/locales') });
export const useMyTickets = (email: string | undefined) =>
  useQuery({
    queryKey: ticketKeys.list({ email }),
    queryFn: () => apiRequest<TicketSummary[]>(`/fo/tickets/ticket/findByEmail/${encodeURIComponent(email!)}`),
    enabled: !!email,
  });
export const useTicket = (id: number | null) =>
  useQuery({
    queryKey: ticketKeys.detail(id ?? 0),
    queryFn: () => apiRequest<TicketDetail>(`/fo/tickets/ticket/${id}`),
    enabled: !!id,
    retry: false,
  });

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
export function useCreateTicket() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { ticket: TicketForm; files: File[] }) =>
      apiRequest<{ message: string; data: TicketSummary }>('/fo/tickets/ticket', {
        method: 'POST',
        body: jsonWithFiles('ticket', v.ticket, v.files),
        timeoutMs: 120_000,
      }),
    meta: { errorToast: false },
    onSuccess: () => qc.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
export function useCreateHelpRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { input: HelpRequestInput; files: File[] }) =>
      apiRequest<{ message: string; data: TicketSummary }>('/fo/faqs/contacto', {
        method: 'POST',
        body: jsonWithFiles('solicitud', v.input, v.files),
        timeoutMs: 120_000,
      }),
    meta: { errorToast: { fallback: HELP_MSG.createFailed, clientErrorsOnly: true } },
    onSuccess: () => qc.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
export function useReply(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { body: string; files: File[] }) =>
      apiRequest<{ message: string; data: TicketDetail }>(`/fo/tickets/ticket/${id}/messages`, {
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

// support side
export interface QueueFilter {
  country?: string;
  area?: string;
  status?: TicketStatus;
  min_days?: number;
  page: number;
  size: number;
}
export const useQueue = (f: QueueFilter, enabled: boolean) =>
  useQuery({
    queryKey: ticketKeys.list({ queue: f }),
    queryFn: () => apiRequest<TicketQueuePage>('/fo/tickets/queue', { query: { ...f } }),
    placeholderData: keepPreviousData,
    enabled,
  });
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

export const useManagedFaqs = (enabled: boolean) =>
  useQuery({
    queryKey: faqKeys.list({ manage: true }),
    queryFn: () => apiRequest<{ data: Faq[] }>('/fo/faqs/manage/all').then((r) => r.data),
    enabled,
  });
export function useFaqMutations() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: faqKeys.all });
  const create = useMutation({
    mutationFn: (v: FaqInput) => apiRequest<{ data: Faq }>('/fo/faqs/manage', { method: 'POST', body: v }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: (v: { id: number; patch: Partial<FaqInput> }) =>
      apiRequest<{ data: Faq }>(`/fo/faqs/manage/${v.id}`, { method: 'PUT', body: v.patch }),
    onSuccess: refresh,
  });
  const reorder = useMutation({
    mutationFn: (v: { category_id: FaqCategoryId; ids: number[] }) =>
      apiRequest<{ data: Faq[] }>('/fo/faqs/manage/reorder', { method: 'POST', body: v }),
    onSuccess: refresh,
  });
  return { create, update, reorder };
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkRequest } from '@vitrina/domain/work-requests/work-requests.schema';
import type { StepAction, WorkRequestTypeId } from '@vitrina/domain/work-requests/work-requests.rules';
import { apiRequest } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';

const keys = resourceKeys('work-requests');
export const workRequestKeys = {
  ...keys,
  types: () => [...keys.all, 'types'] as const,
  buildings: () => [...keys.all, 'buildings'] as const,
  files: (uuid: string) => [...keys.all, 'files', uuid] as const,
  approvals: () => [...keys.all, 'approvals'] as const,
  workers: (q: object) => ['workers', 'list', q] as const,
};

export interface RequestType {
  id: WorkRequestTypeId;
  type_name: string;
  worker_docs: { id: string }[];
  doc_slots: { key: string; doc_type: string; label: string }[];
  approver_roles: string[];
}
export interface Building {
  id: string;
  name: string;
  country_id: string;
  spaces: { space_id: string; space_num: string; brand_name: string; contract_id: string; client_tax_id: string; client_id: string }[];
}
export interface RequestFile {
  id: string;
  filename: string;
  url: string;
  mimetype: string;
  doc_type: string;
  doc_type_name: string;
}
export interface ListFilter {
  page: number;
  number: string;
  type: string;
  status: string;
}
export interface WorkerRow {
  uuid: string;
  names: string;
  parental_surname: string;
  maternal_surname?: string | null;
  document_number: string;
}

/** GET /fo/work-requests/buildings: the user's shopping centres and stores. */
export const useRequestBuildings = () =>
  useQuery({
    queryKey: workRequestKeys.buildings(),
    queryFn: ({ signal }) => apiRequest<Building[]>('/fo/work-requests/buildings', { signal }),
  });

/** GET /fo/work-requests: server-paged, 5 per page (page 0-based here). */
export const useWorkRequests = (clientIds: string[], f: ListFilter) =>
  useQuery({
    queryKey: workRequestKeys.list({ clientIds, ...f }),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest<{ content: WorkRequest[]; total_elements: number }>('/fo/work-requests', {
        signal,
        query: {
          clients: clientIds.join(',') || undefined,
          page: f.page + 1,
          size: 5,
          number: /^\d+$/.test(f.number.trim()) ? f.number.trim() : undefined,
          type: f.type || undefined,
          status: f.status || undefined,
        },
      }),
  });

/** GET /fo/work-requests/{id} (a draft to resume) */
export const useWorkRequest = (id: number | undefined) =>
  useQuery({
    queryKey: workRequestKeys.detail(id ?? 0),
    enabled: !!id,
    queryFn: ({ signal }) => apiRequest<WorkRequest>(`/fo/work-requests/${id}`, { signal }),
  });

/** GET /fo/work-requests/{uuid}/files: signed links; a 404 is not retried, other errors twice. */
export const useRequestFiles = (uuid: string | undefined) =>
  useQuery({
    queryKey: workRequestKeys.files(uuid ?? ''),
    enabled: !!uuid,
    retry: (n, e) => (e as { status?: number }).status !== 404 && n < 2,
    queryFn: ({ signal }) => apiRequest<RequestFile[]>(`/fo/work-requests/${uuid}/files`, { signal }),
  });

export type SavePayload = Record<string, unknown> & { status: 'draft' | 'pending' };

/** POST /fo/work-requests or PUT /fo/work-requests/{id} (a draft being resumed). */
export function useSaveWorkRequest() {
  const qc = useQueryClient();
  return useMutation({
    // the wizard shows its own outcome (success screen or an error with retry): no global toast
    meta: { errorToast: false },
    mutationFn: (v: { id?: number; body: SavePayload }) =>
      apiRequest<{ message: string; data: WorkRequest }>(v.id ? `/fo/work-requests/${v.id}` : '/fo/work-requests', {
        method: v.id ? 'PUT' : 'POST',
        body: v.body,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: workRequestKeys.all }),
  });
}

/** GET /fo/work-requests/approvals: the approver's queue. */
export const useApprovalQueue = (enabled: boolean) =>
  useQuery({
    queryKey: workRequestKeys.approvals(),
    enabled,
    queryFn: ({ signal }) =>
      apiRequest<{ roles: { id: string; name: string }[]; content: WorkRequest[] }>('/fo/work-requests/approvals', { signal }),
  });

/** POST /fo/work-requests/{id}/approve | reject | refer */
export function useActOnStep() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; action: StepAction; comment?: string; to_role?: string }) =>
      apiRequest<{ message: string; data: WorkRequest }>(`/fo/work-requests/${v.id}/${v.action}`, {
        method: 'POST',
        body: { comment: v.comment ?? '', ...(v.to_role ? { to_role: v.to_role } : {}) },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: workRequestKeys.all }),
  });
}

/** GET /fo/workers/ (the worker registry's call): the client's workers (client COUNTRY-taxId), server-paged, 5 per page. */
export const useClientWorkers = (clientKey: string | undefined, page: number) =>
  useQuery({
    queryKey: workRequestKeys.workers({ clientKey, page }),
    enabled: !!clientKey,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest<{ content: WorkerRow[]; total_elements: number }>('/fo/workers/', {
        signal,
        query: { client: clientKey, page: page + 1, size: 5 },
      }),
  });

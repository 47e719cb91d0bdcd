import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ComplianceOverview,
  ComplianceUploadInput,
  Staffing,
  StaffingDetail,
  StaffingPage,
} from '@vitrina/domain/workers/staffing.schema';
import { apiRequest } from '../../../lib/api-client';
import { workersKeys } from './query-keys';

export interface StaffingFilter {
  /** COUNTRY-taxId */
  client: string;
  /** zero-based in the UI */
  page: number;
  size: number;
  number: string;
  type: string;
}

/** GET /fo/workers/staffing: 'Dotaciones recibidas', server-paged (page 1-based on the wire). */
export const useStaffing = (f: StaffingFilter) =>
  useQuery({
    queryKey: workersKeys.staffing(f),
    enabled: !!f.client,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest<StaffingPage>('/fo/workers/staffing', {
        signal,
        query: { client: f.client, page: f.page + 1, size: f.size, number: f.number.trim() || undefined, type: f.type || undefined },
      }),
  });

/** GET /fo/workers/staffing/{id}: the details modal. */
export const useStaffingDetail = (id: number | undefined) =>
  useQuery({
    queryKey: workersKeys.staffingDetail(id ?? 0),
    enabled: !!id,
    queryFn: ({ signal }) => apiRequest<{ data: StaffingDetail }>(`/fo/workers/staffing/${id}`, { signal }).then((r) => r.data),
  });

/** POST /fo/workers/staffing/{id}/confirm: 'Confirmar recepción'. */
export function useConfirmStaffing() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ message: string; data: Staffing }>(`/fo/workers/staffing/${id}/confirm`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: workersKeys.all }),
  });
}

/** PUT /fo/workers/staffing/{id}/workers: 'Asignar trabajadores' (the list replaces the assignment's workers). */
export function useAssignStaffingWorkers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; workers: string[] }) =>
      apiRequest<{ message: string; data: StaffingDetail }>(`/fo/workers/staffing/${v.id}/workers`, {
        method: 'PUT',
        body: { workers: v.workers },
      }),
    // the dialog shows the error inline
    meta: { errorToast: false },
    onSuccess: () => qc.invalidateQueries({ queryKey: workersKeys.all }),
  });
}

/** GET /fo/workers/f30: the F30/F31 cards and one page of the history. */
export const useCompliance = (client: string, page: number, size: number) =>
  useQuery({
    queryKey: workersKeys.compliance(client, page),
    enabled: !!client,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => apiRequest<ComplianceOverview>('/fo/workers/f30', { signal, query: { client, page: page + 1, size } }),
  });

/** POST /fo/workers/f30: an F30/F31 for a period, its file uploaded first. */
export function useUploadCompliance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ComplianceUploadInput) => apiRequest<{ message: string }>('/fo/workers/f30', { method: 'POST', body }),
    // the modal shows the error inline
    meta: { errorToast: false },
    onSuccess: () => qc.invalidateQueries({ queryKey: workersKeys.all }),
  });
}

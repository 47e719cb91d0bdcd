import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReportResponse, ReportJob, ReportJobRequest, ReportResponse } from '@vitrina/domain/sales/report.schema';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';

const BASE = '/fo/sales/informe';
export const reportKeys = {
  report: resourceKeys('sales-report'),
  admin: resourceKeys('sales-report-admin'),
  jobs: resourceKeys('sales-report-jobs'),
};

/** The report's filters as the URL keeps them (empty values are left out). */
export interface ReportFilters {
  from?: string;
  to?: string;
  compare_from?: string;
  compare_to?: string;
  group?: string;
  measure?: string;
  company_id?: string;
}
const clean = (q: object) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Record<string, string>;

/** GET /fo/sales/informe: the report of the caller's spaces. */
export const useSalesReport = (q: ReportFilters) =>
  useQuery({
    queryKey: reportKeys.report.list(clean(q)),
    queryFn: () => apiRequest<ReportResponse>(BASE, { query: clean(q) }),
    placeholderData: keepPreviousData,
  });

/** GET /fo/sales/informe/xlsx: the same report as a file. */
export const downloadReportXlsx = (q: ReportFilters) => apiDownload(`${BASE}/xlsx`, 'informe-de-ventas.xlsx', { query: clean(q) });

/** GET /fo/sales/informe/admin/buildings: the staff caller's country's buildings. */
export const useAdminBuildings = () =>
  useQuery({
    queryKey: reportKeys.admin.lists(),
    queryFn: () => apiRequest<{ data: { id: string; name: string; city: string }[] }>(`${BASE}/admin/buildings`),
    staleTime: 5 * 60_000,
  });

/** GET /fo/sales/informe/admin: a building's spaces ranked. */
export const useAdminReport = (q: { building_id?: string; from?: string; to?: string; measure?: string }) =>
  useQuery({
    queryKey: reportKeys.admin.list(clean(q)),
    queryFn: () => apiRequest<AdminReportResponse>(`${BASE}/admin`, { query: clean(q) }),
    enabled: !!q.building_id,
    placeholderData: keepPreviousData,
  });

/** GET /fo/sales/informe/jobs: the caller's on-demand reports; polled while one is in preparation. */
export const useReportJobs = () =>
  useQuery({
    queryKey: reportKeys.jobs.lists(),
    queryFn: () => apiRequest<{ data: ReportJob[] }>(`${BASE}/jobs`),
    refetchInterval: (q) => (q.state.data?.data.some((j) => j.status === 'pendiente' || j.status === 'procesando') ? 1000 : false),
  });

/** POST /fo/sales/informe/jobs: queue a report file. */
export function useCreateReportJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportJobRequest) => apiRequest<ReportJob>(`${BASE}/jobs`, { method: 'POST', body: clean(body) }),
    onSuccess: () => qc.invalidateQueries({ queryKey: reportKeys.jobs.all }),
  });
}

/** GET /fo/sales/informe/jobs/{id}/file. */
export const downloadJobFile = (job: ReportJob) =>
  apiDownload(`${BASE}/jobs/${job.id}/file`, job.file_name ?? `informe-de-ventas.${job.format}`);

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReportJobRequest, reportJobSchema } from '@vitrina/domain/sales/report.schema';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from './query-keys';
import { cleanQuery, REPORT_BASE } from './report-query';

/** POST /fo/sales/informe/jobs: queue a report file. */
export const createReportJob = (body: ReportJobRequest) =>
  apiRequest<z.output<typeof reportJobSchema>>(`${REPORT_BASE}/jobs`, { method: 'POST', body: cleanQuery(body) });

export function useCreateReportJob() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createReportJob, onSuccess: () => qc.invalidateQueries({ queryKey: reportKeys.jobs.all }) });
}

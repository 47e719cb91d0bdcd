import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reportJobsResponseSchema } from '@vitrina/domain/sales/report.schema';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from './query-keys';
import { REPORT_BASE } from './report-query';

/** GET /fo/sales/informe/jobs: the caller's on-demand reports. */
export const getReportJobs = () => apiRequest<z.output<typeof reportJobsResponseSchema>>(`${REPORT_BASE}/jobs`);

/** The on-demand reports, polled while one is in preparation. */
export const useReportJobs = () =>
  useQuery({
    queryKey: reportKeys.jobs.lists(),
    queryFn: getReportJobs,
    refetchInterval: (q) => (q.state.data?.data.some((j) => j.status === 'pendiente' || j.status === 'procesando') ? 1000 : false),
  });

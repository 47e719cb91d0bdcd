import type { ReportJob } from '@vitrina/domain/sales/report.schema';
import { apiDownload } from '../../../lib/api-client';
import { REPORT_BASE } from './report-query';

/** GET /fo/sales/informe/jobs/{id}/file: a ready on-demand report. */
export const downloadJobFile = (job: ReportJob) =>
  apiDownload(`${REPORT_BASE}/jobs/${job.id}/file`, job.file_name ?? `informe-de-ventas.${job.format}`);

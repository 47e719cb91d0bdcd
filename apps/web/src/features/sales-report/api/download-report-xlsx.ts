import { apiDownload } from '../../../lib/api-client';
import { cleanQuery, REPORT_BASE, type ReportFilters } from './report-query';

/** GET /fo/sales/informe/xlsx: the same report as a file. */
export const downloadReportXlsx = (q: ReportFilters) =>
  apiDownload(`${REPORT_BASE}/xlsx`, 'informe-de-ventas.xlsx', { query: cleanQuery(q) });

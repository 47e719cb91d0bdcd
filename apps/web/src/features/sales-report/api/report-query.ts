/** The base path of the sales report's calls. */
export const REPORT_BASE = '/fo/sales/informe';

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

/** A query without its empty values. */
export const cleanQuery = (q: object) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Record<string, string>;

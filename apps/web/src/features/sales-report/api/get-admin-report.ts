import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminReportResponseSchema } from '@vitrina/domain/sales/report.schema';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from './query-keys';
import { cleanQuery, REPORT_BASE } from './report-query';

export interface AdminReportFilters {
  building_id?: string;
  from?: string;
  to?: string;
  measure?: string;
}

/** GET /fo/sales/informe/admin: a building's spaces ranked. */
export const getAdminReport = (q: AdminReportFilters) =>
  apiRequest<z.output<typeof adminReportResponseSchema>>(`${REPORT_BASE}/admin`, { query: cleanQuery(q) });

export const useAdminReport = (q: AdminReportFilters) =>
  useQuery({
    queryKey: reportKeys.admin.list(cleanQuery(q)),
    queryFn: () => getAdminReport(q),
    enabled: !!q.building_id,
    placeholderData: keepPreviousData,
  });

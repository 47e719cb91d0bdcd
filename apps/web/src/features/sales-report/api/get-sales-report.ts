import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reportResponseSchema } from '@vitrina/domain/sales/report.schema';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from './query-keys';
import { cleanQuery, REPORT_BASE, type ReportFilters } from './report-query';

/** GET /fo/sales/informe: the report of the caller's spaces. */
export const getSalesReport = (q: ReportFilters) =>
  apiRequest<z.output<typeof reportResponseSchema>>(REPORT_BASE, { query: cleanQuery(q) });

export const useSalesReport = (q: ReportFilters) =>
  useQuery({ queryKey: reportKeys.report.list(cleanQuery(q)), queryFn: () => getSalesReport(q), placeholderData: keepPreviousData });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DailyReportRequest, reportResponseSchema } from '@vitrina/domain/sales/daily.schema';
import { apiRequest } from '../../../lib/api-client';
import { dailySalesKeys } from './query-keys';
import { SALES_MSG } from '@vitrina/domain/sales/messages';

export type ReportResponse = z.infer<typeof reportResponseSchema>;

/** POST /report/daily_sales/{countryId}/{userEmail}: declare or update one day. */
export const declareDailySale = (email: string, body: DailyReportRequest) =>
  apiRequest<ReportResponse>(`/fo/sales/report/daily_sales/${String(body.country_id).toLowerCase()}/${encodeURIComponent(email)}`, {
    method: 'POST',
    body,
  });

export function useDeclareDailySale() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: { fallback: SALES_MSG.reportFailure } },
    mutationFn: ({ email, body }: { email: string; body: DailyReportRequest }) => declareDailySale(email, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: dailySalesKeys.all }),
  });
}

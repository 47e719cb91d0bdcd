import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MonthlyReportRequest, monthlyReportResponseSchema } from '@vitrina/domain/sales/monthly.schema';
import { apiRequest } from '../../../lib/api-client';
import { monthlySalesKeys } from './query-keys';

/** POST /report/monthly_sales/{country}/{email}: declare or update the previous month. */
export const declareMonthlySale = (email: string, body: MonthlyReportRequest) =>
  apiRequest<z.infer<typeof monthlyReportResponseSchema>>(
    `/fo/sales/report/monthly_sales/${String(body.country_id).toLowerCase()}/${encodeURIComponent(email)}`,
    { method: 'POST', body },
  );

export function useDeclareMonthlySale() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ email, body }: { email: string; body: MonthlyReportRequest }) => declareMonthlySale(email, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: monthlySalesKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { JustificationRequest, justificationResponseSchema } from '@vitrina/domain/sales/daily.schema';
import { apiRequest } from '../../../lib/api-client';
import { dailySalesKeys } from './query-keys';
import { SALES_MSG } from '@vitrina/domain/sales/messages';

/** PATCH /daily/justifications?start_date&end_date: justify a day or a range of its month. */
export const justifyDailySale = (body: JustificationRequest, range?: { start: string; end: string }) =>
  apiRequest<z.infer<typeof justificationResponseSchema>>('/fo/sales/daily/justifications', {
    method: 'PATCH',
    query: range ? { start_date: range.start, end_date: range.end } : undefined,
    body,
  });

export function useJustifyDailySale() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: { fallback: SALES_MSG.justificationFailure } },
    mutationFn: ({ body, range }: { body: JustificationRequest; range?: { start: string; end: string } }) => justifyDailySale(body, range),
    onSuccess: () => qc.invalidateQueries({ queryKey: dailySalesKeys.all }),
  });
}

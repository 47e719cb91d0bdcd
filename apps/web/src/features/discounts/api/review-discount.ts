import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { discountSavedSchema } from '@vitrina/domain/discounts/discounts.schema';
import { apiRequest } from '../../../lib/api-client';
import { discountsKeys } from './query-keys';

/** POST /fo/discounts/{id}/approve | reject (a rejection carries the comment, an approval the stock it gives). */
export function useReviewDiscount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; verdict: 'approve' | 'reject'; comment?: string; stock?: number }) =>
      apiRequest<z.output<typeof discountSavedSchema>>(`/fo/discounts/${v.id}/${v.verdict}`, {
        method: 'POST',
        ...(v.verdict === 'reject' ? { body: { comment: v.comment ?? '' } } : {}),
        ...(v.verdict === 'approve' && v.stock !== undefined ? { body: { stock: v.stock } } : {}),
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: discountsKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DiscountChannel } from '@vitrina/domain/discounts/discounts.rules';
import type { discountPublishedSchema } from '@vitrina/domain/discounts/discounts.schema';
import { apiRequest } from '../../../lib/api-client';
import { discountsKeys } from './query-keys';

/** POST /fo/discounts/{id}/publish: a draft sent to review, with the e-mail and channels of the announcement. */
export function usePublishDiscount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; email: string; channels: DiscountChannel[] }) =>
      apiRequest<z.output<typeof discountPublishedSchema>>(`/fo/discounts/${v.id}/publish`, {
        method: 'POST',
        body: { email: v.email, channels: v.channels },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: discountsKeys.all }),
  });
}

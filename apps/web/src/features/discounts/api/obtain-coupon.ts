import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { couponResultSchema } from '@vitrina/domain/discounts/discounts.schema';
import { apiRequest } from '../../../lib/api-client';
import { discountsKeys } from './query-keys';

/** POST /fo/discounts/{id}/obtain: the caller's own code of a catalogue campaign. */
export function useObtainCoupon() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (id: number) =>
      apiRequest<z.output<typeof couponResultSchema>>(`/fo/discounts/${id}/obtain`, {
        method: 'POST',
        body: { accept_conditions: true },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: discountsKeys.catalogue() }),
  });
}

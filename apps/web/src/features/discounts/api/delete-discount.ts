import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageSchema } from '@vitrina/domain/auth/auth.schema';
import { apiRequest } from '../../../lib/api-client';
import { discountsKeys } from './query-keys';

/** POST /fo/discounts/{id}/delete with the reason. */
export function useDeleteDiscount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; reason: string }) =>
      apiRequest<z.output<typeof messageSchema>>(`/fo/discounts/${v.id}/delete`, { method: 'POST', body: { reason: v.reason } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: discountsKeys.all }),
  });
}

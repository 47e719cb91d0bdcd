import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { unlinkFileResponseSchema } from '@vitrina/domain/sales/monthly.schema';
import { apiRequest } from '../../../lib/api-client';
import { monthlySalesKeys } from './query-keys';

/** PATCH /delete/file/{saleId}: unlink one evidence file from a monthly sale. */
export const unlinkEvidence = (saleId: string, fileKey: string, email: string) =>
  apiRequest<z.infer<typeof unlinkFileResponseSchema>>(`/fo/sales/delete/file/${saleId}`, {
    method: 'PATCH',
    body: { file_key: fileKey, user_email: email },
  });

export function useUnlinkEvidence() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (v: { saleId: string; fileKey: string; email: string }) => unlinkEvidence(v.saleId, v.fileKey, v.email),
    onSuccess: () => qc.invalidateQueries({ queryKey: monthlySalesKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { staffingConfirmResponseSchema } from '@vitrina/domain/workers/staffing.schema';
import { apiRequest } from '../../../lib/api-client';
import { workersKeys } from './query-keys';

/** POST /fo/workers/staffing/{id}/confirm: 'Confirmar recepción'. */
export function useConfirmStaffing() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<z.output<typeof staffingConfirmResponseSchema>>(`/fo/workers/staffing/${id}/confirm`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: workersKeys.all }),
  });
}

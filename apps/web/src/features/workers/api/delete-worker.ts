import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageSchema } from '@vitrina/domain/auth/auth.schema';
import { apiRequest } from '../../../lib/api-client';
import { workersKeys } from './query-keys';

/** DELETE /fo/workers/{id}. */
export function useDeleteWorker() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<z.output<typeof messageSchema>>(`/fo/workers/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: workersKeys.all }),
  });
}

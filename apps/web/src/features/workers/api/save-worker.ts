import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewWorkerInput, Worker, WorkerPatch } from '@vitrina/domain/workers/workers.schema';
import { apiRequest } from '../../../lib/api-client';
import { workersKeys } from './query-keys';

/** POST /fo/workers/ (documents uploaded first) or PATCH /fo/workers/{id}; the lists are reloaded. */
export function useSaveWorker() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id?: string; body: NewWorkerInput | WorkerPatch }) =>
      apiRequest<{ message: string; data: Worker }>(v.id ? `/fo/workers/${v.id}` : '/fo/workers/', {
        method: v.id ? 'PATCH' : 'POST',
        body: v.body,
      }),
    // the dialog shows the error inline (the message, or 'Error desconocido al guardar el trabajador')
    meta: { errorToast: false },
    onSuccess: () => qc.invalidateQueries({ queryKey: workersKeys.all }),
  });
}

/** DELETE /fo/workers/{id}. */
export function useDeleteWorker() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ message: string }>(`/fo/workers/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: workersKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NewWorkerInput, WorkerPatch, workerSaveResponseSchema } from '@vitrina/domain/workers/workers.schema';
import { apiRequest } from '../../../lib/api-client';
import { workersKeys } from './query-keys';

/** POST /fo/workers/ (documents uploaded first) or PATCH /fo/workers/{id}; the lists are reloaded. */
export function useSaveWorker() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id?: string; body: NewWorkerInput | WorkerPatch }) =>
      apiRequest<z.output<typeof workerSaveResponseSchema>>(v.id ? `/fo/workers/${v.id}` : '/fo/workers/', {
        method: v.id ? 'PATCH' : 'POST',
        body: v.body,
      }),
    // the dialog shows the error inline (the message, or 'Error desconocido al guardar el trabajador')
    meta: { errorToast: false },
    onSuccess: () => qc.invalidateQueries({ queryKey: workersKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { staffingWorkersResponseSchema } from '@vitrina/domain/workers/staffing.schema';
import { apiRequest } from '../../../lib/api-client';
import { workersKeys } from './query-keys';

/** PUT /fo/workers/staffing/{id}/workers: 'Asignar trabajadores' (the list replaces the assignment's workers). */
export function useAssignStaffingWorkers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; workers: string[] }) =>
      apiRequest<z.output<typeof staffingWorkersResponseSchema>>(`/fo/workers/staffing/${v.id}/workers`, {
        method: 'PUT',
        body: { workers: v.workers },
      }),
    // the dialog shows the error inline
    meta: { errorToast: false },
    onSuccess: () => qc.invalidateQueries({ queryKey: workersKeys.all }),
  });
}

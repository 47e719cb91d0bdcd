import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StepAction } from '@vitrina/domain/work-requests/work-requests.rules';
import type { workRequestSavedSchema } from '@vitrina/domain/work-requests/work-requests.schema';
import { apiRequest } from '../../../lib/api-client';
import { workRequestKeys } from './query-keys';

/** POST /fo/work-requests/{id}/approve | reject | refer */
export function useActOnStep() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; action: StepAction; comment?: string; to_role?: string }) =>
      apiRequest<z.output<typeof workRequestSavedSchema>>(`/fo/work-requests/${v.id}/${v.action}`, {
        method: 'POST',
        body: { comment: v.comment ?? '', ...(v.to_role ? { to_role: v.to_role } : {}) },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: workRequestKeys.all }),
  });
}

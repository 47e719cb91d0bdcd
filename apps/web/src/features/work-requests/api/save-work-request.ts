import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { workRequestSavedSchema } from '@vitrina/domain/work-requests/work-requests.schema';
import { apiRequest } from '../../../lib/api-client';
import { workRequestKeys } from './query-keys';

export type SavePayload = Record<string, unknown> & { status: 'draft' | 'pending' };

/** POST /fo/work-requests or PUT /fo/work-requests/{id} (a draft being resumed). */
export function useSaveWorkRequest() {
  const qc = useQueryClient();
  return useMutation({
    // the wizard shows its own outcome (success screen or an error with retry): no global toast
    meta: { errorToast: false },
    mutationFn: (v: { id?: number; body: SavePayload }) =>
      apiRequest<z.output<typeof workRequestSavedSchema>>(v.id ? `/fo/work-requests/${v.id}` : '/fo/work-requests', {
        method: v.id ? 'PUT' : 'POST',
        body: v.body,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: workRequestKeys.all }),
  });
}

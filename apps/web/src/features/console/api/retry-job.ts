import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { jobRetryResponseSchema } from '@vitrina/domain/console/jobs.schema';
import { apiRequest } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

/** POST /fo/console/jobs/{queue}/{id}/retry: run a failed job once more (audited). */
export function useRetryJob() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: {} },
    mutationFn: (v: { queue: string; id: string }) =>
      apiRequest<z.output<typeof jobRetryResponseSchema>>(
        `/fo/console/jobs/${encodeURIComponent(v.queue)}/${encodeURIComponent(v.id)}/retry`,
        { method: 'POST' },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: consoleKeys.jobs.all }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { JobsOverview, jobRetryResponseSchema } from '@vitrina/domain/console/jobs.schema';
import { apiRequest } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

/** GET /fo/console/jobs: the queues and the failed jobs, refreshed every 10 s while open. */
export const useJobsOverview = () =>
  useQuery({
    queryKey: consoleKeys.jobs.all,
    queryFn: () => apiRequest<JobsOverview>('/fo/console/jobs'),
    refetchInterval: 10_000,
  });

/** POST /fo/console/jobs/{queue}/{id}/retry: run a failed job once more (audited). */
export function useRetryJob() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: {} },
    mutationFn: (v: { queue: string; id: string }) =>
      apiRequest<z.infer<typeof jobRetryResponseSchema>>(
        `/fo/console/jobs/${encodeURIComponent(v.queue)}/${encodeURIComponent(v.id)}/retry`,
        { method: 'POST' },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: consoleKeys.jobs.all }),
  });
}

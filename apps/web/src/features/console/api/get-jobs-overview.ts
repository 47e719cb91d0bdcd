import { useQuery } from '@tanstack/react-query';
import type { JobsOverview } from '@vitrina/domain/console/jobs.schema';
import { apiRequest } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

/** GET /fo/console/jobs: the queues and the failed jobs, refreshed every 10 s while open. */
export const useJobsOverview = () =>
  useQuery({
    queryKey: consoleKeys.jobs.all,
    queryFn: () => apiRequest<JobsOverview>('/fo/console/jobs'),
    refetchInterval: 10_000,
  });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WorkerPage } from '@vitrina/domain/workers/workers.schema';
import { apiRequest } from '../../../lib/api-client';
import { workersKeys } from './query-keys';

export interface WorkerFilter {
  /** COUNTRY-taxId */
  client: string;
  /** zero-based in the UI */
  page: number;
  size: number;
  rut: string;
  status: '' | 'OK' | 'Pendiente';
  /** a worker class among the workers' classes (the list's 'Clase' filter, the cutting and welding wizard) */
  skill?: string;
  /** a staffing type among the workers' staffing types (the assignment dialog) */
  staffingType?: string;
}

/** GET /fo/workers/: a client's workers, server-paged (page 1-based on the wire). */
export const useWorkers = (f: WorkerFilter, enabled = true) =>
  useQuery({
    queryKey: workersKeys.list(f),
    enabled: enabled && !!f.client,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest<WorkerPage>('/fo/workers/', {
        signal,
        query: {
          client: f.client,
          page: f.page + 1,
          size: f.size,
          rut: f.rut.trim() || undefined,
          status: f.status || undefined,
          skill: f.skill || undefined,
          staffing_type: f.staffingType || undefined,
        },
      }),
  });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Worker, workerPageSchema } from '@vitrina/domain/workers/workers.schema';
import { apiRequest } from '../../../lib/api-client';
import { workRequestKeys } from './query-keys';

/** What the wizard shows of a worker (the registry's row, or one just created). */
export type WorkerRow = Pick<Worker, 'uuid' | 'names' | 'parental_surname' | 'document_number'> & {
  maternal_surname?: Worker['maternal_surname'];
};

/**
 * GET /fo/workers/ (the worker registry's call): the client's workers (client COUNTRY-taxId), server-paged,
 * 5 per page; with `workerClass`, only the workers of that class (a cutting and welding request's).
 */
export const useClientWorkers = (clientKey: string | undefined, page: number, workerClass?: string) =>
  useQuery({
    queryKey: workRequestKeys.workers({ clientKey, page, workerClass }),
    enabled: !!clientKey,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest<z.output<typeof workerPageSchema>>('/fo/workers/', {
        signal,
        query: { client: clientKey, page: page + 1, size: 5, skill: workerClass },
      }),
  });

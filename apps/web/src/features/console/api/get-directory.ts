import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { directoryResponseSchema } from '@vitrina/domain/console/console.schema';
import { apiRequest } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

export type Directory = z.output<typeof directoryResponseSchema>;

/** GET /fo/console/clients: the directory (every country), by name or tax id and country, paged. */
export const useDirectory = (q: string, page: number, country?: string) =>
  useQuery({
    queryKey: consoleKeys.clients.list({ q, page, country }),
    queryFn: () => apiRequest<Directory>('/fo/console/clients', { query: { q: q || undefined, country, page } }),
    placeholderData: keepPreviousData,
  });

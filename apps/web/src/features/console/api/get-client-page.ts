import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { clientPageSchema } from '@vitrina/domain/console/console.schema';
import { apiRequest } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

export type ClientPage = z.output<typeof clientPageSchema>['data'];

/** GET /fo/console/clients/{id}: a client's page (its spaces, users, sales status). */
export const fetchClientPage = (id: string) =>
  apiRequest<z.output<typeof clientPageSchema>>(`/fo/console/clients/${encodeURIComponent(id)}`).then((r) => r.data);

export const useClientPage = (id: string) => useQuery({ queryKey: consoleKeys.clients.detail(id), queryFn: () => fetchClientPage(id) });

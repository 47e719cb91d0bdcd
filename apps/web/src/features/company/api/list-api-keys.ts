import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { apiKeyListSchema } from '@vitrina/domain/api-keys/api-keys.schema';
import { apiRequest } from '../../../lib/api-client';
import { apiKeyKeys } from './query-keys';

/** GET /fo/companies/empresas/{id}/api-keys */
export const listApiKeys = (clientId: string) =>
  apiRequest<z.output<typeof apiKeyListSchema>>(`/fo/companies/empresas/${encodeURIComponent(clientId)}/api-keys`);

export const apiKeysQuery = (clientId: string) =>
  queryOptions({ queryKey: apiKeyKeys.list({ clientId }), queryFn: () => listApiKeys(clientId), enabled: !!clientId });

export const useApiKeys = (clientId: string) => useQuery(apiKeysQuery(clientId));

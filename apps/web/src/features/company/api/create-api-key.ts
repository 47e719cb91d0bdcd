import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { apiKeyCreatedSchema } from '@vitrina/domain/api-keys/api-keys.schema';
import { apiRequest } from '../../../lib/api-client';
import { apiKeyKeys } from './query-keys';

/** POST /fo/companies/empresas/{id}/api-keys: the answer carries the key, shown once. */
export const createApiKey = (clientId: string, nombre: string) =>
  apiRequest<z.output<typeof apiKeyCreatedSchema>>(`/fo/companies/empresas/${encodeURIComponent(clientId)}/api-keys`, {
    method: 'POST',
    body: { nombre },
  });

export function useCreateApiKey(clientId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (nombre: string) => createApiKey(clientId, nombre),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

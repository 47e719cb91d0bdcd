import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageSchema } from '@vitrina/domain/auth/auth.schema';
import { apiRequest } from '../../../lib/api-client';
import { apiKeyKeys } from './query-keys';

/** DELETE /fo/companies/empresas/{id}/api-keys/{keyId} */
export const revokeApiKey = (clientId: string, keyId: string) =>
  apiRequest<z.output<typeof messageSchema>>(
    `/fo/companies/empresas/${encodeURIComponent(clientId)}/api-keys/${encodeURIComponent(keyId)}`,
    {
      method: 'DELETE',
    },
  );

export function useRevokeApiKey(clientId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => revokeApiKey(clientId, keyId),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

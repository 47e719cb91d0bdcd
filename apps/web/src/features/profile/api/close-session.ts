import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/fo/auth/sessions/{id} → 204: that session's token stops working. */
export const closeSession = (id: string) => apiRequest<void>(`/fo/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useCloseSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: closeSession,
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.profile.sessions() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/fo/auth/sessions/others → {closed}: every session but this one ends. */
export const closeOtherSessions = () => apiRequest<{ closed: number }>('/fo/auth/sessions/others', { method: 'DELETE' });

export function useCloseOtherSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: closeOtherSessions,
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.profile.sessions() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersKeys } from './query-keys';
import { USERS_MSG } from '@vitrina/domain/users/users.messages';

/** DELETE /fo/auth/clients/{id}/users/{userId}: removes the user from this company. */
export const deleteUser = (clientId: string, userId: string) =>
  apiRequest<{ message: string }>(`/fo/auth/clients/${encodeURIComponent(clientId)}/users/${userId}`, { method: 'DELETE' });

export function useDeleteUser(clientId: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: { clientErrorsOnly: true, fallback: USERS_MSG.deleteError } },
    mutationFn: (userId: string) => deleteUser(clientId, userId),
    onSuccess: () => qc.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

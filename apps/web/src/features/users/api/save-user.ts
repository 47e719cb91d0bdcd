import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserAdmin, UserSaveRequest } from '@vitrina/domain/users/users.schema';
import { apiRequest } from '../../../lib/api-client';
import { usersKeys } from './query-keys';
import { USERS_MSG } from '@vitrina/domain/users/users.messages';

/** `warning`: saved, but the welcome e-mail could not be sent */
export interface UserSaved {
  message: string;
  warning?: string;
  user: UserAdmin;
}

/** POST (create, sends the welcome e-mail) or PUT (update, id in the body) /fo/auth/clients/{id}/users. */
export const saveUser = (clientId: string, body: UserSaveRequest) =>
  apiRequest<UserSaved>(`/fo/auth/clients/${encodeURIComponent(clientId)}/users`, { method: body.id ? 'PUT' : 'POST', body });

export function useSaveUser(clientId: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: {
      errorToast: {
        clientErrorsOnly: true,
        fallback: (body: UserSaveRequest) => (body.id ? USERS_MSG.updateError : USERS_MSG.createError),
      },
    },
    mutationFn: (body: UserSaveRequest) => saveUser(clientId, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

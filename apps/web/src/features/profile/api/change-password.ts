import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@vitrina/domain/profile/profile.schema';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/fo/auth/users-ext/pass → {message}; 400 wrong current password, 422 used before. */
export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest<{ message: string }>('/fo/auth/users-ext/pass', { method: 'POST', body });

/** The server ends the other sessions too, so the sessions list is reloaded. */
export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: changePassword,
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.profile.sessions() }),
  });
}

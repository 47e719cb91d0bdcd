import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { USERS_MSG } from '@vitrina/domain/users/users.messages';

/** POST /fo/auth/users-ext/{id}/welcome: a fresh welcome e-mail (only for Pendiente users). */
export const resendWelcome = (userId: string, clientId: string) =>
  apiRequest<{ message: string }>(`/fo/auth/users-ext/${userId}/welcome`, { method: 'POST', query: { client_id: clientId } });

export const useResendWelcome = (clientId: string) =>
  useMutation({
    mutationFn: (userId: string) => resendWelcome(userId, clientId),
    meta: { errorToast: { clientErrorsOnly: true, fallback: USERS_MSG.resendError } },
  });

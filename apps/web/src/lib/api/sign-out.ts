import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../api-client';
import { endSession, getToken } from '../session';

/** POST /api/fo/auth/signout (bearer) → 204. */
export const signOut = () => apiRequest<void>('/fo/auth/signout', { method: 'POST', sessionErrors: false });

/**
 * 'Salir' and 'Cerrar sesión': tell the server (its answer is not shown, spec 1 §4), clear the
 * token and the cached data, and go to login.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async () => {
      if (getToken()) await signOut().catch(() => undefined);
    },
    onSettled: () => {
      endSession('logout');
      queryClient.clear();
      navigate('/', { replace: true });
    },
  });
}

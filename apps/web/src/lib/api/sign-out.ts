import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../api-client';
import { endSession, getToken } from '../session';

/**
 * POST /api/fo/auth/signout (bearer) → 204, or 200 with the identity provider's end-session URL
 * for a corporate session (the provider's session ends too).
 */
export const signOut = () => apiRequest<{ logoutUrl: string } | undefined>('/fo/auth/signout', { method: 'POST', sessionErrors: false });

/**
 * 'Salir' and 'Cerrar sesión': tell the server (its answer is not shown), clear the
 * token and the cached data, and go to login (through the identity provider's sign-out for a
 * corporate session).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async () => (getToken() ? ((await signOut().catch(() => undefined))?.logoutUrl ?? null) : null),
    onSettled: (logoutUrl) => {
      endSession('logout');
      queryClient.clear();
      // a corporate session: the provider ends its own and sends the browser back to login
      if (logoutUrl) window.location.assign(logoutUrl);
      else navigate('/', { replace: true });
    },
  });
}

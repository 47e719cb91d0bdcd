import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CaptchaProof } from '@vitrina/domain/auth/captcha';

export interface SetPasswordRequest extends CaptchaProof {
  token: string;
  password: string;
}

/** POST /api/fo/auth/pass → {message}; 422 when the password was used before. */
export const setPassword = (body: SetPasswordRequest) =>
  apiRequest<{ message: string }>('/fo/auth/pass', { method: 'POST', body, sessionErrors: false });

export const useSetPassword = () => useMutation({ mutationFn: setPassword, meta: { errorToast: false } });

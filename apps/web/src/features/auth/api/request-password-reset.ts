import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CaptchaProof } from '@vitrina/domain/auth/captcha';

export interface ResetPassRequest extends CaptchaProof {
  username: string;
}

/** POST /api/fo/auth/reset-pass → {message}; sends the recovery link by mail. */
export const requestPasswordReset = (body: ResetPassRequest) =>
  apiRequest<{ message: string }>('/fo/auth/reset-pass', { method: 'POST', body, sessionErrors: false });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset, meta: { errorToast: false } });

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CaptchaVersion } from '../captcha/captcha-types';

export interface ResetPassRequest {
  username: string;
  recaptcha_version: CaptchaVersion;
  recaptcha_token: string;
}

/** POST /api/fo/auth/reset-pass → {message}; sends the recovery link by mail. */
export const requestPasswordReset = (body: ResetPassRequest) =>
  apiRequest<{ message: string }>('/fo/auth/reset-pass', { method: 'POST', body, sessionErrors: false });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@vitrina/domain/auth/auth.schema';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/fo/auth/login. Its 401 (wrong credentials) and 403 (captcha) are answers for the
 * form, not the end of a session.
 */
export const login = (body: LoginRequest) => apiRequest<LoginResponse>('/fo/auth/login', { method: 'POST', body, sessionErrors: false });

export const useLoginMutation = () => useMutation({ mutationFn: login, meta: { errorToast: false } });

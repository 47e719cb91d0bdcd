import type { LoginRequest, LoginResponse } from '@vitrina/domain/auth/auth.schema';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/fo/auth/login. Its 401 (wrong credentials) and 403 (captcha) are answers for the
 * form, not the end of a session. Called without the data cache: the login page has none.
 */
export const login = (body: LoginRequest) => apiRequest<LoginResponse>('/fo/auth/login', { method: 'POST', body, sessionErrors: false });

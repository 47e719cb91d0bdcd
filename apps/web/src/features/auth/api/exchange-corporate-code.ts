import type { LoginResponse } from '@vitrina/domain/auth/auth.schema';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/fo/auth/corporate/session: the corporate sign-on's one-time code (left by the
 * provider's callback) for a session, answered as POST /login answers.
 */
export const exchangeCorporateCode = (code: string) =>
  apiRequest<LoginResponse>('/fo/auth/corporate/session', { method: 'POST', body: { code }, sessionErrors: false });

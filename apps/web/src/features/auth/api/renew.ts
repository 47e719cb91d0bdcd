import type { LoginResponse } from '@vitrina/domain/auth/auth.schema';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/fo/auth/renew (bearer): a new token for the stored one, which the server revokes.
 * Called once on app load; its failure is handled by the caller (toast, then logout).
 */
export const renewSession = () => apiRequest<LoginResponse>('/fo/auth/renew', { sessionErrors: false });

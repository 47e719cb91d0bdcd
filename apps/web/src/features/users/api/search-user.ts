import type { UserLookup } from '@vitrina/domain/users/users.schema';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /fo/auth/clients/{id}/users/search?email=: whether the address can be invited (and why not);
 * the profile for the prefill only of someone already in one of the caller's companies.
 */
export const searchUserByEmail = (clientId: string, email: string) =>
  apiRequest<UserLookup>(`/fo/auth/clients/${encodeURIComponent(clientId)}/users/search`, { query: { email } });

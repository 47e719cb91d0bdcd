import type { UserLookup } from '@vitrina/domain/users/users.schema';
import { apiRequest } from '../../../lib/api-client';

/** GET /fo/auth/clients/{id}/users/search?email=: an existing user for the prefill (404 when none). */
export const searchUserByEmail = (clientId: string, email: string) =>
  apiRequest<UserLookup>(`/fo/auth/clients/${encodeURIComponent(clientId)}/users/search`, { query: { email } });

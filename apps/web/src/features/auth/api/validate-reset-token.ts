import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/fo/auth/reset-pass/validate {token} → 200 | 404 (invalid) | 410 (expired). */
export const validateResetToken = (token: string, signal?: AbortSignal) =>
  apiRequest<unknown>('/fo/auth/reset-pass/validate', {
    method: 'POST',
    body: { token },
    signal,
    sessionErrors: false,
  });

/** Validated once when the set-password screen opens; never cached or retried. */
export const validateResetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.resetTokens.detail(token),
    queryFn: ({ signal }) => validateResetToken(token, signal).then(() => true),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

export const useValidateResetToken = (token: string) => useQuery(validateResetTokenQueryOptions(token));

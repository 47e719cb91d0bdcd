import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveSession } from '@vitrina/domain/profile/profile.schema';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/fo/auth/sessions: the caller's open sessions, the current one marked. */
export const getSessions = () => apiRequest<ActiveSession[]>('/fo/auth/sessions');

export const sessionsQueryOptions = () => queryOptions({ queryKey: queryKeys.profile.sessions(), queryFn: getSessions });

export const useSessions = () => useQuery(sessionsQueryOptions());

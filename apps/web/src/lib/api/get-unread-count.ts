import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /fo/notifications/unread/count: the bell's badge. */
export const getUnreadCount = async (userId: string) =>
  (await apiRequest<{ count: number }>('/fo/notifications/unread/count', { query: { user_id: userId } })).count;

export const unreadCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.notifications.unreadCount(userId),
    queryFn: () => getUnreadCount(userId),
    staleTime: 5_000,
    enabled: !!userId,
  });

export const useUnreadCount = (userId: string) => useQuery(unreadCountQueryOptions(userId));

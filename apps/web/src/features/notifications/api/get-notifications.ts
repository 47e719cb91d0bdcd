import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@vitrina/domain/notifications/notifications.schema';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface NotificationQuery {
  page: number;
  size: number;
  status: 'all' | 'unread' | 'read';
  q: string;
}

/** GET /fo/notifications: one page of the caller's notifications with counts per tab. */
export const getNotifications = (userId: string, q: NotificationQuery) =>
  apiRequest<NotificationList>('/fo/notifications', {
    query: { user_id: userId, page: q.page, size: q.size, status: q.status, q: q.q || undefined },
  });

export const notificationsQueryOptions = (userId: string, q: NotificationQuery) =>
  queryOptions({
    queryKey: queryKeys.notifications.list({ userId, ...q }),
    queryFn: () => getNotifications(userId, q),
    placeholderData: keepPreviousData,
    enabled: !!userId,
  });

export const useNotifications = (userId: string, q: NotificationQuery) => useQuery(notificationsQueryOptions(userId, q));

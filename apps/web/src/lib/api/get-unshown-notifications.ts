import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@vitrina/domain/notifications/notifications.schema';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

/** The most toasts fetched at once (the queue shows them 5 at a time). */
const UNSHOWN_PAGE = 50;

/** GET /fo/notifications?status=unshown: the caller's notifications whose toast was not shown yet. */
export const getUnshownNotifications = async (userId: string) =>
  (await apiRequest<NotificationList>('/fo/notifications', { query: { user_id: userId, status: 'unshown', page: 1, size: UNSHOWN_PAGE } }))
    .notifications;

export const unshownNotificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.notifications.unshown(userId),
    queryFn: () => getUnshownNotifications(userId),
    staleTime: 5_000,
    enabled: !!userId,
  });

export const useUnshownNotifications = (userId: string) => useQuery(unshownNotificationsQueryOptions(userId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationDto } from '@vitrina/domain/notifications/notifications.schema';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /fo/notifications/{userId}: the latest 6, newest first. Bell and home. */
export const getLatestNotifications = (userId: string) => apiRequest<NotificationDto[]>(`/fo/notifications/${encodeURIComponent(userId)}`);

export const latestNotificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.notifications.latest(userId),
    queryFn: () => getLatestNotifications(userId),
    staleTime: 5_000,
    enabled: !!userId,
  });

export const useLatestNotifications = (userId: string) => useQuery(latestNotificationsQueryOptions(userId));

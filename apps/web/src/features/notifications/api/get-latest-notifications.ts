import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationDto } from '@vitrina/domain/notifications/notifications.schema';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** GET /fo/notifications/{userId}: the latest 6, newest first (spec 1 §7, §9). */
export const getLatestNotifications = (userId: string) =>
  apiRequest<NotificationDto[]>(`/fo/notifications/${encodeURIComponent(userId)}`);

export const latestNotificationsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: notificationKeys.latest(userId), queryFn: () => getLatestNotifications(userId), staleTime: 5_000, enabled: !!userId });

export const useLatestNotifications = (userId: string) => useQuery(latestNotificationsQueryOptions(userId));

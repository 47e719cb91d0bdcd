import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationDto } from '@vitrina/domain/notifications/notifications.schema';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

/** PUT /fo/notifications/{id}/read. */
export const markNotificationRead = (id: number) => apiRequest<NotificationDto>(`/fo/notifications/${id}/read`, { method: 'PUT' });
/** PUT /fo/notifications/{id}/shown: its toast was displayed. */
export const markNotificationShown = (id: number) => apiRequest<NotificationDto>(`/fo/notifications/${id}/shown`, { method: 'PUT' });

/** Marks one read; the badge, the bell, home and the notifications page refetch. */
export function useMarkNotificationRead() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: markNotificationRead,
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

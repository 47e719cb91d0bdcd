import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { notificationBatchResponseSchema } from '@vitrina/domain/notifications/notifications.schema';
import { apiRequest } from '../../../lib/api-client';

/** What a notification says, whoever it goes to. */
export interface NotificationText {
  title: string;
  body: string;
  importance: 'alta' | 'media' | 'baja';
}

/** POST /fo/notifications/batch?user_ids=…: the same notification for several users (OPERADOR). */
export const useSendNotification = () =>
  useMutation({
    meta: { errorToast: {} },
    mutationFn: (v: NotificationText & { userIds: string[] }) =>
      apiRequest<z.output<typeof notificationBatchResponseSchema>>('/fo/notifications/batch', {
        method: 'POST',
        query: { user_ids: v.userIds.join(',') },
        body: { title: v.title, body: v.body, importance: v.importance },
      }),
  });

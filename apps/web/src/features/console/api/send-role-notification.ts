import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RoleId } from '@vitrina/domain/auth/roles';
import type { notificationBatchResponseSchema } from '@vitrina/domain/notifications/notifications.schema';
import { apiRequest } from '../../../lib/api-client';
import type { NotificationText } from './send-notification';

/** POST /fo/notifications/role/{role}: the same notification for every user holding a role in the sender's country (OPERADOR). */
export const useSendRoleNotification = () =>
  useMutation({
    meta: { errorToast: {} },
    mutationFn: (v: NotificationText & { role: RoleId }) =>
      apiRequest<z.output<typeof notificationBatchResponseSchema>>(`/fo/notifications/role/${v.role}`, {
        method: 'POST',
        body: { title: v.title, body: v.body, importance: v.importance },
      }),
  });

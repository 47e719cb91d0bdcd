import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { recipientListSchema } from '@vitrina/domain/notifications/announcements.admin';
import type { RoleId } from '@vitrina/domain/auth/roles';
import { apiRequest } from '../../../lib/api-client';
import type { ClientPage } from './console';

export type Recipient = z.infer<typeof recipientListSchema>['data'][number];

/** POST /fo/announcements/publicaciones/destinatarios/{kind}/search (the destinatarios search of internal roles). */
export const searchRecipients = (kind: 'usuarios' | 'empresas', q: string) =>
  apiRequest<z.infer<typeof recipientListSchema>>(`/fo/announcements/publicaciones/destinatarios/${kind}/search`, {
    method: 'POST',
    body: { q },
  }).then((r) => r.data);

/** The users of a client (its console page), to notify them all. */
export const clientUsers = (clientId: string) =>
  apiRequest<{ data: ClientPage }>(`/fo/console/clients/${encodeURIComponent(clientId)}`).then((r) => r.data.users);

/** POST /fo/notifications/batch?user_ids=…: the same notification for several users (OPERADOR). */
export const useSendNotification = () =>
  useMutation({
    meta: { errorToast: {} },
    mutationFn: (v: { userIds: string[]; title: string; body: string; importance: 'alta' | 'media' | 'baja' }) =>
      apiRequest<{ created: number }>('/fo/notifications/batch', {
        method: 'POST',
        query: { user_ids: v.userIds.join(',') },
        body: { title: v.title, body: v.body, importance: v.importance },
      }),
  });

/** POST /fo/notifications/role/{role}: the same notification for every user holding a role in the sender's country (OPERADOR). */
export const useSendRoleNotification = () =>
  useMutation({
    meta: { errorToast: {} },
    mutationFn: (v: { role: RoleId; title: string; body: string; importance: 'alta' | 'media' | 'baja' }) =>
      apiRequest<{ created: number }>(`/fo/notifications/role/${v.role}`, {
        method: 'POST',
        body: { title: v.title, body: v.body, importance: v.importance },
      }),
  });

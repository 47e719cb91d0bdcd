import type { z } from 'zod';
import type { RecipientKind, recipientListSchema } from '@vitrina/domain/notifications/announcements.admin';
import { apiRequest } from '../../../lib/api-client';

export type Recipient = z.output<typeof recipientListSchema>['data'][number];

/** POST /fo/announcements/publicaciones/destinatarios/{kind}/search: the recipients of an announcement or a notification, by name. */
export const searchRecipients = (kind: RecipientKind, q: string) =>
  apiRequest<z.output<typeof recipientListSchema>>(`/fo/announcements/publicaciones/destinatarios/${kind}/search`, {
    method: 'POST',
    body: { q },
  }).then((r) => r.data);

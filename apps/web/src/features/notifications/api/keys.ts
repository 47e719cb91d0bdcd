import { queryKeys } from '../../../lib/query-keys';

/** Query keys of notifications, news and charge notes (all under the shared factory's roots). */
export const notificationKeys = {
  all: queryKeys.notifications.all,
  unreadCount: queryKeys.notifications.unreadCount,
  latest: queryKeys.notifications.latest,
  list: (userId: string, q: object) => [...queryKeys.notifications.all, 'list', userId, q] as const,
};
export const newsKeys = {
  all: ['announcements'] as const,
  list: () => [...newsKeys.all, 'list'] as const,
  detail: (id: string) => [...newsKeys.all, 'detail', id] as const,
};
export const debitNoteKeys = {
  all: ['debit-notes'] as const,
  pending: () => [...debitNoteKeys.all, 'pending'] as const,
  list: (clientId: string, q: object) => [...debitNoteKeys.all, 'list', clientId, q] as const,
};

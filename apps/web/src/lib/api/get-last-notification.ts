import { apiRequest } from '../api-client';

/** GET /fo/notifications/last: the id of the caller's latest notification (polled every 60 s). */
export const getLastNotificationId = async (userId: string) =>
  (await apiRequest<{ id: number | null }>('/fo/notifications/last', { query: { user_id: userId } })).id;

import { useQuery } from '@tanstack/react-query';
import type { AnnouncementDto } from '@vitrina/domain/notifications/notifications.schema';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /fo/announcements/publicaciones/{id}: one announcement of the caller's country. */
export const getAnnouncement = (id: string) => apiRequest<AnnouncementDto>(`/fo/announcements/publicaciones/${encodeURIComponent(id)}`);

/** The announcement page: the one passed through navigation state is shown at once, then refreshed. */
export const useAnnouncement = (id: string, initial?: AnnouncementDto) =>
  useQuery({
    queryKey: queryKeys.announcements.detail(id),
    queryFn: () => getAnnouncement(id),
    retry: false,
    enabled: /^\d+$/.test(id),
    placeholderData: initial && String(initial.announcementId) === id ? initial : undefined,
  });

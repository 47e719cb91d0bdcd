import { useQuery } from '@tanstack/react-query';
import type { AnnouncementAdminDetail } from '@vitrina/domain/notifications/announcements.admin';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /fo/announcements/publicaciones/administracion/{id}: one announcement with its recipients, for editing. */
export const useAdminAnnouncement = (id: number | null) =>
  useQuery({
    queryKey: [...queryKeys.announcements.all, 'admin-detail', id] as const,
    queryFn: () => apiRequest<AnnouncementAdminDetail>(`/fo/announcements/publicaciones/administracion/${id}`),
    enabled: id !== null,
  });

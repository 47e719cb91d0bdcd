import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { announcementAdminPageSchema } from '@vitrina/domain/notifications/announcements.admin';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type AdminPage = z.output<typeof announcementAdminPageSchema>;

/** GET /fo/announcements/publicaciones/administracion: the announcements for publishers, paged. */
export const useAdminAnnouncements = (page: number) =>
  useQuery({
    queryKey: queryKeys.announcements.list({ admin: true, page }),
    queryFn: () => apiRequest<AdminPage>('/fo/announcements/publicaciones/administracion', { query: { page } }),
    placeholderData: keepPreviousData,
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementDto } from '@vitrina/domain/notifications/notifications.schema';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * GET /fo/announcements/publicaciones: the announcements published now in the caller's country
 * (home shows 3; 'Noticias' filters them in the client).
 */
export const getAnnouncements = async () =>
  (await apiRequest<{ data: AnnouncementDto[] }>('/fo/announcements/publicaciones', { query: { page: 1, size: 100 } })).data;
export const announcementsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.announcements.list(), queryFn: getAnnouncements, staleTime: 60_000 });
export const useAnnouncements = () => useQuery(announcementsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementDto } from '@vitrina/domain/notifications/notifications.schema';
import { apiRequest } from '../../../lib/api-client';
import { newsKeys } from './keys';

/** GET /fo/announcements/publicaciones: the announcements of the caller's country (filtered in the client). */
export const getAnnouncements = async () =>
  (await apiRequest<{ data: AnnouncementDto[] }>('/fo/announcements/publicaciones', { query: { page: 1, size: 100 } })).data;
export const announcementsQueryOptions = () => queryOptions({ queryKey: newsKeys.list(), queryFn: getAnnouncements, staleTime: 60_000 });
export const useAnnouncements = () => useQuery(announcementsQueryOptions());

/** GET /fo/announcements/publicaciones/{id}. */
export const getAnnouncement = (id: string) => apiRequest<AnnouncementDto>(`/fo/announcements/publicaciones/${encodeURIComponent(id)}`);
export const useAnnouncement = (id: string) => useQuery({ queryKey: newsKeys.detail(id), queryFn: () => getAnnouncement(id), retry: false });

/** POST /fo/announcements/signal/{country}: a signed download link. */
export const signFileUrl = async (country: string, path: string) =>
  (await apiRequest<{ signal_url: string }>(`/fo/announcements/signal/${country.toLowerCase()}`, { method: 'POST', body: { path } })).signal_url;

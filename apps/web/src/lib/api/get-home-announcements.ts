import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementDto } from '@vitrina/domain/notifications/notifications.schema';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /fo/announcements/edificios/mis: the shopping centres of the caller's companies. */
const getMyBuildings = () => apiRequest<{ id: string }[]>('/fo/announcements/edificios/mis');

/**
 * The home page's news: POST /fo/announcements/{country}/news with the ids of
 * the caller's shopping centres; the answer's data[] comes newest first.
 */
export async function getHomeAnnouncements(country: string) {
  const buildings = (await getMyBuildings()).map((b) => b.id);
  return (
    await apiRequest<{ data: AnnouncementDto[] }>(`/fo/announcements/${country.toLowerCase()}/news`, { method: 'POST', body: buildings })
  ).data;
}

export const homeAnnouncementsQueryOptions = (country: string) =>
  queryOptions({
    queryKey: queryKeys.announcements.home(country),
    queryFn: () => getHomeAnnouncements(country),
    staleTime: 60_000,
    enabled: !!country,
  });
export const useHomeAnnouncements = (country: string) => useQuery(homeAnnouncementsQueryOptions(country));

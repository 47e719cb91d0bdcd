import { useQuery } from '@tanstack/react-query';
import type { AnnouncementDto } from '@vitrina/domain/notifications/notifications.schema';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { ANNOUNCEMENTS_TEXT } from '../messages';

/**
 * GET /fo/announcements/{country}/createdAt/{createdAt}: the announcements created at that
 * instant, of which the page shows the one with its id (404 when none).
 */
export async function getAnnouncementByCreatedAt(country: string, id: string, createdAt: string) {
  const { data } = await apiRequest<{ data: AnnouncementDto[] }>(
    `/fo/announcements/${country.toLowerCase()}/createdAt/${encodeURIComponent(createdAt)}`,
  );
  const found = data.find((a) => String(a.announcementId) === id);
  if (!found) throw new ApiError(404, 'not_found', ANNOUNCEMENTS_TEXT.missing);
  return found;
}

/** GET /fo/announcements/publicaciones/{id}: for a link without createdAt. */
export const getAnnouncement = (id: string) => apiRequest<AnnouncementDto>(`/fo/announcements/publicaciones/${encodeURIComponent(id)}`);

/**
 * The announcement page: the one passed through navigation state is shown at once, otherwise
 * (and then refreshed) loaded by id and createdAt, or by id alone when the link has no createdAt.
 */
export const useAnnouncement = (q: { id: string; country: string; createdAt: string | null }, initial?: AnnouncementDto) =>
  useQuery({
    queryKey: q.createdAt ? queryKeys.announcements.createdAt(q.country, q.createdAt, q.id) : queryKeys.announcements.detail(q.id),
    queryFn: () => (q.createdAt ? getAnnouncementByCreatedAt(q.country, q.id, q.createdAt) : getAnnouncement(q.id)),
    retry: false,
    enabled: /^\d+$/.test(q.id),
    placeholderData: initial && String(initial.announcementId) === q.id ? initial : undefined,
  });

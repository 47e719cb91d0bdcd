import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /fo/announcements/publicaciones/{id}/read once the announcement is shown: the publishers see
 * how many recipients read it. Best effort: a failure changes nothing on the page. It goes on when
 * the reader leaves the page at once (keepalive).
 */
export function useMarkAnnouncementRead(id: number | undefined) {
  useEffect(() => {
    if (id === undefined) return;
    apiRequest(`/fo/announcements/publicaciones/${id}/read`, { method: 'PUT', keepalive: true }).catch(() => {});
  }, [id]);
}

import { apiRequest } from '../../../lib/api-client';

/**
 * POST /fo/announcements/signal/{country} with the attachment's path (its file_url without the
 * query) and the announcements' bucket: a signed, short-lived download link (data.signal_url).
 */
export const signFileUrl = async (country: string, fileUrl: string) =>
  (
    await apiRequest<{ data: { signal_url: string } }>(`/fo/announcements/signal/${country.toLowerCase()}`, {
      method: 'POST',
      body: { path: fileUrl.split('?')[0], bucket: 'publicaciones' },
    })
  ).data.signal_url;

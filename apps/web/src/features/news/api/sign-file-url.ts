import { apiRequest } from '../../../lib/api-client';

/** POST /fo/announcements/signal/{country} with the attachment's path: a signed, short-lived download link. */
export const signFileUrl = async (country: string, path: string) =>
  (await apiRequest<{ signal_url: string }>(`/fo/announcements/signal/${country.toLowerCase()}`, { method: 'POST', body: { path, bucket: 'publicaciones' } })).signal_url;

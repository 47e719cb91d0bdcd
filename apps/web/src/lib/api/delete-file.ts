import { apiRequest } from '../api-client';

/** DELETE /fo/files/{id}: drops a stored file of the caller's company that no record uses. */
export const deleteFile = (id: string) =>
  apiRequest<{ message: string; data: { token: string } }>(`/fo/files/${encodeURIComponent(id)}`, { method: 'DELETE' });

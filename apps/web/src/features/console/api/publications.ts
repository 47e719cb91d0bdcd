import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AnnouncementAdminDetail, announcementAdminPageSchema } from '@vitrina/domain/notifications/announcements.admin';
import { apiRequest, apiUpload } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Recipient } from './send-notification';

export type AdminPage = z.infer<typeof announcementAdminPageSchema>;

/** GET /fo/announcements/publicaciones/administracion: the announcements for publishers, paged. */
export const useAdminAnnouncements = (page: number) =>
  useQuery({
    queryKey: queryKeys.announcements.list({ admin: true, page }),
    queryFn: () => apiRequest<AdminPage>('/fo/announcements/publicaciones/administracion', { query: { page } }),
    placeholderData: keepPreviousData,
  });

/** POST /fo/announcements/publicaciones/destinatarios/{kind}/search. */
export const searchAnnouncementRecipients = (kind: string, q: string) =>
  apiRequest<{ data: Recipient[] }>(`/fo/announcements/publicaciones/destinatarios/${kind}/search`, { method: 'POST', body: { q } }).then(
    (r) => r.data,
  );

export interface NewAnnouncement {
  title: string;
  description: string | null;
  content: string;
  category: string;
  countries: string[];
  startDate: string;
  endDate: string | null;
  /** plural (search kinds) or singular (stored kinds): the server accepts both */
  destinatarios: { tipo: string; id: string }[];
  enlace?: string | null;
  enlaceTexto?: string | null;
}

/** GET /fo/announcements/publicaciones/administracion/{id}: one announcement with its recipients, for editing. */
export const useAdminAnnouncement = (id: number | null) =>
  useQuery({
    queryKey: [...queryKeys.announcements.all, 'admin-detail', id] as const,
    queryFn: () => apiRequest<AnnouncementAdminDetail>(`/fo/announcements/publicaciones/administracion/${id}`),
    enabled: id !== null,
  });

/** PUT /fo/announcements/publicaciones: the edited fields (announcementId, removeFileIds) and new files. */
export function useUpdateAnnouncement() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: {} },
    mutationFn: (v: { input: NewAnnouncement & { announcementId: number; removeFileIds: number[] }; files: File[] }) => {
      const form = new FormData();
      form.append('publicacion', JSON.stringify(v.input));
      for (const f of v.files) form.append('files', f, f.name);
      return apiUpload<unknown>('/fo/announcements/publicaciones', form, { method: 'PUT' });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.announcements.all }),
  });
}

/** POST /fo/announcements/publicaciones: the JSON part 'publicacion' and the images / PDFs as 'files'. */
export function useCreateAnnouncement() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: {} },
    mutationFn: (v: { input: NewAnnouncement; files: File[] }) => {
      const form = new FormData();
      form.append('publicacion', JSON.stringify(v.input));
      for (const f of v.files) form.append('files', f, f.name);
      return apiUpload<unknown>('/fo/announcements/publicaciones', form);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.announcements.all }),
  });
}

/** DELETE /fo/announcements/publicaciones/{id}: unpublish (the announcement and its files are removed). */
export function useUnpublish() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: {} },
    mutationFn: (id: number) => apiRequest<{ message: string }>(`/fo/announcements/publicaciones/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.announcements.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementAdminDetail } from '@vitrina/domain/notifications/announcements.admin';
import { apiUpload } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

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

/** An edit: the announcement's id and the stored files it drops. */
type AnnouncementEdit = NewAnnouncement & { announcementId: number; removeFileIds: number[] };

/**
 * POST /fo/announcements/publicaciones (a new one) or PUT (an edit, with announcementId and
 * removeFileIds): the JSON part 'publicacion' and the new images / PDFs as 'files'.
 */
export function useSaveAnnouncement() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: {} },
    mutationFn: (v: { input: NewAnnouncement | AnnouncementEdit; files: File[] }) => {
      const form = new FormData();
      form.append('publicacion', JSON.stringify(v.input));
      for (const f of v.files) form.append('files', f, f.name);
      const method = 'announcementId' in v.input ? 'PUT' : 'POST';
      return apiUpload<AnnouncementAdminDetail>('/fo/announcements/publicaciones', form, { method });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.announcements.all }),
  });
}

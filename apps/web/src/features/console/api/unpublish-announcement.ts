import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageSchema } from '@vitrina/domain/auth/auth.schema';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /fo/announcements/publicaciones/{id}: unpublish (the announcement and its files are removed). */
export function useUnpublish() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: {} },
    mutationFn: (id: number) => apiRequest<z.output<typeof messageSchema>>(`/fo/announcements/publicaciones/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.announcements.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { staffRoleResponseSchema } from '@vitrina/domain/console/console.schema';
import { apiRequest } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

/** PUT /fo/console/staff/{userId}/buildings: the staff member's shopping centres (the whole set). */
export function useSetStaffBuildings() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: {} },
    mutationFn: (v: { userId: string; buildings: string[] }) =>
      apiRequest<z.output<typeof staffRoleResponseSchema>>(`/fo/console/staff/${encodeURIComponent(v.userId)}/buildings`, {
        method: 'PUT',
        body: { buildings: v.buildings },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: consoleKeys.staff.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { staffRoleResponseSchema } from '@vitrina/domain/console/console.schema';
import type { InternalRole } from '@vitrina/domain/auth/roles';
import { apiRequest } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

/** PUT / DELETE /fo/console/staff/{userId}/roles/{role}. */
export function useChangeRole() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: {} },
    mutationFn: (v: { userId: string; role: InternalRole; grant: boolean }) =>
      apiRequest<z.output<typeof staffRoleResponseSchema>>(
        `/fo/console/staff/${encodeURIComponent(v.userId)}/roles/${encodeURIComponent(v.role)}`,
        { method: v.grant ? 'PUT' : 'DELETE' },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: consoleKeys.staff.all }),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { managersResponseSchema } from '@vitrina/domain/sales/daily.schema';
import { apiRequest } from '../../../lib/api-client';
import { dailySalesKeys } from './query-keys';
import { SALES_MSG } from '@vitrina/domain/sales/messages';

export type ManagersView = z.infer<typeof managersResponseSchema>['data'];
export type ManagerContact = ManagersView['managers'][number];

const base = (spaceId: string) => `/fo/sales/managers/space/${encodeURIComponent(spaceId)}`;

/** GET /managers/space/{spaceId}: the space's 'Jefes de Local' and the assignable contacts. */
export const getManagers = (spaceId: string) => apiRequest<z.infer<typeof managersResponseSchema>>(base(spaceId)).then((r) => r.data);

export const managersQuery = (spaceId: string) =>
  queryOptions({ queryKey: dailySalesKeys.managers(spaceId), queryFn: () => getManagers(spaceId) });

export const useManagers = (spaceId: string) => useQuery(managersQuery(spaceId));

/** POST /managers/space/{spaceId}: assign (at most two per space). */
export const assignManager = (spaceId: string, usuarioId: string) =>
  apiRequest<{ message: string }>(base(spaceId), { method: 'POST', body: { usuarioId, habilitado: true } });

/** DELETE /managers/space/{spaceId}/{userId}. */
export const removeManager = (spaceId: string, userId: string) =>
  apiRequest<{ message: string }>(`${base(spaceId)}/${encodeURIComponent(userId)}`, { method: 'DELETE' });

export function useAssignManager(spaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: { fallback: SALES_MSG.managerAddError } },
    mutationFn: (userId: string) => assignManager(spaceId, userId),
    onSettled: () => qc.invalidateQueries({ queryKey: dailySalesKeys.managers(spaceId) }),
  });
}

export function useRemoveManager(spaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: { fallback: SALES_MSG.managerRemoveError } },
    mutationFn: (userId: string) => removeManager(spaceId, userId),
    onSettled: () => qc.invalidateQueries({ queryKey: dailySalesKeys.managers(spaceId) }),
  });
}

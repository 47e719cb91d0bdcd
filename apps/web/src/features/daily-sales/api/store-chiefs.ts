import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { storeChiefsResponseSchema } from '@vitrina/domain/sales/daily.schema';
import { apiRequest } from '../../../lib/api-client';
import { dailySalesKeys } from './query-keys';
import { SALES_MSG } from '@vitrina/domain/sales/messages';

export type StoreChiefsView = z.infer<typeof storeChiefsResponseSchema>['data'];
export type StoreChiefContact = StoreChiefsView['managers'][number];

const base = (spaceId: string) => `/fo/sales/managers/space/${encodeURIComponent(spaceId)}`;

/** GET /managers/space/{spaceId}: the space's 'Jefes de Local' and the assignable contacts. */
export const getStoreChiefs = (spaceId: string) => apiRequest<z.infer<typeof storeChiefsResponseSchema>>(base(spaceId)).then((r) => r.data);

export const storeChiefsQuery = (spaceId: string) =>
  queryOptions({ queryKey: dailySalesKeys.storeChiefs(spaceId), queryFn: () => getStoreChiefs(spaceId) });

export const useStoreChiefs = (spaceId: string) => useQuery(storeChiefsQuery(spaceId));

/** POST /managers/space/{spaceId}: assign (at most two per space). */
export const assignStoreChief = (spaceId: string, usuarioId: string) =>
  apiRequest<{ message: string }>(base(spaceId), { method: 'POST', body: { usuarioId, habilitado: true } });

/** DELETE /managers/space/{spaceId}/{userId}. */
export const removeStoreChief = (spaceId: string, userId: string) =>
  apiRequest<{ message: string }>(`${base(spaceId)}/${encodeURIComponent(userId)}`, { method: 'DELETE' });

export function useAssignStoreChief(spaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: { fallback: SALES_MSG.storeChiefAddError } },
    mutationFn: (userId: string) => assignStoreChief(spaceId, userId),
    onSettled: () => qc.invalidateQueries({ queryKey: dailySalesKeys.storeChiefs(spaceId) }),
  });
}

export function useRemoveStoreChief(spaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: { fallback: SALES_MSG.storeChiefRemoveError } },
    mutationFn: (userId: string) => removeStoreChief(spaceId, userId),
    onSettled: () => qc.invalidateQueries({ queryKey: dailySalesKeys.storeChiefs(spaceId) }),
  });
}

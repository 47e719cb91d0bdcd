import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Store } from '@vitrina/domain/companies/companies.schema';
import type { storeChiefsResponseSchema } from '@vitrina/domain/sales/daily.schema';
import { apiRequest } from '../../../lib/api-client';
import { companyKeys } from '../../../lib/api/companies';

export type StoreChiefs = z.infer<typeof storeChiefsResponseSchema>['data'];

/** GET /fo/companies/espacios/{id}: the store, its building and brand, and its current contract. */
export const storeQuery = (id: string) =>
  queryOptions({
    queryKey: companyKeys.store(id),
    queryFn: () => apiRequest<Store>(`/fo/companies/espacios/${encodeURIComponent(id)}`),
  });

/** GET /fo/sales/managers/space/{id}: the store's 'Jefes de Local' (the daily-sales managers call). */
export const storeChiefsQuery = (id: string) =>
  queryOptions({
    queryKey: companyKeys.storeChiefs(id),
    queryFn: () =>
      apiRequest<z.infer<typeof storeChiefsResponseSchema>>(`/fo/sales/managers/space/${encodeURIComponent(id)}`).then((r) => r.data),
  });

export const useStore = (id: string) => useQuery({ ...storeQuery(id), enabled: !!id });
export const useStoreChiefs = (id: string, enabled: boolean) => useQuery({ ...storeChiefsQuery(id), enabled: !!id && enabled });

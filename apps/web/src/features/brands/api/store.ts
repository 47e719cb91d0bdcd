import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Store } from '@vitrina/domain/companies/companies.schema';
import type { managersResponseSchema } from '@vitrina/domain/sales/daily.schema';
import { apiRequest } from '../../../lib/api-client';
import { companyKeys } from '../../../lib/api/companies';

export type StoreManagers = z.infer<typeof managersResponseSchema>['data'];

/** GET /fo/companies/espacios/{id}: the store, its building and brand, and its current contract. */
export const storeQuery = (id: string) =>
  queryOptions({
    queryKey: companyKeys.store(id),
    queryFn: () => apiRequest<Store>(`/fo/companies/espacios/${encodeURIComponent(id)}`),
  });

/** GET /fo/sales/managers/space/{id}: the store's 'Jefes de Local' (the daily-sales managers call). */
export const storeManagersQuery = (id: string) =>
  queryOptions({
    queryKey: companyKeys.storeManagers(id),
    queryFn: () =>
      apiRequest<z.infer<typeof managersResponseSchema>>(`/fo/sales/managers/space/${encodeURIComponent(id)}`).then((r) => r.data),
  });

export const useStore = (id: string) => useQuery({ ...storeQuery(id), enabled: !!id });
export const useStoreManagers = (id: string, enabled: boolean) => useQuery({ ...storeManagersQuery(id), enabled: !!id && enabled });

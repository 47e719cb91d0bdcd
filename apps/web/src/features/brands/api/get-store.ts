import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Store } from '@vitrina/domain/companies/companies.schema';
import { apiRequest } from '../../../lib/api-client';
import { companyKeys } from '../../../lib/api/companies';

/** GET /fo/companies/espacios/{id}: the store, its building and brand, and its current contract. */
const storeQuery = (id: string) =>
  queryOptions({
    queryKey: companyKeys.store(id),
    queryFn: () => apiRequest<Store>(`/fo/companies/espacios/${encodeURIComponent(id)}`),
  });

export const useStore = (id: string) => useQuery({ ...storeQuery(id), enabled: !!id });

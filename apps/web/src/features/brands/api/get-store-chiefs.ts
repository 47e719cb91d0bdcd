import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { storeChiefsResponseSchema } from '@vitrina/domain/sales/daily.schema';
import { apiRequest } from '../../../lib/api-client';
import { companyKeys } from '../../../lib/api/companies';

/** GET /fo/sales/managers/space/{id}: the store's 'Jefes de Local' (the daily-sales managers call). */
const storeChiefsQuery = (id: string) =>
  queryOptions({
    queryKey: companyKeys.storeChiefs(id),
    queryFn: () =>
      apiRequest<z.output<typeof storeChiefsResponseSchema>>(`/fo/sales/managers/space/${encodeURIComponent(id)}`).then((r) => r.data),
  });

export const useStoreChiefs = (id: string, enabled: boolean) => useQuery({ ...storeChiefsQuery(id), enabled: !!id && enabled });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DiscountStatus } from '@vitrina/domain/discounts/discounts.rules';
import type { discountPageSchema } from '@vitrina/domain/discounts/discounts.schema';
import { apiRequest } from '../../../lib/api-client';
import { discountsKeys } from './query-keys';

export interface DiscountFilter {
  page: number;
  size: number;
  q: string;
  statuses: DiscountStatus[];
  buildings: string[];
  from: string;
  to: string;
}
export type DiscountPage = z.output<typeof discountPageSchema>;

/** GET /fo/discounts: the client's campaigns, server-paged (page 1-based). */
export const useDiscounts = (clientId: string | undefined, f: DiscountFilter) =>
  useQuery({
    queryKey: discountsKeys.list({ clientId, ...f }),
    enabled: !!clientId,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest<DiscountPage>('/fo/discounts', {
        signal,
        query: {
          client: clientId,
          page: f.page + 1,
          size: f.size,
          q: f.q.trim() || undefined,
          statuses: f.statuses.join(',') || undefined,
          buildings: f.buildings.join(',') || undefined,
          from: f.from || undefined,
          to: f.to || undefined,
        },
      }),
  });

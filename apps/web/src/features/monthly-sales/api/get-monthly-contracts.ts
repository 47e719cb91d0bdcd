import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { monthlyListResponseSchema } from '@vitrina/domain/sales/monthly.schema';
import { apiRequest } from '../../../lib/api-client';
import { monthlySalesKeys } from './query-keys';

export type MonthlyList = z.infer<typeof monthlyListResponseSchema>['data'];

/** GET /monthly/contracts: the caller's contracts for the previous month, cut-off and actions. */
export const getMonthlyContracts = (companyId?: string) =>
  apiRequest<z.infer<typeof monthlyListResponseSchema>>('/fo/sales/monthly/contracts', { query: { company_id: companyId } }).then(
    (r) => r.data,
  );

export const monthlyContractsQuery = (companyId?: string) =>
  queryOptions({ queryKey: monthlySalesKeys.list({ companyId: companyId ?? '' }), queryFn: () => getMonthlyContracts(companyId) });

export const useMonthlyContracts = (companyId?: string) => useQuery(monthlyContractsQuery(companyId));

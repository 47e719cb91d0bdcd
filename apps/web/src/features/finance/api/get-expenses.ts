import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { EXPENSES_PAGE_SIZE, type expensePageSchema } from '@vitrina/domain/finance/finance.schema';
import { apiRequest } from '../../../lib/api-client';
import { companyPath, type FinanceClient } from './get-finance-clients';
import { financeKeys } from './query-keys';

/** GET /fo/downloads/country/{country}/company/{taxId}: one page of the common-expenses files. */
export const getExpenses = (c: FinanceClient, page: number) =>
  apiRequest<z.output<typeof expensePageSchema>>(companyPath('downloads', c), { query: { page, limit: EXPENSES_PAGE_SIZE } });

export const useExpenses = (c: FinanceClient | undefined, page: number) =>
  useQuery({
    queryKey: financeKeys.expenses.list({ client: c?.id, page }),
    queryFn: () => getExpenses(c!, page),
    enabled: !!c,
    placeholderData: keepPreviousData,
  });

import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { debtSummarySchema } from '@vitrina/domain/finance/finance.schema';
import { apiRequest } from '../../../lib/api-client';
import { clientPath, type FinanceClient } from './get-finance-clients';
import { financeKeys } from './query-keys';

/** GET /fo/debt/clients/{client}/debt: total, aging buckets, agreement total, last update. */
export const getDebtSummary = (c: FinanceClient) => apiRequest<z.output<typeof debtSummarySchema>>(`${clientPath(c)}/debt`);

export const useDebtSummary = (c: FinanceClient | undefined) =>
  useQuery({
    queryKey: financeKeys.debt.detail(c?.id ?? '', { part: 'summary' }),
    queryFn: () => getDebtSummary(c!),
    enabled: !!c,
  });

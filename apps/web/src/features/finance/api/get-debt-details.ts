import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { debtDetailsResponseSchema } from '@vitrina/domain/finance/finance.schema';
import { apiRequest } from '../../../lib/api-client';
import { clientPath, type FinanceClient } from './get-finance-clients';
import { financeKeys } from './query-keys';

/** GET /fo/debt/clients/{client}/debt-details: the client's unpaid documents. */
export const getDebtDetails = (c: FinanceClient) => apiRequest<z.output<typeof debtDetailsResponseSchema>>(`${clientPath(c)}/debt-details`);

export const useDebtDetails = (c: FinanceClient | undefined) =>
  useQuery({
    queryKey: financeKeys.debt.detail(c?.id ?? '', { part: 'details' }),
    queryFn: () => getDebtDetails(c!),
    enabled: !!c,
  });

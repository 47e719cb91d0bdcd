import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { agreementsResponseSchema } from '@vitrina/domain/finance/finance.schema';
import { apiRequest } from '../../../lib/api-client';
import { clientPath, type FinanceClient } from './get-finance-clients';
import { financeKeys } from './query-keys';

/** GET /fo/debt/clients/{client}/debt-agreements: the instalments of the client's agreement. */
export const getDebtAgreements = (c: FinanceClient) =>
  apiRequest<z.output<typeof agreementsResponseSchema>>(`${clientPath(c)}/debt-agreements`);

export const useDebtAgreements = (c: FinanceClient | undefined, enabled: boolean) =>
  useQuery({
    queryKey: financeKeys.debt.detail(c?.id ?? '', { part: 'agreements' }),
    queryFn: () => getDebtAgreements(c!),
    enabled: !!c && enabled,
  });

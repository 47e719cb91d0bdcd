import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { invoiceFiltersSchema } from '@vitrina/domain/finance/finance.schema';
import { apiRequest } from '../../../lib/api-client';
import { companyPath, type FinanceClient } from './get-finance-clients';
import { financeKeys } from './query-keys';

/** GET /fo/invoices/country/{country}/company/{taxId}/filters: the periods and societies to filter by. */
export const getInvoiceFilters = (c: FinanceClient) =>
  apiRequest<z.output<typeof invoiceFiltersSchema>>(`${companyPath('invoices', c)}/filters`);

export const useInvoiceFilters = (c: FinanceClient | undefined) =>
  useQuery({
    queryKey: financeKeys.invoices.detail(c?.id ?? '', { part: 'filters' }),
    queryFn: () => getInvoiceFilters(c!),
    enabled: !!c,
  });

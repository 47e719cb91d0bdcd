import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { INVOICES_PAGE_SIZE, type invoicePageSchema } from '@vitrina/domain/finance/finance.schema';
import { apiRequest } from '../../../lib/api-client';
import { companyPath, type FinanceClient } from './get-finance-clients';
import { financeKeys } from './query-keys';

export interface InvoicesQuery {
  page: number;
  society: string;
  month: string;
}

/** GET /fo/invoices/country/{country}/company/{taxId}: one page of invoices ('Todos' leaves a filter out). */
export const getInvoices = (c: FinanceClient, q: InvoicesQuery) =>
  apiRequest<z.output<typeof invoicePageSchema>>(companyPath('invoices', c), {
    query: {
      page: q.page,
      size: INVOICES_PAGE_SIZE,
      society: q.society === 'Todos' ? undefined : q.society,
      month: q.month === 'Todos' ? undefined : q.month,
    },
  });

export const useInvoices = (c: FinanceClient | undefined, q: InvoicesQuery) =>
  useQuery({
    queryKey: financeKeys.invoices.list({ client: c?.id, ...q }),
    queryFn: () => getInvoices(c!, q),
    enabled: !!c,
    placeholderData: keepPreviousData,
  });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AgreementRow, DebtRow, DebtSummary, ExpenseFile, Invoice } from '@vitrina/domain/finance/finance.schema';
import { INVOICES_PAGE_SIZE, EXPENSES_PAGE_SIZE } from '@vitrina/domain/finance/finance.schema';
import { apiRequest } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';

export interface FinanceClient {
  id: string;
  countryId: string;
  taxId: string;
  name: string;
}

const keys = {
  clients: resourceKeys('finance-clients'),
  debt: resourceKeys('debt'),
  invoices: resourceKeys('invoices'),
  expenses: resourceKeys('common-expenses'),
};
const clientPath = (c: FinanceClient) => `/fo/debt/clients/${encodeURIComponent(`${c.countryId}-${c.taxId}`)}`;
const companyPath = (base: string, c: FinanceClient) => `/fo/${base}/country/${c.countryId}/company/${encodeURIComponent(c.taxId)}`;

/** GET /fo/debt/clients: the clients whose finance pages the caller may read (FINANZAS: every client of its country). */
export const useFinanceClients = () =>
  useQuery({ queryKey: keys.clients.lists(), queryFn: () => apiRequest<{ data: FinanceClient[] }>('/fo/debt/clients'), staleTime: 60_000 });

export const useDebtSummary = (c: FinanceClient | undefined) =>
  useQuery({
    queryKey: keys.debt.detail(c?.id ?? '', { part: 'summary' }),
    queryFn: () => apiRequest<DebtSummary>(`${clientPath(c!)}/debt`),
    enabled: !!c,
  });
export const useDebtDetails = (c: FinanceClient | undefined) =>
  useQuery({
    queryKey: keys.debt.detail(c?.id ?? '', { part: 'details' }),
    queryFn: () => apiRequest<{ data: DebtRow[] }>(`${clientPath(c!)}/debt-details`),
    enabled: !!c,
  });
export const useDebtAgreements = (c: FinanceClient | undefined, enabled: boolean) =>
  useQuery({
    queryKey: keys.debt.detail(c?.id ?? '', { part: 'agreements' }),
    queryFn: () => apiRequest<{ data: AgreementRow[] }>(`${clientPath(c!)}/debt-agreements`),
    enabled: !!c && enabled,
  });
export const debtXlsxPath = (c: FinanceClient) => `${clientPath(c)}/debt-details/xlsx`;

export const useInvoices = (c: FinanceClient | undefined, q: { page: number; society: string; month: string }) =>
  useQuery({
    queryKey: keys.invoices.list({ client: c?.id, ...q }),
    queryFn: () =>
      apiRequest<{ data: Invoice[]; pagination: { currentPage: number; size: number; totalPages: number; totalItems: number } }>(
        companyPath('invoices', c!),
        {
          query: {
            page: q.page,
            size: INVOICES_PAGE_SIZE,
            society: q.society === 'Todos' ? undefined : q.society,
            month: q.month === 'Todos' ? undefined : q.month,
          },
        },
      ),
    enabled: !!c,
    placeholderData: keepPreviousData,
  });
export const useInvoiceFilters = (c: FinanceClient | undefined) =>
  useQuery({
    queryKey: keys.invoices.detail(c?.id ?? '', { part: 'filters' }),
    queryFn: () =>
      apiRequest<{
        data: { company_filters: { anio_mes: string }[]; societies_filters: { society_code: string; society_nombre: string }[] };
      }>(`${companyPath('invoices', c!)}/filters`),
    enabled: !!c,
  });

export const useExpenses = (c: FinanceClient | undefined, page: number) =>
  useQuery({
    queryKey: keys.expenses.list({ client: c?.id, page }),
    queryFn: () =>
      apiRequest<{ data: ExpenseFile[]; pagination: { totalItems: number } }>(companyPath('downloads', c!), {
        query: { page, limit: EXPENSES_PAGE_SIZE },
      }),
    enabled: !!c,
    placeholderData: keepPreviousData,
  });

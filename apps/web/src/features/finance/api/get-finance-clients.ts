import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { financeClientSchema, financeClientsResponseSchema } from '@vitrina/domain/finance/finance.schema';
import { apiRequest } from '../../../lib/api-client';
import { financeKeys } from './query-keys';

export type FinanceClient = z.output<typeof financeClientSchema>;

/** The base path of a client's debt calls. */
export const clientPath = (c: FinanceClient) => `/fo/debt/clients/${encodeURIComponent(`${c.countryId}-${c.taxId}`)}`;
/** The base path of a company's invoices or downloads (`base`). */
export const companyPath = (base: string, c: FinanceClient) => `/fo/${base}/country/${c.countryId}/company/${encodeURIComponent(c.taxId)}`;

/** GET /fo/debt/clients: the clients whose finance pages the caller may read (FINANZAS: every client of its country). */
export const getFinanceClients = () => apiRequest<z.output<typeof financeClientsResponseSchema>>('/fo/debt/clients');

export const useFinanceClients = () => useQuery({ queryKey: financeKeys.clients.lists(), queryFn: getFinanceClients, staleTime: 60_000 });

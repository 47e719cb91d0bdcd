import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessLogPage } from '@vitrina/domain/access-log/access-log.schema';
import { apiRequest } from '../../../lib/api-client';
import { accessLogKeys } from './query-keys';

export interface AccessLogFilters {
  desde?: string;
  hasta?: string;
  quien?: string;
  rol?: string;
  page: number;
  size: number;
}

export const accessLogPath = (clientId: string) => `/fo/companies/empresas/${encodeURIComponent(clientId)}/access-log`;
/** The filters as the query string carries them: empty ones left out. */
export const accessLogQueryString = (f: Omit<AccessLogFilters, 'page' | 'size'> & Partial<AccessLogFilters>) => ({
  desde: f.desde || undefined,
  hasta: f.hasta || undefined,
  quien: f.quien || undefined,
  rol: f.rol || undefined,
  page: f.page,
  size: f.size,
});

/** GET /fo/companies/empresas/{id}/access-log */
export const listAccessLog = (clientId: string, f: AccessLogFilters) =>
  apiRequest<AccessLogPage>(accessLogPath(clientId), { query: accessLogQueryString(f) });

export const accessLogQuery = (clientId: string, f: AccessLogFilters) =>
  queryOptions({
    queryKey: accessLogKeys.list({ clientId, ...f }),
    queryFn: () => listAccessLog(clientId, f),
    enabled: !!clientId,
    placeholderData: keepPreviousData,
  });

export const useAccessLog = (clientId: string, f: AccessLogFilters) => useQuery(accessLogQuery(clientId, f));

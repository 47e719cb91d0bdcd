import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuditLogQuery, auditLogResponseSchema } from '@vitrina/domain/console/console.schema';
import { apiRequest } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

export type AuditLogPage = z.output<typeof auditLogResponseSchema>;
/** The filters of the audit log as typed (an empty field: no filter). */
export type AuditLogFilters = Omit<AuditLogQuery, 'page'>;

/** The filters as the query string carries them: empty ones left out. */
export const logQuery = (f: AuditLogFilters) => ({
  actor: f.actor || undefined,
  client: f.client || undefined,
  action: f.action || undefined,
  from: f.from || undefined,
  to: f.to || undefined,
});

/** GET /fo/console/audit-log. */
export const useAuditLog = (f: AuditLogFilters, page: number) =>
  useQuery({
    queryKey: consoleKeys.auditLog.list({ ...f, page }),
    queryFn: () => apiRequest<AuditLogPage>('/fo/console/audit-log', { query: { ...logQuery(f), page } }),
    placeholderData: keepPreviousData,
  });

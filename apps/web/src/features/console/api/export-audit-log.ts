import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { logQuery, type AuditLogFilters } from './get-audit-log';

/** GET /fo/console/audit-log/export (.xlsx). */
export const useExportAuditLog = () =>
  useMutation({
    meta: { errorToast: {} },
    mutationFn: (f: AuditLogFilters) => apiDownload('/fo/console/audit-log/export', 'registro-auditoria.xlsx', { query: logQuery(f) }),
  });

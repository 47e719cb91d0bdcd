import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  auditLogResponseSchema,
  clientPageSchema,
  directoryResponseSchema,
  staffListResponseSchema,
  staffRoleResponseSchema,
} from '@vitrina/domain/console/console.schema';
import type { InternalRole } from '@vitrina/domain/auth/roles';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

export type Directory = z.infer<typeof directoryResponseSchema>;
export type ClientPage = z.infer<typeof clientPageSchema>['data'];
export type StaffList = z.infer<typeof staffListResponseSchema>;
export type AuditLogPage = z.infer<typeof auditLogResponseSchema>;
export interface AuditLogFilters {
  actor?: string;
  client?: string;
  action?: string;
  from?: string;
  to?: string;
}

/** GET /fo/console/clients: the directory (every country), by name or tax id and country, paged. */
export const useDirectory = (q: string, page: number, country?: string) =>
  useQuery({
    queryKey: consoleKeys.clients.list({ q, page, country }),
    queryFn: () => apiRequest<Directory>('/fo/console/clients', { query: { q: q || undefined, country, page } }),
    placeholderData: keepPreviousData,
  });

/** GET /fo/console/clients/{id}: a client's page. */
export const useClientPage = (id: string) =>
  useQuery({
    queryKey: consoleKeys.clients.detail(id),
    queryFn: () => apiRequest<{ data: ClientPage }>(`/fo/console/clients/${encodeURIComponent(id)}`).then((r) => r.data),
  });

/** GET /fo/console/staff. */
export const useStaff = () => useQuery({ queryKey: consoleKeys.staff.lists(), queryFn: () => apiRequest<StaffList>('/fo/console/staff') });

/** PUT / DELETE /fo/console/staff/{userId}/roles/{role}. */
export function useChangeRole() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: {} },
    mutationFn: (v: { userId: string; role: InternalRole; grant: boolean }) =>
      apiRequest<z.infer<typeof staffRoleResponseSchema>>(
        `/fo/console/staff/${encodeURIComponent(v.userId)}/roles/${encodeURIComponent(v.role)}`,
        { method: v.grant ? 'PUT' : 'DELETE' },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: consoleKeys.staff.all }),
  });
}

/** PUT /fo/console/staff/{userId}/buildings: the staff member's shopping centres (the whole set). */
export function useSetStaffBuildings() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: {} },
    mutationFn: (v: { userId: string; buildings: string[] }) =>
      apiRequest<z.infer<typeof staffRoleResponseSchema>>(`/fo/console/staff/${encodeURIComponent(v.userId)}/buildings`, {
        method: 'PUT',
        body: { buildings: v.buildings },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: consoleKeys.staff.all }),
  });
}

const logQuery = (f: AuditLogFilters) => ({
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

/** GET /fo/console/audit-log/export (.xlsx). */
export const useExportAuditLog = () =>
  useMutation({
    meta: { errorToast: {} },
    mutationFn: (f: AuditLogFilters) => apiDownload('/fo/console/audit-log/export', 'registro-auditoria.xlsx', { query: logQuery(f) }),
  });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { auditResponseSchema } from '@vitrina/domain/sales/daily.schema';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { dailySalesKeys } from './query-keys';

type AuditAnswer = z.infer<typeof auditResponseSchema>;

/** Contiguous runs of sorted yyyy-MM-dd days: one PATCH /daily/audit per run. */
export function dayRuns(days: string[]): { start: string; end: string }[] {
  const sorted = [...days].sort();
  const runs: { start: string; end: string }[] = [];
  const next = (d: string) => {
    const t = new Date(`${d}T00:00:00Z`);
    t.setUTCDate(t.getUTCDate() + 1);
    return t.toISOString().slice(0, 10);
  };
  for (const d of sorted) {
    const last = runs[runs.length - 1];
    if (last && next(last.end) === d) last.end = d;
    else runs.push({ start: d, end: d });
  }
  return runs;
}

/** PATCH /fo/sales/daily/audit for the selected days (one call per run of consecutive days), with the reason. */
export function useAuditDays() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: {} },
    mutationFn: async (v: { spaceId: string; days: string[]; auditada: boolean; motivo: string }) => {
      const changed: string[] = [];
      for (const run of dayRuns(v.days)) {
        const r = await apiRequest<AuditAnswer>('/fo/sales/daily/audit', {
          method: 'PATCH',
          body: { space_int_code: v.spaceId, start_date: run.start, end_date: run.end, auditada: v.auditada, motivo: v.motivo },
        });
        changed.push(...r.data.fechas);
      }
      return changed;
    },
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: dailySalesKeys.all }),
        qc.invalidateQueries({ queryKey: queryKeys.consoleClients.all }),
      ]),
  });
}

/** PATCH /fo/sales/daily/audit/month: the whole month, refused by the server while a day is pending. */
export function useAuditMonth() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: {} },
    mutationFn: (v: { spaceId: string; mes: string; motivo: string }) =>
      apiRequest<AuditAnswer>('/fo/sales/daily/audit/month', {
        method: 'PATCH',
        body: { space_int_code: v.spaceId, mes: v.mes, motivo: v.motivo },
      }),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: dailySalesKeys.all }),
        qc.invalidateQueries({ queryKey: queryKeys.consoleClients.all }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reportServicesSavedSchema } from '@vitrina/domain/sales/report.schema';
import { apiRequest } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

/** PUT /fo/powerbi/reportes/empresas/{id}: the company's report services (the whole set). */
export function useSaveReportServices() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: {} },
    mutationFn: (v: { companyId: string; servicios: string[] }) =>
      apiRequest<z.output<typeof reportServicesSavedSchema>>(`/fo/powerbi/reportes/empresas/${encodeURIComponent(v.companyId)}`, {
        method: 'PUT',
        body: { servicios: v.servicios },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: consoleKeys.reportServices.all }),
  });
}

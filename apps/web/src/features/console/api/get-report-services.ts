import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reportServicesSchema } from '@vitrina/domain/sales/report.schema';
import { apiRequest } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

/** GET /fo/powerbi/reportes/empresas/{id}: a company's on-demand report services, as staff who give them read them. */
export const useReportServices = (companyId: string) =>
  useQuery({
    queryKey: consoleKeys.reportServices.detail(companyId),
    queryFn: ({ signal }) =>
      apiRequest<z.output<typeof reportServicesSchema>>(`/fo/powerbi/reportes/empresas/${encodeURIComponent(companyId)}`, { signal }),
  });

import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminBuildingsResponseSchema } from '@vitrina/domain/sales/report.schema';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from './query-keys';
import { REPORT_BASE } from './report-query';

/** GET /fo/sales/informe/admin/buildings: the staff caller's country's buildings. */
export const getAdminBuildings = () => apiRequest<z.output<typeof adminBuildingsResponseSchema>>(`${REPORT_BASE}/admin/buildings`);

export const useAdminBuildings = () => useQuery({ queryKey: reportKeys.admin.lists(), queryFn: getAdminBuildings, staleTime: 5 * 60_000 });

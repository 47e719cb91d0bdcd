import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { staffingDetailResponseSchema } from '@vitrina/domain/workers/staffing.schema';
import { apiRequest } from '../../../lib/api-client';
import { workersKeys } from './query-keys';

/** GET /fo/workers/staffing/{id}: the details modal. */
export const useStaffingDetail = (id: number | undefined) =>
  useQuery({
    queryKey: workersKeys.staffingDetail(id ?? 0),
    enabled: !!id,
    queryFn: ({ signal }) =>
      apiRequest<z.output<typeof staffingDetailResponseSchema>>(`/fo/workers/staffing/${id}`, { signal }).then((r) => r.data),
  });

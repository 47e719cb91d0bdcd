import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { periodResponseSchema } from '@vitrina/domain/sales/daily.schema';
import { apiRequest } from '../../../lib/api-client';
import { dailySalesKeys } from './query-keys';

export type SpacePeriod = z.infer<typeof periodResponseSchema>['data'];

/** GET /daily/space/{spaceId}/period: one row per day with the period rules. */
export const getSpacePeriod = (spaceId: string, start: string, end: string, companyId?: string) =>
  apiRequest<z.infer<typeof periodResponseSchema>>(`/fo/sales/daily/space/${encodeURIComponent(spaceId)}/period`, {
    query: { start_date: start, end_date: end, company_id: companyId },
  }).then((r) => r.data);

export const spacePeriodQuery = (spaceId: string, start: string, end: string, companyId?: string) =>
  queryOptions({
    queryKey: dailySalesKeys.detail(spaceId, { start, end, companyId: companyId ?? '' }),
    queryFn: () => getSpacePeriod(spaceId, start, end, companyId),
    placeholderData: keepPreviousData,
  });

export const useSpacePeriod = (spaceId: string, start: string, end: string, companyId?: string, enabled = true) =>
  useQuery({ ...spacePeriodQuery(spaceId, start, end, companyId), enabled });

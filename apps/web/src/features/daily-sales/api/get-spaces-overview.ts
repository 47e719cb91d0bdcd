import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { spacesOverviewResponseSchema } from '@vitrina/domain/sales/daily.schema';
import { apiRequest } from '../../../lib/api-client';
import { dailySalesKeys } from './query-keys';

export type SpacesOverview = z.infer<typeof spacesOverviewResponseSchema>['data'];
export type SpaceSummary = SpacesOverview['spaces'][number];

/** GET /daily/spaces: the caller's spaces with status, pending dates and tab counts. */
export const getSpacesOverview = (companyId?: string) =>
  apiRequest<z.infer<typeof spacesOverviewResponseSchema>>('/fo/sales/daily/spaces', { query: { company_id: companyId } }).then(
    (r) => r.data,
  );

export const spacesOverviewQuery = (companyId?: string) =>
  queryOptions({
    queryKey: dailySalesKeys.list({ companyId: companyId ?? '' }),
    queryFn: () => getSpacesOverview(companyId),
    placeholderData: keepPreviousData,
  });

export const useSpacesOverview = (companyId?: string) => useQuery(spacesOverviewQuery(companyId));

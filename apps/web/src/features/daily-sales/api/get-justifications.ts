import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { justificationsResponseSchema } from '@vitrina/domain/sales/daily.schema';
import { apiRequest } from '../../../lib/api-client';
import { dailySalesKeys } from './query-keys';

export type Justification = z.infer<typeof justificationsResponseSchema>['data'][number];

export const getJustifications = () =>
  apiRequest<z.infer<typeof justificationsResponseSchema>>('/fo/sales/justifications').then((r) => r.data);

export const justificationsQuery = () =>
  queryOptions({ queryKey: dailySalesKeys.justifications(), queryFn: getJustifications, staleTime: 10 * 60_000 });

export const useJustifications = () => useQuery(justificationsQuery());

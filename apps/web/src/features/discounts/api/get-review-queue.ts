import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { discountReviewQueueSchema } from '@vitrina/domain/discounts/discounts.schema';
import { apiRequest } from '../../../lib/api-client';
import { discountsKeys } from './query-keys';

/** GET /fo/discounts/review: marketing's queue. */
export const useReviewQueue = (enabled: boolean) =>
  useQuery({
    queryKey: discountsKeys.review(),
    enabled,
    queryFn: ({ signal }) => apiRequest<z.output<typeof discountReviewQueueSchema>>('/fo/discounts/review', { signal }),
  });

import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { faqsByKeySchema } from '@vitrina/domain/help/help.schema';
import { apiRequest } from '../../../lib/api-client';
import { faqKeys } from './query-keys';

/** GET /fo/faqs/{key}: a category's questions and the one the key selects. */
export const useFaqsByKey = (key: string) =>
  useQuery({
    queryKey: faqKeys.detail(key),
    queryFn: () => apiRequest<z.output<typeof faqsByKeySchema>>(`/fo/faqs/${encodeURIComponent(key)}`),
    retry: false,
  });

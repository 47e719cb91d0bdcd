import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { FaqList } from './get-faqs';
import { faqKeys } from './query-keys';

/** GET /fo/faqs/manage/all: every question, published or not (the editor's list). */
export const useManagedFaqs = (enabled: boolean) =>
  useQuery({
    queryKey: faqKeys.list({ manage: true }),
    queryFn: () => apiRequest<FaqList>('/fo/faqs/manage/all').then((r) => r.data),
    enabled,
  });

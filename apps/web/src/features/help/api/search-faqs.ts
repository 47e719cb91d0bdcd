import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { FaqList } from './get-faqs';
import { faqKeys } from './query-keys';

/** GET /fo/faqs/search/{text}: the published questions matching the text. */
export const useFaqSearch = (text: string) =>
  useQuery({
    queryKey: faqKeys.list({ search: text }),
    queryFn: () => apiRequest<FaqList>(`/fo/faqs/search/${encodeURIComponent(text)}`).then((r) => r.data),
    enabled: !!text.trim(),
    placeholderData: keepPreviousData,
  });

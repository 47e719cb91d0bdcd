import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { faqListSchema } from '@vitrina/domain/help/help.schema';
import { apiRequest } from '../../../lib/api-client';
import { faqKeys } from './query-keys';

export type FaqList = z.output<typeof faqListSchema>;

/** GET /fo/faqs/getAll: the published questions. */
export const useFaqs = () =>
  useQuery({ queryKey: faqKeys.list(), queryFn: () => apiRequest<FaqList>('/fo/faqs/getAll').then((r) => r.data) });

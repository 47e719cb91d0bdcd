import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FaqInput, faqSavedSchema } from '@vitrina/domain/help/help.schema';
import type { FaqCategoryId } from '@vitrina/domain/help/help.rules';
import { apiRequest } from '../../../lib/api-client';
import type { FaqList } from './get-faqs';
import { faqKeys } from './query-keys';

type FaqSaved = z.output<typeof faqSavedSchema>;

/** POST /fo/faqs/manage, PUT /fo/faqs/manage/{id} and POST /fo/faqs/manage/reorder (the editor's writes). */
export function useFaqMutations() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: faqKeys.all });
  const create = useMutation({
    mutationFn: (v: FaqInput) => apiRequest<FaqSaved>('/fo/faqs/manage', { method: 'POST', body: v }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: (v: { id: number; patch: Partial<FaqInput> }) =>
      apiRequest<FaqSaved>(`/fo/faqs/manage/${v.id}`, { method: 'PUT', body: v.patch }),
    onSuccess: refresh,
  });
  const reorder = useMutation({
    mutationFn: (v: { category_id: FaqCategoryId; ids: number[] }) =>
      apiRequest<FaqList>('/fo/faqs/manage/reorder', { method: 'POST', body: v }),
    onSuccess: refresh,
  });
  return { create, update, reorder };
}

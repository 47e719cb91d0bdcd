import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { brandCategoryResponseSchema } from '@vitrina/domain/comparison/comparison.schema';
import type { BrandCategory } from '@vitrina/domain/comparison/categories';
import { apiRequest } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

/** PUT /fo/comparisons/brands/{id}/category: staff set (or clear) a brand's category. */
export function useSetBrandCategory() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: {} },
    mutationFn: (v: { brandId: string; category: BrandCategory | null }) =>
      apiRequest<z.output<typeof brandCategoryResponseSchema>>(`/fo/comparisons/brands/${encodeURIComponent(v.brandId)}/category`, {
        method: 'PUT',
        body: { category: v.category },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: consoleKeys.clients.all }),
  });
}

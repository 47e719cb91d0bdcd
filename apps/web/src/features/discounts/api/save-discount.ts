import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Discount, DiscountInput } from '@vitrina/domain/discounts/discounts.schema';
import type { DiscountChannel } from '@vitrina/domain/discounts/discounts.rules';
import { apiRequest, jsonWithFileForm } from '../../../lib/api-client';
import { discountsKeys } from './query-keys';

export type DiscountSave = Omit<DiscountInput, 'conditions' | 'stock' | 'channels' | 'status'> & {
  conditions: string;
  stock: number | null;
  status: 'draft' | 'pending';
  email?: string;
  channels?: DiscountChannel[];
};

/** POST /fo/discounts or PUT /fo/discounts/{id}: the JSON part 'descuento' and the logo 'file'. */
export function useSaveDiscount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id?: number; input: DiscountSave; logo: File | null }) =>
      apiRequest<Discount>(v.id ? `/fo/discounts/${v.id}` : '/fo/discounts', {
        method: v.id ? 'PUT' : 'POST',
        body: jsonWithFileForm('descuento', v.input, v.logo),
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: discountsKeys.all }),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { discountBrandsSchema } from '@vitrina/domain/discounts/discounts.schema';
import { apiRequest } from '../../../lib/api-client';
import { discountsKeys } from './query-keys';

export type DiscountBrands = z.output<typeof discountBrandsSchema>;
export type BrandChoice = DiscountBrands['brands'][number];

/** GET /fo/discounts/brands: the brands within reach and their shopping centres. */
export const useDiscountBrands = (clientId: string | undefined) =>
  useQuery({
    queryKey: discountsKeys.brands(clientId ?? ''),
    enabled: !!clientId,
    queryFn: ({ signal }) => apiRequest<DiscountBrands>('/fo/discounts/brands', { signal, query: { client: clientId } }),
  });

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Coupon, Discount, DiscountInput } from '@vitrina/domain/discounts/discounts.schema';
import type { DiscountChannel, DiscountStatus } from '@vitrina/domain/discounts/discounts.rules';
import { apiRequest, jsonWithFileForm } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';
import { discountCatalogueKey, useDiscountCatalogue } from '../../../lib/api/get-discount-catalogue';

const keys = resourceKeys('discounts');
/** Query keys of discounts; every mutation invalidates `all`. */
export const discountsKeys = {
  ...keys,
  brands: (clientId: string) => [...keys.all, 'brands', clientId] as const,
  review: () => [...keys.all, 'review'] as const,
  catalogue: discountCatalogueKey,
};

export interface DiscountFilter {
  page: number;
  size: number;
  q: string;
  statuses: DiscountStatus[];
  buildings: string[];
  from: string;
  to: string;
}
export interface BrandChoice {
  id: string;
  name: string;
  client_id: string;
  buildings: { id: string; name: string }[];
}

/** GET /fo/discounts: the client's campaigns, server-paged (page 1-based). */
export const useDiscounts = (clientId: string | undefined, f: DiscountFilter) =>
  useQuery({
    queryKey: discountsKeys.list({ clientId, ...f }),
    enabled: !!clientId,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest<{ content: Discount[]; total_elements: number }>('/fo/discounts', {
        signal,
        query: {
          client: clientId,
          page: f.page + 1,
          size: f.size,
          q: f.q.trim() || undefined,
          statuses: f.statuses.join(',') || undefined,
          buildings: f.buildings.join(',') || undefined,
          from: f.from || undefined,
          to: f.to || undefined,
        },
      }),
  });

/** GET /fo/discounts/brands: the brands within reach and their shopping centres. */
export const useDiscountBrands = (clientId: string | undefined) =>
  useQuery({
    queryKey: discountsKeys.brands(clientId ?? ''),
    enabled: !!clientId,
    queryFn: ({ signal }) =>
      apiRequest<{ client_id: string; country_id: string; brands: BrandChoice[] }>('/fo/discounts/brands', {
        signal,
        query: { client: clientId },
      }),
  });

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

export function usePublishDiscount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; email: string; channels: DiscountChannel[] }) =>
      apiRequest<{ message: string; detail: string; data: Discount }>(`/fo/discounts/${v.id}/publish`, {
        method: 'POST',
        body: { email: v.email, channels: v.channels },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: discountsKeys.all }),
  });
}

export function useDeleteDiscount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; reason: string }) =>
      apiRequest<{ message: string }>(`/fo/discounts/${v.id}/delete`, { method: 'POST', body: { reason: v.reason } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: discountsKeys.all }),
  });
}

/** GET /fo/discounts/review: marketing's queue. */
export const useReviewQueue = (enabled: boolean) =>
  useQuery({
    queryKey: discountsKeys.review(),
    enabled,
    queryFn: ({ signal }) => apiRequest<{ content: Discount[] }>('/fo/discounts/review', { signal }),
  });

export function useReviewDiscount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; verdict: 'approve' | 'reject'; comment?: string }) =>
      apiRequest<{ message: string; data: Discount }>(`/fo/discounts/${v.id}/${v.verdict}`, {
        method: 'POST',
        ...(v.verdict === 'reject' ? { body: { comment: v.comment ?? '' } } : {}),
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: discountsKeys.all }),
  });
}

export const useCatalogue = useDiscountCatalogue;

export function useObtainCoupon() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (id: number) =>
      apiRequest<{ id: number; code: string; discount_id: number }>(`/fo/discounts/${id}/obtain`, {
        method: 'POST',
        body: { accept_conditions: true },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: discountsKeys.catalogue() }),
  });
}

/** GET /fo/discounts/coupons/{code} (the validator). */
export const lookupCoupon = (code: string) =>
  apiRequest<Coupon>(`/fo/discounts/coupons/${encodeURIComponent(code)}`, { sessionErrors: false });
/** POST /fo/discounts/coupons/{code}/redeem. */
export const redeemCoupon = (code: string) =>
  apiRequest<{ message: string; data: Coupon }>(`/fo/discounts/coupons/${encodeURIComponent(code)}/redeem`, {
    method: 'POST',
    sessionErrors: false,
  });

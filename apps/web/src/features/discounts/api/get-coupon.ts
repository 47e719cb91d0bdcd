import type { Coupon } from '@vitrina/domain/discounts/discounts.schema';
import { apiRequest } from '../../../lib/api-client';

/** GET /fo/discounts/coupons/{code} (the validator). */
export const lookupCoupon = (code: string) =>
  apiRequest<Coupon>(`/fo/discounts/coupons/${encodeURIComponent(code)}`, { sessionErrors: false });

import type { z } from 'zod';
import type { couponRedeemedSchema } from '@vitrina/domain/discounts/discounts.schema';
import { apiRequest } from '../../../lib/api-client';

/** POST /fo/discounts/coupons/{code}/redeem. */
export const redeemCoupon = (code: string) =>
  apiRequest<z.output<typeof couponRedeemedSchema>>(`/fo/discounts/coupons/${encodeURIComponent(code)}/redeem`, {
    method: 'POST',
    sessionErrors: false,
  });

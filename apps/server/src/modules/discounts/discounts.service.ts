import { createDiscountsCommon, type DiscountsDeps } from './discounts.common';
import { createDiscountsCoupons } from './discounts.coupons';
import { createDiscountsReads } from './discounts.reads';
import { createDiscountsReview } from './discounts.review';
import { createDiscountsWrites } from './discounts.writes';

export type { Caller, LogoFiles, Notify } from './discounts.common';

/**
 * The discounts service, one file per use case: a tenant's campaign writes (discounts.writes.ts)
 * and reads (discounts.reads.ts), marketing's review (discounts.review.ts), the catalogue and its
 * coupons (discounts.coupons.ts), over what they share (discounts.common.ts).
 */
export function createDiscountsService(deps: DiscountsDeps) {
  const common = createDiscountsCommon(deps);
  return {
    ...createDiscountsWrites(common),
    ...createDiscountsReads(common),
    ...createDiscountsReview(common),
    ...createDiscountsCoupons(common),
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;

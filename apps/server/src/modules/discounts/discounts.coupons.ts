import { randomBytes } from 'node:crypto';
import { AppError } from '@vitrina/domain/common/errors';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { DISCOUNT_MSG as M } from '@vitrina/domain/discounts/discounts.messages';
import { classifyDiscount, couponCode, couponRedeemableOn, todayIn } from '@vitrina/domain/discounts/discounts.rules';
import type { CatalogItem, Coupon } from '@vitrina/domain/discounts/discounts.schema';
import type { Scope } from '../access/scope';
import { notFound } from '../access/errors';
import { memberCountries } from '../access/membership';
import { requireValidatableCoupon } from '../access/require-discounts';
import type { CouponRow, DiscountRow } from './discounts.repo';
import { type Caller, conflict, noDiscount, type DiscountsCommon } from './discounts.common';

/** The catalogue and its coupons: list, obtain a code, look one up and redeem it in a store. */
export function createDiscountsCoupons(common: DiscountsCommon) {
  const { repo, clock, scopeOf, countryOf, toDto } = common;
  /** Campaign rows resolved for a coupon code among those the caller may validate (403 when none, 404 when unknown). */
  async function resolveCoupon(caller: Caller, code: string) {
    const scope = await scopeOf(caller);
    const found = await repo.couponsByCode(code);
    if (!found.length) throw notFound(M.couponNotFound);
    const live: { c: CouponRow; d: DiscountRow }[] = [];
    for (const c of found) {
      const d = await repo.byId(c.discount_id);
      if (d && d.status !== 'deleted') live.push({ c, d });
    }
    return requireValidatableCoupon(scope, live);
  }

  const couponDto = (c: CouponRow, d: DiscountRow): Coupon => ({
    id: c.id,
    code: c.code,
    redeemed_at: c.redeemed_at?.toISOString() ?? null,
    redeemed_by: c.redeemed_by,
    redeemable_today: couponRedeemableOn({ redeemed_at: c.redeemed_at, discount: d }, todayIn(clock.now(), countryOf(d.country_id))).ok,
    discount: {
      id: d.id,
      name: d.name,
      brand: d.brand_name,
      discount_type: d.discount_type,
      value: d.value,
      country_id: d.country_id,
      week_days: d.week_days,
      start: d.start,
      end: d.end,
      conditions: d.conditions,
    },
    user: { first_name: c.first_name, last_name: c.last_name, email: c.email },
  });

  /** The catalogue's campaigns with their classification; with `codeOf`, each with that user's coupon code. */
  async function catalogRows(scope: Scope, codeOf?: string) {
    // the caller sees the approved campaigns of its own country and its clients'
    const countries = memberCountries(scope);
    const now = clock.now();
    // each country's day once, not once per campaign
    const today = new Map(countries.map((c) => [c, todayIn(now, c)]));
    const todayOf = (c: CountryId) => today.get(c) ?? todayIn(now, c);
    const earliest = [...today.values()].sort()[0]!;
    const rows = await repo.approvedIn(countries, earliest, codeOf);
    return rows.flatMap((d) => {
      const cls = classifyDiscount(d.end, todayOf(countryOf(d.country_id)));
      return cls === 'expirado' ? [] : [{ d, cls }];
    });
  }

  return {
    async catalogue(caller: Caller) {
      const scope = await scopeOf(caller);
      // the caller's codes come with the campaigns (one round trip less)
      const rows = await catalogRows(scope, caller.userId);
      const content: CatalogItem[] = rows.map(({ d, cls }) => ({
        ...toDto(d),
        classification: cls as 'nuevo' | 'por_expirar',
        my_code: d.my_code,
        available: d.stock === null || d.users_count < d.stock,
      }));
      return { content, total_elements: content.length };
    },

    async obtain(caller: Caller, id: number) {
      const scope = await scopeOf(caller);
      const row = (await catalogRows(scope)).find((r) => r.d.id === id);
      if (!row) {
        const d = await repo.byId(id);
        if (d && d.status !== 'approved' && memberCountries(scope).includes(d.country_id as CountryId) && d.status !== 'deleted')
          throw conflict(M.notAvailable);
        throw noDiscount();
      }
      for (let attempt = 0; attempt < 8; attempt++) {
        const r = await repo.obtainCoupon(
          id,
          caller.userId,
          couponCode((n) => randomBytes(n)),
          clock.now(),
        );
        if (r.outcome === 'ok') return { id: Number(r.coupon.id), code: r.coupon.code, discount_id: id };
        if (r.outcome === 'mine') throw conflict(M.alreadyObtained);
        if (r.outcome === 'stock') throw conflict(M.outOfStock);
      }
      throw new AppError('code_exhausted', 503, M.notAvailable);
    },

    async lookup(caller: Caller, code: string) {
      const { c, d } = await resolveCoupon(caller, code);
      return couponDto(c, d);
    },

    async redeem(caller: Caller, code: string) {
      const { c, d } = await resolveCoupon(caller, code);
      const can = couponRedeemableOn({ redeemed_at: c.redeemed_at, discount: d }, todayIn(clock.now(), countryOf(d.country_id)));
      if (!can.ok) throw conflict(can.reason === 'redeemed' ? M.alreadyRedeemed : M.notToday);
      if (!(await repo.redeem(c.id, caller.userId, clock.now()))) throw conflict(M.alreadyRedeemed);
      const after = (await repo.couponsByCode(code)).find((x) => x.id === c.id)!;
      return { message: M.validated, data: couponDto(after, d) };
    },
  };
}

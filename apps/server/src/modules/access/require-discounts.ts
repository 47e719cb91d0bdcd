import { DISCOUNT_MSG as M } from '@vitrina/domain/discounts/discounts.messages';
import type { Scope } from './scope';
import { forbidden, notFound } from './errors';
import { isMember, staffHolds } from './membership';
import { clientsWith, holds, requireClient, seesBrand, staffCovers } from './require';

/*
 * Discounts. A tenant's campaigns are its company's: members holding manage:Discounts act on the
 * campaigns of the brands they see; marketing staff (review:Discount) read and review the
 * campaigns of their country; coupons are validated by mall staff of the campaign's buildings or
 * by the brand's own users.
 */

type CampaignRef = { client_id: string; brand_id: string };

/** Whether the caller acts on a brand's campaigns: a member with manage:Discounts who sees the brand. */
export const mayManageDiscounts = (scope: Scope, d: CampaignRef) =>
  isMember(scope, d.client_id) &&
  holds(scope, d.client_id, 'manage:Discounts') &&
  seesBrand(scope, { id: d.brand_id, client_id: d.client_id });

/** A tenant's campaign: 404 outside the caller's clients, 403 without manage:Discounts or without the brand. */
export function requireDiscountOwner(scope: Scope, d: CampaignRef, notFoundMessage?: string) {
  requireClient(scope, d.client_id, 'manage:Discounts', notFoundMessage);
  if (!seesBrand(scope, { id: d.brand_id, client_id: d.client_id })) throw forbidden();
}

/** A campaign seen by its owner (as requireDiscountOwner) or by marketing staff of its country (review:Discount). */
export function requireDiscountReader(scope: Scope, d: CampaignRef & { country_id: string }, notFoundMessage?: string) {
  if (staffCovers(scope, 'review:Discount', d.country_id)) return;
  requireDiscountOwner(scope, d, notFoundMessage);
}

/**
 * The client whose campaigns a tenant lists: the asked one or its first with manage:Discounts (403
 * when it has none); 404 outside the caller's clients, 403 without manage:Discounts there.
 */
export function requireDiscountsClient(scope: Scope, asked?: string) {
  const id = asked ?? clientsWith(scope, 'manage:Discounts')[0];
  if (!id) throw forbidden();
  requireClient(scope, id, 'manage:Discounts', M.notFound);
  return id;
}

/** Marketing's verdict on a campaign: staff of another country do not see it (404); anyone else without review:Discount gets 403. */
export function requireDiscountReviewer(scope: Scope, d: { country_id: string }) {
  if (staffCovers(scope, 'review:Discount', d.country_id)) return;
  if (staffHolds(scope, 'review:Discount')) throw notFound(M.notFound);
  throw forbidden();
}

/**
 * Who may look up and redeem a campaign's coupons: mall staff holding
 * validate:Coupon in the campaign's country who work at one of the campaign's buildings (their
 * staff_buildings), or the campaign's own brand users (manage:UsersDiscounts in its client and the
 * brand within their reach).
 */
export const mayValidateCoupons = (scope: Scope, d: CampaignRef & { country_id: string; buildings: readonly { id: string }[] }) =>
  (staffCovers(scope, 'validate:Coupon', d.country_id) && d.buildings.some((b) => scope.buildings.has(b.id))) ||
  (holds(scope, d.client_id, 'manage:UsersDiscounts') && seesBrand(scope, { id: d.brand_id, client_id: d.client_id }));

/**
 * The first of a code's coupons whose campaign the caller may validate: another tenant's code
 * answers 404 as an unknown one does (a lookup tells nothing about codes the caller may not validate).
 */
export function requireValidatableCoupon<T extends { d: Parameters<typeof mayValidateCoupons>[1] }>(scope: Scope, found: readonly T[]) {
  const mine = found.find((x) => mayValidateCoupons(scope, x.d));
  if (!mine) throw notFound(M.couponNotFound);
  return mine;
}

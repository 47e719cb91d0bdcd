import { z } from 'zod';
import { idParamsSchema } from '@vitrina/domain/common/ids';
import {
  catalogItemSchema,
  couponSchema,
  discountListQuerySchema,
  discountPageSchema,
  discountSchema,
} from '@vitrina/domain/discounts/discounts.schema';
import { errorResponses } from '../../lib/http';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer';
import { tags, caller, codeParams, brandsSchema, clientQuery, type DiscountsRouteKit } from './discounts.routes.common';
import { optionsFor, readAnswers, routeOptions, session, writeAnswers } from '../../lib/route-options';
import { readRoute } from '../../lib/read-routes';

/** Coupon look-ups, and redemptions, per user and minute (each its own count, shared by every instance): a counter's pace, not a guesser's. */
const manager = optionsFor({ ...session, ability: 'manage:Discounts' as const }, tags);

/** @internal the tests read the limit */
export const COUPON_RATE = { max: 30, windowMs: 60_000 };
const couponRate = {
  max: COUPON_RATE.max,
  timeWindow: COUPON_RATE.windowMs,
  keyGenerator: (req: { ip: string; auth?: { userId: string } }) => `coupon|${req.auth?.userId ?? req.ip}`,
};
const validator = optionsFor({ ...session, ability: ['validate:Coupon', 'manage:UsersDiscounts'] as const, rateLimit: couponRate }, tags);

/** The reads: a tenant's campaigns and brands, the review queue, the catalogue, coupons (and their redemption), logos. */
export function discountsReadRoutes(kit: DiscountsRouteKit) {
  const { r, service } = kit;
  readRoute(
    r,
    '/',
    manager,
    "A client's campaigns (manage:Discounts), newest first: page (1-based), size, q, statuses, ids, buildings, from, to",
    { querystring: discountListQuerySchema },
    discountPageSchema,
    async (req) => service.list(caller(req), req.query),
  );

  readRoute(
    r,
    '/brands',
    manager,
    "The client's brands within the caller's reach, each with its shopping centres (the form's and the filter's choices)",
    { querystring: clientQuery },
    brandsSchema,
    async (req) => service.brands(caller(req), req.query.client),
  );

  r.get(
    '/review',
    routeOptions(
      { ...session, ability: 'review:Discount' },
      tags,
      "The review queue: pending campaigns of the marketing staff's country (review:Discount)",
      { response: { 200: z.object({ content: z.array(discountSchema) }), ...errorResponses(401, 403, 440) } },
    ),
    async (req) => service.reviewQueue(caller(req)),
  );

  r.get(
    '/catalogue',
    {
      ...routeOptions(
        { ...session, ability: 'authenticated' },
        tags,
        "The catalogue: approved campaigns of the user's country and their clients' countries, not expired (classified nuevo / por_expirar in each country's time zone), with the caller's own code",
        { response: { 200: z.object({ content: z.array(catalogItemSchema), total_elements: z.number() }), ...errorResponses(401, 440) } },
      ),
      serializerCompiler: compiledSerializerCompiler,
    },
    async (req) => service.catalogue(caller(req)),
  );

  readRoute(
    r,
    '/coupons/:code',
    validator,
    "Look up a coupon by its 6-character code (mall staff with validate:Coupon in the campaign's country, or the campaign's brand users with manage:UsersDiscounts); 404 alike for an unknown code and one the caller may not validate; 30 look-ups and redemptions a minute per user (429)",
    { params: codeParams },
    couponSchema,
    async (req) => service.lookup(caller(req), req.params.code),
  );

  r.post(
    '/coupons/:code/redeem',
    validator(
      'Redeem a coupon exactly once (409 when already redeemed or not redeemable today in the country time zone; 404 for a code the caller may not validate); audited by redeemed_by; 30 a minute per user (429)',
      {
        params: codeParams,
        response: writeAnswers(z.object({ message: z.string(), data: couponSchema })),
      },
    ),
    async (req) => service.redeem(caller(req), req.params.code),
  );

  r.get(
    '/logos/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A campaign's logo through the signed link of its answer (image_url)",
        params: idParamsSchema,
        querystring: z.object({
          expires: z.coerce.number().int().nonnegative().max(1e11).optional(),
          signature: z.string().max(128).optional(),
        }),
      },
    },
    async (req, reply) => {
      const f = await service.logo(req.params.id, req.query);
      return reply
        .header('content-type', f.mime)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(f.body);
    },
  );

  r.get(
    '/:id',
    routeOptions(
      { ...session, ability: ['manage:Discounts', 'review:Discount'] },
      tags,
      "One campaign (its client's manage:Discounts, or marketing staff of its country)",
      { params: idParamsSchema, response: readAnswers(discountSchema) },
    ),
    async (req) => service.get(caller(req), req.params.id),
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { idParamsSchema } from '@vitrina/domain/common/ids';
import { DISCOUNT_MSG as M } from '@vitrina/domain/discounts/discounts.messages';
import { DISCOUNT_LIMITS as L } from '@vitrina/domain/discounts/discounts.rules';
import {
  catalogItemSchema,
  couponCodeSchema,
  couponResultSchema,
  couponSchema,
  deleteSchema,
  discountInputSchema,
  discountListQuerySchema,
  discountPageSchema,
  discountSchema,
  obtainSchema,
  publishSchema,
  rejectSchema,
} from '@vitrina/domain/discounts/discounts.schema';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../lib/http';
import { readJsonWithFiles } from '../../lib/multipart';
import type { DiscountsService } from './discounts.service';
import type { DiscountRow } from './discounts.repo';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer';

const security = [{ bearer: [] }];
const tags = ['discounts'];
const session = { access: 'session' as const };
const caller = (req: FastifyRequest) => requireAuth(req);
const codeParams = z.object({ code: couponCodeSchema });
const brandsSchema = z.object({
  client_id: z.string(),
  country_id: z.string(),
  brands: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      client_id: z.string(),
      buildings: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
});
const clientQuery = z.object({ client: z.string().max(64).optional() });
const message = z.object({ message: z.string() });
const withData = z.object({ message: z.string(), data: discountSchema });

/**
 * Discount campaigns, their review, the catalogue, coupons and the validator, under
 * /api/fo/discounts (spec 3 §2.2–§2.4, §7 'Discounts' and 'Coupon validator').
 */
/** Coupon look-ups, and redemptions, per user and minute (each its own count, shared by every instance): a counter's pace, not a guesser's. */
export const COUPON_RATE = { max: 30, windowMs: 60_000 };
const couponRate = {
  max: COUPON_RATE.max,
  timeWindow: COUPON_RATE.windowMs,
  keyGenerator: (req: { ip: string; auth?: { userId: string } }) => `coupon|${req.auth?.userId ?? req.ip}`,
};

export async function discountsRoutes(app: FastifyInstance, opts: { service: DiscountsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  await app.register(multipart, {
    // the size limit is checked while streaming (the file service's check); busboy stops one byte later
    limits: { fileSize: L.logoMaxBytes + 1, files: 2, fields: 3, parts: 5, fieldSize: 20_000 },
    throwFileSizeLimit: false,
  });

  /** Reads the JSON part "descuento" (checked and authorized first) and at most one logo "file". */
  async function readDiscount(req: FastifyRequest, existing?: DiscountRow) {
    const who = caller(req);
    const { input, context, files } = await readJsonWithFiles(req, {
      field: 'descuento',
      schema: discountInputSchema,
      badJson: M.badJson,
      accept: (input) => service.accept(who, input, existing),
      fileFields: ['file'],
      maxFiles: 1,
      tooMany: { code: 'one_logo', message: M.oneLogo },
      store: (part, ctx) => service.storeLogo(who, ctx.clientId, part.filename, part.file),
      discard: (ids) => service.discardLogos(who, ids),
    });
    return { who, input, context, logoId: files[0] };
  }

  const writeErrors = errorResponses(400, 401, 403, 404, 406, 409, 413, 415, 440);

  r.get(
    '/',
    {
      config: { ...session, ability: 'manage:Discounts' },
      schema: {
        tags,
        security,
        summary: "A client's campaigns (manage:Discounts), newest first: page (1-based), size, q, statuses, ids, buildings, from, to",
        querystring: discountListQuerySchema,
        response: { 200: discountPageSchema, ...errorResponses(400, 401, 403, 404, 440) },
      },
    },
    async (req) => service.list(caller(req), req.query),
  );

  r.get(
    '/brands',
    {
      config: { ...session, ability: 'manage:Discounts' },
      schema: {
        tags,
        security,
        summary: "The client's brands within the caller's reach, each with its shopping centres (the form's and the filter's choices)",
        querystring: clientQuery,
        response: { 200: brandsSchema, ...errorResponses(400, 401, 403, 404, 440) },
      },
    },
    async (req) => service.brands(caller(req), req.query.client),
  );

  r.get(
    '/review',
    {
      config: { ...session, ability: 'review:Discount' },
      schema: {
        tags,
        security,
        summary: "The review queue: pending campaigns of the marketing staff's country (review:Discount)",
        response: { 200: z.object({ content: z.array(discountSchema) }), ...errorResponses(401, 403, 440) },
      },
    },
    async (req) => service.reviewQueue(caller(req)),
  );

  r.get(
    '/catalogue',
    {
      // a hot answer of the home's first load: written by a compiled serializer (#20)
      serializerCompiler: compiledSerializerCompiler,
      config: { ...session, ability: 'authenticated' },
      schema: {
        tags,
        security,
        summary:
          "The catalogue: approved campaigns of the user's country and their clients' countries, not expired (classified nuevo / por_expirar in each country's time zone), with the caller's own code",
        response: { 200: z.object({ content: z.array(catalogItemSchema), total_elements: z.number() }), ...errorResponses(401, 440) },
      },
    },
    async (req) => service.catalogue(caller(req)),
  );

  r.get(
    '/coupons/:code',
    {
      config: { ...session, ability: ['validate:Coupon', 'manage:UsersDiscounts'], rateLimit: couponRate },
      schema: {
        tags,
        security,
        summary:
          "Look up a coupon by its 6-character code (mall staff with validate:Coupon in the campaign's country, or the campaign's brand users with manage:UsersDiscounts); 404 alike for an unknown code and one the caller may not validate; 30 look-ups and redemptions a minute per user (429)",
        params: codeParams,
        response: { 200: couponSchema, ...errorResponses(400, 401, 403, 404, 440) },
      },
    },
    async (req) => service.lookup(caller(req), req.params.code),
  );

  r.post(
    '/coupons/:code/redeem',
    {
      config: { ...session, ability: ['validate:Coupon', 'manage:UsersDiscounts'], rateLimit: couponRate },
      schema: {
        tags,
        security,
        summary:
          'Redeem a coupon exactly once (409 when already redeemed or not redeemable today in the country time zone; 404 for a code the caller may not validate); audited by redeemed_by; 30 a minute per user (429)',
        params: codeParams,
        response: { 200: z.object({ message: z.string(), data: couponSchema }), ...errorResponses(400, 401, 403, 404, 409, 440) },
      },
    },
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
    {
      config: { ...session, ability: ['manage:Discounts', 'review:Discount'] },
      schema: {
        tags,
        security,
        summary: "One campaign (its client's manage:Discounts, or marketing staff of its country)",
        params: idParamsSchema,
        response: { 200: discountSchema, ...errorResponses(400, 401, 403, 404, 440) },
      },
    },
    async (req) => service.get(caller(req), req.params.id),
  );

  r.post(
    '/',
    {
      config: { ...session, ability: 'manage:Discounts' },
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary:
          'Create a campaign: multipart with the JSON part "descuento" first (status draft, or pending with email and channels to publish), then the logo "file" (JPG/JPEG/PNG/GIF by its bytes, at most 5 MB); audited',
        response: { 201: discountSchema, ...writeErrors },
      },
    },
    async (req, reply) => {
      const { who, input, context, logoId } = await readDiscount(req);
      try {
        return reply.code(201).send(await service.create(who, input, context, logoId));
      } catch (e) {
        if (logoId) await service.discardLogos(who, [logoId]);
        throw e;
      }
    },
  );

  r.put(
    '/:id',
    {
      config: { ...session, ability: 'manage:Discounts' },
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary: 'Edit a draft (409 otherwise): multipart as on create; the logo file is optional (the current one is kept); audited',
        params: idParamsSchema,
        response: { 200: discountSchema, ...writeErrors },
      },
    },
    async (req) => {
      const existing = await service.editable(caller(req), req.params.id);
      const { who, input, logoId } = await readDiscount(req, existing);
      try {
        return await service.update(who, existing, input, logoId);
      } catch (e) {
        if (logoId) await service.discardLogos(who, [logoId]);
        throw e;
      }
    },
  );

  r.post(
    '/:id/publish',
    {
      config: { ...session, ability: 'manage:Discounts' },
      schema: {
        tags,
        security,
        summary: 'Publish a draft: channels (On tour, App Mi Mall, Office Hub) and an e-mail; it goes to review (pending); audited',
        params: idParamsSchema,
        body: publishSchema,
        response: {
          200: z.object({ message: z.string(), detail: z.string(), data: discountSchema }),
          ...errorResponses(400, 401, 403, 404, 409, 440),
        },
      },
    },
    async (req) => service.publish(caller(req), req.params.id, req.body),
  );

  r.post(
    '/:id/delete',
    {
      config: { ...session, ability: 'manage:Discounts' },
      schema: {
        tags,
        security,
        summary: 'Delete a draft, pending or approved campaign with a required reason (409 otherwise); audited',
        params: idParamsSchema,
        body: deleteSchema,
        response: { 200: message, ...errorResponses(400, 401, 403, 404, 409, 440) },
      },
    },
    async (req) => service.remove(caller(req), req.params.id, req.body),
  );

  r.post(
    '/:id/approve',
    {
      config: { ...session, ability: 'review:Discount' },
      schema: {
        tags,
        security,
        summary: 'Approve a pending campaign (marketing staff of its country); the tenant is notified (bell and e-mail); audited',
        params: idParamsSchema,
        response: { 200: withData, ...errorResponses(400, 401, 403, 404, 409, 440) },
      },
    },
    async (req) => service.review(caller(req), req.params.id, 'approve'),
  );

  r.post(
    '/:id/reject',
    {
      config: { ...session, ability: 'review:Discount' },
      schema: {
        tags,
        security,
        summary: 'Reject a pending campaign with a comment the tenant sees (bell and e-mail); audited',
        params: idParamsSchema,
        body: rejectSchema,
        response: { 200: withData, ...errorResponses(400, 401, 403, 404, 409, 440) },
      },
    },
    async (req) => service.review(caller(req), req.params.id, 'reject', req.body),
  );

  r.post(
    '/:id/obtain',
    {
      config: { ...session, ability: 'authenticated' },
      schema: {
        tags,
        security,
        summary:
          'Obtain a coupon of a catalogue campaign (accept_conditions: true): a 6-character code; one per user and campaign, never past the stock (409)',
        params: idParamsSchema,
        body: obtainSchema,
        response: { 201: couponResultSchema, ...errorResponses(400, 401, 404, 409, 440, 503) },
      },
    },
    async (req, reply) => reply.code(201).send(await service.obtain(caller(req), req.params.id)),
  );
}

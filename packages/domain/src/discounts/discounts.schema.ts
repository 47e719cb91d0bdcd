import { z } from 'zod';
import { emailSchema } from '../auth/email';
import { humanText } from '../common/text';
import { DISCOUNT_MSG as M } from './discounts.messages';
import {
  DISCOUNT_CHANNELS,
  DISCOUNT_LIMITS as L,
  DISCOUNT_STATUSES,
  DISCOUNT_TYPES,
  amountProblem,
  isCouponCode,
  isDay,
  isWeekDays,
  normalizeWeekDays,
} from './discounts.rules';

const day = z.string().max(10).refine(isDay, M.dateInvalid);
const textId = z.string().trim().min(1, M.required).max(64);

/** The discount JSON part of create/update. The logo travels as the file part. */
export const discountInputSchema = z
  .object({
    name: humanText({ error: M.required }).min(1, M.required).max(L.name, M.nameMax(L.name)),
    discount_type: z.enum(DISCOUNT_TYPES, { error: M.required }),
    value: z.number({ error: M.required }).max(L.amountMax, M.amountFormat),
    brand_id: textId,
    description: humanText({ error: M.required }).min(1, M.required).max(L.description, M.descriptionMax),
    conditions: humanText({ multiline: true }).max(L.conditions, M.conditionsMax).optional().default(''),
    buildings_ids: z.array(textId, { error: M.buildings }).min(1, M.buildings).max(L.buildingsMax, M.buildings),
    start: day,
    end: day,
    week_days: z
      .string({ error: M.weekDays })
      .min(1, M.weekDays)
      .max(7, M.weekDaysInvalid)
      .refine(isWeekDays, M.weekDaysInvalid)
      .transform(normalizeWeekDays),
    stock: z.number().int(M.stock).min(1, M.stock).max(L.stockMax, M.stock).nullable().optional().default(null),
    /** 'draft' saves a draft; 'pending' publishes (then email is required and channels optional) */
    status: z.enum(['draft', 'pending']).default('draft'),
    email: z.string().max(254, M.email).optional(),
    channels: z.array(z.enum(DISCOUNT_CHANNELS)).max(DISCOUNT_CHANNELS.length).optional().default([]),
  })
  .superRefine((v, ctx) => {
    const p = amountProblem(v.discount_type, v.value);
    if (p) ctx.addIssue({ code: 'custom', path: ['value'], message: M[p] });
    if (v.end < v.start) ctx.addIssue({ code: 'custom', path: ['end'], message: M.endBeforeStart });
    if (v.status === 'pending' && !publishSchema.shape.email.safeParse(v.email ?? '').success)
      ctx.addIssue({ code: 'custom', path: ['email'], message: M.email });
  });
export type DiscountInput = z.output<typeof discountInputSchema>;

/** Publish a draft: optional channels and a valid e-mail. */
export const publishSchema = z.object({
  channels: z.array(z.enum(DISCOUNT_CHANNELS)).max(DISCOUNT_CHANNELS.length).default([]),
  email: emailSchema(M.email, M.email),
});

export const deleteSchema = z.object({
  reason: humanText({ multiline: true, error: M.reasonRequired }).min(1, M.reasonRequired).max(L.reason, M.reasonRequired),
});
export const rejectSchema = z.object({
  comment: humanText({ multiline: true, error: M.commentRequired }).min(1, M.commentRequired).max(L.reason, M.commentRequired),
});
/** The approval of a campaign: its stock, required when it was published without one (stock 0). */
export const approveSchema = z.object({
  stock: z.number().int(M.stock).min(1, M.stock).max(L.stockMax, M.stock).optional(),
});
export const obtainSchema = z.object({
  accept_conditions: z.literal(true, { error: M.acceptConditions }),
});

/** A coupon code in a path: exactly 6 characters, upper-cased. */
export const couponCodeSchema = z
  .string()
  .max(L.couponLength, M.codeLength)
  .transform((s) => s.toUpperCase())
  .refine(isCouponCode, M.codeLength);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const csv = <T extends z.ZodType<unknown, any>>(item: T, max: number) =>
  z
    .string()
    .max(max * 80)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max));

/** GET / (list by client): page (1-based), size, q, statuses, ids, buildings, from, to. */
export const discountListQuerySchema = z.object({
  client: z.string().max(64).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(L.listPageSize),
  q: z.string().trim().max(100).optional(),
  statuses: csv(z.enum(DISCOUNT_STATUSES), DISCOUNT_STATUSES.length).optional(),
  ids: csv(z.coerce.number().int().positive().max(2_147_483_647), 100).optional(),
  buildings: csv(z.string().max(64), 50).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type DiscountListQuery = z.output<typeof discountListQuerySchema>;

const building = z.object({ id: z.string(), name: z.string() });

/** A campaign as the API answers it. */
export const discountSchema = z.object({
  id: z.number(),
  client_id: z.string(),
  country_id: z.string(),
  brand_id: z.string(),
  brand: z.string(),
  buildings_ids: z.array(z.string()),
  buildings: z.array(building),
  name: z.string(),
  description: z.string(),
  conditions: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  value: z.number(),
  redeem_type: z.literal('unique'),
  week_days: z.string(),
  start: z.string(),
  end: z.string(),
  stock: z.number().nullable(),
  status: z.enum(DISCOUNT_STATUSES),
  image_id: z.string().nullable(),
  image_url: z.string().nullable(),
  image_name: z.string().nullable(),
  email: z.string().nullable(),
  channels: z.array(z.string()),
  review_comment: z.string().nullable(),
  delete_reason: z.string().nullable(),
  created_at: z.string(),
  discount_users_count: z.number(),
  discount_users_redeemed_count: z.number(),
});
export type Discount = z.infer<typeof discountSchema>;

export const discountPageSchema = z.object({ content: z.array(discountSchema), total_elements: z.number() });
/** GET /review: marketing's queue. */
export const discountReviewQueueSchema = z.object({ content: z.array(discountSchema) });
/** A write's answer: its message and the campaign as saved (review, publish adds a detail). */
export const discountSavedSchema = z.object({ message: z.string(), data: discountSchema });
export const discountPublishedSchema = discountSavedSchema.extend({ detail: z.string() });

/** GET /brands: the brands within reach of a client and their shopping centres. */
export const discountBrandsSchema = z.object({
  client_id: z.string(),
  country_id: z.string(),
  brands: z.array(z.object({ id: z.string(), name: z.string(), client_id: z.string(), buildings: z.array(building) })),
});

/** A catalogue entry: the campaign, its classification and the caller's own code when obtained. */
export const catalogItemSchema = discountSchema.extend({
  classification: z.enum(['nuevo', 'por_expirar']),
  my_code: z.string().nullable(),
  available: z.boolean(),
});
export type CatalogItem = z.infer<typeof catalogItemSchema>;
export const catalogPageSchema = z.object({ content: z.array(catalogItemSchema), total_elements: z.number() });

export const couponResultSchema = z.object({ id: z.number(), code: z.string(), discount_id: z.number() });

/** A coupon as the validator sees it. */
export const couponSchema = z.object({
  id: z.number(),
  code: z.string(),
  redeemed_at: z.string().nullable(),
  redeemed_by: z.string().nullable(),
  redeemable_today: z.boolean(),
  discount: z.object({
    id: z.number(),
    name: z.string(),
    brand: z.string(),
    discount_type: z.enum(DISCOUNT_TYPES),
    value: z.number(),
    country_id: z.string(),
    week_days: z.string(),
    start: z.string(),
    end: z.string(),
    conditions: z.string(),
  }),
  user: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponRedeemedSchema = z.object({ message: z.string(), data: couponSchema });

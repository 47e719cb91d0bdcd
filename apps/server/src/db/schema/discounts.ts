import { pgTable, text, integer, date, numeric, uuid, bigint, jsonb, primaryKey, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, serialId, stamps } from './columns';
import { brands, buildings, clientCountry } from './core';
import { users } from './users';
import { files } from './files';

/** A discount campaign of a brand. */
export const discounts = pgTable(
  'discounts',
  {
    id: serialId(),
    ...clientCountry(),
    brand_id: text('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    conditions: text('conditions').notNull().default(''),
    /** '%' or '$' */
    discount_type: text('discount_type').notNull(),
    value: numeric('value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** digits 1 (Monday) … 7 (Sunday), sorted */
    week_days: text('week_days').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    /** the most coupons it gives; null = no limit */
    stock: integer('stock'),
    /** coupons given so far (raised with a conditional update: never past the stock) */
    coupons_count: integer('coupons_count').notNull().default(0),
    /** draft, pending, approved, rejected, deleted */
    status: text('status').notNull().default('draft'),
    image_id: uuid('image_id').references(() => files.id),
    email: text('email'),
    channels: jsonb('channels').$type<string[]>().notNull().default([]),
    review_comment: text('review_comment'),
    reviewed_by: uuid('reviewed_by').references(() => users.id),
    reviewed_at: ts('reviewed_at'),
    delete_reason: text('delete_reason'),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id),
    ...stamps(),
  },
  (t) => [index('discounts_client').on(t.client_id, t.created_at), index('discounts_country_status').on(t.country_id, t.status)],
);

/** The shopping centres of a campaign. */
export const discountBuildings = pgTable(
  'discount_buildings',
  {
    discount_id: bigint('discount_id', { mode: 'number' })
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    building_id: text('building_id')
      .notNull()
      .references(() => buildings.id),
  },
  (t) => [primaryKey({ columns: [t.discount_id, t.building_id] }), index('discount_buildings_building').on(t.building_id)],
);

/** A coupon a user obtained: one per user and campaign, the code unique in the campaign. */
export const coupons = pgTable(
  'coupons',
  {
    id: serialId(),
    discount_id: bigint('discount_id', { mode: 'number' })
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    created_at: ts('created_at').notNull(),
    redeemed_at: ts('redeemed_at'),
    redeemed_by: uuid('redeemed_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('coupons_discount_code').on(t.discount_id, t.code),
    uniqueIndex('coupons_discount_user').on(t.discount_id, t.user_id),
    index('coupons_code').on(t.code),
  ],
);

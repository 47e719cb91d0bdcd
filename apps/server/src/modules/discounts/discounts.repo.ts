import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';

/** A campaign as read, with its brand, buildings, logo name and coupon counters. */
export interface DiscountRow {
  id: number;
  client_id: string;
  country_id: string;
  brand_id: string;
  brand_name: string;
  name: string;
  description: string;
  conditions: string;
  discount_type: '%' | '$';
  value: number;
  week_days: string;
  start: string;
  end: string;
  stock: number | null;
  status: 'draft' | 'pending' | 'approved' | 'rejected' | 'deleted';
  image_id: string | null;
  image_name: string | null;
  email: string | null;
  channels: string[];
  review_comment: string | null;
  delete_reason: string | null;
  created_by: string;
  created_at: Date;
  buildings: { id: string; name: string }[];
  users_count: number;
  redeemed_count: number;
}

/** the columns of a campaign as read (DiscountRow); FROM is its tables */
const SELECT = sql`
  select d.id::int as id, d.client_id, d.country_id, d.brand_id, b.name as brand_name, d.name, d.description, d.conditions,
    d.discount_type, d.value::text as value, d.week_days, to_char(d.start_date, 'YYYY-MM-DD') as start,
    to_char(d.end_date, 'YYYY-MM-DD') as "end", d.stock, d.status, d.image_id, f.original_name as image_name, d.email,
    d.channels, d.review_comment, d.delete_reason, d.created_by, d.created_at,
    coalesce((select json_agg(json_build_object('id', bu.id, 'name', bu.name) order by bu.name)
      from discount_buildings x join buildings bu on bu.id = x.building_id where x.discount_id = d.id), '[]'::json) as buildings,
    (select count(*)::int from coupons c where c.discount_id = d.id) as users_count,
    (select count(*)::int from coupons c where c.discount_id = d.id and c.redeemed_at is not null) as redeemed_count`;
const FROM = sql` from discounts d join brands b on b.id = d.brand_id left join files f on f.id = d.image_id`;

const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const toRow = (r: Record<string, unknown>): DiscountRow =>
  ({
    ...r,
    id: Number(r.id),
    value: Number(r.value),
    stock: r.stock === null ? null : Number(r.stock),
    channels: parse(r.channels as string[]),
    buildings: parse(r.buildings as DiscountRow['buildings']),
    created_at: new Date(r.created_at as string),
    users_count: Number(r.users_count),
    redeemed_count: Number(r.redeemed_count),
  }) as DiscountRow;

export interface ListFilter {
  clientId: string;
  q?: string;
  statuses?: string[];
  ids?: number[];
  buildings?: string[];
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

export interface CouponRow {
  id: number;
  discount_id: number;
  user_id: string;
  code: string;
  redeemed_at: Date | null;
  redeemed_by: string | null;
  first_name: string;
  last_name: string;
  email: string;
}

/** Queries of discounts and coupons (no rules here). */
export function createDiscountsRepo(db: Db) {
  const many = async (where: SQL, tail: SQL = sql``) => {
    const res = await db.execute(sql`${SELECT}${FROM} where ${where} ${tail}`);
    return (res.rows as Record<string, unknown>[]).map(toRow);
  };
  const listWhere = (f: Omit<ListFilter, 'limit' | 'offset'>) => {
    const parts: SQL[] = [sql`d.client_id = ${f.clientId}`];
    if (f.statuses?.length)
      parts.push(
        sql`d.status in (${sql.join(
          f.statuses.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      );
    else parts.push(sql`d.status <> 'deleted'`);
    if (f.q) parts.push(sql`d.name ilike ${`%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
    if (f.ids?.length)
      parts.push(
        sql`d.id in (${sql.join(
          f.ids.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      );
    if (f.buildings?.length)
      parts.push(
        sql`exists (select 1 from discount_buildings x where x.discount_id = d.id and x.building_id in (${sql.join(
          f.buildings.map((s) => sql`${s}`),
          sql`, `,
        )}))`,
      );
    if (f.from) parts.push(sql`d.end_date >= ${f.from}`);
    if (f.to) parts.push(sql`d.start_date <= ${f.to}`);
    return sql.join(parts, sql` and `);
  };

  return {
    byId: async (id: number) => (await many(sql`d.id = ${id}`))[0],
    page: (f: ListFilter) => many(listWhere(f), sql`order by d.created_at desc, d.id desc limit ${f.limit} offset ${f.offset}`),
    count: async (f: Omit<ListFilter, 'limit' | 'offset'>) => {
      const res = await db.execute(sql`select count(*)::int as n from discounts d where ${listWhere(f)}`);
      return Number((res.rows[0] as { n: number }).n);
    },
    /**
     * approved campaigns of these countries ending on or after `endFrom` (newest first, at most
     * 1000); with `codeOf`, each with that user's coupon code (`my_code`, null without one), in the
     * same round trip
     */
    approvedIn: async (countries: string[], endFrom: string, codeOf?: string) => {
      const myCode = codeOf ? sql`, (select c.code from coupons c where c.discount_id = d.id and c.user_id = ${codeOf}) as my_code` : sql``;
      const res = await db.execute(sql`${SELECT}${myCode}${FROM}
        where d.status = 'approved' and d.country_id in (${sql.join(
          countries.map((c) => sql`${c}`),
          sql`, `,
        )}) and d.end_date >= ${endFrom} order by d.reviewed_at desc nulls last, d.id desc limit 1000`);
      return (res.rows as Record<string, unknown>[]).map((r) => ({ ...toRow(r), my_code: (r.my_code ?? null) as string | null }));
    },
    pendingIn: (country: string) =>
      many(sql`d.status = 'pending' and d.country_id = ${country}`, sql`order by d.updated_at asc, d.id asc limit 200`),
    brand: async (id: string) => (await db.select().from(t.brands).where(eq(t.brands.id, id)))[0],
    clientCountry: async (clientId: string) =>
      (await db.select({ c: t.clients.country_id }).from(t.clients).where(eq(t.clients.id, clientId)))[0]?.c,
    /** the shopping centres where a brand has a contract */
    brandBuildings: async (brandId: string) => {
      const res = await db.execute(sql`select distinct bu.id, bu.name from contracts c join spaces s on s.id = c.space_id
        join buildings bu on bu.id = s.building_id where c.brand_id = ${brandId} order by bu.name`);
      return res.rows as { id: string; name: string }[];
    },
    /** the brands of a client with the shopping centres of each */
    clientBrands: async (clientId: string) => {
      const res =
        await db.execute(sql`select b.id, b.name, b.client_id, coalesce((select json_agg(distinct jsonb_build_object('id', bu.id, 'name', bu.name))
        from contracts c join spaces s on s.id = c.space_id join buildings bu on bu.id = s.building_id where c.brand_id = b.id), '[]'::json) as buildings
        from brands b where b.client_id = ${clientId} order by b.name`);
      return (res.rows as Record<string, unknown>[]).map((r) => ({
        id: String(r.id),
        name: String(r.name),
        client_id: String(r.client_id),
        buildings: parse(r.buildings as { id: string; name: string }[]).sort((a, b) => a.name.localeCompare(b.name)),
      }));
    },
    fileLocation: async (id: string) =>
      (
        await db
          .select()
          .from(t.files)
          .where(and(eq(t.files.id, id), isNull(t.files.deleted_at)))
      )[0],
    usersOfClient: async (clientId: string) => {
      const res = await db.execute(
        sql`select u.id, u.email from user_clients uc join users u on u.id = uc.user_id where uc.client_id = ${clientId}`,
      );
      return res.rows as { id: string; email: string }[];
    },
    userById: async (id: string) => (await db.select().from(t.users).where(eq(t.users.id, id)))[0],

    insert: (v: typeof t.discounts.$inferInsert, buildings: string[]) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(t.discounts).values(v).returning({ id: t.discounts.id });
        await tx.insert(t.discountBuildings).values(buildings.map((b) => ({ discount_id: row!.id, building_id: b })));
        await tx.insert(t.auditLog).values({
          at: v.created_at,
          actor_user_id: v.created_by,
          action: 'discount.create',
          entity: 'discount',
          entity_id: String(row!.id),
          client_id: v.client_id,
          details: { status: v.status },
        });
        return row!.id;
      }),
    /**
     * updates a campaign only while it is in `from` (false when it moved meanwhile); `also` writes
     * the rest of the same change in its transaction (the e-mail it causes)
     */
    update: (
      id: number,
      from: string[],
      v: Partial<typeof t.discounts.$inferInsert>,
      audit: typeof t.auditLog.$inferInsert,
      buildings?: string[],
      also?: (tx: Db) => Promise<unknown>,
    ) =>
      db.transaction(async (tx) => {
        const done = await tx
          .update(t.discounts)
          .set(v)
          .where(and(eq(t.discounts.id, id), inArray(t.discounts.status, from)))
          .returning({ id: t.discounts.id });
        if (!done.length) return false;
        if (buildings) {
          await tx.delete(t.discountBuildings).where(eq(t.discountBuildings.discount_id, id));
          await tx.insert(t.discountBuildings).values(buildings.map((b) => ({ discount_id: id, building_id: b })));
        }
        await tx.insert(t.auditLog).values(audit);
        await also?.(tx as unknown as Db);
        return true;
      }),

    /**
     * Gives a coupon in one transaction: the coupon is inserted unless the user has one or the code
     * is taken (no error: nothing inserted), then the campaign's counter is raised only while it
     * is approved and below its stock; otherwise the transaction is rolled back.
     * The stock is decided here, in one conditional UPDATE, so that two users taking the last coupon at once cannot both get it.
     */
    obtainCoupon: (discountId: number, userId: string, code: string, now: Date) =>
      db
        .transaction(async (tx) => {
          const [c] = await tx
            .insert(t.coupons)
            .values({ discount_id: discountId, user_id: userId, code, created_at: now })
            .onConflictDoNothing()
            .returning();
          if (!c) {
            const mine = await tx
              .select({ id: t.coupons.id })
              .from(t.coupons)
              .where(and(eq(t.coupons.discount_id, discountId), eq(t.coupons.user_id, userId)));
            return { outcome: mine.length ? ('mine' as const) : ('collision' as const) };
          }
          const raised = await tx
            .update(t.discounts)
            .set({ coupons_count: sql`${t.discounts.coupons_count} + 1` })
            .where(
              and(
                eq(t.discounts.id, discountId),
                eq(t.discounts.status, 'approved'),
                sql`(${t.discounts.stock} is null or ${t.discounts.coupons_count} < ${t.discounts.stock})`,
              ),
            )
            .returning({ id: t.discounts.id });
          if (!raised.length) throw new NoStock();
          return { outcome: 'ok' as const, coupon: c };
        })
        .catch((e: unknown) => {
          if (e instanceof NoStock) return { outcome: 'stock' as const };
          throw e;
        }),
    couponsByCode: async (code: string) => {
      const res =
        await db.execute(sql`select c.id::int as id, c.discount_id::int as discount_id, c.user_id, c.code, c.redeemed_at, c.redeemed_by,
        u.nombres as first_name, u.apellidos as last_name, u.email from coupons c join users u on u.id = c.user_id
        where c.code = ${code} order by c.redeemed_at nulls first, c.id limit 20`);
      return (res.rows as Record<string, unknown>[]).map(
        (r) =>
          ({
            ...r,
            id: Number(r.id),
            discount_id: Number(r.discount_id),
            redeemed_at: r.redeemed_at ? new Date(r.redeemed_at as string) : null,
          }) as CouponRow,
      );
    },
    /** marks a coupon redeemed only when it is not yet (false when someone else did first) */
    redeem: async (id: number, by: string, now: Date) =>
      (
        await db
          .update(t.coupons)
          .set({ redeemed_at: now, redeemed_by: by })
          .where(and(eq(t.coupons.id, id), isNull(t.coupons.redeemed_at)))
          .returning({ id: t.coupons.id })
      ).length === 1,
  };
}

class NoStock extends Error {}

export type DiscountsRepo = ReturnType<typeof createDiscountsRepo>;

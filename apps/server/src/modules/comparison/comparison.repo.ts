import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { importRun, type ImportRun } from '../../lib/bulk-upsert';
import * as t from '../../db/schema/index';
import { COMPARISON_METRICS, type ComparisonMetric } from '@vitrina/domain/comparison/comparison.schema';
import { list, METRICS_SQL, previousMonthsSql, statsSql, xminVersion } from './comparison.sql';

/** A month's first day, the first days of the month before and of the same month a year before, and its last day. */
export interface MonthWindow {
  start: string;
  before: string;
  yearBefore: string;
  end: string;
}

type Figures = Record<ComparisonMetric, number | null>;
export type OwnStoreRow = Figures & {
  contract_id: string;
  space_code: string;
  brand_name: string;
  building_id: string;
  building_name: string;
  country_id: string;
  category: string | null;
  declared: boolean;
};
/** A group's statistics: per metric, the companies with a value and the percentiles asked for. */
export type GroupStatsRow = {
  country_id: string;
  category: string;
  building_id: string | null;
  building_name: string | null;
  stores: number;
  companies: number;
} & Record<`${ComparisonMetric}_n`, number> &
  Record<`${ComparisonMetric}_p`, number[] | null>;

/** The brands `b` of the given categories, or of any category. */
const categorySql = (categories: readonly string[] | null) =>
  categories ? sql`b.category in (${list(categories)})` : sql`b.category is not null`;
/** What a month's figures are computed from: the month, the month before and the year before. */
const threeMonths = (m: MonthWindow) => sql`${m.start}::date, ${m.before}::date, ${m.yearBefore}::date`;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** 'Comparativo' queries: every figure and percentile is computed in PostgreSQL. */
export function createComparisonRepo(db: Db) {
  const rows = async <T>(q: SQL) => (await db.execute(q)).rows as T[];

  /**
   * The month's declared stores, one row each, of the given countries and categories (or every
   * category), leaving out the stores of the `excluded` companies.
   */
  const peers = (countries: readonly string[], categories: readonly string[] | null, m: MonthWindow, excluded: readonly string[]) => sql`
    select ms.client_id, ms.country_id, s.building_id, b.category, ${METRICS_SQL}
    from monthly_sales ms
      join contracts c on c.id = ms.contract_id
      join brands b on b.id = c.brand_id
      join spaces s on s.id = ms.space_id
      ${previousMonthsSql(m.before, m.yearBefore)}
    where ms.country_id in (${list(countries)}) and ms.periodo = ${m.start}::date
      and ${categorySql(categories)}
      and ${excluded.length ? sql`ms.client_id not in (${list(excluded)})` : sql`true`}`;

  /** Per category, the country's group and each centre's group of the peers. */
  const groupStats = async (peersSql: SQL, fractions: readonly number[]) => {
    const r = await rows<Record<string, unknown>>(sql`
      with peers as (${peersSql}),
      g as (
        select country_id, category, building_id, count(*)::int as stores, count(distinct client_id)::int as companies,
          ${sql.join(
            COMPARISON_METRICS.map((k) => statsSql(k, fractions)),
            sql`, `,
          )}
        from peers group by grouping sets ((country_id, category, building_id), (country_id, category))
      )
      select g.*, bu.name as building_name from g left join buildings bu on bu.id = g.building_id
      order by g.country_id, g.category, g.building_id nulls first, bu.name`);
    return r.map((x) => {
      const out: Record<string, unknown> = { ...x, building_id: x.building_id ?? null, building_name: x.building_name ?? null };
      for (const k of COMPARISON_METRICS) {
        const p = x[`${k}_p`] as unknown[] | null;
        out[`${k}_n`] = Number(x[`${k}_n`] ?? 0);
        out[`${k}_p`] = p ? p.map(Number) : null;
      }
      return out as GroupStatsRow;
    });
  };

  return {
    /** The caller's stores (`scopeSql` on contracts `c`) in force in the month, with the month's figures when declared. */
    async ownStores(scopeSql: SQL, m: MonthWindow): Promise<OwnStoreRow[]> {
      const r = await rows<Record<string, unknown>>(sql`
        select c.id as contract_id, s.code as space_code, b.name as brand_name, bu.id as building_id, bu.name as building_name,
          bu.country_id, b.category, ms.id is not null as declared, ${METRICS_SQL}
        from contracts c
          join spaces s on s.id = c.space_id
          join brands b on b.id = c.brand_id
          join buildings bu on bu.id = s.building_id
          left join monthly_sales ms on ms.contract_id = c.id and ms.periodo = ${m.start}::date
          ${previousMonthsSql(m.before, m.yearBefore)}
        where ${scopeSql} and c.start_date <= ${m.end}::date and c.end_date >= ${m.start}::date
        order by bu.name, s.code, c.id`);
      return r.map((x) => ({
        contract_id: String(x.contract_id),
        space_code: String(x.space_code),
        brand_name: String(x.brand_name),
        building_id: String(x.building_id),
        building_name: String(x.building_name),
        country_id: String(x.country_id),
        category: (x.category as string | null) ?? null,
        declared: x.declared === true,
        per_m2: num(x.per_m2),
        avg_ticket: num(x.avg_ticket),
        mom: num(x.mom),
        yoy: num(x.yoy),
      }));
    },

    /**
     * A version of what the groups of some countries' month are computed from, that changes with any
     * write to it (`xminVersion`): `sales`, of the monthly sales of the month, the month before and
     * the year before; `rest`, of the brands (their categories), spaces (their areas) and contracts.
     */
    async version(countries: readonly string[], m: MonthWindow) {
      const [r] = await rows<{ sales: string; rest: string }>(sql`
        select (select ${xminVersion()} from monthly_sales
            where country_id in (${list(countries)}) and periodo in (${threeMonths(m)})) as sales,
          concat_ws('.', (select ${xminVersion()} from brands), (select ${xminVersion()} from spaces), (select ${xminVersion()} from contracts)) as rest`);
      return { sales: String(r!.sales), rest: String(r!.rest) };
    },

    /**
     * The `sales` version of each category of the same three months (of the given categories, or
     * every category): what tells which categories' groups a write to the monthly sales changed.
     */
    async categoryVersions(countries: readonly string[], categories: readonly string[] | null, m: MonthWindow) {
      const r = await rows<{ category: string; v: string }>(sql`
        select b.category, ${xminVersion('ms')} as v
        from monthly_sales ms join contracts c on c.id = ms.contract_id join brands b on b.id = c.brand_id
        where ms.country_id in (${list(countries)}) and ms.periodo in (${threeMonths(m)})
          and ${categorySql(categories)}
        group by b.category`);
      return new Map(r.map((x) => [String(x.category), String(x.v)]));
    },

    /** The groups of other companies' stores for the given countries and categories: quartiles per metric. */
    peerGroups: (countries: string[], categories: string[], m: MonthWindow, excluded: string[]) =>
      groupStats(peers(countries, categories, m, excluded), [0.25, 0.5, 0.75]),

    /** A country's whole distribution by category (of the given ones, or every one) and centre: minimum, quartiles and maximum per metric. */
    distribution: (country: string, categories: string[] | null, m: MonthWindow) =>
      groupStats(peers([country], categories, m, []), [0, 0.25, 0.5, 0.75, 1]),

    /** A brand with its company's country. */
    async brand(id: string) {
      const [b] = await db
        .select({ id: t.brands.id, client_id: t.brands.client_id, country_id: t.clients.country_id, category: t.brands.category })
        .from(t.brands)
        .innerJoin(t.clients, eq(t.clients.id, t.brands.client_id))
        .where(eq(t.brands.id, id));
      return b;
    },

    /** Sets a brand's category and writes the audit row, together. */
    setCategory: (id: string, category: string | null, audit: typeof t.auditLog.$inferInsert) =>
      db.transaction(async (tx) => {
        await tx.update(t.brands).set({ category }).where(eq(t.brands.id, id));
        await tx.insert(t.auditLog).values(audit);
      }),

    /** The brands among some ids, with their company's country. */
    brandsIn: (ids: string[]) =>
      db
        .select({ id: t.brands.id, country_id: t.clients.country_id })
        .from(t.brands)
        .innerJoin(t.clients, eq(t.clients.id, t.brands.client_id))
        .where(inArray(t.brands.id, ids)),

    /**
     * One import batch in one transaction: the categories set in one statement where they change
     * (the batch as a JSON record set, which PGlite and PostgreSQL both read), then the run's record.
     */
    importCategories: (run: ImportRun, rows: { brand_id: string; category: string | null }[]) =>
      importRun(db, run, async (tx) => {
        const changed = await tx.execute(sql`
          update brands set category = v.category
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(brand_id text, category text)
          where brands.id = v.brand_id and brands.category is distinct from v.category
          returning brands.id`);
        const updated = changed.rows.length;
        return [{ inserted: 0, updated, unchanged: rows.length - updated }];
      }),
  };
}
export type ComparisonRepo = ReturnType<typeof createComparisonRepo>;

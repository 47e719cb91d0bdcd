import { sql, type SQL } from 'drizzle-orm';
import { reachesSql } from '../access/reach';

/** A list of values as SQL parameters. */
export const list = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The stores the caller compares, as SQL on a contracts alias `c`: every contract of the clients
 * it administers, elsewhere the contracts its assignments reach (reach.ts).
 */
export function comparedContractsSql(userId: string, clients: string[], adminOf: string[]): SQL {
  const admin = adminOf.length ? sql`c.client_id in (${list(adminOf)})` : sql`false`;
  const reach = reachesSql(userId, { id: sql`c.id`, client_id: sql`c.client_id`, brand_id: sql`c.brand_id`, space_id: sql`c.space_id` });
  return sql`(c.client_id in (${list(clients)}) and (${admin} or ${reach}))`;
}

/**
 * A declared month's figures, on a monthly sale `ms` of a space `s`, with the same contract's
 * month before `pm` and month a year before `ly`: sales per m² and average ticket (net sales),
 * growth on the month before and on the year before (fractions; null without the other month).
 */
export const METRICS_SQL = sql.raw(`
  (ms.monto_total_neto / nullif(s.area_m2, 0))::float8 as per_m2,
  (ms.monto_total_neto / nullif(ms.total_tickets, 0))::float8 as avg_ticket,
  (case when pm.monto_total_neto > 0 then ms.monto_total_neto / pm.monto_total_neto - 1 end)::float8 as mom,
  (case when ly.monto_total_neto > 0 then ms.monto_total_neto / ly.monto_total_neto - 1 end)::float8 as yoy`);

/** The joins of the month before and the year before (`pm`, `ly`) for a monthly sale `ms`. */
export const previousMonthsSql = (before: string, yearBefore: string) => sql`
  left join monthly_sales pm on pm.contract_id = ms.contract_id and pm.periodo = ${before}::date
  left join monthly_sales ly on ly.contract_id = ms.contract_id and ly.periodo = ${yearBefore}::date`;

/**
 * The statistics of a metric over the rows of a group: the number of distinct companies with a
 * value, and the percentiles at `fractions` (percentile_cont, nulls left out).
 */
export const statsSql = (metric: 'per_m2' | 'avg_ticket' | 'mom' | 'yoy', fractions: readonly number[]) =>
  sql.raw(
    `count(distinct client_id) filter (where ${metric} is not null)::int as ${metric}_n, ` +
      `percentile_cont(array[${fractions.join(', ')}]::float8[]) within group (order by ${metric}) as ${metric}_p`,
  );

/**
 * Rows as a version: their count and the sum of their row versions (xmin, of the table `alias`):
 * a row written, added or removed changes it, whenever its transaction commits.
 */
export const xminVersion = (alias?: string) =>
  sql.raw(`count(*) || '.' || coalesce(sum(${alias ? `${alias}.` : ''}xmin::text::bigint), 0)`);

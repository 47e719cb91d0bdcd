import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReportGroup, ReportMeasure } from '@vitrina/domain/sales/report.schema';
import type { Period } from '@vitrina/domain/sales/report.rules';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';

/** The column a measure reads (whitelisted: never a caller's text in SQL). */
const MEASURE: Record<ReportMeasure, SQL> = {
  bruto: sql.raw('ds.monto_total_bruto'),
  neto: sql.raw('ds.monto_total_neto'),
};
/** A group's key, label and detail over the `per` rows. */
const GROUP: Record<ReportGroup, { key: SQL; label: SQL; detail: SQL }> = {
  space: { key: sql.raw('space_id'), label: sql.raw("space_code || ' · ' || brand_name"), detail: sql.raw('building_name') },
  brand: { key: sql.raw('brand_id'), label: sql.raw('brand_name'), detail: sql.raw('client_name') },
  building: { key: sql.raw('building_id'), label: sql.raw('building_name'), detail: sql.raw('building_city') },
};

const d = (x: string) => sql`${x}::date`;
const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const z = (v: unknown) => Number(v ?? 0);

export interface ReportWindows {
  period: Period;
  compare: Period | null;
  mtd: Period;
  mtdLastYear: Period;
  ytd: Period;
  ytdLastYear: Period;
  mat: Period;
  /** the last day that can be declared (yesterday) */
  lastDeclarable: string;
  /** first day of the 24 months of the monthly chart, and the last day of the period's month */
  monthlyFrom: string;
  monthlyTo: string;
}

/**
 * Sales report queries. Everything is aggregated in PostgreSQL over the caller's
 * contracts (`scopeSql`, decided by the access module): the per-day rows never reach Node.
 */
export function createSalesReportRepo(db: Db) {
  const rows = async <T>(q: SQL) => (await db.execute(q)).rows as T[];

  /** The scoped contracts overlapping [from, to], with their space, brand, building and client. */
  const scopedContracts = (scopeSql: SQL, from: string, to: string) => sql`
    select c.id, c.client_id, c.brand_id, c.space_id, c.start_date, c.end_date,
      s.code as space_code, nullif(s.area_m2, 0)::float8 as area, b.name as brand_name,
      bu.id as building_id, bu.name as building_name, bu.city as building_city, cl.name as client_name
    from contracts c
      join spaces s on s.id = c.space_id
      join brands b on b.id = c.brand_id
      join buildings bu on bu.id = s.building_id
      join clients cl on cl.id = c.client_id
    where ${scopeSql} and c.start_date <= ${d(to)} and c.end_date >= ${d(from)}`;

  return {
    /** The caller's country's currency is the answer's; the scoped clients' countries tell which. */
    async countriesOf(scopeSql: SQL) {
      const r = await rows<{ country_id: string }>(
        sql`select distinct cl.country_id from contracts c join clients cl on cl.id = c.client_id where ${scopeSql}`,
      );
      return r.map((x) => x.country_id);
    },

    /** The headline figures: the period, the second period, month and year to date (and a year before), the last 12 months. */
    async totals(scopeSql: SQL, w: ReportWindows, measure: ReportMeasure) {
      const m = MEASURE[measure];
      const all = [w.period, w.compare, w.mtd, w.mtdLastYear, w.ytd, w.ytdLastYear, w.mat].filter((p): p is Period => !!p);
      const from = all.map((p) => p.from).sort()[0]!;
      const to = all
        .map((p) => p.to)
        .sort()
        .at(-1)!;
      const sum = (p: Period | null) =>
        p ? sql`coalesce(sum(${m}) filter (where ds.fecha_registro between ${d(p.from)} and ${d(p.to)}), 0)::float8` : sql`null::float8`;
      const [r] = await rows<Record<string, unknown>>(sql`
        with sc as (${scopedContracts(scopeSql, from, to)})
        select ${sum(w.period)} as total, ${sum(w.compare)} as compare_total,
          ${sum(w.mtd)} as mtd, ${sum(w.mtdLastYear)} as mtd_ly, ${sum(w.ytd)} as ytd, ${sum(w.ytdLastYear)} as ytd_ly, ${sum(w.mat)} as mat
        from daily_sales ds join sc on sc.id = ds.contract_id
        where ds.fecha_registro between ${d(from)} and ${d(to)}`);
      return {
        total: z(r?.total),
        compare_total: n(r?.compare_total),
        mtd: z(r?.mtd),
        mtd_ly: z(r?.mtd_ly),
        ytd: z(r?.ytd),
        ytd_ly: z(r?.ytd_ly),
        mat: z(r?.mat),
      };
    },

    /**
     * One row per group (space, brand or building) and, with `is_total`, the row of every scoped
     * contract together: sales in the period and the second period, tickets, the area and the
     * sales of the spaces that have one, days declared, justified and pending (days due without a record).
     */
    async groups(scopeSql: SQL, w: ReportWindows, measure: ReportMeasure, group: ReportGroup) {
      const m = MEASURE[measure];
      const g = GROUP[group];
      const p = w.period;
      const c = w.compare;
      const from = c && c.from < p.from ? c.from : p.from;
      const to = c && c.to > p.to ? c.to : p.to;
      const inP = sql`ds.fecha_registro between ${d(p.from)} and ${d(p.to)}`;
      const inC = c ? sql`ds.fecha_registro between ${d(c.from)} and ${d(c.to)}` : sql`false`;
      const dueTo = p.to < w.lastDeclarable ? p.to : w.lastDeclarable;
      const r = await rows<Record<string, unknown>>(sql`
        with sc as (${scopedContracts(scopeSql, from, to)}),
        per as (
          select sc.id, sc.space_id, sc.space_code, sc.area, sc.brand_id, sc.brand_name, sc.building_id, sc.building_name,
            sc.building_city, sc.client_name,
            coalesce(sum(${m}) filter (where ${inP}), 0)::float8 as total,
            sum(${m}) filter (where ${inC})::float8 as compare_total,
            coalesce(sum(ds.total_tickets) filter (where ${inP}), 0)::float8 as tickets,
            count(ds.id) filter (where ${inP} and ds.justification_id is null)::int as declared,
            count(ds.id) filter (where ${inP} and ds.justification_id is not null)::int as justified,
            count(ds.id) filter (where ${inP} and ds.fecha_registro <= ${d(dueTo)})::int as recorded_due,
            greatest(0, least(${d(dueTo)}, sc.end_date) - greatest(${d(p.from)}, sc.start_date) + 1)::int as due
          from sc left join daily_sales ds on ds.contract_id = sc.id and ds.fecha_registro between ${d(from)} and ${d(to)}
          group by sc.id, sc.start_date, sc.end_date, sc.space_id, sc.space_code, sc.area, sc.brand_id, sc.brand_name, sc.building_id, sc.building_name,
            sc.building_city, sc.client_name
        )
        select grouping(${g.key}) = 1 as is_total, ${g.key} as key, min(${g.label}) as label, min(${g.detail}) as detail,
          sum(total)::float8 as total, sum(compare_total)::float8 as compare_total, sum(tickets)::float8 as tickets,
          sum(area)::float8 as area, coalesce(sum(total) filter (where area is not null), 0)::float8 as total_with_area,
          count(*) filter (where area is null)::int as without_area,
          sum(declared)::int as declared, sum(justified)::int as justified, sum(greatest(due - recorded_due, 0))::int as pending,
          count(distinct space_id)::int as spaces
        from per group by grouping sets ((${g.key}), ()) order by is_total, total desc, label`);
      return r.map((x) => ({
        is_total: x.is_total === true,
        key: String(x.key ?? ''),
        label: String(x.label ?? ''),
        detail: String(x.detail ?? ''),
        total: z(x.total),
        compare_total: n(x.compare_total),
        tickets: z(x.tickets),
        area: n(x.area),
        total_with_area: z(x.total_with_area),
        without_area: z(x.without_area),
        declared: z(x.declared),
        justified: z(x.justified),
        pending: z(x.pending),
        spaces: z(x.spaces),
      }));
    },

    /** Sales per day of the period (every day, zero when none) and of the second period aligned day by day. */
    async daily(scopeSql: SQL, w: ReportWindows, measure: ReportMeasure) {
      const m = MEASURE[measure];
      const p = w.period;
      const c = w.compare;
      const from = c && c.from < p.from ? c.from : p.from;
      const to = c && c.to > p.to ? c.to : p.to;
      const r = await rows<{ fecha: string; total: unknown; compare_total: unknown }>(sql`
        with sc as (${scopedContracts(scopeSql, from, to)}),
        a as (select ds.fecha_registro as f, sum(${m})::float8 as v from daily_sales ds join sc on sc.id = ds.contract_id
              where ds.fecha_registro between ${d(p.from)} and ${d(p.to)} group by 1),
        b as (${
          c
            ? sql`select (ds.fecha_registro - ${d(c.from)}) + ${d(p.from)} as f, sum(${m})::float8 as v from daily_sales ds join sc on sc.id = ds.contract_id
              where ds.fecha_registro between ${d(c.from)} and ${d(c.to)} group by 1`
            : sql`select null::date as f, null::float8 as v where false`
        })
        select to_char(g.day, 'YYYY-MM-DD') as fecha, coalesce(a.v, 0) as total, ${c ? sql`coalesce(b.v, 0)` : sql`null::float8`} as compare_total
        from generate_series(${d(p.from)}, ${d(p.to)}, interval '1 day') as g(day)
          left join a on a.f = g.day::date left join b on b.f = g.day::date
        order by g.day`);
      return r.map((x) => ({ fecha: x.fecha, total: z(x.total), compare_total: n(x.compare_total) }));
    },

    /** Sales per month over the 24 months ending with the period's month. */
    async monthly(scopeSql: SQL, w: ReportWindows, measure: ReportMeasure) {
      const m = MEASURE[measure];
      const r = await rows<{ month: string; total: unknown }>(sql`
        with sc as (${scopedContracts(scopeSql, w.monthlyFrom, w.monthlyTo)})
        select to_char(date_trunc('month', ds.fecha_registro), 'YYYY-MM') as month, sum(${m})::float8 as total
        from daily_sales ds join sc on sc.id = ds.contract_id
        where ds.fecha_registro between ${d(w.monthlyFrom)} and ${d(w.monthlyTo)} group by 1 order by 1`);
      return new Map(r.map((x) => [x.month, z(x.total)]));
    },

    /** A building with its country. */
    async building(id: string) {
      const [b] = await db
        .select({ id: t.buildings.id, name: t.buildings.name, country_id: t.buildings.country_id })
        .from(t.buildings)
        .where(eq(t.buildings.id, id));
      return b;
    },
    buildingsOf: (countryId: string) =>
      db
        .select({ id: t.buildings.id, name: t.buildings.name, city: t.buildings.city })
        .from(t.buildings)
        .where(eq(t.buildings.country_id, countryId))
        .orderBy(t.buildings.name),

    /**
     * 'informeVentasAdmin': every contract of a building's spaces in the period, ranked by sales,
     * with tickets, area and declaration punctuality (recorded by the day after the sales day, in
     * the building's time zone).
     */
    async buildingRanking(
      buildingId: string,
      p: Period,
      lastDeclarable: string,
      measure: ReportMeasure,
      timeZone: string,
      punctualDays: number,
    ) {
      const m = MEASURE[measure];
      const dueTo = p.to < lastDeclarable ? p.to : lastDeclarable;
      const r = await rows<Record<string, unknown>>(sql`
        select c.id, c.client_id, s.id as space_id, s.code as space_code, b.name as brand_name, cl.name as client_name,
          nullif(s.area_m2, 0)::float8 as area,
          coalesce(sum(${m}), 0)::float8 as total, coalesce(sum(ds.total_tickets), 0)::float8 as tickets,
          count(ds.id) filter (where ds.justification_id is null)::int as declared,
          count(ds.id) filter (where (ds.created_at at time zone ${timeZone})::date <= ds.fecha_registro + ${punctualDays}::int)::int as punctual,
          count(ds.id) filter (where ds.fecha_registro <= ${d(dueTo)})::int as recorded_due,
          count(ds.id)::int as recorded,
          greatest(0, least(${d(dueTo)}, c.end_date) - greatest(${d(p.from)}, c.start_date) + 1)::int as due
        from contracts c
          join spaces s on s.id = c.space_id
          join brands b on b.id = c.brand_id
          join clients cl on cl.id = c.client_id
          left join daily_sales ds on ds.contract_id = c.id and ds.fecha_registro between ${d(p.from)} and ${d(p.to)}
        where s.building_id = ${buildingId} and c.start_date <= ${d(p.to)} and c.end_date >= ${d(p.from)}
        group by c.id, c.client_id, s.id, s.code, b.name, cl.name, s.area_m2
        order by total desc, s.code`);
      return r.map((x) => ({
        client_id: String(x.client_id),
        space_id: String(x.space_id),
        space_code: String(x.space_code),
        brand_name: String(x.brand_name),
        client_name: String(x.client_name),
        area: n(x.area),
        total: z(x.total),
        tickets: z(x.tickets),
        declared: z(x.declared),
        recorded: z(x.recorded),
        punctual: z(x.punctual),
        pending: Math.max(0, z(x.due) - z(x.recorded_due)),
      }));
    },

    // ---- on-demand jobs ----
    insertJob: async (v: typeof t.reportJobs.$inferInsert) => (await db.insert(t.reportJobs).values(v).returning())[0]!,
    updateJob: (id: string, v: Partial<typeof t.reportJobs.$inferInsert>) => db.update(t.reportJobs).set(v).where(eq(t.reportJobs.id, id)),
    job: async (id: string) => (await db.select().from(t.reportJobs).where(eq(t.reportJobs.id, id)))[0],
    jobsOf: (userId: string) =>
      db
        .select({
          id: t.reportJobs.id,
          params: t.reportJobs.params,
          status: t.reportJobs.status,
          progress: t.reportJobs.progress,
          file_name: t.reportJobs.file_name,
          error: t.reportJobs.error,
          created_at: t.reportJobs.created_at,
          finished_at: t.reportJobs.finished_at,
        })
        .from(t.reportJobs)
        .where(eq(t.reportJobs.user_id, userId))
        .orderBy(desc(t.reportJobs.created_at))
        .limit(20),
    /** Ends a job still open (pendiente, procesando): its user, or undefined when it had ended already. */
    finishJob: async (id: string, v: Partial<typeof t.reportJobs.$inferInsert>) =>
      (
        await db
          .update(t.reportJobs)
          .set(v)
          .where(and(eq(t.reportJobs.id, id), inArray(t.reportJobs.status, ['pendiente', 'procesando'])))
          .returning({ user_id: t.reportJobs.user_id })
      )[0],
    openJobs: async (userId: string) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(t.reportJobs)
          .where(and(eq(t.reportJobs.user_id, userId), inArray(t.reportJobs.status, ['pendiente', 'procesando'])))
      )[0]?.n ?? 0,
    /** The on-demand report services of these clients. */
    reportServices: (ids: string[]) =>
      db.select({ id: t.clients.id, services: t.clients.report_services }).from(t.clients).where(inArray(t.clients.id, ids)),
  };
}
export type SalesReportRepo = ReturnType<typeof createSalesReportRepo>;

import type { Clock } from '@vitrina/domain/common/clock';
import { COUNTRIES, isCountryId, type CountryId } from '@vitrina/domain/countries/countries';
import { addDays, businessToday, firstDay, lastDay, monthOf, parseIsoDate } from '@vitrina/domain/sales/calendar';
import {
  averageTicket,
  defaultReportPeriod,
  lastTwelveMonths,
  monthToDate,
  movingAnnualTotal,
  sameDaysLastYear,
  salesPerM2,
  variation,
  yearToDate,
  type Period,
} from '@vitrina/domain/sales/report.rules';
import { REPORT_MSG, type ReportQuery, type ReportResponse } from '@vitrina/domain/sales/report.schema';
import type { Scope } from '../access/scope';
import type { SalesReportRepo } from './sales-report.repo';
import { salesReportContractsSql } from './sales-report.sql';

/** Today in a country (the report's last declarable day is the day before). */
export const reportToday = (clock: Clock, country: CountryId) => businessToday(clock.now(), COUNTRIES[country].timeZone);

/** The report's country: the chosen company's (its id starts with the country), else the caller's. */
const countryOf = (scope: Scope, companyId?: string): CountryId => {
  const prefix = companyId?.slice(0, 3);
  return prefix && isCountryId(prefix) ? prefix : scope.countryId;
};

/**
 * 'Informe de ventas' over the spaces the caller sees (salesReportContractsSql): the period's and
 * the comparison's totals, month and year to date against last year, the moving annual total,
 * per m², the average ticket, the days declared, the daily and monthly series and the groups.
 */
export async function buildSalesReport(repo: SalesReportRepo, clock: Clock, scope: Scope, q: ReportQuery): Promise<ReportResponse> {
  const scopeSql = salesReportContractsSql(scope, q.company_id);
  const country = countryOf(scope, q.company_id);
  const today = reportToday(clock, country);
  const lastDeclarable = addDays(today, -1);
  const period: Period = q.from && q.to ? { from: q.from, to: q.to } : defaultReportPeriod(today);
  const compare: Period | null = q.compare_from && q.compare_to ? { from: q.compare_from, to: q.compare_to } : null;
  // the headline figures are anchored at the period's end, never after the last declarable day
  const asOf = period.to < lastDeclarable ? period.to : lastDeclarable;
  const mtd = monthToDate(asOf);
  const ytd = yearToDate(asOf);
  const months = lastTwelveMonths(period.to);
  const first = parseIsoDate(`${months[0]}-01`);
  const w = {
    period,
    compare,
    mtd,
    mtdLastYear: sameDaysLastYear(mtd),
    ytd,
    ytdLastYear: sameDaysLastYear(ytd),
    mat: movingAnnualTotal(asOf),
    lastDeclarable,
    monthlyFrom: firstDay({ year: first.year - 1, month: first.month }),
    monthlyTo: lastDay(monthOf(period.to)),
  };
  const [totals, groups, daily, monthly] = await Promise.all([
    repo.totals(scopeSql, w, q.measure),
    repo.groups(scopeSql, w, q.measure, q.group),
    repo.daily(scopeSql, w, q.measure),
    repo.monthly(scopeSql, w, q.measure),
  ]);
  const all = groups.find((g) => g.is_total);
  const rows = groups.filter((g) => !g.is_total);
  const perM2 = (g: { area: number | null; total_with_area: number; without_area: number }) =>
    salesPerM2([
      { sales: g.total_with_area, area_m2: g.area },
      ...Array.from({ length: g.without_area }, () => ({ sales: 0, area_m2: null })),
    ]);
  const tickets = all?.tickets ?? 0;
  const yearBefore = (m: string) => `${Number(m.slice(0, 4)) - 1}${m.slice(4)}`;
  return {
    country_id: country,
    currency: COUNTRIES[country].currency,
    as_of: asOf,
    measure: q.measure,
    group: q.group,
    period,
    compare,
    spaces: all?.spaces ?? 0,
    kpis: {
      total: totals.total,
      compare_total: totals.compare_total,
      variation: compare ? variation(totals.total, totals.compare_total ?? 0) : null,
      mtd: {
        period: mtd,
        total: totals.mtd,
        last_year: w.mtdLastYear,
        last_year_total: totals.mtd_ly,
        variation: variation(totals.mtd, totals.mtd_ly),
      },
      ytd: {
        period: ytd,
        total: totals.ytd,
        last_year: w.ytdLastYear,
        last_year_total: totals.ytd_ly,
        variation: variation(totals.ytd, totals.ytd_ly),
      },
      mat: { period: w.mat, total: totals.mat },
      per_m2: all ? perM2(all) : { value: null, without_area: 0 },
      avg_ticket: {
        value: averageTicket(totals.total, tickets),
        tickets,
        note: tickets > 0 ? null : REPORT_MSG.noTickets,
      },
      days: { declared: all?.declared ?? 0, justified: all?.justified ?? 0, pending: all?.pending ?? 0 },
    },
    daily,
    monthly: months.map((m) => ({ month: m, total: monthly.get(m) ?? 0, last_year: monthly.get(yearBefore(m)) ?? 0 })),
    groups: rows.map((g) => ({
      key: g.key,
      label: g.label,
      detail: g.detail,
      total: g.total,
      compare_total: compare ? (g.compare_total ?? 0) : null,
      variation: compare ? variation(g.total, g.compare_total ?? 0) : null,
      area_m2: g.area,
      per_m2: perM2(g).value,
      tickets: g.tickets,
      avg_ticket: averageTicket(g.total, g.tickets),
      declared: g.declared,
      justified: g.justified,
      pending: g.pending,
    })),
  };
}

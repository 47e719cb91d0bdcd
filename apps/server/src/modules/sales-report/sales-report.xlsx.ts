import type { CountryId } from '@vitrina/domain/countries/countries';
import { moneyFormat, streamedWorkbook } from '../../lib/xlsx';
import type { ReportResponse } from '@vitrina/domain/sales/report.schema';
import { REPORT_XLSX } from './sales-report.texts';

const asDate = (ymd: string) => new Date(`${ymd}T00:00:00Z`);
const DATE = 'dd/mm/yyyy';
const PCT = '0.0%';

/**
 * The sales report as an .xlsx, written with exceljs's streaming writer: 'Resumen' (the headline
 * figures), 'Por día', 'Por mes' and the grouped table. Amounts are numbers with the country's
 * money format, dates are dates.
 */
export async function salesReportXlsx(r: ReportResponse): Promise<Buffer> {
  const country = r.country_id as CountryId;
  const money = moneyFormat(country);
  return streamedWorkbook((wb) => {
    const summary = wb.addWorksheet(REPORT_XLSX.summarySheet);
    summary.columns = [
      { header: REPORT_XLSX.figure, key: 'k', width: 42 },
      { header: REPORT_XLSX.from, key: 'from', width: 14 },
      { header: REPORT_XLSX.to, key: 'to', width: 14 },
      { header: REPORT_XLSX.value, key: 'v', width: 20 },
    ];
    summary.getRow(1).font = { bold: true };
    const line = (k: string, p: { from: string; to: string } | null, v: number | null, fmt = money) => {
      const row = summary.addRow({ k, from: p ? asDate(p.from) : null, to: p ? asDate(p.to) : null, v });
      row.getCell(2).numFmt = DATE;
      row.getCell(3).numFmt = DATE;
      row.getCell(4).numFmt = fmt;
      row.commit();
    };
    const k = r.kpis;
    line(REPORT_XLSX.periodTotal, r.period, k.total);
    if (r.compare) {
      line(REPORT_XLSX.compareTotal, r.compare, k.compare_total);
      line(REPORT_XLSX.variation, null, k.variation, PCT);
    }
    line(REPORT_XLSX.mtd, k.mtd.period, k.mtd.total);
    line(REPORT_XLSX.mtdLastYear, k.mtd.last_year, k.mtd.last_year_total);
    line(REPORT_XLSX.ytd, k.ytd.period, k.ytd.total);
    line(REPORT_XLSX.ytdLastYear, k.ytd.last_year, k.ytd.last_year_total);
    line(REPORT_XLSX.mat, k.mat.period, k.mat.total);
    line(REPORT_XLSX.perM2, r.period, k.per_m2.value);
    line(REPORT_XLSX.avgTicket, r.period, k.avg_ticket.value);
    line(REPORT_XLSX.declared, r.period, k.days.declared, '0');
    line(REPORT_XLSX.justified, r.period, k.days.justified, '0');
    line(REPORT_XLSX.pending, r.period, k.days.pending, '0');
    if (k.per_m2.without_area) line(REPORT_XLSX.withoutArea, null, k.per_m2.without_area, '0');
    if (k.avg_ticket.note) summary.addRow({ k: k.avg_ticket.note }).commit();
    summary.commit();

    const daily = wb.addWorksheet(REPORT_XLSX.dailySheet);
    daily.columns = [
      { header: REPORT_XLSX.date, key: 'f', width: 14 },
      { header: REPORT_XLSX.sales, key: 't', width: 20 },
      ...(r.compare ? [{ header: REPORT_XLSX.compareSales, key: 'c', width: 24 }] : []),
    ];
    daily.getRow(1).font = { bold: true };
    for (const x of r.daily) {
      const row = daily.addRow({ f: asDate(x.fecha), t: x.total, c: x.compare_total });
      row.getCell(1).numFmt = DATE;
      row.getCell(2).numFmt = money;
      if (r.compare) row.getCell(3).numFmt = money;
      row.commit();
    }
    daily.commit();

    const monthly = wb.addWorksheet(REPORT_XLSX.monthlySheet);
    monthly.columns = [
      { header: REPORT_XLSX.month, key: 'm', width: 14 },
      { header: REPORT_XLSX.sales, key: 't', width: 20 },
      { header: REPORT_XLSX.lastYear, key: 'l', width: 20 },
    ];
    monthly.getRow(1).font = { bold: true };
    for (const x of r.monthly) {
      const row = monthly.addRow({ m: asDate(`${x.month}-01`), t: x.total, l: x.last_year });
      row.getCell(1).numFmt = 'mm/yyyy';
      row.getCell(2).numFmt = money;
      row.getCell(3).numFmt = money;
      row.commit();
    }
    monthly.commit();

    const groups = wb.addWorksheet(REPORT_XLSX.groupSheet[r.group]);
    groups.columns = [
      { header: REPORT_XLSX.groupHeader[r.group], key: 'label', width: 32 },
      { header: REPORT_XLSX.detail[r.group], key: 'detail', width: 28 },
      { header: REPORT_XLSX.sales, key: 'total', width: 18 },
      ...(r.compare
        ? [
            { header: REPORT_XLSX.compareSales, key: 'compare', width: 22 },
            { header: REPORT_XLSX.variation, key: 'variation', width: 12 },
          ]
        : []),
      { header: REPORT_XLSX.area, key: 'area', width: 10 },
      { header: REPORT_XLSX.perM2, key: 'per_m2', width: 16 },
      { header: REPORT_XLSX.tickets, key: 'tickets', width: 10 },
      { header: REPORT_XLSX.avgTicket, key: 'avg', width: 16 },
      { header: REPORT_XLSX.declared, key: 'declared', width: 12 },
      { header: REPORT_XLSX.justified, key: 'justified', width: 12 },
      { header: REPORT_XLSX.pending, key: 'pending', width: 12 },
    ];
    groups.getRow(1).font = { bold: true };
    for (const g of r.groups) {
      const row = groups.addRow({
        label: g.label,
        detail: g.detail,
        total: g.total,
        compare: g.compare_total,
        variation: g.variation,
        area: g.area_m2,
        per_m2: g.per_m2,
        tickets: g.tickets,
        avg: g.avg_ticket,
        declared: g.declared,
        justified: g.justified,
        pending: g.pending,
      });
      for (const key of r.compare ? ['total', 'compare', 'per_m2', 'avg'] : ['total', 'per_m2', 'avg']) row.getCell(key).numFmt = money;
      if (r.compare) row.getCell('variation').numFmt = PCT;
      row.commit();
    }
    groups.commit();
  });
}

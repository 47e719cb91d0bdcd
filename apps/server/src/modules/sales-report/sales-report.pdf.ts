import { formatMoney, formatNumber, type CountryId } from '@vitrina/domain/countries/countries';
import { formatDayMonthYear } from '@vitrina/domain/sales/calendar';
import type { ReportResponse } from '@vitrina/domain/sales/report.schema';
import { documentPdf, titledTable, type PdfBlock } from '../../lib/pdf';
import { REPORT_PDF, REPORT_XLSX } from './sales-report.texts';

export const PDF_MIME = 'application/pdf';

/**
 * The sales report as a PDF (the on-demand file's other format): the same content as the .xlsx
 * ('Resumen', 'Por día', 'Por mes' and the grouped table) as tables under the brand's header,
 * amounts in the country's currency and separators.
 */
export function salesReportPdf(r: ReportResponse, createdAt: Date): Promise<Buffer> {
  const country = r.country_id as CountryId;
  const money = (v: number | null | undefined) => (v == null ? '—' : formatMoney(v, country));
  const count = (v: number | null | undefined) => (v == null ? '—' : formatNumber(v, country));
  const pct = (v: number | null | undefined) => (v == null ? '—' : `${formatNumber(v * 100, country, 1)} %`);
  const day = (d: string) => formatDayMonthYear(d);
  const range = (p: { from: string; to: string } | null) => (p ? `${day(p.from)} – ${day(p.to)}` : '');
  const month = (ym: string) => `${ym.slice(5, 7)}/${ym.slice(0, 4)}`;
  const k = r.kpis;

  const summary: string[][] = [
    [REPORT_XLSX.periodTotal, range(r.period), money(k.total)],
    ...(r.compare
      ? [
          [REPORT_XLSX.compareTotal, range(r.compare), money(k.compare_total)],
          [REPORT_XLSX.variation, '', pct(k.variation)],
        ]
      : []),
    [REPORT_XLSX.mtd, range(k.mtd.period), money(k.mtd.total)],
    [REPORT_XLSX.mtdLastYear, range(k.mtd.last_year), money(k.mtd.last_year_total)],
    [REPORT_XLSX.ytd, range(k.ytd.period), money(k.ytd.total)],
    [REPORT_XLSX.ytdLastYear, range(k.ytd.last_year), money(k.ytd.last_year_total)],
    [REPORT_XLSX.mat, range(k.mat.period), money(k.mat.total)],
    [REPORT_XLSX.perM2, range(r.period), money(k.per_m2.value)],
    [REPORT_XLSX.avgTicket, range(r.period), money(k.avg_ticket.value)],
    [REPORT_XLSX.declared, range(r.period), count(k.days.declared)],
    [REPORT_XLSX.justified, range(r.period), count(k.days.justified)],
    [REPORT_XLSX.pending, range(r.period), count(k.days.pending)],
    ...(k.per_m2.without_area ? [[REPORT_XLSX.withoutArea, '', count(k.per_m2.without_area)]] : []),
  ];

  const blocks: PdfBlock[] = titledTable(REPORT_XLSX.summarySheet, {
    columns: [
      { header: REPORT_XLSX.figure },
      { header: REPORT_PDF.period, width: 150 },
      { header: REPORT_XLSX.value, align: 'right', width: 110 },
    ],
    rows: summary,
  });
  if (k.avg_ticket.note) blocks.push({ kind: 'paragraph', text: k.avg_ticket.note });

  blocks.push(
    ...titledTable(REPORT_XLSX.groupSheet[r.group], {
      columns: [
        { header: REPORT_XLSX.groupHeader[r.group] },
        { header: REPORT_XLSX.sales, align: 'right', width: 80 },
        ...(r.compare ? [{ header: REPORT_XLSX.variation, align: 'right' as const, width: 55 }] : []),
        { header: REPORT_XLSX.perM2, align: 'right', width: 70 },
        { header: REPORT_XLSX.avgTicket, align: 'right', width: 65 },
        { header: REPORT_PDF.daysDeclaredPending, align: 'right', width: 70 },
      ],
      rows: r.groups.map((g) => [
        g.detail ? `${g.label}\n${g.detail}` : g.label,
        money(g.total),
        ...(r.compare ? [pct(g.variation)] : []),
        money(g.per_m2),
        money(g.avg_ticket),
        `${count(g.declared)} / ${count(g.pending)}`,
      ]),
    }),
    ...titledTable(REPORT_XLSX.monthlySheet, {
      columns: [
        { header: REPORT_XLSX.month },
        { header: REPORT_XLSX.sales, align: 'right' },
        { header: REPORT_XLSX.lastYear, align: 'right' },
      ],
      rows: r.monthly.map((m) => [month(m.month), money(m.total), money(m.last_year)]),
    }),
    ...titledTable(REPORT_XLSX.dailySheet, {
      columns: [
        { header: REPORT_XLSX.date },
        { header: REPORT_XLSX.sales, align: 'right' },
        ...(r.compare ? [{ header: REPORT_XLSX.compareSales, align: 'right' as const }] : []),
      ],
      rows: r.daily.map((x) => [day(x.fecha), money(x.total), ...(r.compare ? [money(x.compare_total)] : [])]),
    }),
  );

  return documentPdf({
    title: REPORT_PDF.title,
    subtitle: `${range(r.period)} · ${REPORT_PDF.measure[r.measure]} · ${REPORT_PDF.groupedBy} ${REPORT_XLSX.groupHeader[r.group].toLowerCase()} · ${r.currency}`,
    blocks,
    footer: REPORT_PDF.footer,
    createdAt,
  });
}

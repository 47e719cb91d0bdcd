import { formatNumber, type CountryId } from '@vitrina/domain/countries/countries';
import type { Column } from '../../../components/data-table';
import { REPORT_TEXT } from '../messages';

/** What a row of either report has: its sales, area, sales per m², average ticket and pending days. */
interface ReportFigures {
  total: number;
  area_m2: number | null;
  per_m2: number | null;
  avg_ticket: number | null;
  pending: number;
}

/** The report tables' own columns, in the country's formats and the report's currency (`money`). */
export function reportColumns<R extends ReportFigures>(country: CountryId, money: (v: number | null) => string) {
  const column = {
    total: { key: 'total', header: REPORT_TEXT.colSales, align: 'right', render: (r) => money(r.total) },
    area: {
      key: 'area',
      header: REPORT_TEXT.colArea,
      align: 'right',
      render: (r) => (r.area_m2 === null ? '--' : formatNumber(r.area_m2, country, 1)),
    },
    perM2: { key: 'per_m2', header: REPORT_TEXT.colPerM2, align: 'right', render: (r) => money(r.per_m2) },
    avgTicket: { key: 'avg', header: REPORT_TEXT.colAvgTicket, align: 'right', render: (r) => money(r.avg_ticket) },
    pending: { key: 'pending', header: REPORT_TEXT.colPending, align: 'right', render: (r) => r.pending },
  } satisfies Record<string, Column<R>>;
  return column;
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatMoneyIn, formatNumber, type CountryId } from '@vitrina/domain/countries/countries';
import type { ReportResponse } from '@vitrina/domain/sales/report.schema';
import { REPORT_TEXT } from '../messages';
import { dmy, pct } from '../format';

function Kpi({ label, value, detail, tone }: { label: string; value: string; detail?: string; tone?: 'up' | 'down' }) {
  return (
    <Card component="section" aria-label={label}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2">
          {label}
        </Typography>
        <Typography sx={{ fontSize: '1.35rem', fontWeight: 600, my: 0.5 }}>{value}</Typography>
        {detail && (
          <Typography variant="body2" sx={{ color: tone === 'up' ? 'success.dark' : tone === 'down' ? 'error.dark' : 'text.secondary' }}>
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

const tone = (v: number | null) => (v === null ? undefined : v >= 0 ? 'up' : 'down');

/** The headline figures of the report. */
export function KpiCards({ report }: { report: ReportResponse }) {
  const k = report.kpis;
  const money = (v: number | null) => (v === null ? REPORT_TEXT.noData : formatMoneyIn(v, report.currency));
  const country = report.country_id as CountryId;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, mb: 2 }}>
      <Kpi
        label={REPORT_TEXT.periodSales}
        value={money(k.total)}
        detail={
          report.compare
            ? `${pct(k.variation)} ${REPORT_TEXT.vsCompare} (${money(k.compare_total)})`
            : `${dmy(report.period.from)} – ${dmy(report.period.to)}`
        }
        tone={report.compare ? tone(k.variation) : undefined}
      />
      <Kpi
        label={REPORT_TEXT.mtd}
        value={money(k.mtd.total)}
        detail={`${pct(k.mtd.variation)} ${REPORT_TEXT.mtdVs(dmy(k.mtd.last_year.from), dmy(k.mtd.last_year.to))}`}
        tone={tone(k.mtd.variation)}
      />
      <Kpi
        label={REPORT_TEXT.ytd}
        value={money(k.ytd.total)}
        detail={`${pct(k.ytd.variation)} ${REPORT_TEXT.ytdVs}`}
        tone={tone(k.ytd.variation)}
      />
      <Kpi label={REPORT_TEXT.mat} value={money(k.mat.total)} detail={`${dmy(k.mat.period.from)} – ${dmy(k.mat.period.to)}`} />
      <Kpi
        label={REPORT_TEXT.perM2}
        value={money(k.per_m2.value)}
        detail={k.per_m2.without_area ? REPORT_TEXT.withoutArea(k.per_m2.without_area) : undefined}
      />
      <Kpi
        label={REPORT_TEXT.avgTicket}
        value={money(k.avg_ticket.value)}
        detail={k.avg_ticket.note ?? REPORT_TEXT.tickets(formatNumber(k.avg_ticket.tickets, country))}
      />
      <Kpi label={REPORT_TEXT.days} value={`${k.days.declared} / ${k.days.pending}`} detail={REPORT_TEXT.daysDetail(k.days.justified)} />
    </Box>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatMoneyIn } from '@vitrina/domain/countries/countries';
import type { ReportResponse } from '@vitrina/domain/sales/report.schema';
import { REPORT_TEXT } from '../messages';

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const monthLabel = (ym: string) => `${MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(2, 4)}`;
const dayLabel = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}`;

/**
 * The report's charts (MUI X Charts): sales per day of the period (and of the second period,
 * aligned day by day) and per month against the year before. Loaded with the report page only.
 */
export default function ReportCharts({ report }: { report: ReportResponse }) {
  const money = (v: number | null) => (v === null ? '--' : formatMoneyIn(v, report.currency));
  const compact = (v: number) => new Intl.NumberFormat('es', { notation: 'compact', maximumFractionDigits: 1 }).format(v);
  const localeText = { noData: REPORT_TEXT.noData, loading: REPORT_TEXT.chartsLoading };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, mb: 2 }}>
      <ChartFigure id="chart-daily" title={REPORT_TEXT.dailyChart}>
        <LineChart
          height={280}
          localeText={localeText}
          xAxis={[{ data: report.daily.map((d) => dayLabel(d.fecha)), scaleType: 'point' }]}
          yAxis={[{ valueFormatter: compact, width: 56 }]}
          series={[
            {
              data: report.daily.map((d) => d.total),
              label: REPORT_TEXT.series.period,
              valueFormatter: money,
              showMark: false,
              area: false,
            },
            ...(report.compare
              ? [
                  {
                    data: report.daily.map((d) => d.compare_total ?? 0),
                    label: REPORT_TEXT.series.compare,
                    valueFormatter: money,
                    showMark: false,
                  },
                ]
              : []),
          ]}
        />
      </ChartFigure>
      <ChartFigure id="chart-monthly" title={REPORT_TEXT.monthlyChart}>
        <BarChart
          height={280}
          localeText={localeText}
          xAxis={[{ data: report.monthly.map((m) => monthLabel(m.month)), scaleType: 'band' }]}
          yAxis={[{ valueFormatter: compact, width: 56 }]}
          series={[
            { data: report.monthly.map((m) => m.total), label: REPORT_TEXT.series.current, valueFormatter: money },
            { data: report.monthly.map((m) => m.last_year), label: REPORT_TEXT.series.lastYear, valueFormatter: money },
          ]}
        />
      </ChartFigure>
    </Box>
  );
}

/** One chart in a captioned figure (its title names it for assistive technology). */
function ChartFigure({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="figure" sx={{ m: 0 }} aria-labelledby={`${id}-title`} data-testid={id}>
      <CardContent>
        <Typography id={`${id}-title`} variant="h2" component="figcaption" sx={{ fontSize: '1.05rem', mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

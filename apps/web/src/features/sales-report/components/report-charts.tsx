import { Box, Card, CardContent, Typography } from '@mui/material';
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
      <Card component="figure" sx={{ m: 0 }} aria-labelledby="chart-daily-title" data-testid="chart-daily">
        <CardContent>
          <Typography id="chart-daily-title" variant="h2" component="figcaption" sx={{ fontSize: '1.05rem', mb: 1 }}>
            {REPORT_TEXT.dailyChart}
          </Typography>
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
        </CardContent>
      </Card>
      <Card component="figure" sx={{ m: 0 }} aria-labelledby="chart-monthly-title" data-testid="chart-monthly">
        <CardContent>
          <Typography id="chart-monthly-title" variant="h2" component="figcaption" sx={{ fontSize: '1.05rem', mb: 1 }}>
            {REPORT_TEXT.monthlyChart}
          </Typography>
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
        </CardContent>
      </Card>
    </Box>
  );
}

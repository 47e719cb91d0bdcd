import { lazyPage } from '../../../lib/page-code';
import { Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { formatMoneyIn, type CountryId } from '@vitrina/domain/countries/countries';
import type { ReportGroupRow } from '@vitrina/domain/sales/report.schema';
import { DataTable, type Column } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-client';
import { selectedClientOf, useSession } from '../../../lib/session';
import { useUrlParams } from '../../../lib/url-state';
import { PageHeader } from '../../../components/page-header';
import { QueryRetryAlert } from '../../../components/load-state';
import { downloadReportXlsx } from '../api/download-report-xlsx';
import { useSalesReport } from '../api/get-sales-report';
import type { ReportFilters as Filters } from '../api/report-query';
import { KpiCards } from '../components/kpi-cards';
import { ReportFilters } from '../components/report-filters';
import { reportColumns } from '../components/report-columns';
import { REPORT_TEXT } from '../messages';
import { defaultPeriod, dmy, pct } from '../format';
import { COUNTRIES } from '@vitrina/domain/countries/countries';

// the charts library loads with the charts only, after the figures
const ReportCharts = lazyPage(() => import('../components/report-charts'));

/** informe-de-ventas — 'Informe de ventas' (read:Sales). */
export default function SalesReportPage() {
  const { user, selectedClientId } = useSession();
  const client = user ? selectedClientOf(user, selectedClientId) : undefined;
  const [params, set] = useUrlParams();
  const filters: Filters = {
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    compare_from: params.get('compare_from') ?? undefined,
    compare_to: params.get('compare_to') ?? undefined,
    group: params.get('group') ?? undefined,
    measure: params.get('measure') ?? undefined,
    company_id: client?.id,
  };
  const report = useSalesReport(filters);
  const data = report.data;
  const country = (data?.country_id ?? user?.countryId ?? 'CHL') as CountryId;
  const currency = data?.currency ?? COUNTRIES[country].currency;
  const money = (v: number | null) => (v === null ? '--' : formatMoneyIn(v, currency));
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const group = data?.group ?? 'space';

  const exportXlsx = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadReportXlsx(filters);
    } catch (e) {
      setExportError(errorMessage(e, REPORT_TEXT.exportError));
    } finally {
      setExporting(false);
    }
  };

  const col = reportColumns<ReportGroupRow>(country, money);
  const columns: Column<ReportGroupRow>[] = [
    { key: 'label', header: REPORT_TEXT.groups[group], render: (r) => r.label, rowHeader: true },
    { key: 'detail', header: REPORT_TEXT.colDetail[group], render: (r) => r.detail },
    col.total,
    ...(data?.compare
      ? ([
          { key: 'compare', header: REPORT_TEXT.colCompare, align: 'right', render: (r) => money(r.compare_total) },
          { key: 'variation', header: REPORT_TEXT.colVariation, align: 'right', render: (r) => pct(r.variation) },
        ] as Column<ReportGroupRow>[])
      : []),
    col.area,
    col.perM2,
    col.avgTicket,
    { key: 'declared', header: REPORT_TEXT.colDeclared, align: 'right', render: (r) => r.declared },
    col.pending,
  ];

  const hasSales = !!data && (data.kpis.total > 0 || data.groups.some((g) => g.total > 0) || data.monthly.some((m) => m.total > 0));

  return (
    <Box>
      <PageHeader
        action={
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportXlsx} disabled={exporting || !data}>
            {exporting ? REPORT_TEXT.exporting : REPORT_TEXT.exportXlsx}
          </Button>
        }
      >
        <Box>
          <Typography variant="h1">{REPORT_TEXT.title}</Typography>
          {data && (
            <Typography variant="body2" color="text.secondary">
              {REPORT_TEXT.spacesCount(data.spaces, dmy(data.as_of))}
            </Typography>
          )}
        </Box>
      </PageHeader>
      <ReportFilters params={params} set={set} defaults={data?.period ?? defaultPeriod(COUNTRIES[country].timeZone)} />
      {exportError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setExportError(null)}>
          {exportError}
        </Alert>
      )}
      <QueryRetryAlert query={report} sx={{ mb: 2 }} serverText text={REPORT_TEXT.loadError} retryLabel={REPORT_TEXT.retry} />
      {report.isPending && (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={110} />
          ))}
        </Box>
      )}
      {data && (
        <Box sx={{ opacity: report.isPlaceholderData ? 0.6 : 1 }} aria-busy={report.isFetching}>
          <KpiCards report={data} />
          {hasSales ? (
            <Suspense fallback={<Skeleton variant="rounded" height={330} sx={{ mb: 2 }} aria-label={REPORT_TEXT.chartsLoading} />}>
              <ReportCharts report={data} />
            </Suspense>
          ) : (
            <Card sx={{ mb: 2 }}>
              <EmptyState text={REPORT_TEXT.empty} />
            </Card>
          )}
          <Card>
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
                {REPORT_TEXT.table}
              </Typography>
              <DataTable
                scrollable
                caption={REPORT_TEXT.table}
                columns={columns}
                rows={data.groups}
                rowKey={(r) => r.key}
                emptyText={REPORT_TEXT.empty}
                cards={{ summary: (r) => money(r.total) }}
              />
            </CardContent>
          </Card>
        </Box>
      )}
    </Box>
  );
}

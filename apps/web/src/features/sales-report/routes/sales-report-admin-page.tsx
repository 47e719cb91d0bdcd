import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COUNTRIES, formatMoneyIn, type CountryId } from '@vitrina/domain/countries/countries';
import type { AdminReportRow } from '@vitrina/domain/sales/report.schema';
import { DataTable, type Column } from '../../../components/data-table';
import { QueryRetryAlert } from '../../../components/load-state';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useUrlParams } from '../../../lib/url-state';
import { useAdminBuildings } from '../api/get-admin-buildings';
import { useAdminReport } from '../api/get-admin-report';
import { ReportFilters } from '../components/report-filters';
import { reportColumns } from '../components/report-columns';
import { REPORT_TEXT } from '../messages';
import { defaultPeriod, dmy, pct } from '../format';
import { OptionSelect } from '../../../components/option-select';

/** informeVentasAdmin — staff with read:Sales rank a building's spaces and see each tenant's punctuality. */
export default function SalesReportAdminPage() {
  const { user } = useSession();
  const [params, set] = useUrlParams();
  const buildings = useAdminBuildings();
  const buildingId = params.get('edificio') ?? '';
  const report = useAdminReport({
    building_id: buildingId || undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    measure: params.get('measure') ?? undefined,
  });
  const data = report.data;
  const country = (data?.building.country_id ?? user?.countryId ?? 'CHL') as CountryId;
  const money = (v: number | null) => (v === null ? '--' : formatMoneyIn(v, data?.currency ?? COUNTRIES[country].currency));

  const col = reportColumns<AdminReportRow>(country, money);
  const columns: Column<AdminReportRow>[] = [
    { key: 'rank', header: REPORT_TEXT.colRank, align: 'right', render: (r) => r.rank },
    { key: 'space', header: REPORT_TEXT.colSpace, render: (r) => `${r.space_code} · ${r.brand_name}`, rowHeader: true },
    { key: 'client', header: REPORT_TEXT.colClient, render: (r) => r.client_name },
    col.total,
    { key: 'share', header: REPORT_TEXT.colShare, align: 'right', render: (r) => pct(r.share, false) },
    col.area,
    col.perM2,
    col.avgTicket,
    { key: 'punctuality', header: REPORT_TEXT.colPunctuality, align: 'right', render: (r) => pct(r.punctuality, false) },
    { key: 'late', header: REPORT_TEXT.colLate, align: 'right', render: (r) => r.late },
    col.pending,
  ];

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {REPORT_TEXT.adminTitle}
      </Typography>
      {buildings.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(buildings.error, REPORT_TEXT.loadError)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5 }}>
        <OptionSelect
          label={REPORT_TEXT.building}
          value={buildingId}
          onChange={(edificio) => set({ edificio })}
          minWidth={260}
          disabled={!buildings.data}
          options={(buildings.data?.data ?? []).map((b) => ({ value: b.id, label: `${b.name} (${b.city})` }))}
        />
      </Stack>
      <ReportFilters
        params={params}
        set={set}
        defaults={data?.period ?? defaultPeriod(COUNTRIES[country].timeZone)}
        withCompare={false}
        withGroup={false}
      />
      {!buildingId && (
        <Card>
          <EmptyState text={REPORT_TEXT.chooseBuilding} />
        </Card>
      )}
      <QueryRetryAlert query={report} sx={{ mb: 2 }} serverText text={REPORT_TEXT.loadError} retryLabel={REPORT_TEXT.retry} />
      {buildingId && (report.isPending || report.isFetching) && <LinearProgress aria-label={REPORT_TEXT.chartsLoading} sx={{ mb: 1 }} />}
      {data && buildingId && (
        <Card>
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
              {REPORT_TEXT.rankTitle} · {data.building.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {dmy(data.period.from)} – {dmy(data.period.to)} · {REPORT_TEXT.buildingTotal}: {money(data.total)} · {REPORT_TEXT.perM2}:{' '}
              {money(data.per_m2.value)}
            </Typography>
            <DataTable
              scrollable
              caption={`${REPORT_TEXT.rankTitle} ${data.building.name}`}
              columns={columns}
              rows={data.rows}
              rowKey={(r) => `${r.space_id}-${r.rank}`}
              emptyText={REPORT_TEXT.empty}
              cards={{ summary: (r) => money(r.total) }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {REPORT_TEXT.punctualityHelp}
            </Typography>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}

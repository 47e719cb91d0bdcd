import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { formatDayMonthYear } from '@vitrina/domain/sales/calendar';
import { DataTable } from '../../../components/data-table';
import { CountryName } from '../../../components/country-name';
import { errorMessage } from '../../../lib/api-client';
import { useStaffCan } from '../../../lib/ability';
import { useSession } from '../../../lib/session';
import { useClientPage, type ClientPage } from '../api/get-client-page';
import { useShoppingPrefix } from '../components/use-prefix';
import { BrandCategoryCell } from '../components/brand-category-select';
import { ReportServicesCard } from '../components/report-services-card';
import { CONSOLE_TEXT as T } from '../messages';

type Space = ClientPage['spaces'][number];
type Contract = ClientPage['contracts'][number];
type User = ClientPage['users'][number];
type Brand = ClientPage['brands'][number];

/** consola/clientes/{clienteId}: a client's companies data, brands, contracts, spaces (with daily-sales status) and users, read-only. */
export default function ClientPageRoute() {
  const { clienteId = '' } = useParams();
  const prefix = useShoppingPrefix();
  const staffCan = useStaffCan();
  const { user } = useSession();
  const page = useClientPage(clienteId);
  const d = page.data;

  const back = (
    <Button component={RouterLink} to={`${prefix}/consola/clientes`} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      {T.clientBack}
    </Button>
  );
  if (page.isError)
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="error">{errorMessage(page.error)}</Alert>
      </Stack>
    );
  if (!d) return <Skeleton variant="rectangular" height={320} />;

  return (
    <Stack spacing={3}>
      {back}
      <Stack spacing={0.5}>
        <Typography variant="h1">{d.client.name}</Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>
            {T.taxId}: {d.client.tax_id}
          </Typography>
          <CountryName id={d.client.country_id as CountryId} />
        </Stack>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {T.contact}
        </Typography>
        <Stack spacing={0.5}>
          <Typography>
            {T.email}: {d.client.email ?? '--'}
          </Typography>
          <Typography>
            {T.phone}: {d.client.phone ?? '--'}
          </Typography>
          <Typography>
            {T.website}: {d.client.website ?? '--'}
          </Typography>
          <Typography>
            {T.address}: {d.client.address ?? '--'}
          </Typography>
        </Stack>
      </Paper>
      {/* given by the staff of the company's country only (the server refuses others) */}
      {staffCan('manage:ReportServices') && d.client.country_id === user?.paisId && <ReportServicesCard companyId={d.client.id} />}

      <DataTable<Space>
        caption={T.spaces}
        rows={d.spaces}
        rowKey={(s) => s.id}
        emptyText={T.noSpaces}
        cards={{ summary: (s) => <Chip size="small" label={s.ventas.estado} color={s.ventas.pendientes ? 'warning' : 'success'} /> }}
        columns={[
          { key: 'code', header: T.space, rowHeader: true, render: (s) => s.code },
          { key: 'building', header: T.building, render: (s) => s.building_name },
          { key: 'brand', header: T.brand, render: (s) => s.brand_name },
          { key: 'contract', header: T.contract, render: (s) => s.contract_code },
          {
            key: 'estado',
            header: T.status,
            render: (s) => <Chip size="small" label={s.ventas.estado} color={s.ventas.pendientes ? 'warning' : 'success'} />,
          },
          { key: 'pending', header: T.pending, align: 'right', render: (s) => s.ventas.pendientes },
          { key: 'upToDate', header: T.upToDate, align: 'right', render: (s) => s.ventas.al_dia },
          { key: 'audited', header: T.audited, align: 'right', render: (s) => s.ventas.auditadas },
          ...(staffCan('audit:DailySales')
            ? [
                {
                  key: 'audit',
                  header: T.audit,
                  cardAction: true,
                  render: (s: Space) => (
                    <Button
                      size="small"
                      component={RouterLink}
                      to={`${prefix}/consola/auditoria/${encodeURIComponent(s.id)}`}
                      aria-label={T.auditSpace(s.code)}
                    >
                      {T.audit}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />

      <DataTable<Brand>
        caption={T.brands}
        rows={d.brands}
        rowKey={(b) => b.id}
        emptyText={T.noBrands}
        cards={{}}
        columns={[
          { key: 'name', header: T.name, rowHeader: true, render: (b) => b.name },
          { key: 'email', header: T.email, render: (b) => b.email },
          { key: 'category', header: T.category, render: (b) => <BrandCategoryCell brand={b} editable={staffCan('classify:Brand')} /> },
        ]}
      />

      <DataTable<Contract>
        caption={T.contracts}
        rows={d.contracts}
        rowKey={(c) => c.id}
        emptyText={T.noContracts}
        cards={{}}
        columns={[
          { key: 'code', header: T.code, rowHeader: true, render: (c) => c.code },
          { key: 'brand', header: T.brand, render: (c) => c.brand_name },
          { key: 'space', header: T.space, render: (c) => c.space_id },
          { key: 'start', header: T.start, render: (c) => formatDayMonthYear(c.start_date) },
          { key: 'end', header: T.end, render: (c) => formatDayMonthYear(c.end_date) },
          { key: 'status', header: T.status, render: (c) => (c.vigente ? T.vigente : T.noVigente) },
        ]}
      />

      <DataTable<User>
        caption={T.users}
        rows={d.users}
        rowKey={(u) => u.id}
        emptyText={T.noUsers}
        cards={{}}
        columns={[
          { key: 'email', header: T.email, rowHeader: true, render: (u) => u.email },
          { key: 'name', header: T.name, render: (u) => `${u.nombres} ${u.apellidos}` },
          { key: 'status', header: T.status, render: (u) => u.status },
        ]}
      />
      <Typography variant="body2" color="text.secondary">
        <Link component={RouterLink} to={`${prefix}/consola/clientes`}>
          {T.clientBack}
        </Link>
      </Typography>
    </Stack>
  );
}

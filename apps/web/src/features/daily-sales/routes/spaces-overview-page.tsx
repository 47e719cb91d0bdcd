import { Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/UploadFile';
import { formatDayMonthYear } from '@vitrina/domain/sales/calendar';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { EmptyState } from '../../../components/empty-state';
import { useAppAbility } from '../../../lib/ability';
import { errorMessage } from '../../../lib/api-client';
import { selectedClientOf, useSession } from '../../../lib/session';
import { useSpacesOverview, type SpaceSummary } from '../api/get-spaces-overview';
import { DS_TEXT } from '../messages';
import { useUrlParams } from '../../../lib/url-state';
import { lazyPage } from '../../../lib/page-code';
import { RetryAlert } from '../../../components/load-state';

// 'Carga Masiva' loads its dialog's code when first opened, not with the list
const BulkUploadDialog = lazyPage(() => import('../components/bulk-upload-dialog').then((m) => ({ default: m.BulkUploadDialog })));

type TabKey = 'todas' | 'pendientes' | 'al_dia' | 'auditadas';
const TABS: { key: TabKey; label: string; empty: string }[] = [
  { key: 'todas', label: DS_TEXT.tabAll, empty: SALES_MSG.emptyAll },
  // not in the spec: the Pendientes tab's empty text
  { key: 'pendientes', label: DS_TEXT.tabPending, empty: 'No tienes locales pendientes' },
  { key: 'al_dia', label: DS_TEXT.tabUpToDate, empty: SALES_MSG.emptyUpToDate },
  { key: 'auditadas', label: DS_TEXT.tabAudited, empty: SALES_MSG.emptyAudited },
];

const inTab = (s: SpaceSummary, t: TabKey) =>
  t === 'todas' ||
  (t === 'pendientes' && s.estado === 'Pendiente') ||
  (t === 'al_dia' && s.estado === 'Al día') ||
  (t === 'auditadas' && s.auditada);

const statusText = (s: SpaceSummary) =>
  s.estado === 'Pendiente' ? DS_TEXT.pendingCount(s.sales.pending.length) : SALES_MSG.statusUpToDate;

function SpaceCard({ s, showPending, onOpen }: { s: SpaceSummary; showPending: boolean; onOpen: () => void }) {
  const g = s.generalData;
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea onClick={onOpen} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h3" component="h2">
            {g.marca}
          </Typography>
          <Typography color="text.secondary">
            {DS_TEXT.local} {g.local} · {g.edificio}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
            <Chip size="small" label={statusText(s)} color={s.estado === 'Pendiente' ? 'warning' : 'success'} />
            {s.auditada && <Chip size="small" label={SALES_MSG.statusAudited} color="info" />}
          </Stack>
          {showPending && s.sales.pending.length > 0 && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {DS_TEXT.pendingDates}: {s.sales.pending.slice(0, 6).map(formatDayMonthYear).join(', ')}
              {s.sales.pending.length > 6 ? '…' : ''}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** espacio/locales — 'Venta Diaria': tabs with counts, searchable spaces grid, bulk upload. */
export default function SpacesOverviewPage() {
  const { user, selectedClientId } = useSession();
  const client = user ? selectedClientOf(user, selectedClientId) : undefined;
  const overview = useSpacesOverview(client?.id);
  const ability = useAppAbility();
  const navigate = useNavigate();
  const { country = '' } = useParams();
  const [params, update] = useUrlParams();
  const [bulkOpen, setBulkOpen] = useState(false);
  // mounted from the first opening on, so that closing it animates
  const [bulkOpened, setBulkOpened] = useState(false);
  const tab = (TABS.find((t) => t.key === params.get('tab'))?.key ?? 'todas') as TabKey;
  const q = params.get('q') ?? '';
  const setParam = (k: string, v: string) => update({ [k]: v }, true);

  const spaces = overview.data?.spaces ?? [];
  const needle = q.trim().toLowerCase();
  const shown = spaces
    .filter((s) => inTab(s, tab))
    .filter(
      (s) =>
        !needle ||
        [s.generalData.local, s.generalData.marca, statusText(s), s.auditada ? SALES_MSG.statusAudited : ''].some((x) =>
          x.toLowerCase().includes(needle),
        ),
    );
  const counts = overview.data?.counts;
  const current = TABS.find((t) => t.key === tab)!;

  // The spaces grid opens resumen-ventas-detalle/{space_int_code}/{taxId}
  const open = (s: SpaceSummary) =>
    navigate(
      `/${country}/shopping/resumen-ventas-detalle/${encodeURIComponent(s.generalData.space_int_code)}/${encodeURIComponent(s.generalData.tax_id)}`,
      { state: { spaceId: s.generalData.space_int_code, generalData: s.generalData } },
    );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 2 }}>
        <Typography variant="h1">{DS_TEXT.overviewTitle}</Typography>
        {/* The bulk control needs create on the daily-sales batch resource */}
        {ability.can('create', 'DailySalesBatch') && client && (
          <Button
            variant="contained"
            startIcon={<UploadIcon />}
            onClick={() => {
              setBulkOpen(true);
              setBulkOpened(true);
            }}
          >
            {DS_TEXT.bulkButton}
          </Button>
        )}
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, v: TabKey) => setParam('tab', v === 'todas' ? '' : v)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={DS_TEXT.overviewTitle}
      >
        {TABS.map((t) => (
          <Tab
            key={t.key}
            value={t.key}
            id={`tab-${t.key}`}
            aria-controls="spaces-panel"
            label={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{t.label}</span>
                <Chip size="small" label={counts ? counts[t.key] : '…'} />
              </Stack>
            }
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="spaces-panel" aria-labelledby={`tab-${tab}`}>
        <TextField
          label={DS_TEXT.search}
          value={q}
          onChange={(e) => setParam('q', e.target.value)}
          size="small"
          sx={{ mb: 2, maxWidth: 400 }}
          fullWidth
          slotProps={{ htmlInput: { type: 'search' } }}
        />
        {overview.isPending ? (
          <Grid container spacing={2}>
            {Array.from({ length: 6 }, (_, i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                <Skeleton variant="rectangular" height={120} />
              </Grid>
            ))}
          </Grid>
        ) : overview.isError ? (
          <RetryAlert buttonColor="primary" text={errorMessage(overview.error)} retryLabel={DS_TEXT.retry} onRetry={overview.refetch} />
        ) : shown.length === 0 ? (
          <EmptyState text={needle && spaces.some((s) => inTab(s, tab)) ? DS_TEXT.noResults : current.empty} />
        ) : (
          <Grid container spacing={2}>
            {shown.map((s) => (
              <Grid key={s.generalData.contract_space_id} size={{ xs: 12, sm: 6, md: 4 }}>
                <SpaceCard s={s} showPending={tab === 'auditadas' || tab === 'pendientes'} onOpen={() => open(s)} />
              </Grid>
            ))}
          </Grid>
        )}
      </Box>
      {client && bulkOpened && (
        <Suspense fallback={null}>
          <BulkUploadDialog open={bulkOpen} onClose={() => setBulkOpen(false)} taxId={client.taxId} clientName={client.name} />
        </Suspense>
      )}
    </Stack>
  );
}

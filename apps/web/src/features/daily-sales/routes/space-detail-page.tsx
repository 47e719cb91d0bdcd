import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DownloadIcon from '@mui/icons-material/Download';
import { COUNTRIES, countryFromRouteCode, formatMoney, formatNumber, type CountryId } from '@vitrina/domain/countries/countries';
import { addMonths, businessToday, firstDay, lastDay, monthIndex, monthOf, type YearMonth } from '@vitrina/domain/sales/calendar';
import type { DailyRow } from '@vitrina/domain/sales/daily.schema';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { useAppAbility } from '../../../lib/ability';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDownloadMonth } from '../api/download-month';
import { useSpacePeriod } from '../api/get-space-period';
import { DeclarationDrawer, type DrawerMode } from '../components/declaration-drawer';
import { DayDetailPanel } from '../components/day-detail-panel';
import { StoreChiefsPanel } from '../components/store-chiefs-panel';
import { PeriodCalendar } from '../components/period-calendar';
import { PeriodTable } from '../components/period-table';
import type { DayActions } from '../components/day-action-cell';
import { SpaceHeaderCard } from '../components/space-header-card';
import { monthLabel } from '../components/day-utils';
import { DS_TEXT } from '../messages';
import { useUrlParams } from '../../../lib/url-state';
import { RetryAlert } from '../../../components/load-state';

const ymString = (m: YearMonth) => `${m.year}-${String(m.month).padStart(2, '0')}`;
const parseYm = (s: string | null): YearMonth | null => {
  const m = s ? /^(\d{4})-(0[1-9]|1[0-2])$/.exec(s) : null;
  return m ? { year: Number(m[1]), month: Number(m[2]) } : null;
};

/**
 * resumen-ventas-detalle/{espacioId}/{empresaId} (and without params, from navigation state):
 * the space's daily sales.
 */
export default function SpaceDetailPage() {
  const params = useParams();
  const location = useLocation();
  const state = location.state as { spaceId?: string } | null;
  const spaceId = params.espacioId ?? state?.spaceId ?? '';
  const { user } = useSession();
  const routeCountry = countryFromRouteCode(params.country) ?? user?.paisId ?? 'CHL';
  // {empresaId} is the tax id (resumen-ventas-detalle/{space_int_code}/{taxId}); a client id still works
  const companyId = (
    user?.clients.find((c) => c.id === params.empresaId) ??
    user?.clients.find((c) => c.taxId === params.empresaId && c.countryId === routeCountry) ??
    user?.clients.find((c) => c.taxId === params.empresaId)
  )?.id;
  const [search, update] = useUrlParams();
  const setParam = useCallback((k: string, v: string | null) => update({ [k]: v }, true), [update]);

  const clientToday = businessToday(new Date(), COUNTRIES[routeCountry].timeZone);
  const month = parseYm(search.get('mes')) ?? monthOf(clientToday);
  const start = firstDay(month);
  const end = lastDay(month);
  const period = useSpacePeriod(spaceId, start, end, companyId, !!spaceId);
  const data = period.data;
  const loadingMonth = period.isFetching && period.isPlaceholderData;
  const tab = search.get('tab') === 'contactos' ? 'contactos' : 'informe';
  const view = search.get('vista') === 'tabla' ? 'tabla' : 'calendario';

  const ability = useAppAbility();
  const navigate = useNavigate();
  const download = useDownloadMonth();
  const [panelRow, setPanelRow] = useState<DailyRow | null>(null);
  const [drawer, setDrawer] = useState<{ row: DailyRow; mode: DrawerMode } | null>(null);
  const [modalDismissed, setModalDismissed] = useState(false);

  // first visit: the previous month when it still has pending days; never a future month
  useEffect(() => {
    if (!data || period.isPlaceholderData) return;
    const todayMonth = monthOf(data.hoy);
    if (!search.get('mes') && data.pendientes_mes_anterior.length > 0 && monthIndex(month) === monthIndex(todayMonth)) {
      setParam('mes', ymString(addMonths(todayMonth, -1)));
    } else if (monthIndex(month) > monthIndex(todayMonth)) {
      setParam('mes', ymString(todayMonth));
    }
  }, [data, period.isPlaceholderData]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!spaceId) {
    return (
      <EmptyState
        text={DS_TEXT.noSpaceSelected}
        action={
          <Button component={RouterLink} to={`/${params.country}/shopping/espacio/locales`}>
            {DS_TEXT.backToSpaces}
          </Button>
        }
      />
    );
  }
  if (period.isPending)
    return (
      <Stack spacing={2}>
        <Skeleton variant="rectangular" height={110} />
        <Skeleton variant="rectangular" height={420} />
      </Stack>
    );
  if (period.isError || !data) {
    return (
      <RetryAlert
        buttonColor="primary"
        text={errorMessage(period.error, DS_TEXT.loadError)}
        retryLabel={DS_TEXT.retry}
        onRetry={period.refetch}
      />
    );
  }

  const country = data.generalData.pais as CountryId;
  const todayMonth = monthOf(data.hoy);
  const atCurrent = monthIndex(month) >= monthIndex(todayMonth);
  const finance = !data.puede_declarar;
  const canDeclare = data.puede_declarar && ability.can('create', 'DailySales');
  const blocked = data.bloqueo_mes_anterior && canDeclare;
  // no modal while the page is about to open the previous month by itself
  const autoSwitch = !search.get('mes') && data.pendientes_mes_anterior.length > 0;
  const showModal = blocked && !modalDismissed && !autoSwitch && !period.isPlaceholderData && monthIndex(month) === monthIndex(todayMonth);

  const openDeclare = (row: DailyRow) => {
    setPanelRow(null);
    setDrawer({ row, mode: 'declare' });
  };
  const openJustification = (row: DailyRow) => {
    setPanelRow(null);
    setDrawer({ row, mode: 'justify' });
  };
  const actions: DayActions = { canDeclare, finance, blocked, onDeclare: openDeclare, onJustification: openJustification };
  const openDay = (row: DailyRow) => {
    if (row.justification_id != null && row.editable && canDeclare && !blocked) openJustification(row);
    else setPanelRow(row);
  };

  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={`/${params.country}/shopping/espacio/locales`}>
          {DS_TEXT.backToSpaces}
        </Button>
      </Box>
      <SpaceHeaderCard g={data.generalData} />
      <Tabs value={tab} onChange={(_, v) => setParam('tab', v === 'contactos' ? 'contactos' : null)} aria-label={data.generalData.marca}>
        <Tab value="informe" label={DS_TEXT.tabReport} id="tab-informe" aria-controls="panel-informe" />
        <Tab value="contactos" label={DS_TEXT.tabContacts} id="tab-contactos" aria-controls="panel-contactos" />
      </Tabs>
      {tab === 'contactos' ? (
        <Box role="tabpanel" id="panel-contactos" aria-labelledby="tab-contactos">
          <StoreChiefsPanel spaceId={data.generalData.space_int_code} />
        </Box>
      ) : (
        <Paper role="tabpanel" id="panel-informe" aria-labelledby="tab-informe" sx={{ p: { xs: 1.5, sm: 3 } }}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, gap: 2, mb: 2 }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <IconButton aria-label={DS_TEXT.previousMonth} onClick={() => setParam('mes', ymString(addMonths(month, -1)))}>
                <ChevronLeftIcon />
              </IconButton>
              <Typography
                variant="h2"
                component="h2"
                aria-live="polite"
                sx={{ textTransform: 'capitalize', minWidth: 170, textAlign: 'center' }}
              >
                {monthLabel(ymString(month))}
              </Typography>
              <IconButton
                aria-label={DS_TEXT.nextMonth}
                disabled={atCurrent}
                onClick={() => setParam('mes', ymString(addMonths(month, 1)))}
              >
                <ChevronRightIcon />
              </IconButton>
              {data.periodo_cerrado && <Chip label={DS_TEXT.periodClosed} color="default" />}
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={view}
                onChange={(_, v) => v && setParam('vista', v === 'tabla' ? 'tabla' : null)}
                aria-label={DS_TEXT.tableMode}
              >
                <ToggleButton value="calendario">{country === 'CHL' ? DS_TEXT.viewCalendar : DS_TEXT.calendarMode}</ToggleButton>
                <ToggleButton value="tabla">{country === 'CHL' ? DS_TEXT.viewTable : DS_TEXT.tableMode}</ToggleButton>
              </ToggleButtonGroup>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                disabled={download.isPending}
                onClick={() => download.mutate({ spaceId, month: ymString(month), companyId })}
              >
                {DS_TEXT.download}
              </Button>
            </Stack>
          </Stack>
          {data.generalData.cantVentasDiariasPendientesMesAnterior > 0 && canDeclare && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {SALES_MSG.daysWithoutSales}
            </Alert>
          )}
          {blocked && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {DS_TEXT.pendingPreviousBanner(data.dia_corte)}
            </Alert>
          )}
          <Stack direction="row" spacing={3} sx={{ mb: 2 }} component="dl" aria-label={DS_TEXT.total}>
            <Box>
              <Typography component="dt" variant="body2" color="text.secondary">
                {DS_TEXT.totalTickets}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {formatNumber(data.totales.total_tickets, country)}
              </Typography>
            </Box>
            <Box>
              <Typography component="dt" variant="body2" color="text.secondary">
                {DS_TEXT.totalAmount}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {formatMoney(country === 'CHL' ? data.totales.monto_total_bruto : data.totales.monto_total_neto, country)}
              </Typography>
            </Box>
          </Stack>
          {view === 'tabla' ? (
            <PeriodTable rows={data.data} country={country} hoy={data.hoy} loading={loadingMonth} actions={actions} />
          ) : (
            <PeriodCalendar rows={data.data} country={country} hoy={data.hoy} finance={finance} loading={loadingMonth} onOpen={openDay} />
          )}
        </Paper>
      )}
      <DayDetailPanel
        row={panelRow}
        country={country}
        actions={actions}
        onClose={() => setPanelRow(null)}
        spaceId={spaceId}
        companyId={companyId}
      />
      {user && <DeclarationDrawer open={drawer} period={data} email={user.email} onClose={() => setDrawer(null)} />}
      <ConfirmDialog
        open={showModal}
        blocking
        title={SALES_MSG.blockingTitle}
        body={SALES_MSG.blockingBody}
        confirmLabel={SALES_MSG.blockingGoPrevious}
        cancelLabel={SALES_MSG.blockingGoBack}
        onConfirm={() => {
          setModalDismissed(false);
          setParam('mes', ymString(addMonths(todayMonth, -1)));
        }}
        onCancel={() => {
          setModalDismissed(true);
          if (window.history.length > 1) navigate(-1);
          else navigate(`/${params.country}/shopping/espacio/locales`);
        }}
      />
    </Stack>
  );
}

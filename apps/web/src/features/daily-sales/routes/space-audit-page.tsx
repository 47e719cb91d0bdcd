import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useSnackbar } from '../../../lib/toast';
import { COUNTRIES, countryRoutePrefix, type CountryId } from '@vitrina/domain/countries/countries';
import { addMonths, businessToday, firstDay, lastDay, monthIndex, monthOf, type YearMonth } from '@vitrina/domain/sales/calendar';
import type { DailyRow } from '@vitrina/domain/sales/daily.schema';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useUrlParams } from '../../../lib/url-state';
import { useSpacePeriod } from '../api/get-space-period';
import { PeriodCalendar } from '../components/period-calendar';
import { SpaceHeaderCard } from '../components/space-header-card';
import { monthLabel } from '../components/day-utils';
import { useAuditDays, useAuditMonth } from '../api/audit-days';
import { ReasonDialog } from '../components/audit-reason-dialog';
import { AUDIT_TEXT as T } from '../audit-messages';

const ymString = (m: YearMonth) => `${m.year}-${String(m.month).padStart(2, '0')}`;
const parseYm = (s: string | null): YearMonth | null => {
  const m = s ? /^(\d{4})-(0[1-9]|1[0-2])$/.exec(s) : null;
  return m ? { year: Number(m[1]), month: Number(m[2]) } : null;
};
type Action = 'audit' | 'unaudit' | 'month';

/**
 * consola/auditoria/{espacioId} (AUDITOR): the space's calendar (the daily-sales calendar) with
 * multi-select of days; 'Auditar' / 'Quitar auditoría' with a required reason, and the whole
 * month at once (the server refuses while a day is pending).
 */
export default function SpaceAuditPage() {
  const { espacioId = '' } = useParams();
  const { user } = useSession();
  const prefix = countryRoutePrefix(user?.paisId ?? 'CHL');
  const { enqueueSnackbar } = useSnackbar();
  const [search, update] = useUrlParams();
  const country: CountryId = user?.paisId ?? 'CHL';
  const month = parseYm(search.get('mes')) ?? monthOf(businessToday(new Date(), COUNTRIES[country].timeZone));
  const period = useSpacePeriod(espacioId, firstDay(month), lastDay(month), undefined, !!espacioId);
  const data = period.data;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [action, setAction] = useState<Action | null>(null);
  const auditDays = useAuditDays();
  const auditMonth = useAuditMonth();

  const byDate = useMemo(() => new Map((data?.data ?? []).map((r) => [r.fecha_registro, r])), [data]);
  const chosen = [...selected].map((d) => byDate.get(d)).filter((r): r is DailyRow => !!r);
  const toAudit = chosen.filter((r) => !r.auditada).map((r) => r.fecha_registro);
  const toUnaudit = chosen.filter((r) => r.auditada).map((r) => r.fecha_registro);

  const goMonth = (m: YearMonth) => {
    setSelected(new Set());
    update({ mes: ymString(m) }, true);
  };
  const toggle = (r: DailyRow) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(r.fecha_registro)) next.delete(r.fecha_registro);
      else next.add(r.fecha_registro);
      return next;
    });

  const confirm = (motivo: string) => {
    const done = () => {
      setAction(null);
      setSelected(new Set());
    };
    if (action === 'month')
      auditMonth.mutate(
        { spaceId: espacioId, mes: ymString(month), motivo },
        { onSuccess: (r) => (enqueueSnackbar(T.auditedDays(r.data.fechas.length), { variant: 'success' }), done()) },
      );
    else
      auditDays.mutate(
        { spaceId: espacioId, days: action === 'audit' ? toAudit : toUnaudit, auditada: action === 'audit', motivo },
        {
          onSuccess: (changed) => (
            enqueueSnackbar(action === 'audit' ? T.auditedDays(changed.length) : T.unaudited(changed.length), { variant: 'success' }),
            done()
          ),
        },
      );
  };

  const back = (
    <Button component={RouterLink} to={`${prefix}/consola/auditoria`} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      {T.auditTitle}
    </Button>
  );
  if (period.isPending)
    return (
      <Stack spacing={2}>
        {back}
        <Skeleton variant="rectangular" height={420} />
      </Stack>
    );
  if (period.isError || !data)
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="error">{errorMessage(period.error)}</Alert>
      </Stack>
    );

  const todayMonth = monthOf(data.hoy);
  const spaceCountry = data.generalData.pais as CountryId;
  return (
    <Stack spacing={2}>
      {back}
      <Typography variant="h2" component="p" sx={{ fontSize: '1rem', color: 'text.secondary' }}>
        {T.spaceAuditTitle(data.generalData.local)} · {data.generalData.empresa_nombre}
      </Typography>
      <SpaceHeaderCard g={data.generalData} />
      <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <IconButton aria-label={T.prevMonth} onClick={() => goMonth(addMonths(month, -1))}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="h2" component="h2" sx={{ minWidth: 160, textAlign: 'center', textTransform: 'capitalize' }}>
            {monthLabel(ymString(month))}
          </Typography>
          <IconButton
            aria-label={T.nextMonth}
            disabled={monthIndex(month) >= monthIndex(todayMonth)}
            onClick={() => goMonth(addMonths(month, 1))}
          >
            <ChevronRightIcon />
          </IconButton>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {T.selectHint}
        </Typography>
        <PeriodCalendar
          rows={data.data}
          country={spaceCountry}
          hoy={data.hoy}
          loading={period.isFetching && period.isPlaceholderData}
          onOpen={toggle}
          selection={{ selected, selectable: (r) => r.id != null }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
          <Typography role="status" sx={{ flexGrow: 1 }}>
            {T.selected(selected.size)}
          </Typography>
          <Button disabled={!selected.size} onClick={() => setSelected(new Set())}>
            {T.clearSelection}
          </Button>
          <Button variant="outlined" disabled={!toUnaudit.length} onClick={() => setAction('unaudit')}>
            {T.unauditAction}
          </Button>
          <Button variant="contained" disabled={!toAudit.length} onClick={() => setAction('audit')}>
            {T.auditAction}
          </Button>
          <Button variant="outlined" disabled={monthIndex(month) >= monthIndex(todayMonth)} onClick={() => setAction('month')}>
            {T.auditMonth}
          </Button>
        </Stack>
      </Paper>
      {action && (
        <ReasonDialog
          open
          title={action === 'audit' ? T.auditDialogTitle : action === 'unaudit' ? T.unauditDialogTitle : T.auditMonthDialogTitle}
          body={
            action === 'audit'
              ? T.auditDialogBody(toAudit.length)
              : action === 'unaudit'
                ? T.unauditDialogBody(toUnaudit.length)
                : T.auditMonthDialogBody(monthLabel(ymString(month)))
          }
          busy={auditDays.isPending || auditMonth.isPending}
          onConfirm={confirm}
          onCancel={() => setAction(null)}
        />
      )}
    </Stack>
  );
}

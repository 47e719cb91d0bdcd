import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { ComplianceDoc, ComplianceOverview } from '@vitrina/domain/workers/staffing.schema';
import type { Column } from '../../../components/data-table';
import { urlPage } from '../../../components/paged-table';
import { formatDateTime } from '../../../lib/format';
import { useUrlParams } from '../../../lib/url-state';
import { selectedClientOf, useSession } from '../../../lib/session';
import { useCompliance } from '../api/get-compliance';
import { ComplianceUploadDialog, type UploadTarget } from '../components/compliance-upload-dialog';
import { COMPLIANCE_TEXT as T, dayText } from '../messages';
import { RetryAlert } from '../../../components/load-state';
import { ListHeading } from '../components/list-heading';
import { useRowMenu } from '../components/row-menu';
import { ServerPagedTable } from '../../../components/server-paged-table';

const PAGE_SIZE = 5;
type State = ComplianceDoc['state'];
const STATE_COLOR: Record<State, 'success' | 'warning' | 'error' | 'default'> = {
  Vigente: 'success',
  'Por expirar': 'warning',
  Vencido: 'error',
  'No cargado': 'default',
};

/**
 * F30 / F31: a card per document with its state computed by the server from
 * the stored documents ('Vigente', 'Por expirar' within 30 days, 'Vencido', 'No cargado') and its
 * load or update action; the history table (5 per page, page in the URL) with a row menu
 * 'Ver detalles' and 'Ver calendario' (a Monday-first month calendar marking the period).
 */
export default function F30Page() {
  const { user, selectedClientId } = useSession();
  const client = user ? selectedClientOf(user, selectedClientId) : undefined;
  const [params, update] = useUrlParams();
  const { page, setPage } = urlPage(params, update);
  const key = client ? `${client.countryId}-${client.taxId}` : '';
  const data = useCompliance(key, page, PAGE_SIZE);
  const [target, setTarget] = useState<UploadTarget | null>(null);
  const rowMenu = useRowMenu<ComplianceDoc>(T.columns.actions, (d) => T.actionsOf(d.kind, dayText(d.start_date)));
  const [details, setDetails] = useState<ComplianceDoc | null>(null);
  const [calendar, setCalendar] = useState<ComplianceDoc | null>(null);
  if (!client) return null;

  const rows = data.data?.content ?? [];
  const total = data.data?.total_elements ?? 0;
  const columns: Column<ComplianceDoc>[] = [
    { key: 'kind', header: T.columns.kind, rowHeader: true, render: (d) => d.kind },
    { key: 'period', header: T.columns.period, render: (d) => `${dayText(d.start_date)} – ${dayText(d.end_date)}` },
    { key: 'state', header: T.columns.state, render: (d) => <Chip size="small" color={STATE_COLOR[d.state]} label={d.state} /> },
    {
      key: 'file',
      header: T.columns.file,
      render: (d) =>
        d.url ? (
          <Link href={d.url} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
            {d.filename}
          </Link>
        ) : (
          d.filename
        ),
    },
    { key: 'by', header: T.columns.by, render: (d) => d.uploaded_by ?? '--' },
    rowMenu.column,
  ];

  return (
    <Box>
      <ListHeading title={T.title} subtitle={T.subtitle} sx={{ mb: 2 }} />

      {data.isError ? (
        <RetryAlert small text={T.loadError} retryLabel={T.retry} onRetry={data.refetch} />
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
            {data.isPending
              ? [0, 1].map((i) => <Skeleton key={i} variant="rounded" height={150} sx={{ flex: 1 }} />)
              : data.data.cards.map((c) => <ComplianceCard key={c.kind} card={c} onAction={setTarget} />)}
          </Stack>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {T.history}
          </Typography>
          <ServerPagedTable
            query={data}
            emptyText={T.empty}
            caption={T.history}
            columns={columns}
            rows={rows}
            rowKey={(d) => String(d.id)}
            cards={{}}
            paging={{ total, page, pageSize: PAGE_SIZE, onPageChange: setPage }}
          />
        </>
      )}

      {rowMenu.menu([
        [T.details, setDetails],
        [T.calendar, setCalendar],
      ])}

      <Dialog open={!!details} onClose={() => setDetails(null)} aria-labelledby="compliance-details-title" fullWidth maxWidth="xs">
        <DialogTitle id="compliance-details-title">{T.detailsTitle}</DialogTitle>
        {details && (
          <DialogContent dividers>
            <Stack spacing={1}>
              <Typography>{`${T.columns.kind}: ${details.kind}`}</Typography>
              <Typography>{`${T.startDate}: ${dayText(details.start_date)}`}</Typography>
              <Typography>{`${T.endDate}: ${dayText(details.end_date)}`}</Typography>
              <Typography>{`${T.columns.state}: ${details.state}`}</Typography>
              <Typography>{`${T.columns.file}: ${details.filename}`}</Typography>
              <Typography>{`${T.columns.by}: ${details.uploaded_by ?? '--'}`}</Typography>
              <Typography>{`${T.uploadedAt}: ${formatDateTime(details.created_at)}`}</Typography>
            </Stack>
          </DialogContent>
        )}
        <DialogActions>
          {details?.url && (
            <Button href={details.url} target="_blank" rel="noopener">
              {T.download}
            </Button>
          )}
          <Button onClick={() => setDetails(null)}>{T.close}</Button>
        </DialogActions>
      </Dialog>

      <Dialog open={!!calendar} onClose={() => setCalendar(null)} aria-labelledby="compliance-calendar-title" maxWidth="xs">
        <DialogTitle id="compliance-calendar-title">
          {calendar ? `${calendar.kind}: ${dayText(calendar.start_date)} – ${dayText(calendar.end_date)}` : ''}
        </DialogTitle>
        <DialogContent dividers>{calendar && <PeriodCalendar start={calendar.start_date} end={calendar.end_date} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setCalendar(null)}>{T.close}</Button>
        </DialogActions>
      </Dialog>

      <ComplianceUploadDialog target={target} client={{ id: client.id, key }} onClose={() => setTarget(null)} />
    </Box>
  );
}

function ComplianceCard({ card, onAction }: { card: ComplianceOverview['cards'][number]; onAction: (t: UploadTarget) => void }) {
  const loaded = card.state !== 'No cargado';
  return (
    <Card variant="outlined" sx={{ flex: 1 }} component="section" aria-label={T.cardTitle[card.kind]}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {T.cardTitle[card.kind]}
          </Typography>
          <Chip color={STATE_COLOR[card.state]} label={card.state} />
        </Stack>
        <Typography color="text.secondary">
          {!card.end_date
            ? T.notLoaded
            : card.state === 'Vencido'
              ? T.endedOn(dayText(card.end_date))
              : T.validUntil(dayText(card.end_date))}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          variant={loaded ? 'outlined' : 'contained'}
          onClick={() => onAction({ kind: card.kind, mode: loaded ? 'update' : 'create' })}
          aria-label={`${loaded ? T.update : T.load} ${card.kind}`}
        >
          {loaded ? T.update : T.load}
        </Button>
      </CardActions>
    </Card>
  );
}

/** A Monday-first month calendar with month navigation, marking the days of a period. */
function PeriodCalendar({ start, end }: { start: string; end: string }) {
  const [month, setMonth] = useState(() => ({ y: Number(start.slice(0, 4)), m: Number(start.slice(5, 7)) - 1 }));
  const first = new Date(Date.UTC(month.y, month.m, 1));
  const days = new Date(Date.UTC(month.y, month.m + 1, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7; // Monday first
  const iso = (d: number) => `${month.y}-${String(month.m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const cells: (number | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => i + 1)];
  while (cells.length % 7) cells.push(null);
  const move = (n: number) => setMonth(({ y, m }) => ({ y: y + Math.floor((m + n) / 12), m: (((m + n) % 12) + 12) % 12 }));
  const title = `${T.months[month.m]} ${month.y}`;
  return (
    <Box sx={{ minWidth: 280 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton aria-label={T.prevMonth} onClick={() => move(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography aria-live="polite" sx={{ textTransform: 'capitalize', fontWeight: 600 }}>
          {title}
        </Typography>
        <IconButton aria-label={T.nextMonth} onClick={() => move(1)}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box component="table" aria-label={title} sx={{ width: '100%', borderCollapse: 'separate', borderSpacing: 2, textAlign: 'center' }}>
        <thead>
          <tr>
            {T.weekdays.map((w) => (
              <Typography key={w} component="th" scope="col" variant="caption" color="text.secondary">
                {w}
              </Typography>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: cells.length / 7 }, (_, r) => (
            <tr key={r}>
              {cells.slice(r * 7, r * 7 + 7).map((d, i) => {
                const inside = d !== null && iso(d) >= start && iso(d) <= end;
                return (
                  <Box
                    component="td"
                    key={i}
                    aria-current={inside ? 'date' : undefined}
                    sx={{
                      py: 0.5,
                      borderRadius: 1,
                      bgcolor: inside ? 'primary.main' : undefined,
                      color: inside ? 'primary.contrastText' : undefined,
                    }}
                  >
                    {d ?? ''}
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

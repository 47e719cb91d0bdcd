import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { COUNTRIES, COUNTRY_IDS, isCountryId } from '@vitrina/domain/countries/countries';
import { FAQ_CATEGORIES, TICKET_AREAS, TICKET_STATUSES, ticketStatusLabel, type TicketStatus } from '@vitrina/domain/help/help.rules';
import type { Faq, TicketQueuePage } from '@vitrina/domain/help/help.schema';
import { type Column } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useStaffCan } from '../../../lib/ability';
import { useSession } from '../../../lib/session';
import { useManagedFaqs } from '../api/get-managed-faqs';
import { useQueue, type QueueFilter } from '../api/get-queue';
import { useFaqMutations } from '../api/save-faq';
import { FaqEditor } from '../components/faq-editor';
import { StatusChip, TicketDrawer } from '../components/ticket-drawer';
import { HELP_TEXT as T } from '../messages';
import { OptionSelect } from '../../../components/option-select';

type Row = TicketQueuePage['content'][number];
const S = T.supportPage;

/** The queue of every client's tickets (support sees all), filterable by country, area, status and age. */
function Queue({ timeZone }: { timeZone: string }) {
  const [filter, setFilter] = useState<QueueFilter>({ page: 1, size: 10 });
  const [openId, setOpenId] = useState<number | null>(null);
  const q = useQueue(filter, true);
  const set = (patch: Partial<QueueFilter>) => setFilter((f) => ({ ...f, ...patch, page: 1 }));
  const columns: Column<Row>[] = [
    { key: 'id', header: T.columns.id, render: (r) => r.id, rowHeader: true, cardLabel: T.columns.id },
    { key: 'created', header: T.columns.created, render: (r) => formatDate(r.createdAt, timeZone) },
    { key: 'country', header: S.country, render: (r) => (isCountryId(r.country) ? COUNTRIES[r.country].name : r.country) },
    { key: 'client', header: S.client, render: (r) => r.client_name },
    { key: 'requester', header: S.requester, render: (r) => r.name },
    { key: 'area', header: T.columns.area, render: (r) => r.area },
    { key: 'status', header: T.columns.status, render: (r) => <StatusChip status={r.status} /> },
    { key: 'assigned', header: S.assigned, render: (r) => r.assigned_name },
    {
      key: 'actions',
      header: T.columns.actions,
      cardAction: true,
      render: (r) => (
        <Button size="small" onClick={() => setOpenId(r.id)} aria-label={`${S.open} ${r.id}`}>
          {S.open}
        </Button>
      ),
    },
  ];
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {[
          {
            label: S.country,
            value: filter.country ?? '',
            onChange: (v: string) => set({ country: v || undefined }),
            minWidth: 140,
            options: [{ value: '', label: S.all }, ...COUNTRY_IDS.map((c) => ({ value: c, label: COUNTRIES[c].name }))],
          },
          {
            label: S.area,
            value: filter.area ?? '',
            onChange: (v: string) => set({ area: v || undefined }),
            minWidth: 180,
            options: [
              { value: '', label: S.all },
              ...[...TICKET_AREAS.map((a) => a.area), 'IT', 'Administración', 'Operaciones'].map((a) => ({ value: a, label: a })),
            ],
          },
          {
            label: S.status,
            value: filter.status ?? '',
            onChange: (v: string) => set({ status: (v || undefined) as TicketStatus | undefined }),
            minWidth: 160,
            options: [{ value: '', label: S.all }, ...TICKET_STATUSES.map((t) => ({ value: t, label: ticketStatusLabel(t) }))],
          },
          {
            label: S.age,
            value: filter.min_days ? String(filter.min_days) : '',
            onChange: (v: string) => set({ min_days: Number(v) || undefined }),
            minWidth: 160,
            options: S.ages,
          },
        ].map((f) => (
          <OptionSelect key={f.label} {...f} />
        ))}
      </Stack>
      {q.isError && <Alert severity="error">{errorMessage(q.error)}</Alert>}
      <PagedTable
        caption={S.caption}
        columns={columns}
        rows={q.data?.content ?? []}
        rowKey={(r) => String(r.id)}
        loading={q.isPending}
        emptyText={S.empty}
        cards={{ summary: (r) => <StatusChip status={r.status} /> }}
        paging={{
          total: q.data?.total_elements ?? 0,
          page: (q.data?.total_elements ?? 0) > 0 ? filter.page - 1 : 0,
          pageSize: filter.size,
          onPageChange: (p) => setFilter((f) => ({ ...f, page: p + 1 })),
          pageSizes: [10],
        }}
      />
      <TicketDrawer id={openId} onClose={() => setOpenId(null)} timeZone={timeZone} support />
    </Stack>
  );
}

function FaqAdmin() {
  const faqs = useManagedFaqs(true);
  const { update, reorder } = useFaqMutations();
  const [editing, setEditing] = useState<Partial<Faq> | null | undefined>(undefined);
  const move = (list: Faq[], i: number, by: number) => {
    const ids = list.map((f) => f.id);
    const [id] = ids.splice(i, 1);
    ids.splice(i + by, 0, id!);
    reorder.mutate({ category_id: list[0]!.category_id, ids });
  };
  return (
    <Stack spacing={2}>
      <Box>
        <Button variant="contained" onClick={() => setEditing(null)}>
          {T.faqAdmin.create}
        </Button>
      </Box>
      {faqs.isError && <Alert severity="error">{errorMessage(faqs.error)}</Alert>}
      {FAQ_CATEGORIES.map((c) => {
        const list = (faqs.data ?? []).filter((f) => f.category_id === c.id);
        return (
          <Paper key={c.id} variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={`faq-admin-${c.id}`}>
            <Typography id={`faq-admin-${c.id}`} variant="h3" component="h3">
              {c.name}
            </Typography>
            <List>
              {list.map((f, i) => (
                <ListItem
                  key={f.id}
                  divider
                  secondaryAction={
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                      <IconButton
                        aria-label={T.faqAdmin.up(f.title)}
                        disabled={i === 0 || reorder.isPending}
                        onClick={() => move(list, i, -1)}
                      >
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        aria-label={T.faqAdmin.down(f.title)}
                        disabled={i === list.length - 1 || reorder.isPending}
                        onClick={() => move(list, i, 1)}
                      >
                        <ArrowDownwardIcon fontSize="small" />
                      </IconButton>
                      <FormControlLabel
                        control={
                          <Switch
                            checked={f.published}
                            onChange={(e) => update.mutate({ id: f.id, patch: { published: e.target.checked } })}
                          />
                        }
                        label={f.published ? T.faqAdmin.published : T.faqAdmin.unpublished}
                      />
                      <Button size="small" onClick={() => setEditing(f)}>
                        {T.faqAdmin.edit}
                      </Button>
                    </Stack>
                  }
                  sx={{ pr: 44 }}
                >
                  <ListItemText
                    primary={f.title}
                    secondary={!f.published ? <Chip size="small" label={T.faqAdmin.unpublished} /> : undefined}
                  />
                </ListItem>
              ))}
            </List>
          </Paper>
        );
      })}
      {editing !== undefined && <FaqEditor faq={editing} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}

/** 'tickets': the support side (internal roles with manage:Ticket / manage:Faq): the queue of tickets and the FAQ management. */
export default function SupportPage() {
  const { user } = useSession();
  const staffCan = useStaffCan();
  const tickets = staffCan('manage:Ticket');
  const faqs = staffCan('manage:Faq');
  const [tab, setTab] = useState<'queue' | 'faqs'>(tickets ? 'queue' : 'faqs');
  const timeZone = COUNTRIES[user?.paisId ?? 'CHL'].timeZone;
  if (!tickets && !faqs)
    return (
      <Stack spacing={2}>
        <Typography variant="h1">{S.title}</Typography>
        <Alert severity="info">{S.notAllowed}</Alert>
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h1">{S.title}</Typography>
        <Typography color="text.secondary">{S.subtitle}</Typography>
      </Box>
      <Tabs value={tab} onChange={(_, v) => setTab(v)} aria-label={S.title}>
        {tickets && <Tab value="queue" label={S.tabs.queue} />}
        {faqs && <Tab value="faqs" label={S.tabs.faqs} />}
      </Tabs>
      <Box role="tabpanel">{tab === 'queue' ? <Queue timeZone={timeZone} /> : <FaqAdmin />}</Box>
    </Stack>
  );
}

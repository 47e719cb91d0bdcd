import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { COUNTRIES } from '@vitrina/domain/countries/countries';
import { FAQ_CARD_QUESTIONS, FAQ_CATEGORIES, HELP_MSG, TICKET_LIMITS, faqSlug } from '@vitrina/domain/help/help.rules';
import type { Faq, TicketSummary } from '@vitrina/domain/help/help.schema';
import { type Column } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useHomePath, useSession } from '../../../lib/session';
import { useFaqs } from '../api/get-faqs';
import { useMyTickets } from '../api/get-my-tickets';
import { useFaqSearch } from '../api/search-faqs';
import { StatusChip, TicketDrawer } from '../components/ticket-drawer';
import { HELP_TEXT as T } from '../messages';

/** The navigation state (or ?tab=) that opens 'Mis solicitudes'. */
export const MINE_STATE = 'MIS-SOLICITUDES';

function FaqLinks({ faqs, base }: { faqs: Faq[]; base: string }) {
  return (
    <List dense disablePadding>
      {faqs.map((f) => (
        <ListItem key={f.id} disableGutters>
          <Link component={RouterLink} to={`${base}/centro-de-ayuda/${faqSlug(f.title)}`}>
            {f.title}
          </Link>
        </ListItem>
      ))}
    </List>
  );
}

export function TicketBanner({ base }: { base: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
    >
      <Box>
        <Typography variant="subtitle1" component="p">
          {T.banner}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {T.bannerText}
        </Typography>
      </Box>
      <Button variant="contained" component={RouterLink} to={`${base}/centro-de-ayuda/contacto`}>
        {T.createTicket}
      </Button>
    </Paper>
  );
}

function FaqTab({ base }: { base: string }) {
  const faqs = useFaqs();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  const debounced = useDebouncedValue(text, 500);
  useEffect(() => setSubmitted(debounced.trim()), [debounced]);
  const results = useFaqSearch(submitted);
  return (
    <Stack spacing={3}>
      <Typography variant="h2" component="h2" sx={{ textAlign: 'center' }}>
        {T.heading}
      </Typography>
      <Stack
        component="form"
        role="search"
        direction="row"
        spacing={1}
        sx={{ maxWidth: 640, width: '100%', mx: 'auto' }}
        onSubmit={(e) => {
          e.preventDefault();
          setSubmitted(text.trim());
        }}
      >
        <TextField
          label={T.search}
          value={text}
          onChange={(e) => setText(e.target.value)}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { type: 'search', maxLength: TICKET_LIMITS.search } }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} aria-label={T.searchButton}>
          {T.searchButton}
        </Button>
      </Stack>
      {submitted && (
        <Paper variant="outlined" sx={{ p: 2 }} aria-live="polite">
          <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
            {T.results}
          </Typography>
          {results.isPending ? (
            <Skeleton />
          ) : results.data?.length ? (
            <FaqLinks faqs={results.data} base={base} />
          ) : (
            <Typography role="status">{HELP_MSG.noResults}</Typography>
          )}
        </Paper>
      )}
      {faqs.isError && <Alert severity="error">{errorMessage(faqs.error)}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {FAQ_CATEGORIES.map((c) => {
          const list = (faqs.data ?? []).filter((f) => f.category_id === c.id);
          return (
            <Card
              key={c.id}
              variant="outlined"
              component="section"
              aria-labelledby={`faq-cat-${c.id}`}
              sx={{ display: 'flex', flexDirection: 'column' }}
            >
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography id={`faq-cat-${c.id}`} variant="h3" component="h3" sx={{ mb: 1 }}>
                  {c.name}
                </Typography>
                {faqs.isPending ? <Skeleton height={120} /> : <FaqLinks faqs={list.slice(0, FAQ_CARD_QUESTIONS)} base={base} />}
              </CardContent>
              <CardActions>
                <Button component={RouterLink} to={`${base}/centro-de-ayuda/${c.id}`} aria-label={`${T.seeMore}: ${c.name}`}>
                  {T.seeMore}
                </Button>
              </CardActions>
            </Card>
          );
        })}
      </Box>
      <TicketBanner base={base} />
    </Stack>
  );
}

function MineTab({ openId, setOpenId }: { openId: number | null; setOpenId: (id: number | null) => void }) {
  const { user } = useSession();
  const timeZone = COUNTRIES[user?.paisId ?? 'CHL'].timeZone;
  const tickets = useMyTickets(user?.email);
  const [page, setPage] = useState(0);
  const rows = tickets.data ?? [];
  const shown = rows.slice(page * TICKET_LIMITS.perPage, (page + 1) * TICKET_LIMITS.perPage);
  const columns: Column<TicketSummary>[] = [
    { key: 'id', header: T.columns.id, render: (t) => t.id, rowHeader: true, cardLabel: T.columns.id },
    { key: 'area', header: T.columns.area, render: (t) => t.area },
    {
      key: 'content',
      header: T.columns.content,
      render: (t) => (
        <Typography variant="body2" sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {t.contenido}
        </Typography>
      ),
    },
    { key: 'created', header: T.columns.created, render: (t) => formatDate(t.createdAt, timeZone) },
    { key: 'status', header: T.columns.status, render: (t) => <StatusChip status={t.status} /> },
    {
      key: 'actions',
      header: T.columns.actions,
      cardAction: true,
      render: (t) => (
        <Button size="small" onClick={() => setOpenId(t.id)} aria-label={`${T.seeDetail} ${t.id}`}>
          {T.seeDetail}
        </Button>
      ),
    },
  ];
  return (
    <Stack spacing={2}>
      {tickets.isError && <Alert severity="error">{errorMessage(tickets.error)}</Alert>}
      {!tickets.isPending && !rows.length ? (
        <EmptyState text={HELP_MSG.noTickets} />
      ) : (
        <>
          <PagedTable
            caption={T.caption}
            columns={columns}
            rows={shown}
            rowKey={(t) => String(t.id)}
            loading={tickets.isPending}
            emptyText={HELP_MSG.noTickets}
            cards={{ summary: (t) => <StatusChip status={t.status} /> }}
            paging={{ total: rows.length, page: page, pageSize: TICKET_LIMITS.perPage, onPageChange: (p) => setPage(p) }}
          />
        </>
      )}
      <TicketDrawer id={openId} onClose={() => setOpenId(null)} timeZone={timeZone} />
    </Stack>
  );
}

/** 'Centro de ayuda': 'Preguntas Frecuentes' and 'Mis solicitudes', with the button 'Crea una solicitud'. */
export default function HelpCenterPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const base = useHomePath();
  const [params, setParams] = useSearchParams();
  const ticketParam = Number(params.get('ticket')) || null;
  const stateTab = location.state === MINE_STATE || (location.state as { tab?: string } | null)?.tab === MINE_STATE;
  const [tab, setTab] = useState<'faq' | 'mine'>(stateTab || ticketParam ? 'mine' : 'faq');
  useEffect(() => {
    if (stateTab || ticketParam) setTab('mine');
  }, [stateTab, ticketParam, location.key]);
  const openId = useMemo(() => ticketParam, [ticketParam]);
  const setOpenId = (id: number | null) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        if (id) n.set('ticket', String(id));
        else n.delete('ticket');
        return n;
      },
      { state: location.state },
    );
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h1">{T.title}</Typography>
        <Button variant="contained" onClick={() => navigate(`${base}/centro-de-ayuda/contacto`)}>
          {T.createTicket}
        </Button>
      </Stack>
      <Tabs value={tab} onChange={(_, v) => setTab(v)} aria-label={T.title}>
        <Tab value="faq" label={T.tabs.faq} id="help-tab-faq" aria-controls="help-panel-faq" />
        <Tab value="mine" label={T.tabs.mine} id="help-tab-mine" aria-controls="help-panel-mine" />
      </Tabs>
      <Box role="tabpanel" id={`help-panel-${tab}`} aria-labelledby={`help-tab-${tab}`}>
        {tab === 'faq' ? <FaqTab base={base} /> : <MineTab openId={openId} setOpenId={setOpenId} />}
      </Box>
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COUNTRIES } from '@vitrina/domain/countries/countries';
import { DEBIT_NOTE_PAGE_SIZE, pageNumber } from '@vitrina/domain/notifications/notifications.rules';
import type { DebitNoteDto } from '@vitrina/domain/notifications/notifications.schema';
import { DataTable, type Column } from '../../../components/data-table';
import { Pager } from '../../../components/paged-table';
import { DEBIT_NOTE_TEXT, DebitNoteDialog, noteDate } from '../../../components/debit-note-dialog';
import { SearchField } from '../../../components/search-field';
import { useUrlParams, useUrlSearch } from '../../../lib/url-state';
import { errorMessage } from '../../../lib/api-client';
import { selectedClientOf, useSession } from '../../../lib/session';
import { useClientDebitNotes, useDebitNote } from '../api/get-client-debit-notes';
import { DateFilter } from '../components/date-filter';
import { DEBIT_TEXT } from '../messages';
import { PageHeader } from '../../../components/page-header';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayParam = (v: string | null) => (v && DAY.test(v) ? v : '');

/**
 * 'notas-de-cargo': the selected company's charge notes, server-paged by 5, with a
 * text search, an acceptance-date filter and the 'Ver nota' dialog. Page, search, dates and the
 * open note live in the URL.
 */
export default function DebitNotesPage() {
  const { user, selectedClientId } = useSession();
  const client = user ? selectedClientOf(user, selectedClientId) : undefined;
  const timeZone = COUNTRIES[user?.paisId ?? 'CHL'].timeZone;
  const [params, update] = useUrlParams();
  const page = pageNumber(params.get('pagina')) - 1;
  const q = params.get('q') ?? '';
  const from = dayParam(params.get('desde'));
  const to = dayParam(params.get('hasta'));
  const noteId = Number(params.get('nota')) || null;

  // the search box writes to the URL 300 ms after the last key
  const { search, setSearch } = useUrlSearch(params, update, 300);

  const list = useClientDebitNotes(client?.id, { page, q, from, to }, timeZone);
  const rows = list.data?.content ?? [];
  const inPage = rows.find((n) => n.id === noteId);
  const fetched = useDebitNote(noteId, !!noteId && !inPage && !list.isPending);
  const opened = inPage ?? fetched.data ?? null;

  const pendingChip = <Chip size="small" color="warning" label={DEBIT_NOTE_TEXT.pending} />;
  const columns: Column<DebitNoteDto>[] = [
    { key: 'folio', header: DEBIT_TEXT.columns.folio, render: (n) => n.id, rowHeader: true, cardLabel: DEBIT_TEXT.columns.folio },
    { key: 'sent', header: DEBIT_TEXT.columns.sent, render: (n) => noteDate(n.created_at, timeZone) },
    {
      key: 'accepted',
      header: DEBIT_TEXT.columns.accepted,
      render: (n) => (n.accepted_at ? noteDate(n.accepted_at, timeZone) : pendingChip),
    },
    { key: 'by', header: DEBIT_TEXT.columns.acceptedBy, render: (n) => n.accepted_by?.name },
    { key: 'store', header: DEBIT_TEXT.columns.store, render: (n) => n.contract.brand.name },
    { key: 'number', header: DEBIT_TEXT.columns.storeNumber, render: (n) => n.contract.space.code },
    {
      key: 'actions',
      header: DEBIT_TEXT.columns.actions,
      cardAction: true,
      render: (n) => (
        <Button size="small" onClick={() => update({ nota: String(n.id) })} aria-label={`${DEBIT_TEXT.seeNote} ${n.id}`}>
          {DEBIT_TEXT.seeNote}
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h1">{DEBIT_TEXT.title}</Typography>
        <Typography color="text.secondary">{DEBIT_TEXT.subtitle}</Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <PageHeader>
          <Box sx={{ width: { xs: '100%', sm: 360 } }}>
            <SearchField label={DEBIT_TEXT.search} value={search} onChange={setSearch} />
          </Box>
          <DateFilter from={from} to={to} onApply={(f, t) => update({ desde: f || null, hasta: t || null, pagina: null })} />
        </PageHeader>
        {!client && user && <Alert severity="info">{DEBIT_TEXT.noClient}</Alert>}
        {list.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(list.error)}
          </Alert>
        )}
        <Box aria-busy={list.isFetching}>
          <DataTable
            caption={DEBIT_TEXT.caption}
            columns={columns}
            rows={rows}
            rowKey={(n) => String(n.id)}
            loading={list.isPending && !!client}
            emptyText={DEBIT_TEXT.noData}
            cards={{
              summary: (n) => (
                <>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {n.contract.brand.name}
                  </Typography>
                  {!n.accepted_at && pendingChip}
                </>
              ),
            }}
          />
        </Box>
        <Pager
          total={list.data?.total_elements ?? 0}
          page={list.data && list.data.total_elements > 0 ? page : 0}
          pageSize={DEBIT_NOTE_PAGE_SIZE}
          onPageChange={(p) => update({ pagina: p > 0 ? String(p + 1) : null })}
        />
      </Paper>
      <DebitNoteDialog note={opened} onClose={() => update({ nota: null })} timeZone={timeZone} />
      {noteId && fetched.isError && !inPage && <Alert severity="error">{errorMessage(fetched.error)}</Alert>}
    </Stack>
  );
}

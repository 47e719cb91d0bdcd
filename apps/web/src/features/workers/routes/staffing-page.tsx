import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STAFFING_MSG } from '@vitrina/domain/workers/workers.messages';
import { STAFFING_TYPES, formatRut, isStaffingAssignable } from '@vitrina/domain/workers/workers.rules';
import type { Staffing } from '@vitrina/domain/workers/staffing.schema';
import type { Column } from '../../../components/data-table';
import { urlPage } from '../../../components/paged-table';
import { SearchField } from '../../../components/search-field';
import { useUrlParams, useUrlSearch } from '../../../lib/url-state';
import { selectedClientOf, useSession } from '../../../lib/session';
import { enqueueSnackbar } from '../../../lib/toast';
import { useConfirmStaffing } from '../api/confirm-staffing';
import { useStaffing } from '../api/get-staffing';
import { useStaffingDetail } from '../api/get-staffing-detail';
import { STAFFING_TEXT as T, dayText } from '../messages';
import { AssignWorkersDialog } from '../components/assign-workers-dialog';
import { ListHeading } from '../components/list-heading';
import { useRowMenu } from '../components/row-menu';
import { ServerPagedTable } from '../../../components/server-paged-table';
import { RetryAlert } from '../../../components/load-state';
import { OptionSelect } from '../../../components/option-select';

const PAGE_SIZE = 5;
const STATUS_COLOR: Record<string, 'info' | 'success' | 'default'> = { recibida: 'info', activa: 'success', finalizada: 'default' };

/**
 * 'Dotaciones recibidas': the staffing assignments the selected company
 * received, server-paged 5 per page, search by number and type filter in the URL, a details
 * modal with the assigned workers, and 'Confirmar recepción' for a received one.
 */
export default function StaffingPage() {
  const { user, selectedClientId } = useSession();
  const client = user ? selectedClientOf(user, selectedClientId) : undefined;
  const [params, update] = useUrlParams();
  const { q, search, setSearch } = useUrlSearch(params, update, 500);
  const type = params.get('tipo') ?? '';
  const { page, setPage } = urlPage(params, update);
  const clientKey = client ? `${client.countryId}-${client.taxId}` : '';
  const list = useStaffing({ client: clientKey, page, size: PAGE_SIZE, number: q, type });
  const confirm = useConfirmStaffing();
  const rowMenu = useRowMenu<Staffing>(T.columns.actions, (s) => T.actionsOf(s.number));
  const [detailsId, setDetailsId] = useState<number>();
  const details = useStaffingDetail(detailsId);
  const [assigning, setAssigning] = useState(false);
  const closeDetails = () => {
    setAssigning(false);
    setDetailsId(undefined);
  };

  if (!client) return null;
  const rows = list.data?.content ?? [];
  const total = list.data?.total_elements ?? 0;

  const columns: Column<Staffing>[] = [
    { key: 'number', header: T.columns.number, rowHeader: true, render: (s) => s.number },
    { key: 'type', header: T.columns.type, render: (s) => s.type_label },
    { key: 'mall', header: T.columns.mall, render: (s) => s.building_name ?? '--' },
    { key: 'period', header: T.columns.period, render: (s) => `${dayText(s.start_date)} – ${s.end_date ? dayText(s.end_date) : T.open}` },
    { key: 'headcount', header: T.columns.headcount, align: 'right', render: (s) => `${s.workers_count} / ${s.headcount}` },
    {
      key: 'status',
      header: T.columns.status,
      render: (s) => <Chip size="small" color={STATUS_COLOR[s.status] ?? 'default'} label={s.status_label} />,
    },
    rowMenu.column,
  ];

  const onConfirm = (s: Staffing) => confirm.mutate(s.id, { onSuccess: (r) => enqueueSnackbar(r.message, { variant: 'success' }) });

  return (
    <Box>
      <ListHeading title={T.title} subtitle={T.subtitle} sx={{ mb: 2 }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SearchField label={T.search} value={search} onChange={setSearch} maxLength={20} />
        <OptionSelect
          label={T.type}
          value={type}
          onChange={(tipo) => update({ tipo: tipo || null, pagina: null })}
          minWidth={180}
          allText={T.all}
          options={STAFFING_TYPES}
        />
      </Stack>

      <ServerPagedTable
        query={list}
        error={{ text: T.loadError, retryLabel: T.retry }}
        emptyText={q || type ? T.emptyFiltered : STAFFING_MSG.empty}
        caption={T.title}
        columns={columns}
        rows={rows}
        rowKey={(s) => String(s.id)}
        cards={{}}
        paging={{ total, page, pageSize: PAGE_SIZE, onPageChange: setPage }}
      />

      {rowMenu.menu([
        [T.details, (s) => setDetailsId(s.id)],
        [T.confirm, onConfirm, (s) => s.status === 'recibida'],
      ])}

      <Dialog open={!!detailsId} onClose={closeDetails} aria-labelledby="staffing-details-title" fullWidth maxWidth="sm">
        <DialogTitle id="staffing-details-title">{details.data ? `${T.detailsTitle} ${details.data.number}` : T.detailsTitle}</DialogTitle>
        <DialogContent dividers>
          {details.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
              <CircularProgress aria-label="Cargando" />
            </Box>
          ) : details.isError ? (
            <RetryAlert small text={T.detailError} retryLabel={T.retry} onRetry={details.refetch} />
          ) : (
            <Stack spacing={1}>
              <Typography>{`${T.columns.type}: ${details.data.type_label}`}</Typography>
              <Typography>{`${T.columns.mall}: ${details.data.building_name ?? '--'}`}</Typography>
              <Typography>{`${T.columns.status}: ${details.data.status_label}`}</Typography>
              <Typography>{`${T.start}: ${dayText(details.data.start_date)}`}</Typography>
              <Typography>{`${T.end}: ${details.data.end_date ? dayText(details.data.end_date) : T.open}`}</Typography>
              <Typography>{`${T.requested}: ${details.data.headcount}`}</Typography>
              <Typography>{`${T.description}: ${details.data.description}`}</Typography>
              <Typography variant="subtitle2" component="h2" sx={{ pt: 1 }}>
                {`${T.assigned} (${details.data.workers.length})`}
              </Typography>
              {details.data.workers.length ? (
                <List dense aria-label={T.assigned}>
                  {details.data.workers.map((w) => (
                    <ListItem
                      key={w.uuid}
                      disableGutters
                      secondaryAction={<Chip size="small" color={w.badge === 'Completa' ? 'success' : 'warning'} label={w.badge} />}
                    >
                      <ListItemText primary={w.full_name} secondary={formatRut(w.document_number)} />
                    </ListItem>
                  ))}
                </List>
              ) : (
                <Typography color="text.secondary">{T.noWorkers}</Typography>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          {details.data && isStaffingAssignable(details.data.status) && (
            <Button onClick={() => setAssigning(true)}>{T.assign.action}</Button>
          )}
          {details.data?.status === 'recibida' && (
            <Button disabled={confirm.isPending} onClick={() => onConfirm(details.data!)}>
              {T.confirm}
            </Button>
          )}
          <Button onClick={closeDetails}>{T.close}</Button>
        </DialogActions>
      </Dialog>
      {assigning && details.data && (
        <AssignWorkersDialog assignment={details.data} client={clientKey} onClose={() => setAssigning(false)} />
      )}
    </Box>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../../lib/toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { WORKER_MSG as M } from '@vitrina/domain/workers/workers.messages';
import { GENDERS, MUTUALS, WORKER_DOC_TYPES, formatRut, labelOf } from '@vitrina/domain/workers/workers.rules';
import type { Worker } from '@vitrina/domain/workers/workers.schema';
import { WORKER_CLASSES } from '@vitrina/domain/workers/worker-classes';
import type { Column } from '../../../components/data-table';
import { urlPage } from '../../../components/paged-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SearchField } from '../../../components/search-field';
import { useUrlParams, useUrlSearch } from '../../../lib/url-state';
import { selectedClientOf, useSession } from '../../../lib/session';
import { countryRoutePrefix } from '@vitrina/domain/countries/countries';
import { useWorkers } from '../api/get-workers';
import { useDeleteWorker } from '../api/delete-worker';
import { NewWorkerDialog } from './new-worker-dialog';
import { WORKERS_TEXT } from '../messages';

import { ListHeading } from './list-heading';
import { PageHeader } from '../../../components/page-header';
import { useRowMenu } from './row-menu';
import { ServerPagedTable } from '../../../components/server-paged-table';
import { OptionSelect } from '../../../components/option-select';

const T = WORKERS_TEXT.registry;
const PAGE_SIZE = 5;
const STATUSES = [
  { value: 'OK', label: 'OK' },
  { value: 'Pendiente', label: 'Pendiente' },
];
const fullName = (w: Worker) => [w.names, w.parental_surname, w.maternal_surname].filter(Boolean).join(' ');

/**
 * The worker registry: the selected company's workers, server-paged 5 per
 * page, RUT search (formatted 12.345.678-9) and status filter in the URL, the documentation badge,
 * and create, edit, update documents and delete for real. `staffing` is the 'Dotaciones' page:
 * its create button opens a menu 'Carga Individual' / 'Carga Masiva'.
 */
export function WorkerRegistry({ staffing = false }: { staffing?: boolean }) {
  const { user, selectedClientId } = useSession();
  const client = user ? selectedClientOf(user, selectedClientId) : undefined;
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [params, update] = useUrlParams();
  const { q, search, setSearch } = useUrlSearch(params, update, 500);
  const status = (params.get('estado') ?? '') as '' | 'OK' | 'Pendiente';
  const workerClass = params.get('clase') ?? '';
  const { page, setPage } = urlPage(params, update);
  const workers = useWorkers({
    client: client ? `${client.countryId}-${client.taxId}` : '',
    page,
    size: PAGE_SIZE,
    rut: q,
    status,
    skill: workerClass,
  });
  const remove = useDeleteWorker();
  const [dialog, setDialog] = useState<{ worker?: Worker; step: 0 | 1 } | null>(null);
  const [details, setDetails] = useState<Worker | null>(null);
  const [deleting, setDeleting] = useState<Worker | null>(null);
  const rowMenu = useRowMenu<Worker>(T.columns.actions, (w) => T.actionsOf(fullName(w)));
  const [createMenu, setCreateMenu] = useState<HTMLElement | null>(null);

  if (!client) return null;
  const rows = workers.data?.content ?? [];
  const total = workers.data?.total_elements ?? 0;

  const columns: Column<Worker>[] = [
    {
      key: 'worker',
      header: T.columns.worker,
      rowHeader: true,
      render: (w) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {fullName(w)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatRut(w.document_number)}
          </Typography>
        </Box>
      ),
    },
    { key: 'gender', header: T.columns.gender, render: (w) => labelOf(GENDERS, w.gender) },
    { key: 'skills', header: T.columns.skills, render: (w) => w.skills.map((s) => s.name).join(', ') },
    { key: 'mutual', header: T.columns.mutual, render: (w) => labelOf(MUTUALS, w.mutual) },
    {
      key: 'docs',
      header: T.columns.docs,
      render: (w) =>
        w.badge.label === 'Completa' ? (
          <Chip size="small" color="success" label="Completa" />
        ) : (
          <Tooltip title={w.badge.tooltip}>
            <Chip size="small" color="warning" label="Faltante" aria-label={`Faltante. ${w.badge.tooltip}`} tabIndex={0} />
          </Tooltip>
        ),
    },
    rowMenu.column,
  ];

  const createButton = staffing ? (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={(e) => setCreateMenu(e.currentTarget)} aria-haspopup="menu">
        {T.create}
      </Button>
      <Menu anchorEl={createMenu} open={!!createMenu} onClose={() => setCreateMenu(null)}>
        <MenuItem
          onClick={() => {
            setCreateMenu(null);
            setDialog({ step: 0 });
          }}
        >
          {T.individual}
        </MenuItem>
        <MenuItem onClick={() => navigate(`${countryRoutePrefix(user!.paisId)}/dotaciones/carga-masiva-trabajadores`)}>
          {T.massive}
        </MenuItem>
      </Menu>
    </>
  ) : (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" onClick={() => navigate(`${countryRoutePrefix(user!.paisId)}/dotaciones/carga-masiva-trabajadores`)}>
        {T.bulk}
      </Button>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ step: 0 })}>
        {T.create}
      </Button>
    </Stack>
  );

  return (
    <Box>
      <PageHeader action={createButton}>
        <ListHeading title={T.title} subtitle={T.subtitle} />
      </PageHeader>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SearchField label={T.search} value={search} onChange={setSearch} maxLength={12} />
        <OptionSelect
          label={T.status}
          value={status}
          onChange={(estado) => update({ estado: estado || null, pagina: null })}
          minWidth={160}
          allText={T.all}
          options={STATUSES}
        />
        <OptionSelect
          label={T.workerClass}
          value={workerClass}
          onChange={(clase) => update({ clase: clase || null, pagina: null })}
          minWidth={220}
          allText={T.all}
          options={WORKER_CLASSES}
        />
      </Stack>

      <ServerPagedTable
        query={workers}
        error={{ text: M.loadError, retryLabel: T.retry }}
        emptyText={q || status || workerClass ? T.emptyFiltered : T.empty}
        caption={T.title}
        columns={columns}
        rows={rows}
        rowKey={(w) => w.uuid}
        paging={{ total, page, pageSize: PAGE_SIZE, onPageChange: setPage }}
      />

      {rowMenu.menu([
        [T.details, setDetails],
        [T.edit, (worker) => setDialog({ worker, step: 0 })],
        [T.updateDocs, (worker) => setDialog({ worker, step: 1 })],
        [T.delete, setDeleting],
      ])}

      <NewWorkerDialog
        open={!!dialog}
        client={{ id: client.id, countryId: client.countryId, taxId: client.taxId, name: client.name }}
        worker={dialog?.worker}
        initialStep={dialog?.step ?? 0}
        onClose={() => setDialog(null)}
        onSaved={() => enqueueSnackbar(T.saved, { variant: 'success' })}
      />

      <Dialog open={!!details} onClose={() => setDetails(null)} aria-labelledby="worker-details-title" fullWidth maxWidth="sm">
        <DialogTitle id="worker-details-title">{details ? fullName(details) : ''}</DialogTitle>
        {details && (
          <DialogContent dividers>
            <Stack spacing={1}>
              <Typography>{`RUT: ${formatRut(details.document_number)}`}</Typography>
              <Typography>{`Fecha de nacimiento: ${details.date_of_birth}`}</Typography>
              <Typography>{`Género: ${labelOf(GENDERS, details.gender)}`}</Typography>
              <Typography>{`Mutual: ${labelOf(MUTUALS, details.mutual)}`}</Typography>
              <Typography>{`Clase: ${details.skills.map((s) => s.name).join(', ')}`}</Typography>
              <Typography>{`Dotaciones: ${details.staffing_types.map((s) => s.name).join(', ')}`}</Typography>
              <Typography>{`Dirección: ${details.address ?? ''}`}</Typography>
              <Typography>{`Documentos: ${details.files.map((f) => labelOf(WORKER_DOC_TYPES, f.doc_type)).join(', ') || 'Sin documentos'}`}</Typography>
              <Typography>{`Documentación: ${details.badge.label}${details.badge.tooltip ? ` (${details.badge.tooltip})` : ''}`}</Typography>
            </Stack>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => setDetails(null)}>{T.close}</Button>
        </DialogActions>
      </Dialog>

      <ConfirmDialog
        open={!!deleting}
        title={M.deleteTitle}
        body={M.deleteBody}
        confirmLabel={T.deleteConfirm}
        cancelLabel={WORKERS_TEXT.dialog.cancel}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          remove.mutate(deleting!.uuid, {
            onSuccess: () => {
              enqueueSnackbar(T.deleted, { variant: 'success' });
              setDeleting(null);
            },
            onError: () => setDeleting(null),
          })
        }
      />
    </Box>
  );
}

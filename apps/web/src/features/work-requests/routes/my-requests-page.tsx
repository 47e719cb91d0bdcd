import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { WorkRequest } from '@vitrina/domain/work-requests/work-requests.schema';
import { WORK_REQUEST_STATUS_LABELS, WORK_REQUEST_TYPE_NAMES, statusLabel } from '@vitrina/domain/work-requests/work-requests.rules';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { useAppAbility } from '../../../lib/ability';
import { formatDateTime } from '../../../lib/format';
import { useHomePath, useSession } from '../../../lib/session';
import { useWorkRequests } from '../api/get-work-requests';
import { RequestDrawer } from '../components/request-drawer';
import { TypeDialog, type TypeChoice } from '../components/type-dialog';
import { WR_TEXT as T } from '../messages';
import { useUrlParams } from '../../../lib/url-state';
import { Pager } from '../../../components/paged-table';
import { RetryAlert } from '../../../components/load-state';

const STATUS_COLOR = { draft: 'default', pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** The wizard's path of a type, with the type dialog's choice in the query. */
export const wizardPath = (base: string, c: TypeChoice) =>
  `${base}/mis-solicitudes/${c.type === 'corte_y_soldadura' ? 'crear-solicitud-corte-y-soldadura' : 'crear-solicitud-trabajo'}?${new URLSearchParams({ edificio: c.buildingId, contrato: c.contractId })}`;

/** mis-solicitudes: the client's work requests, filters in the URL, 5 per page, the drawer. */
export default function MyRequestsPage() {
  const base = useHomePath();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useSession();
  const [params, update] = useUrlParams();
  const f = {
    page: Number(params.get('page') ?? 0) || 0,
    number: params.get('numero') ?? '',
    type: params.get('tipo') ?? '',
    status: params.get('estado') ?? '',
  };
  const set = (patch: Record<string, string>) => update(patch);
  const list = useWorkRequests(user?.clients.map((c) => c.id) ?? [], f);
  const [open, setOpen] = useState<WorkRequest | null>(null);
  // a request names workers of the registry (manage:Workers): without it, the requests are only read
  const mayRaise = useAppAbility().can('manage', 'Workers');
  const [typeDialog, setTypeDialog] = useState(mayRaise && !!(location.state as { openType?: boolean } | null)?.openType);
  const rows = list.data?.content ?? [];
  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack sx={{ justifyContent: 'space-between' }} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <div>
          <Typography variant="h1">{T.title}</Typography>
          <Typography color="text.secondary">{T.subtitle}</Typography>
        </div>
        {mayRaise ? (
          <Button variant="contained" onClick={() => setTypeDialog(true)} sx={{ alignSelf: { sm: 'center' } }}>
            {T.create}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: { sm: 'center' }, maxWidth: 360 }}>
            {T.createNeedsWorkers}
          </Typography>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={T.searchNumber}
          value={f.number}
          onChange={(e) => set({ numero: e.target.value.replace(/\D/g, '').slice(0, 9), page: '' })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField select label={T.type} value={f.type} onChange={(e) => set({ tipo: e.target.value, page: '' })} sx={{ minWidth: 200 }}>
          <MenuItem value="">{T.all}</MenuItem>
          {Object.entries(WORK_REQUEST_TYPE_NAMES).map(([v, l]) => (
            <MenuItem key={v} value={v}>
              {l}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={T.status}
          value={f.status}
          onChange={(e) => set({ estado: e.target.value, page: '' })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{T.all}</MenuItem>
          {Object.entries(WORK_REQUEST_STATUS_LABELS).map(([v, l]) => (
            <MenuItem key={v} value={v}>
              {l}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <RetryAlert buttonColor="primary" text={T.loadError} retryLabel={T.retry} onRetry={list.refetch} />
      ) : !rows.length ? (
        <EmptyState text={T.empty} />
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table aria-label={T.title}>
              <TableHead>
                <TableRow>
                  {Object.values(T.cols).map((c) => (
                    <TableCell key={c}>{c}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((w) => (
                  <TableRow key={w.id}>
                    <TableCell>{w.number}</TableCell>
                    <TableCell>{formatDateTime(w.created_at)}</TableCell>
                    <TableCell>{w.building_name}</TableCell>
                    <TableCell>{w.type_name}</TableCell>
                    <TableCell>
                      <Chip size="small" label={statusLabel(w.status)} color={STATUS_COLOR[w.status]} variant="outlined" />
                    </TableCell>
                    <TableCell>
                      <IconButton aria-label={T.view(w.number)} onClick={() => setOpen(w)}>
                        <VisibilityIcon />
                      </IconButton>
                      {w.status === 'draft' && (
                        <IconButton
                          aria-label={T.resume(w.number)}
                          onClick={() =>
                            navigate(
                              `${wizardPath(base, { type: w.type_id, buildingId: w.building_id, contractId: w.contract_id })}&borrador=${w.id}`,
                            )
                          }
                        >
                          <EditIcon />
                        </IconButton>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Pager total={list.data.total_elements} page={f.page} pageSize={5} onPageChange={(p) => set({ page: p ? String(p) : '' })} />
        </Paper>
      )}
      <RequestDrawer w={open ? (rows.find((r) => r.id === open.id) ?? open) : null} onClose={() => setOpen(null)} />
      {/* its malls and stores are asked only of those who may raise a request (the server answers others 403, which ends a session) */}
      {mayRaise && <TypeDialog open={typeDialog} onClose={() => setTypeDialog(false)} onContinue={(c) => navigate(wizardPath(base, c))} />}
    </Stack>
  );
}

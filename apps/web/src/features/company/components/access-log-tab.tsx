import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { ACCESS_LOG_MSG as M } from '@vitrina/domain/access-log/access-log.messages';
import { EmptyState } from '../../../components/empty-state';
import { formatDateTime } from '../../../lib/format';
import { useAccessLog } from '../api/get-access-log';
import { useExportAccessLog } from '../api/export-access-log';
import { useUrlParams } from '../../../lib/url-state';
import { Pager } from '../../../components/paged-table';
import { DateField } from '../../../components/date-field';
import { QueryRetryAlert } from '../../../components/load-state';

const SIZES = [10, 20, 50, 100];

/** 'Mi empresa' → 'Accesos a tus datos': who outside the company read its sales; filters in the URL, .xlsx export. */
export default function AccessLogTab({ clientId, timeZone }: { clientId: string; timeZone: string }) {
  const [params, update] = useUrlParams();
  const applied = {
    desde: params.get('desde') ?? '',
    hasta: params.get('hasta') ?? '',
    quien: params.get('quien') ?? '',
    rol: params.get('rol') ?? '',
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = SIZES.includes(Number(params.get('size'))) ? Number(params.get('size')) : 20;
  const [draft, setDraft] = useState(applied);
  const log = useAccessLog(clientId, { ...applied, page, size });
  const exporter = useExportAccessLog(clientId);

  const set = (v: Record<string, string | number>) =>
    update(Object.fromEntries(Object.entries(v).map(([k, val]) => [k, String(val)])), true);
  const rangeError = draft.desde && draft.hasta && draft.hasta < draft.desde ? M.rangeInvalid : null;

  return (
    <Stack spacing={2}>
      <Typography>{M.intro}</Typography>
      <Box
        component="form"
        aria-label={M.filter}
        onSubmit={(e) => {
          e.preventDefault();
          if (!rangeError) set({ ...draft, page: 1 });
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <DateField label={M.from} size="small" value={draft.desde} onChange={(desde) => setDraft({ ...draft, desde })} />
        <DateField
          label={M.to}
          size="small"
          value={draft.hasta}
          error={!!rangeError}
          helperText={rangeError ?? undefined}
          onChange={(hasta) => setDraft({ ...draft, hasta })}
        />
        <TextField
          label={M.who}
          size="small"
          value={draft.quien}
          onChange={(e) => setDraft({ ...draft, quien: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          select
          label={M.role}
          size="small"
          value={draft.rol}
          onChange={(e) => setDraft({ ...draft, rol: e.target.value })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{M.anyRole}</MenuItem>
          {(log.data?.roles ?? []).map((r) => (
            <MenuItem key={r} value={r}>
              {r}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained">
          {M.filter}
        </Button>
        <Button startIcon={<DownloadIcon />} disabled={exporter.isPending} onClick={() => exporter.mutate(applied)}>
          {M.export}
        </Button>
      </Box>
      {log.isPending && <CircularProgress size={24} aria-label={M.title} />}
      <QueryRetryAlert query={log} text={M.loadError} retryLabel={M.retry} />
      {log.data && log.data.total === 0 && <EmptyState text={M.empty} />}
      {log.data && log.data.total > 0 && (
        <>
          <TableContainer>
            <Table size="small" aria-label={M.title}>
              <TableHead>
                <TableRow>
                  <TableCell>{M.colWhen}</TableCell>
                  <TableCell>{M.colWho}</TableCell>
                  <TableCell>{M.colRole}</TableCell>
                  <TableCell>{M.colWhat}</TableCell>
                  <TableCell>{M.colDetail}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {log.data.data.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.fecha, timeZone)}</TableCell>
                    <TableCell>{r.quien}</TableCell>
                    <TableCell>{r.rol}</TableCell>
                    <TableCell>{r.que}</TableCell>
                    <TableCell>{r.detalle ?? '--'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Pager
            total={log.data.total}
            page={page - 1}
            pageSize={size}
            onPageChange={(p) => set({ page: p + 1 })}
            pageSizes={SIZES}
            onPageSizeChange={(size) => set({ size, page: 1 })}
          />
        </>
      )}
    </Stack>
  );
}

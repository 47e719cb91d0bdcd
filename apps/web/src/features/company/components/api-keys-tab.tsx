import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { API_KEY_MSG as M } from '@vitrina/domain/api-keys/api-keys.messages';
import type { ApiKeyRow } from '@vitrina/domain/api-keys/api-keys.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useApiKeys } from '../api/list-api-keys';
import { useCreateApiKey } from '../api/create-api-key';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { QueryRetryAlert } from '../../../components/load-state';

/** 'Mi empresa' → 'Claves API': the point-of-sale keys of the company; a new key is shown once. */
export default function ApiKeysTab({ clientId, timeZone }: { clientId: string; timeZone: string }) {
  const keys = useApiKeys(clientId);
  const create = useCreateApiKey(clientId);
  const revoke = useRevokeApiKey(clientId);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [shown, setShown] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const [copied, setCopied] = useState(false);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const v = name.trim();
    if (!v) return setNameError(M.nameRequired);
    setNameError(null);
    create.mutate(v, {
      onSuccess: (res) => {
        setName('');
        setCopied(false);
        setShown({ name: res.data.nombre, key: res.clave });
      },
      onError: (err) => setNameError(errorMessage(err)),
    });
  };

  return (
    <Stack spacing={2}>
      <Typography>{M.intro}</Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label={M.nameLabel}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={!!nameError}
          helperText={nameError ?? ' '}
          size="small"
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ minWidth: 260, flex: { xs: 1, sm: 'initial' } }}
        />
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {M.create}
        </Button>
      </Box>
      {keys.isPending && <CircularProgress size={24} aria-label={M.title} />}
      <QueryRetryAlert query={keys} text={M.loadError} retryLabel={M.retry} />
      {keys.data && keys.data.data.length === 0 && <EmptyState text={M.empty} />}
      {keys.data && keys.data.data.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={M.title}>
            <TableHead>
              <TableRow>
                <TableCell>{M.colName}</TableCell>
                <TableCell>{M.colPrefix}</TableCell>
                <TableCell>{M.colCreated}</TableCell>
                <TableCell>{M.colLastUsed}</TableCell>
                <TableCell>{M.colStatus}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.data.data.map((k) => (
                <TableRow key={k.id}>
                  <TableCell>{k.nombre}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{k.prefijo}</TableCell>
                  <TableCell>
                    {formatDateTime(k.creada, timeZone)}
                    {k.creada_por ? ` · ${k.creada_por}` : ''}
                  </TableCell>
                  <TableCell>{k.ultimo_uso ? formatDateTime(k.ultimo_uso, timeZone) : M.never}</TableCell>
                  <TableCell>
                    {k.revocada ? (
                      <Chip size="small" label={`${M.revokedStatus} ${formatDateTime(k.revocada, timeZone)}`} />
                    ) : (
                      <Chip size="small" color="success" label={M.active} />
                    )}
                  </TableCell>
                  <TableCell align="right">
                    {!k.revocada && (
                      <Button color="error" onClick={() => setRevoking(k)} aria-label={`${M.revoke} ${k.nombre}`}>
                        {M.revoke}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Dialog open={!!shown} onClose={() => setShown(null)} aria-labelledby="api-key-shown-title" fullWidth maxWidth="sm">
        <DialogTitle id="api-key-shown-title">
          {M.newKey}: {shown?.name}
        </DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {M.shownOnce}
          </Alert>
          <TextField
            label={M.newKey}
            value={shown?.key ?? ''}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'api-key-value', style: { fontFamily: 'monospace' } } }}
            onFocus={(e) => e.target.select()}
          />
          {copied && (
            <Typography role="status" sx={{ mt: 1 }}>
              {M.copied}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              if (shown)
                void navigator.clipboard?.writeText(shown.key).then(
                  () => setCopied(true),
                  () => undefined,
                );
            }}
          >
            {M.copy}
          </Button>
          <Button variant="contained" onClick={() => setShown(null)}>
            {M.close}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={!!revoking}
        title={M.revoke}
        body={revoking ? M.revokeConfirm(revoking.nombre) : ''}
        confirmLabel={M.revoke}
        cancelLabel={M.close}
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
      />
    </Stack>
  );
}

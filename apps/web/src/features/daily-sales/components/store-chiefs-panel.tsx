import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../lib/toast';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { userStatusLabel } from '@vitrina/domain/users/users.rules';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { useAppAbility } from '../../../lib/ability';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useAssignStoreChief, useStoreChiefs, useRemoveStoreChief, type StoreChiefContact } from '../api/store-chiefs';
import { DS_TEXT } from '../messages';
import { RetryAlert } from '../../../components/load-state';

const fullName = (u: StoreChiefContact) => `${u.nombres} ${u.apellidos}`.trim();

/** 'Jefes de Local' (store chiefs) of a space: at most two. */
export function StoreChiefsPanel({ spaceId }: { spaceId: string }) {
  const chiefs = useStoreChiefs(spaceId);
  const assign = useAssignStoreChief(spaceId);
  const remove = useRemoveStoreChief(spaceId);
  const ability = useAppAbility();
  const { user } = useSession();
  const { country = '' } = useParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [candidate, setCandidate] = useState('');
  const [removing, setRemoving] = useState<StoreChiefContact | null>(null);
  const canManage = ability.can('manage', 'User');

  if (chiefs.isPending) return <Skeleton variant="rectangular" height={160} />;
  if (chiefs.isError) {
    return <RetryAlert buttonColor="primary" text={errorMessage(chiefs.error)} retryLabel={DS_TEXT.retry} onRetry={chiefs.refetch} />;
  }
  const { managers: list, candidates, max } = chiefs.data;
  const full = list.length >= max;
  const options = candidates.filter((c) => c.id !== user?.id && !list.some((m) => m.id === c.id));

  return (
    <Paper component="section" aria-labelledby="store-chiefs-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="store-chiefs-title" variant="h2" sx={{ mb: 2 }}>
        {DS_TEXT.storeChiefsTitle}
      </Typography>
      {list.length === 0 ? (
        <EmptyState text={DS_TEXT.noStoreChiefs} />
      ) : (
        <List aria-label={DS_TEXT.storeChiefsTitle}>
          {list.map((m) => (
            <ListItem
              key={m.id}
              divider
              secondaryAction={
                canManage && (
                  <Button color="error" onClick={() => setRemoving(m)} aria-label={`${DS_TEXT.unassign} ${fullName(m)}`}>
                    {DS_TEXT.unassign}
                  </Button>
                )
              }
            >
              <ListItemText
                primary={fullName(m)}
                secondary={[m.email, m.telefono, m.estado && userStatusLabel(m.estado)].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      {canManage && (
        <Stack spacing={2} sx={{ mt: 2 }}>
          {full && <Alert severity="info">{SALES_MSG.storeChiefsMax}</Alert>}
          {options.length === 0 ? (
            <Typography color="text.secondary">{SALES_MSG.noContacts}</Typography>
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                select
                label={DS_TEXT.contactSelect}
                value={candidate}
                onChange={(e) => setCandidate(e.target.value)}
                sx={{ minWidth: 280 }}
                disabled={full}
              >
                {options.map((o) => (
                  <MenuItem key={o.id} value={o.id}>{`${fullName(o)} (${o.email})`}</MenuItem>
                ))}
              </TextField>
              <Button
                variant="contained"
                disabled={!candidate || full || assign.isPending}
                onClick={() =>
                  assign.mutate(candidate, {
                    onSuccess: () => {
                      enqueueSnackbar(SALES_MSG.storeChiefAdded, { variant: 'success' });
                      setCandidate('');
                    },
                  })
                }
              >
                {DS_TEXT.assign}
              </Button>
            </Stack>
          )}
          <Box>
            <Button
              variant="outlined"
              onClick={() => navigate(`/${country}/shopping/empresa/usuarios`, { state: { openCreateUserModal: true } })}
            >
              {DS_TEXT.newUser}
            </Button>
          </Box>
        </Stack>
      )}
      <ConfirmDialog
        open={!!removing}
        title={DS_TEXT.removeConfirmTitle}
        body={removing ? DS_TEXT.removeConfirmBody(fullName(removing)) : ''}
        confirmLabel={DS_TEXT.confirmYes}
        cancelLabel={DS_TEXT.cancel}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              enqueueSnackbar(SALES_MSG.storeChiefRemoved, { variant: 'success' });
              setRemoving(null);
            },
            onError: () => setRemoving(null),
          })
        }
      />
    </Paper>
  );
}

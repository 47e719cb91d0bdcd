import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { USERS_MSG } from '@vitrina/domain/users/users.messages';
import { fullName } from '@vitrina/domain/users/users.rules';
import type { UserAdmin } from '@vitrina/domain/users/users.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../lib/toast';
import { useDeleteUser } from '../api/delete-user';
import { useResendWelcome } from '../api/resend-welcome';

/** A row action that asks first: delete the user, or send the welcome e-mail again. */
export interface UserConfirm {
  kind: 'delete' | 'resend';
  user: UserAdmin;
}

/** The confirmations of a row's delete and resend, and the 'deleted' notice that follows a delete. */
export function UserConfirmations({ clientId, confirm, onDone }: { clientId: string; confirm: UserConfirm | null; onDone: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteUser(clientId);
  const resend = useResendWelcome(clientId);
  /** the deleted confirmation that follows a confirmed delete */
  const [deleted, setDeleted] = useState<UserAdmin | null>(null);

  async function confirmAction() {
    if (!confirm) return;
    const { kind, user: target } = confirm;
    try {
      if (kind === 'delete') {
        const res = await remove.mutateAsync(target.id);
        enqueueSnackbar(res.message || USERS_MSG.deleted, { variant: 'success' });
        setDeleted(target);
      } else {
        const res = await resend.mutateAsync(target.id);
        enqueueSnackbar(res.message || USERS_MSG.resent, { variant: 'success' });
      }
    } catch {
      // the failure is toasted where every mutation's is (lib/mutation-errors.ts)
    } finally {
      onDone();
    }
  }

  return (
    <>
      <ConfirmDialog
        open={confirm?.kind === 'delete'}
        title={USERS_MSG.deleteTitle}
        body={
          <>
            <Typography>{USERS_MSG.deleteQuestion}</Typography>
            <Typography color="error" variant="body2">
              {USERS_MSG.deleteIrreversible}
            </Typography>
          </>
        }
        confirmLabel={USERS_MSG.deleteConfirm}
        cancelLabel={USERS_MSG.cancel}
        busy={remove.isPending}
        onConfirm={() => void confirmAction()}
        onCancel={() => onDone()}
      />
      <ConfirmDialog
        open={confirm?.kind === 'resend'}
        title={USERS_MSG.resendTitle}
        body={USERS_MSG.resendQuestion(confirm?.user.email ?? '')}
        confirmLabel={USERS_MSG.resendConfirm}
        cancelLabel={USERS_MSG.cancel}
        busy={resend.isPending}
        onConfirm={() => void confirmAction()}
        onCancel={() => onDone()}
      />
      <Dialog open={!!deleted} onClose={() => setDeleted(null)} aria-labelledby="user-deleted-title" aria-describedby="user-deleted-body">
        <DialogTitle id="user-deleted-title">{USERS_MSG.deletedShort}</DialogTitle>
        <DialogContent>
          <DialogContentText id="user-deleted-body">{deleted ? `${fullName(deleted)} · ${deleted.email}` : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" autoFocus onClick={() => setDeleted(null)}>
            {USERS_MSG.close}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

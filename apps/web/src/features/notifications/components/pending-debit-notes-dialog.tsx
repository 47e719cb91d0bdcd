import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Stack } from '@mui/material';
import { useSnackbar } from 'notistack';
import { pendingDebitNotesTitle } from '@vitrina/domain/notifications/notifications.rules';
import type { DebitNoteDto } from '@vitrina/domain/notifications/notifications.schema';
import { errorMessage } from '../../../lib/api-client';
import { useAcceptDebitNote, usePendingDebitNotes } from '../api/debit-notes';
import { NOTIF_TEXT } from '../messages';
import { DebitNoteDialog, shortDate } from './debit-note-details';

/** The entry dialog after sign-in: pending charge notes with 'Ver nota' and 'Aceptar nota de cargo' (spec 1 §2.13). */
export function PendingDebitNotesDialog() {
  const pending = usePendingDebitNotes().data ?? [];
  const accept = useAcceptDebitNote();
  const { enqueueSnackbar } = useSnackbar();
  const [dismissed, setDismissed] = useState(false);
  const [detail, setDetail] = useState<DebitNoteDto | null>(null);
  const open = pending.length > 0 && !dismissed;

  const onAccept = (id: number) => accept.mutate(id, {
    onSuccess: () => enqueueSnackbar(NOTIF_TEXT.accepted, { variant: 'success' }),
    onError: (e) => enqueueSnackbar(errorMessage(e), { variant: 'error' }),
  });

  return (
    <>
      <Dialog open={open && !detail} onClose={() => setDismissed(true)} maxWidth="sm" fullWidth aria-labelledby="pending-notes-title">
        <DialogTitle id="pending-notes-title">{pendingDebitNotesTitle(pending.length)}</DialogTitle>
        <DialogContent>
          <List>
            {pending.map((n) => (
              <ListItem key={n.id} divider secondaryAction={
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => setDetail(n)} aria-label={`${NOTIF_TEXT.seeNote} ${n.id}`}>{NOTIF_TEXT.seeNote}</Button>
                  <Button size="small" variant="contained" disabled={accept.isPending} onClick={() => onAccept(n.id)} aria-label={`${NOTIF_TEXT.acceptNote} ${n.id}`}>{NOTIF_TEXT.acceptNote}</Button>
                </Stack>
              }>
                <ListItemText primary={`${NOTIF_TEXT.folio} ${n.id} · ${n.reason}`} secondary={shortDate(n.created_at)} sx={{ pr: 32 }} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions><Button onClick={() => setDismissed(true)}>{NOTIF_TEXT.close}</Button></DialogActions>
      </Dialog>
      <DebitNoteDialog note={detail} onClose={() => setDetail(null)} />
    </>
  );
}

import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useSnackbar } from '../../lib/toast';
import { pendingDebitNotesTitle } from '@vitrina/domain/notifications/notifications.rules';
import type { DebitNoteDto } from '@vitrina/domain/notifications/notifications.schema';
import { DEBIT_NOTE_TEXT, DebitNoteDialog, noteDate } from '../../components/debit-note-dialog';
import { useAcceptDebitNote, usePendingDebitNotes } from '../../lib/api/debit-notes';
import { clearFreshSignIn, isFreshSignIn } from '../../lib/session';
import { LAYOUT_TEXT } from './messages';

/**
 * The entry dialog after sign-in: pending charge notes with 'Ver nota' and 'Aceptar nota de
 * cargo'. It opens once per sign-in, on whatever page the user lands (the home or
 * a ?next= page), not on later visits; after each accept answer (accepted, or refused as already
 * accepted elsewhere) the list reloads and the dialog closes when none remain.
 */
export function PendingDebitNotesDialog({ timeZone }: { timeZone?: string }) {
  // read once: the flag the login screen set for this sign-in
  const [fresh] = useState(isFreshSignIn);
  const pendingQuery = usePendingDebitNotes(fresh);
  const pending = pendingQuery.data ?? [];
  const accept = useAcceptDebitNote();
  const { enqueueSnackbar } = useSnackbar();
  const [dismissed, setDismissed] = useState(false);
  const [detail, setDetail] = useState<DebitNoteDto | null>(null);
  const open = fresh && pending.length > 0 && !dismissed;

  // done for this sign-in once it was closed, emptied or there was nothing to accept
  const done = fresh && (dismissed || (pendingQuery.isSuccess && pending.length === 0));
  useEffect(() => {
    if (done) clearFreshSignIn();
  }, [done]);

  // any answer reloads the list (a success through the mutation's invalidation): a note accepted
  // in another tab is refused with 409 and leaves the list here, which closes when none remain
  const onAccept = (id: number) =>
    accept.mutate(id, {
      onSuccess: () => enqueueSnackbar(LAYOUT_TEXT.noteAccepted, { variant: 'success' }),
      // the shared mutation toast shows the refusal; the list reloads either way
      onError: () => void pendingQuery.refetch(),
    });

  return (
    <>
      <Dialog open={open && !detail} onClose={() => setDismissed(true)} maxWidth="sm" fullWidth aria-labelledby="pending-notes-title">
        <DialogTitle id="pending-notes-title">{pendingDebitNotesTitle(pending.length)}</DialogTitle>
        <DialogContent>
          <List aria-labelledby="pending-notes-title">
            {pending.map((n) => (
              <ListItem key={n.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText primary={`${DEBIT_NOTE_TEXT.folio} ${n.id} · ${n.reason}`} secondary={noteDate(n.created_at, timeZone)} />
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => setDetail(n)} aria-label={`${LAYOUT_TEXT.seeNote} ${n.id}`}>
                    {LAYOUT_TEXT.seeNote}
                  </Button>
                  <Button
                    size="small"
                    variant="contained"
                    disabled={accept.isPending}
                    onClick={() => onAccept(n.id)}
                    aria-label={`${LAYOUT_TEXT.acceptNote} ${n.id}`}
                  >
                    {LAYOUT_TEXT.acceptNote}
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDismissed(true)}>{LAYOUT_TEXT.close}</Button>
        </DialogActions>
      </Dialog>
      <DebitNoteDialog note={detail} onClose={() => setDetail(null)} timeZone={timeZone} />
    </>
  );
}

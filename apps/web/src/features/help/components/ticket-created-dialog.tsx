import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { HELP_TEXT as T } from '../messages';

/** The ticket was created: its number, the coming move to 'Mis solicitudes', and the way to see it now. */
export function TicketCreatedDialog({ created, onGo }: { created: number | null; onGo: (ticket?: number) => void }) {
  return (
    <Dialog open={!!created} onClose={() => onGo()} aria-labelledby="ticket-created-title">
      <DialogTitle id="ticket-created-title">{T.form.successTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{created ? T.form.successText(created) : ''}</DialogContentText>
        <DialogContentText variant="body2" sx={{ mt: 1 }}>
          {T.form.redirect}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onGo()}>{T.form.accept}</Button>
        <Button variant="contained" onClick={() => onGo(created ?? undefined)}>
          {T.form.seeTicket}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

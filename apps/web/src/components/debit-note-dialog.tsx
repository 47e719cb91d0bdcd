import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoneyIn } from '@vitrina/domain/countries/countries';
import type { DebitNoteDto } from '@vitrina/domain/notifications/notifications.schema';
import { formatDate } from '../lib/format';

/** Texts of a charge note shown anywhere. */
export const DEBIT_NOTE_TEXT = {
  folio: 'Folio',
  pending: 'Pendiente aceptación',
  accepted: 'Aceptada',
  date: 'Fecha',
  acceptedOn: 'Fecha de aceptación',
  acceptedBy: 'Aceptada por',
  items: 'Detalle',
  amount: 'Monto',
  total: 'Total',
  back: 'Volver',
} as const;

/** An amount in the format of its currency's country ('S/ 1,234.50' for PEN), like every other amount. */
const money = formatMoneyIn;
/** dd/MM/yyyy, or '—' when there is no date. */
export const noteDate = (iso: string | null, timeZone?: string) => (iso ? formatDate(iso, timeZone) : '—');

/** The status badge: 'Aceptada' or 'Pendiente aceptación'. */
export function DebitNoteStatusChip({ note }: { note: Pick<DebitNoteDto, 'status'> }) {
  const accepted = note.status === 'accepted';
  return (
    <Chip size="small" color={accepted ? 'success' : 'warning'} label={accepted ? DEBIT_NOTE_TEXT.accepted : DEBIT_NOTE_TEXT.pending} />
  );
}

/** 'Ver nota': the note with its folio, status badge, date and items; 'Volver' closes it. */
export function DebitNoteDialog({ note, onClose, timeZone }: { note: DebitNoteDto | null; onClose: () => void; timeZone?: string }) {
  return (
    <Dialog open={!!note} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="debit-note-title">
      {note && (
        <>
          <DialogTitle id="debit-note-title">{`${DEBIT_NOTE_TEXT.folio} ${note.id}`}</DialogTitle>
          <DialogContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
              <DebitNoteStatusChip note={note} />
              <Typography variant="body2">{`${DEBIT_NOTE_TEXT.date}: ${noteDate(note.created_at, timeZone)}`}</Typography>
              {note.accepted_at && (
                <Typography variant="body2">{`${DEBIT_NOTE_TEXT.acceptedOn}: ${noteDate(note.accepted_at, timeZone)}`}</Typography>
              )}
            </Stack>
            <Typography sx={{ fontWeight: 600 }}>{note.reason}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {`${note.contract.brand.name} · ${note.contract.space.code} · ${note.contract.space.building.name}`}
            </Typography>
            {note.accepted_by && (
              <Typography
                variant="body2"
                sx={{ mb: 1 }}
              >{`${DEBIT_NOTE_TEXT.acceptedBy}: ${note.accepted_by.name} (${note.accepted_by.email})`}</Typography>
            )}
            {note.description && (
              <Typography variant="body2" sx={{ mb: 2 }}>
                {note.description}
              </Typography>
            )}
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={DEBIT_NOTE_TEXT.items}>
                <TableHead>
                  <TableRow>
                    <TableCell>{DEBIT_NOTE_TEXT.items}</TableCell>
                    <TableCell>{DEBIT_NOTE_TEXT.date}</TableCell>
                    <TableCell align="right">{DEBIT_NOTE_TEXT.amount}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {note.items.map((i) => (
                    <TableRow key={i.id}>
                      <TableCell>{i.description}</TableCell>
                      <TableCell>{noteDate(`${i.item_date}T12:00:00`)}</TableCell>
                      <TableCell align="right">{money(i.value, i.currency)}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
                      {DEBIT_NOTE_TEXT.total}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {money(note.value, note.currency)}
                    </TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{DEBIT_NOTE_TEXT.back}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

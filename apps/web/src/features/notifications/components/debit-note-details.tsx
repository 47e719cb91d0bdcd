import { Box, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { DebitNoteDto } from '@vitrina/domain/notifications/notifications.schema';
import { NOTIF_TEXT } from '../messages';

const money = (v: number, currency: string) => new Intl.NumberFormat('es-CL', { style: 'currency', currency, maximumFractionDigits: currency === 'CLP' ? 0 : 2 }).format(v);
export const shortDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('es-CL') : '—');

/** 'Ver nota': the note with its folio, status badge, date and items; 'Volver' closes it. */
export function DebitNoteDialog({ note, onClose }: { note: DebitNoteDto | null; onClose: () => void }) {
  return (
    <Dialog open={!!note} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="debit-note-title">
      {note && (
        <>
          <DialogTitle id="debit-note-title">{`${NOTIF_TEXT.folio} ${note.id}`}</DialogTitle>
          <DialogContent>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
              <Chip size="small" color={note.status === 'accepted' ? 'success' : 'warning'} label={note.status === 'accepted' ? NOTIF_TEXT.acceptedBadge : NOTIF_TEXT.pending} />
              <Typography variant="body2">{shortDate(note.created_at)}</Typography>
            </Box>
            <Typography sx={{ fontWeight: 600 }}>{note.reason}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {`${note.contract.brand.name} · ${note.contract.space.code} · ${note.contract.space.building.name}`}
            </Typography>
            {note.description && <Typography variant="body2" sx={{ mb: 2 }}>{note.description}</Typography>}
            <Table size="small" aria-label={NOTIF_TEXT.items}>
              <TableHead><TableRow><TableCell>{NOTIF_TEXT.items}</TableCell><TableCell>Fecha</TableCell><TableCell align="right">Monto</TableCell></TableRow></TableHead>
              <TableBody>
                {note.items.map((i) => (
                  <TableRow key={i.id}><TableCell>{i.description}</TableCell><TableCell>{i.item_date}</TableCell><TableCell align="right">{money(i.value, i.currency)}</TableCell></TableRow>
                ))}
                <TableRow><TableCell colSpan={2} sx={{ fontWeight: 600 }}>{NOTIF_TEXT.total}</TableCell><TableCell align="right" sx={{ fontWeight: 600 }}>{money(note.value, note.currency)}</TableCell></TableRow>
              </TableBody>
            </Table>
          </DialogContent>
          <DialogActions><Button onClick={onClose}>{NOTIF_TEXT.back2}</Button></DialogActions>
        </>
      )}
    </Dialog>
  );
}

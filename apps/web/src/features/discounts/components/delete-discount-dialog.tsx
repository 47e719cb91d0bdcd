import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DISCOUNT_MSG as M } from '@vitrina/domain/discounts/discounts.messages';
import { DISCOUNT_LIMITS as L } from '@vitrina/domain/discounts/discounts.rules';
import type { Discount } from '@vitrina/domain/discounts/discounts.schema';
import { useSnackbar } from '../../../lib/toast';
import { useDeleteDiscount } from '../api/delete-discount';
import { DISCOUNTS_TEXT as T } from '../messages';

/** 'Eliminar descuento': the campaign's name and the required reason; open while `discount` is set. */
export function DeleteDiscountDialog(p: { discount: Discount | null; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteDiscount();
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (p.discount) setReason('');
  }, [p.discount]);
  return (
    <Dialog open={!!p.discount} onClose={p.onClose} aria-labelledby="delete-title" fullWidth maxWidth="sm">
      <DialogTitle id="delete-title">{T.deleteTitle}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{p.discount?.name}</Typography>
        <TextField
          fullWidth
          multiline
          minRows={2}
          required
          label={T.deleteReason}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          helperText={reason.trim() ? ' ' : M.reasonRequired}
          slotProps={{ htmlInput: { maxLength: L.reason } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>{T.cancel}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!reason.trim() || remove.isPending}
          onClick={async () => {
            if (!p.discount) return;
            await remove.mutateAsync({ id: p.discount.id, reason: reason.trim() });
            enqueueSnackbar(M.deleted, { variant: 'success' });
            p.onClose();
          }}
        >
          {T.remove}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

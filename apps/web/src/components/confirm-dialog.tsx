import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** the dialog cannot be dismissed by Escape or a click outside */
  blocking?: boolean;
  busy?: boolean;
}

/** A titled yes/no dialog; its buttons are the only way out when `blocking`. */
export function ConfirmDialog(p: ConfirmDialogProps) {
  return (
    <Dialog
      open={p.open}
      onClose={(_, reason) => {
        if (p.blocking && (reason === 'escapeKeyDown' || reason === 'backdropClick')) return;
        p.onCancel();
      }}
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-body"
    >
      <DialogTitle id="confirm-dialog-title">{p.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-dialog-body" component="div">
          {p.body}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onCancel} disabled={p.busy}>
          {p.cancelLabel}
        </Button>
        <Button variant="contained" onClick={p.onConfirm} disabled={p.busy} autoFocus>
          {p.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

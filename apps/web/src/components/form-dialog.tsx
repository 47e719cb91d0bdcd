import { useId, type FormEventHandler, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type DialogProps } from '@mui/material/Dialog';

/** What a form in a dialog or in the side panel takes: its title, fields, submit and the server's refusal. */
export interface FormShellProps {
  open: boolean;
  title: ReactNode;
  onSubmit: FormEventHandler;
  /** 'Guardar', 'Enviar', … */
  submitLabel: string;
  /** 'Cancelar' unless told; null: no such button (a step that only closes) */
  cancelLabel?: string | null;
  /** the save is running: the submit button is disabled and the form is busy */
  sending: boolean;
  /** the submit button is disabled for another reason (nothing changed, a file still uploading) */
  submitDisabled?: boolean;
  /** the server's refusal, shown with the fields */
  error?: string | null;
  children: ReactNode;
}

export interface FormDialogProps extends FormShellProps {
  /** undefined while the dialog must stay open (a save in progress) */
  onClose?: () => void;
  maxWidth?: DialogProps['maxWidth'];
  fullScreen?: boolean;
  /** buttons of the dialog besides Cancelar and the submit (a step's 'Atrás') */
  extraActions?: ReactNode;
  /** the form's own name when it differs from the title (the step of a wizard) */
  formLabel?: string;
  /** lines above and below the fields (a long form that scrolls) */
  dividers?: boolean;
}

/** A form in a modal dialog named by its title: its fields, the server's error, Cancelar and the submit button. */
export function FormDialog(p: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={p.open} onClose={p.onClose} aria-labelledby={titleId} maxWidth={p.maxWidth ?? 'sm'} fullWidth fullScreen={p.fullScreen}>
      <Box component="form" onSubmit={p.onSubmit} noValidate aria-busy={p.sending} aria-label={p.formLabel}>
        <DialogTitle id={titleId}>{p.title}</DialogTitle>
        <DialogContent dividers={p.dividers}>
          {p.children}
          {p.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {p.error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          {p.extraActions}
          {p.cancelLabel !== null && (
            <Button onClick={p.onClose} disabled={!p.onClose || p.sending}>
              {p.cancelLabel ?? 'Cancelar'}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={p.sending || p.submitDisabled}>
            {p.submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

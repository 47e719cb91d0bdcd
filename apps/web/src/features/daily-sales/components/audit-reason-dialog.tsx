import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { AUDIT_REASON_MAX } from '@vitrina/domain/sales/daily.schema';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { TextInput } from '../../../components/text-input';
import { AUDIT_TEXT as T } from '../audit-messages';

/** A confirmation with the required reason (recorded in the audit log). */
export function ReasonDialog(p: {
  open: boolean;
  title: string;
  body: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = !reason.trim();
  return (
    <Dialog open={p.open} onClose={p.busy ? undefined : p.onCancel} aria-labelledby="reason-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="reason-dialog-title">{p.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{p.body}</DialogContentText>
        <TextInput
          label={T.reason}
          value={reason}
          required
          fullWidth
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={touched && missing ? SALES_MSG.auditReasonRequired : T.reasonHelp}
          htmlInput={{ maxLength: AUDIT_REASON_MAX }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onCancel} disabled={p.busy}>
          {T.cancel}
        </Button>
        <Button
          variant="contained"
          disabled={p.busy}
          onClick={() => {
            setTouched(true);
            if (!missing) p.onConfirm(reason.trim());
          }}
        >
          {T.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

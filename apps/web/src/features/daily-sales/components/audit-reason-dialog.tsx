import { useEffect } from 'react';
import { z } from 'zod';
import DialogContentText from '@mui/material/DialogContentText';
import { AUDIT_REASON_MAX, auditReasonSchema } from '@vitrina/domain/sales/daily.schema';
import { FormDialog } from '../../../components/form-dialog';
import { TextInput } from '../../../components/text-input';
import { useZodForm } from '../../../lib/use-zod-form';
import { AUDIT_TEXT as T } from '../audit-messages';

const schema = z.object({ reason: auditReasonSchema });

/** A confirmation with the required reason (recorded in the audit log). */
export function ReasonDialog(p: {
  open: boolean;
  title: string;
  body: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const form = useZodForm(schema, { defaultValues: { reason: '' } });
  const { reset } = form;
  useEffect(() => {
    if (p.open) reset({ reason: '' });
  }, [p.open, reset]);
  const reason = form.field('reason');
  return (
    <FormDialog
      open={p.open}
      title={p.title}
      onClose={p.busy ? undefined : p.onCancel}
      onSubmit={form.handleSubmit((v) => p.onConfirm(v.reason.trim()))}
      submitLabel={T.confirm}
      cancelLabel={T.cancel}
      sending={p.busy}
    >
      <DialogContentText sx={{ mb: 2 }}>{p.body}</DialogContentText>
      <TextInput
        label={T.reason}
        required
        fullWidth
        {...reason}
        helperText={reason.helperText ?? T.reasonHelp}
        htmlInput={{ maxLength: AUDIT_REASON_MAX }}
      />
    </FormDialog>
  );
}

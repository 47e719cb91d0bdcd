import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { DISCOUNT_CHANNELS, type DiscountChannel } from '@vitrina/domain/discounts/discounts.rules';
import { publishSchema } from '@vitrina/domain/discounts/discounts.schema';
import { FormDialog } from '../../../components/form-dialog';
import { useZodForm } from '../../../lib/use-zod-form';
import { DISCOUNTS_TEXT as T } from '../messages';

const EMPTY = { email: '', channels: [] as DiscountChannel[] };

/** The publish dialog: optional channels (On tour, App Mi Mall, Office Hub) and a valid e-mail. */
export function PublishDialog(p: {
  open: boolean;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: (v: { email: string; channels: DiscountChannel[] }) => void;
}) {
  const form = useZodForm(publishSchema, { defaultValues: EMPTY });
  const { reset } = form;
  useEffect(() => {
    if (p.open) reset(EMPTY);
  }, [p.open, reset]);
  const email = form.field('email');
  return (
    <FormDialog
      open={p.open}
      title={T.publishTitle}
      onClose={p.onCancel}
      onSubmit={form.handleSubmit((v) => p.onConfirm({ email: v.email.trim(), channels: v.channels }))}
      submitLabel={T.publish}
      cancelLabel={T.cancel}
      sending={!!p.busy}
      submitDisabled={!form.formState.isValid}
      maxWidth="xs"
    >
      <DialogContentText sx={{ mb: 2 }}>{T.publishText}</DialogContentText>
      <FormLabel component="legend">{T.channels}</FormLabel>
      <Controller
        control={form.control}
        name="channels"
        render={({ field }) => (
          <FormGroup>
            {DISCOUNT_CHANNELS.map((c) => (
              <FormControlLabel
                key={c}
                label={c}
                control={
                  <Checkbox
                    checked={(field.value ?? []).includes(c)}
                    onChange={(e) =>
                      field.onChange(e.target.checked ? [...(field.value ?? []), c] : (field.value ?? []).filter((x) => x !== c))
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        )}
      />
      <TextField
        sx={{ mt: 2 }}
        fullWidth
        required
        type="email"
        label={T.email}
        {...email}
        helperText={email.helperText ?? ' '}
        slotProps={{ htmlInput: { maxLength: 254 } }}
      />
    </FormDialog>
  );
}

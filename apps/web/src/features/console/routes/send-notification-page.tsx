import { useState } from 'react';
import { z } from 'zod';
import { Controller } from 'react-hook-form';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TextInput } from '../../../components/text-input';
import { useSnackbar } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSendNotification } from '../api/send-notification';
import { useSendRoleNotification } from '../api/send-role-notification';
import { NotificationRecipients, type NotificationAudience } from '../components/notification-recipients';
import { CONSOLE_TEXT as T } from '../messages';

const filled = z.string().refine((s) => s.trim() !== '', T.required);
const schema = z.object({ title: filled, body: filled, importance: z.enum(['alta', 'media', 'baja']) });
const EMPTY = { title: '', body: '', importance: 'media' as const };

/**
 * consola/notificaciones (OPERADOR, send:Notification): one notification to chosen users, to
 * every user of a client (found with the destinatarios search) or to every user holding a role in
 * the sender's country.
 */
export default function SendNotificationPage() {
  const { enqueueSnackbar } = useSnackbar();
  const send = useSendNotification();
  const sendRole = useSendRoleNotification();
  // the fields' messages once 'Enviar' was pressed, then as they change
  const form = useZodForm(schema, { mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: EMPTY });
  const [audience, setAudience] = useState<NotificationAudience>({ kind: 'usuarios', role: 'EXT_EMPRESA', users: new Map() });
  const tried = form.formState.isSubmitted;
  const byRole = audience.kind === 'rol';
  const sent = {
    onSuccess: (r: { created: number }) => {
      enqueueSnackbar(T.notificationSent(r.created), { variant: 'success' });
      form.reset(EMPTY);
      setAudience((a) => ({ ...a, users: new Map() }));
    },
  };
  const submit = form.handleSubmit((v) => {
    if (!byRole && audience.users.size === 0) return;
    const message = { title: v.title.trim(), body: v.body.trim(), importance: v.importance };
    if (byRole) sendRole.mutate({ ...message, role: audience.role }, sent);
    else send.mutate({ ...message, userIds: [...audience.users.keys()] }, sent);
  });

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Typography variant="h1">{T.notifyTitle}</Typography>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2}>
          <TextInput label={T.notifyTitleField} required fullWidth {...form.field('title')} htmlInput={{ maxLength: 200 }} />
          <TextInput label={T.notifyBody} required fullWidth {...form.field('body')} htmlInput={{ maxLength: 2000 }} />
          <Controller
            control={form.control}
            name="importance"
            render={({ field }) => (
              <FormControl sx={{ maxWidth: 240 }}>
                <InputLabel id="notify-importance">{T.importance}</InputLabel>
                <Select
                  labelId="notify-importance"
                  label={T.importance}
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                >
                  <MenuItem value="alta">{T.importanceHigh}</MenuItem>
                  <MenuItem value="media">{T.importanceMedium}</MenuItem>
                  <MenuItem value="baja">{T.importanceLow}</MenuItem>
                </Select>
              </FormControl>
            )}
          />
        </Stack>
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2}>
          <NotificationRecipients value={audience} onChange={setAudience} missing={tried} />
        </Stack>
      </Paper>
      <Button type="submit" variant="contained" disabled={send.isPending || sendRole.isPending} sx={{ alignSelf: 'flex-start' }}>
        {T.send}
      </Button>
    </Stack>
  );
}

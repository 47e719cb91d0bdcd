import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useSnackbar } from '../../../lib/toast';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resetPassRequestSchema } from '@vitrina/domain/auth/auth.schema';
import { MSG } from '@vitrina/domain/common/messages';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { TextInput } from '../../../components/text-input';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useCaptcha } from '../captcha/use-captcha';
import { AuthShell } from '../components/auth-shell';
import { CaptchaFormActions } from '../components/captcha-form-actions';
import { AUTH_TEXT } from '../messages';

const recoverSchema = z.object({ username: resetPassRequestSchema.shape.username });
type RecoverOutput = z.output<typeof recoverSchema>;

/** Back to login this long after the link was sent. */
const REDIRECT_AFTER_MS = 2000;

/** '/auth/recuperar_password'. */
export default function RecoverPasswordPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const reset = useRequestPasswordReset();
  const captcha = useCaptcha();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  // checked on 'Enviar', then again on every change
  const form = useZodForm(recoverSchema, { defaultValues: { username: '' }, mode: 'onSubmit' });
  const { handleSubmit, control } = form;
  const username = useWatch({ control, name: 'username' });

  useEffect(() => {
    if (!sent) return;
    const t = window.setTimeout(() => navigate('/', { replace: true }), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(t);
  }, [sent, navigate]);

  async function submit({ username: email }: RecoverOutput) {
    setSending(true);
    const proof = await captcha.proof();
    try {
      await reset.mutateAsync({ username: email, ...proof });
      enqueueSnackbar(MSG.resetSent(email), { variant: 'success' });
      setSent(true);
    } catch (e) {
      captcha.failed();
      const status = isApiError(e) ? e.status : 0;
      if (status === 403) {
        enqueueSnackbar(MSG.captchaRequired, { variant: 'warning' });
        captcha.escalate();
      } else if (status === 429) {
        enqueueSnackbar(errorMessage(e, MSG.tooManyAttempts), { variant: 'error' });
      } else {
        enqueueSnackbar(MSG.genericError, { variant: 'error' });
      }
    } finally {
      setSending(false);
    }
  }

  const canSubmit = !!username?.trim() && !sending && !sent && captcha.ready;

  return (
    <AuthShell title={AUTH_TEXT.recoverTitle}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {AUTH_TEXT.recoverIntro}
      </Typography>
      <Box component="form" noValidate onSubmit={handleSubmit(submit)}>
        <Stack spacing={2}>
          <TextInput
            {...form.field('username')}
            label={AUTH_TEXT.email}
            type="email"
            autoComplete="email"
            required
            fullWidth
            disabled={sent}
          />
          <CaptchaFormActions captcha={captcha} canSubmit={canSubmit} sending={sending} submitLabel={AUTH_TEXT.send} />
        </Stack>
      </Box>
    </AuthShell>
  );
}

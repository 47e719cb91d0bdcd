import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useSnackbar } from 'notistack';
import { Box, Button, Stack, Typography } from '@mui/material';
import { resetPassRequestSchema } from '@vitrina/domain/auth/auth.schema';
import { MSG } from '@vitrina/domain/common/messages';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { TextInput } from '../../../components/text-input';
import { muiRegister } from '../../../lib/form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { invisibleCaptchaToken } from '../captcha/solve-captcha';
import { AuthShell } from '../components/auth-shell';
import { VisibleCaptcha } from '../components/visible-captcha';
import { AUTH_TEXT } from '../messages';

const recoverSchema = z.object({ username: resetPassRequestSchema.shape.username });
type RecoverInput = z.input<typeof recoverSchema>;
type RecoverOutput = z.output<typeof recoverSchema>;

/** Back to login this long after the link was sent (spec 1 §4). */
const REDIRECT_AFTER_MS = 2000;

/** '/auth/recuperar_password' (spec 1 §2.4). */
export default function RecoverPasswordPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const reset = useRequestPasswordReset();
  const [captchaVersion, setCaptchaVersion] = useState<2 | 3>(3);
  const [v2Token, setV2Token] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const { register, handleSubmit, control, formState } = useForm<RecoverInput, unknown, RecoverOutput>({
    resolver: zodResolver(recoverSchema),
    defaultValues: { username: '' },
  });
  const username = useWatch({ control, name: 'username' });

  useEffect(() => {
    if (!sent) return;
    const t = window.setTimeout(() => navigate('/', { replace: true }), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(t);
  }, [sent, navigate]);

  async function submit({ username: email }: RecoverOutput) {
    setSending(true);
    const recaptcha_token = captchaVersion === 2 ? (v2Token ?? '') : await invisibleCaptchaToken().catch(() => '');
    try {
      await reset.mutateAsync({ username: email, recaptcha_version: captchaVersion, recaptcha_token });
      enqueueSnackbar(MSG.resetSent(email), { variant: 'success' });
      setSent(true);
    } catch (e) {
      if (captchaVersion === 2) {
        setV2Token(null);
        setCaptchaKey((k) => k + 1);
      }
      const status = isApiError(e) ? e.status : 0;
      if (status === 403) {
        enqueueSnackbar(MSG.captchaRequired, { variant: 'warning' });
        setCaptchaVersion(2);
        setV2Token(null);
      } else if (status === 429) {
        enqueueSnackbar(errorMessage(e, MSG.tooManyAttempts), { variant: 'error' });
      } else {
        enqueueSnackbar(MSG.genericError, { variant: 'error' });
      }
    } finally {
      setSending(false);
    }
  }

  const canSubmit = !!username?.trim() && !sending && !sent && !(captchaVersion === 2 && !v2Token);

  return (
    <AuthShell title={AUTH_TEXT.recoverTitle}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {AUTH_TEXT.recoverIntro}
      </Typography>
      <Box component="form" noValidate onSubmit={handleSubmit(submit)}>
        <Stack spacing={2}>
          <TextInput
            {...muiRegister(register('username'))}
            label={AUTH_TEXT.email}
            type="email"
            autoComplete="email"
            required
            fullWidth
            disabled={sent}
            error={!!formState.errors.username}
            helperText={formState.errors.username?.message}
          />
          {captchaVersion === 2 && <VisibleCaptcha key={captchaKey} onToken={setV2Token} />}
          <Button type="submit" variant="contained" size="large" fullWidth disabled={!canSubmit}>
            {sending ? MSG.sending : AUTH_TEXT.send}
          </Button>
          <Button variant="text" fullWidth onClick={() => navigate('/')}>
            {AUTH_TEXT.back}
          </Button>
        </Stack>
      </Box>
    </AuthShell>
  );
}

import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useSnackbar } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { newPasswordFormState } from '@vitrina/domain/auth/password';
import { MSG } from '@vitrina/domain/common/messages';
import { NewPasswordFields, newPasswordShape, newPasswordsMatch } from '../../../components/new-password-fields';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSetPassword } from '../api/set-password';
import { useValidateResetToken } from '../api/validate-reset-token';
import { useCaptcha } from '../captcha/use-captcha';
import { AuthShell } from '../components/auth-shell';
import { LinkProblemDialog } from '../components/link-problem-dialog';
import { CaptchaFormActions } from '../components/captcha-form-actions';
import { AUTH_TEXT } from '../messages';

const newPasswordSchema = z.object(newPasswordShape).refine(...newPasswordsMatch);
type NewPasswordValues = z.infer<typeof newPasswordSchema>;

/** Back to login this long after the password changed. */
const REDIRECT_AFTER_MS = 3000;

/**
 * The optional 'expired' query flag: present means set (`?expired`,
 * `?expired=1`, `?expired=true`), unless it says `false` or `0`.
 */
const expiredFlag = (params: URLSearchParams) => params.has('expired') && !/^(false|0)$/i.test(params.get('expired')!.trim());

/** '/auth/configurar_password/:token' with the optional 'expired' flag. */
export default function SetPasswordPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const expired = expiredFlag(params);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const validation = useValidateResetToken(token);
  const change = useSetPassword();
  const [linkProblem, setLinkProblem] = useState<'expired' | 'invalid' | null>(null);
  const captcha = useCaptcha();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  // checked on 'Cambiar contraseña', then again on every change
  const { register, handleSubmit, control } = useZodForm(newPasswordSchema, {
    defaultValues: { password: '', confirmation: '' },
    mode: 'onSubmit',
  });
  const [password, confirmation] = useWatch({ control, name: ['password', 'confirmation'] });
  const rules = newPasswordFormState(password ?? '', confirmation ?? '');

  // the link is checked once on load: 410 expired, 404 invalid, anything else back to login
  useEffect(() => {
    const e = validation.error;
    if (!e) return;
    const status = isApiError(e) ? e.status : 0;
    if (status === 410) setLinkProblem('expired');
    else if (status === 404) setLinkProblem('invalid');
    else navigate(`/?error=${encodeURIComponent(errorMessage(e, MSG.unexpectedError))}`, { replace: true });
  }, [validation.error, navigate]);

  useEffect(() => {
    if (!done) return;
    const t = window.setTimeout(() => navigate('/', { replace: true }), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(t);
  }, [done, navigate]);

  async function submit(values: NewPasswordValues) {
    setSending(true);
    const proof = await captcha.proof();
    try {
      await change.mutateAsync({ token, password: values.password, ...proof });
      enqueueSnackbar(MSG.passwordUpdated, { variant: 'success' });
      setDone(true);
    } catch (e) {
      captcha.failed();
      const status = isApiError(e) ? e.status : 0;
      if (status === 422) enqueueSnackbar(MSG.passwordReused, { variant: 'error' });
      else if (status === 403) {
        enqueueSnackbar(MSG.captchaRequired, { variant: 'warning' });
        captcha.escalate();
      } else if (status === 429) enqueueSnackbar(errorMessage(e, MSG.tooManyAttempts), { variant: 'error' });
      else enqueueSnackbar(MSG.passwordUnexpected, { variant: 'error' });
    } finally {
      setSending(false);
    }
  }

  const canSubmit = rules.canSubmit && validation.isSuccess && !sending && !done && captcha.ready;

  return (
    <AuthShell title={AUTH_TEXT.newPasswordTitle}>
      {validation.isPending && <LinearProgress aria-label={AUTH_TEXT.validatingLink} sx={{ mb: 2 }} />}
      {expired && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {MSG.passwordExpired}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {AUTH_TEXT.newPasswordIntro}
      </Typography>
      <Box component="form" noValidate onSubmit={handleSubmit(submit)}>
        <Stack spacing={2}>
          <NewPasswordFields
            password={register('password')}
            confirmation={register('confirmation')}
            values={{ password: password ?? '', confirmation: confirmation ?? '' }}
            passwordLabel={AUTH_TEXT.newPassword}
            confirmationLabel={AUTH_TEXT.confirmPassword}
          />
          <CaptchaFormActions captcha={captcha} canSubmit={canSubmit} sending={sending} submitLabel={AUTH_TEXT.changePassword} />
        </Stack>
      </Box>
      <LinkProblemDialog kind={linkProblem} />
    </AuthShell>
  );
}

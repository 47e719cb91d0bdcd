import { lazyPage } from '../../../lib/page-code';
import { Suspense, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSnackbar } from '../../../lib/toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LoginResponse } from '@vitrina/domain/auth/auth.schema';
import { CAPTCHA_V2_CODE } from '@vitrina/domain/auth/captcha';
import { validateLoginForm, type LoginFormErrors, type LoginFormValues } from './login-form-rules';
import { MSG } from '@vitrina/domain/common/messages';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { TextInput } from '../../../components/text-input';
import { endSession, rememberTermsAccepted, setAuthStatus, termsAccepted } from '../../../lib/session';
import { login } from '../api/login';
import { useCaptcha } from '../captcha/use-captcha';
import { AUTH_TEXT } from '../messages';
import { PasswordField } from '../../../components/password-field';

// the visible captcha (version 2) shows after the server refused the invisible one: loaded then
const VisibleCaptcha = lazyPage(() => import('./visible-captcha'));

/*
 * The login request's rules (validateLoginForm, beside this file, mirrors loginRequestSchema without
 * zod: the zod runtime alone would add about 30 KB gzip to the first page anyone loads). Two fields
 * need no form library either (react-hook-form would add about 13 KB gzip): as its default, the
 * fields are checked on submit and, once submitted, again on every change.
 */

/** The login error text stays 1 s, then fades. */
const ERROR_HOLD_MS = 1000;
const ERROR_FADE_MS = 800;

interface Props {
  onSignedIn: (answer: LoginResponse) => void;
  /** the page is leaving (another screen loads): nothing can be typed or sent */
  disabled?: boolean;
  /** the form is sent (checked, terms accepted): what follows a sign-in can start loading */
  onSend?: () => void;
}

/** The visible captcha's place while its code loads (as high as the box: nothing jumps). */
function CaptchaLoading() {
  return (
    <Box sx={{ minHeight: 64, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress size={20} aria-hidden />
    </Box>
  );
}

/** Email, password, terms, captcha and 'Ingresar'. */
export function LoginForm({ onSignedIn, disabled = false, onSend }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const [termsRemembered] = useState(termsAccepted);
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const captcha = useCaptcha();
  const [sending, setSending] = useState(false);
  const [loginError, setLoginError] = useState<{ text: string; at: number } | null>(null);
  const [errorVisible, setErrorVisible] = useState(false);

  const [values, setValues] = useState<LoginFormValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const submitted = useRef(false);
  const inputs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const { username, password } = values;

  const field = (name: keyof LoginFormValues) => ({
    name,
    value: values[name],
    inputRef: inputs[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      captcha.prepare();
      const next = { ...values, [name]: e.target.value };
      setValues(next);
      if (submitted.current) setErrors(validateLoginForm(next).errors);
    },
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    // the invisible captcha is solved from the first keystroke (here for a form the browser filled)
    captcha.prepare();
    submitted.current = true;
    const checked = validateLoginForm(values);
    setErrors(checked.errors);
    if (checked.values) return void submit(checked.values);
    // the first field in error takes the focus (as react-hook-form did)
    inputs[checked.errors.username ? 'username' : 'password'].current?.focus();
  }

  useEffect(() => {
    if (!loginError) return;
    setErrorVisible(true);
    const t = window.setTimeout(() => setErrorVisible(false), ERROR_HOLD_MS);
    return () => window.clearTimeout(t);
  }, [loginError]);

  const canSubmit = !!username?.trim() && !!password && captcha.ready && !sending && !disabled;

  async function submit(values: LoginFormValues) {
    if (!termsRemembered && !terms) {
      setTermsError(true);
      return;
    }
    // with a captcha token at hand the call leaves now, before the form re-renders and before
    // the signed-in area's code is asked for (it would take the browser's first connections)
    const ready = captcha.proofNow();
    const sent = ready ? login({ username: values.username, password: values.password, ...ready }) : null;
    setSending(true);
    setAuthStatus('checking');
    // the signed-in area's code downloads while the captcha and the sign-in call run
    onSend?.();
    try {
      const answer = await (sent ?? login({ username: values.username, password: values.password, ...(await captcha.proof()) }));
      rememberTermsAccepted();
      onSignedIn(answer);
    } catch (e) {
      handleLoginError(e);
    } finally {
      setSending(false);
    }
  }

  function showError(text: string) {
    setLoginError({ text, at: Date.now() });
  }

  function handleLoginError(e: unknown) {
    // a captcha token is single-use: a new attempt needs a new check
    captcha.failed();
    const status = isApiError(e) ? e.status : 0;
    if (status === 401) {
      setAuthStatus('no-authenticated');
      showError(errorMessage(e, MSG.loginDefault));
    } else if (status === 403 && isApiError(e) && e.code === CAPTCHA_V2_CODE) {
      setAuthStatus('grecaptcha-v3-failed');
      captcha.escalate();
      showError(errorMessage(e, MSG.error));
    } else if (status === 403) {
      setAuthStatus('no-authenticated');
      showError(errorMessage(e, MSG.error));
    } else if (status === 429) {
      setAuthStatus('no-authenticated');
      showError(errorMessage(e, MSG.tooManyAttempts));
    } else {
      enqueueSnackbar(errorMessage(e, MSG.loginDefault), { variant: 'error' });
      endSession('logout');
    }
  }

  return (
    // data-captcha-ready: the invisible captcha is solved ahead (what npm run bench:sign-in waits for, as a person typing would)
    <Box component="form" noValidate onSubmit={onSubmit} data-captcha-ready={captcha.aheadReady || undefined}>
      <Box component="fieldset" disabled={disabled} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Stack spacing={2}>
          <TextInput
            {...field('username')}
            label={AUTH_TEXT.email}
            type="email"
            autoComplete="username"
            required
            fullWidth
            error={!!errors.username}
            helperText={errors.username}
          />
          <PasswordField
            {...field('password')}
            label={AUTH_TEXT.password}
            autoComplete="current-password"
            required
            fullWidth
            error={!!errors.password}
            helperText={errors.password}
          />
          {!termsRemembered && (
            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={terms}
                    onChange={(e) => {
                      setTerms(e.target.checked);
                      if (e.target.checked) setTermsError(false);
                    }}
                  />
                }
                label={MSG.termsLabel}
              />
              {termsError && (
                <FormHelperText error role="alert" sx={{ mt: 0 }}>
                  {MSG.termsRequired}
                </FormHelperText>
              )}
            </Box>
          )}
          {captcha.visible && (
            <Suspense fallback={<CaptchaLoading />}>
              <VisibleCaptcha key={captcha.widgetKey} onToken={captcha.onToken} />
            </Suspense>
          )}
          <Button type="submit" variant="contained" size="large" fullWidth disabled={!canSubmit}>
            {sending ? MSG.sending : AUTH_TEXT.submit}
          </Button>
          <Box role="alert" aria-live="assertive" sx={{ minHeight: 24, textAlign: 'center' }}>
            {loginError && (
              <Fade in={errorVisible} timeout={{ enter: 0, exit: ERROR_FADE_MS }} onExited={() => setLoginError(null)}>
                <Typography variant="body2" color="error" key={loginError.at}>
                  {loginError.text}
                </Typography>
              </Fade>
            )}
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}

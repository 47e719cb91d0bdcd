import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useSnackbar } from '../../../lib/toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LoginResponse, SessionUser } from '@vitrina/domain/auth/auth.schema';
import { countryRoutePrefix } from '@vitrina/domain/countries/countries';
import { PageLoader } from '../../../components/page-loader';
import { usePublicConfigWithoutCache } from '../../../lib/api/fetch-public-config';
import { useNavigationPending } from '../../../lib/navigation-pending';
import { homePathOf, markFreshSignIn, startSession, takeNext, useSession } from '../../../lib/session';
import { AuthShell } from '../components/auth-shell';
import { LoginForm } from '../components/login-form';
import { AUTH_TEXT } from '../messages';
import { useUrlParams } from '../../../lib/url-state';

/** What follows a sign-in, started early (the app's signed-in-preload.ts; none in tests). */
export interface SignInPreload {
  /**
   * the signed-in area's code: when the form is sent (the login page never loads it before);
   * answers once it is loaded (or failed): the page navigates then
   */
  code(): Promise<void>;
  /** its first queries and screen: the moment the session exists (before the page navigates) */
  data(user: SessionUser): void;
}

/**
 * '/' — the login screen. Its JavaScript is the first anyone loads (at most
 * 150 KB gzip): it calls the API without the data cache (TanStack Query is the other pages'),
 * and the signed-in area, the abilities and the visible captcha are lazy chunks.
 */
export default function LoginPage({ preload }: { preload?: SignInPreload }) {
  const { status, user } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [params, update] = useUrlParams();
  const config = usePublicConfigWithoutCache();
  // where to go once signed in: the stored 'next' (followed once) or the country home
  const target = useRef<string | null>(null);
  // Going to the recovery screen loads its code first; meanwhile this page stays on screen (the
  // router navigates in a transition and shows its bar, browser-router.tsx), so it takes no more
  // typing: on a slow connection an email typed here would be lost when the recovery screen replaces it.
  const leaving = useNavigationPending();
  // signed in, waiting for the first screen's code (a part still loading would show a loader instead)
  const [awaitingCode, setAwaitingCode] = useState(false);

  // ?error= becomes an error toast; 'error' and 'token' leave the URL
  useEffect(() => {
    const error = params.get('error');
    if (error) enqueueSnackbar(error, { variant: 'error' });
    if (params.has('error') || params.has('token')) update({ error: null, token: null }, true);
  }, [params, update, enqueueSnackbar]);

  function onSignedIn(answer: LoginResponse) {
    target.current = takeNext(params.get('next')) ?? countryRoutePrefix(answer.user.paisId);
    if (preload) {
      setAwaitingCode(true);
      void preload.code().then(() => setAwaitingCode(false));
    }
    markFreshSignIn();
    startSession(answer);
    preload?.data(answer.user);
  }

  if (status === 'authenticated' && user && !awaitingCode) return <Navigate to={target.current ?? homePathOf(user)} replace />;
  if (status === 'initial') return <PageLoader fullScreen />;

  return (
    <AuthShell title={AUTH_TEXT.loginTitle}>
      <LoginForm onSignedIn={onSignedIn} disabled={leaving || awaitingCode} onSend={preload?.code} />
      <Stack spacing={1.5} sx={{ mt: 1, alignItems: 'center' }}>
        <Button variant="text" disabled={leaving} onClick={() => navigate('/auth/recuperar_password')}>
          {AUTH_TEXT.forgotPassword}
        </Button>
        <Link href={config?.corporateLoginUrl} variant="body2" sx={{ fontWeight: 600 }}>
          {AUTH_TEXT.corporateLogin}
        </Link>
      </Stack>
      {/* a plain rule drawn as MUI's Divider draws it (its component is not worth 1 KB of the login page's JavaScript) */}
      <Box component="hr" sx={{ my: 2, mx: 0, border: 0, borderBottom: 1, borderColor: 'divider', flexShrink: 0 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {AUTH_TEXT.noAccount}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          disabled={!config?.registrationUrl}
          onClick={() => config && window.open(config.registrationUrl, '_blank', 'noopener,noreferrer')}
        >
          {AUTH_TEXT.register}
        </Button>
      </Box>
    </AuthShell>
  );
}

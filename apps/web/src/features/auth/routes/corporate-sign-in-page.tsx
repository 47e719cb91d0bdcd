import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { SSO_MSG } from '@vitrina/domain/auth/sso';
import { countryRoutePrefix } from '@vitrina/domain/countries/countries';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { markFreshSignIn, startSession, takeNext } from '../../../lib/session';
import { exchangeCorporateCode } from '../api/exchange-corporate-code';

/**
 * '/auth/corporativo#code=...' — where the corporate sign-on ('Ingreso colaboradores') lands: the
 * one-time code (in the fragment, never sent to a server by the browser) is traded for the
 * session, stored as a password sign-in stores it; then the country home, or login with the reason.
 */
export default function CorporateSignInPage() {
  const navigate = useNavigate();
  // the code works once: the effect runs twice in development's strict mode
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = new URLSearchParams(window.location.hash.slice(1)).get('code');
    // the code leaves the address bar and the history at once
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const toLogin = (message: string) => navigate(`/?error=${encodeURIComponent(message)}`, { replace: true });
    if (!code) {
      toLogin(SSO_MSG.codeInvalid);
      return;
    }
    exchangeCorporateCode(code).then(
      (answer) => {
        markFreshSignIn();
        startSession(answer);
        navigate(takeNext(null) ?? countryRoutePrefix(answer.user.paisId), { replace: true });
      },
      (e: unknown) => toLogin(errorMessage(e, SSO_MSG.failed)),
    );
  }, [navigate]);

  return <PageLoader fullScreen />;
}

import { useDeferredValue, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import type { SessionUser } from '@vitrina/domain/auth/auth.schema';
import { MSG } from '@vitrina/domain/common/messages';
import { countryFromRouteCode, countryRoutePrefix } from '@vitrina/domain/countries/countries';
import { PageLoader } from '../../components/page-loader';
import { storeNext, useSession } from '../../lib/session';

/**
 * The authenticated area needs a signed-in user with a country. Anyone else goes
 * to login with 'next' (stored, followed once after login); a foreign country prefix is
 * replaced by the user's own.
 */
export function RequireAuth({ children }: { children: (user: SessionUser) => ReactNode }) {
  const live = useSession();
  // A stored session renewed while the loader shows: the shell and the page mount in a deferred
  // render, which React does in slices with the browser's turn between them, instead of one task
  // that blocks a phone for several hundred milliseconds (a session change is an urgent update).
  // Any other change of the session (a sign-out, another company) renders at once, as before.
  const deferred = useDeferredValue(live);
  const { status, user, endReason } = live.status === 'authenticated' && deferred.status === 'initial' ? deferred : live;
  const location = useLocation();
  const { country } = useParams();

  if (status === 'initial') return <PageLoader fullScreen />;

  if (status !== 'authenticated' || !user?.paisId) {
    if (endReason === 'logout') return <Navigate to="/" replace />;
    const next = `${location.pathname}${location.search}`;
    storeNext(next);
    const query = new URLSearchParams({ next });
    if (endReason === 'expired') query.set('error', MSG.sessionEnded);
    return <Navigate to={`/?${query}`} replace />;
  }

  if (countryFromRouteCode(country) !== user.paisId) {
    const rest = location.pathname.split('/').slice(3).join('/');
    const own = countryRoutePrefix(user.paisId);
    return <Navigate to={`${own}${rest ? `/${rest}` : ''}${location.search}`} replace />;
  }

  return <>{children(user)}</>;
}

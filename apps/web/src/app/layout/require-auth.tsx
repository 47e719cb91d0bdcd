import type { ReactNode } from 'react';
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
  const { status, user, endReason } = useSession();
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

import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSnackbar } from '../../lib/toast';
import { decideRoute, matchRoute, onDemandServicesOf, staffVariantOf } from '@vitrina/domain/auth/routes';
import { MSG } from '@vitrina/domain/common/messages';
import { useCan, useIsStaff, useStaffCan } from '../../lib/ability';
import { useHomePath, useSession } from '../../lib/session';
import { useCountryFeatures } from '../../lib/api/get-country-features';
import { PageLoader } from '../../components/page-loader';

/** The path below /{country}/shopping, without slashes at either end. */
export function relativeShoppingPath(pathname: string): string {
  const rest = pathname.split('/').slice(3).join('/').replace(/\/+$/, '');
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}

function Denied({ to }: { to: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    enqueueSnackbar(MSG.guardDenied, { variant: 'info' });
  }, [enqueueSnackbar]);
  return <Navigate to={to} replace />;
}

/**
 * Route-level permissions: a route the user may not open shows the info
 * toast 'No puedes acceder a esta ruta' and goes home; a route missing from the table only
 * logs a warning.
 */
export function RoutePermissionGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const can = useCan();
  const staffCan = useStaffCan();
  const isStaff = useIsStaff();
  const home = useHomePath();
  const relative = relativeShoppingPath(pathname);
  const features = useCountryFeatures();
  const onDemandServices = onDemandServicesOf(useSession().user?.clients ?? []);
  const decision = decideRoute(relative, { can, staff: staffCan, features: features.featureOn, isStaff, onDemandServices });
  // a route behind a country switch waits for the switch before deciding
  const waiting = features.loading && !!matchRoute(relative)?.feature;

  useEffect(() => {
    if (decision === 'unknown') console.warn(`Ruta sin permisos definidos: ${relative}`);
  }, [decision, relative]);

  if (waiting) return <PageLoader />;
  if (decision === 'deny') {
    // staff on a tenants' page with a staff variant (the sales report): that page, without a toast
    const variant = isStaff ? staffVariantOf(relative, staffCan) : undefined;
    return variant ? <Navigate to={`${home}/${variant}`} replace /> : <Denied to={home} />;
  }
  return <>{children}</>;
}

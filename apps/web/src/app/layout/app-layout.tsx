import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { SessionUser } from '@vitrina/domain/auth/auth.schema';
import { buildMenu } from '@vitrina/domain/auth/menu';
import { matchRoute, onDemandServicesOf } from '@vitrina/domain/auth/routes';
import { COUNTRIES, countryRoutePrefix } from '@vitrina/domain/countries/countries';
import { ErrorBoundary } from '../../components/error-boundary';
import { PageCodeFailed } from '../../components/page-code-failed';
import { isPageCodeError, lazyPage } from '../../lib/page-code';
import { PageLoader } from '../../components/page-loader';
import { ErrorPage } from '../../components/error-page';
import { WelcomeTourProvider } from '../../features/tour/welcome-tour';
import { useCan, useIsStaff, useStaffCan } from '../../lib/ability';
import { isFreshSignIn, useSession } from '../../lib/session';
import { DateLocalization } from '../date-localization';
import { useCountryFeatures } from '../../lib/api/get-country-features';
import { Footer } from './footer';
import { LAYOUT_TEXT } from './messages';
import { RequireAuth } from './require-auth';
import { RoutePermissionGuard, relativeShoppingPath } from './route-permission-guard';
import { SessionAbility } from './session-ability';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

const MAIN_ID = 'contenido-principal';

// the charge notes' entry dialog opens at a sign-in only (its code loads then, not on every page load)
const PendingDebitNotesDialog = lazyPage(() =>
  import('./pending-debit-notes-dialog').then((m) => ({ default: m.PendingDebitNotesDialog })),
);

function Shell({ user, selectedClientId }: { user: SessionUser; selectedClientId: string | null }) {
  const theme = useTheme();
  // below 600 px the menu is a drawer
  const mobile = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [freshSignIn] = useState(isFreshSignIn);
  const { pathname } = useLocation();
  const can = useCan();
  const staffCan = useStaffCan();
  const isStaff = useIsStaff();
  const prefix = countryRoutePrefix(user.paisId);
  const brandIds = user.assignations.filter((a) => a.type === 'Brand' && a.brandId).map((a) => a.brandId!);
  const { featureOn } = useCountryFeatures();
  const items = buildMenu({
    can,
    staff: staffCan,
    features: featureOn,
    isStaff,
    brandIds: [...new Set(brandIds)],
    onDemandServices: can('read', 'Sales') ? onDemandServicesOf(user.clients) : [],
  });
  const fullBleed = matchRoute(relativeShoppingPath(pathname))?.fullBleed ?? false;

  return (
    <WelcomeTourProvider loginCount={user.loginCount}>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <Link
          href={`#${MAIN_ID}`}
          sx={{
            position: 'absolute',
            left: -9999,
            zIndex: (t) => t.zIndex.tooltip,
            '&:focus': { left: 8, top: 8, p: 1, bgcolor: 'background.paper' },
          }}
        >
          {LAYOUT_TEXT.skipToContent}
        </Link>
        <TopBar user={user} selectedClientId={selectedClientId} homePath={prefix} mobile={mobile} onOpenMenu={() => setMobileOpen(true)} />
        <SideMenu
          items={items}
          prefix={prefix}
          collapsed={collapsed}
          onToggleCollapsed={() => setCollapsed((c) => !c)}
          mobile={mobile}
          mobileOpen={mobileOpen}
          onMobileClose={() => setMobileOpen(false)}
        />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Toolbar />
          <Box
            component="main"
            id={MAIN_ID}
            tabIndex={-1}
            sx={{
              flex: 1,
              width: '100%',
              mx: 'auto',
              maxWidth: fullBleed ? 'none' : 1280,
              p: fullBleed ? { xs: 1, sm: 2 } : { xs: 2, sm: 3 },
              outline: 'none',
            }}
          >
            <RoutePermissionGuard>
              {/* a failing page keeps the top bar and the menu */}
              <ErrorBoundary resetKey={pathname} fallback={(e) => (isPageCodeError(e) ? <PageCodeFailed /> : <ErrorPage status={500} />)}>
                <Suspense fallback={<PageLoader />}>
                  <Outlet />
                </Suspense>
              </ErrorBoundary>
            </RoutePermissionGuard>
          </Box>
          <Footer />
        </Box>
        {freshSignIn && (
          <Suspense fallback={null}>
            <PendingDebitNotesDialog timeZone={COUNTRIES[user.paisId].timeZone} />
          </Suspense>
        )}
      </Box>
    </WelcomeTourProvider>
  );
}

/** '/:country/shopping' — the authenticated area: guard, ability, date fields' locale, top bar, menu, footer. */
export default function AppLayout() {
  const { selectedClientId } = useSession();
  return (
    <RequireAuth>
      {(user) => (
        <SessionAbility user={user} selectedClientId={selectedClientId}>
          <DateLocalization country={user.paisId}>
            <Shell user={user} selectedClientId={selectedClientId} />
          </DateLocalization>
        </SessionAbility>
      )}
    </RequireAuth>
  );
}

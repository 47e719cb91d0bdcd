import { lazyPage } from '../lib/page-code';
import { Route, Routes } from 'react-router';
import { AppRoot } from './app-root';
import { renderNextNavigationAtOnce } from './browser-router';
import { DataLayer, SignedInRoutes, prefetchSignedInData, preloadSignedInCode } from './signed-in-preload';

/*
 * Declarative routes with React.lazy pages: the data router (createBrowserRouter) would add
 * about 17 KB gzip to the login page for features Vitrina does not use (loaders, actions).
 */
/*
 * The login page is the first page of nearly every visit: it is part of the entry chunk (one
 * request, one compressed file) instead of a lazy chunk and a dozen small shared ones.
 */
import LoginPage, { type SignInPreload } from '../features/auth/routes/login-page';
const RecoverPasswordPage = lazyPage(() => import('../features/auth/routes/recover-password-page'));
const SetPasswordPage = lazyPage(() => import('../features/auth/routes/set-password-page'));
const CorporateSignInPage = lazyPage(() => import('../features/auth/routes/corporate-sign-in-page'));
const RegistrationPage = lazyPage(() => import('../features/auth/routes/registration-page'));
const ReceiptVerificationPage = lazyPage(() => import('../features/receipts/routes/receipt-verification-page'));
const StandaloneNotFoundPage = lazyPage(() =>
  import('../features/errors/routes/not-found-page').then((m) => ({ default: m.StandaloneNotFoundPage })),
);

/**
 * Once the form is sent, the login page loads the signed-in area and the home, then their queries
 * (signed-in-preload.ts), and the first signed-in screen renders in one go (browser-router.tsx).
 */
const SIGN_IN_PRELOAD: SignInPreload = {
  code: preloadSignedInCode,
  data: (user) => {
    renderNextNavigationAtOnce();
    prefetchSignedInData(user);
  },
};

/** Every route of the portal; the authenticated area lives under /:country/shopping (signed-in-routes.tsx). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppRoot />}>
        <Route index element={<LoginPage preload={SIGN_IN_PRELOAD} />} />
        {/* every other page reads through the data cache, loaded with them (not by the login page) */}
        <Route element={<DataLayer />}>
          <Route path="auth/recuperar_password" element={<RecoverPasswordPage />} />
          <Route path="auth/configurar_password/:token" element={<SetPasswordPage />} />
          <Route path="auth/corporativo" element={<CorporateSignInPage />} />
          <Route path="registro" element={<RegistrationPage />} />
          <Route path="comprobantes/:code" element={<ReceiptVerificationPage />} />
          <Route path=":country/shopping/*" element={<SignedInRoutes />} />
          <Route path="*" element={<StandaloneNotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}

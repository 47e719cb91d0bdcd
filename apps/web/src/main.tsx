import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppBrowserRouter } from './app/browser-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { restoreSessionOnce } from './app/app-root';
import { ErrorBoundary } from './components/error-boundary';
import { installClientLog } from './lib/client-log';
import { getToken } from './lib/session';
import { preloadSignedInPage } from './app/signed-in-preload';

installClientLog();
// a signed-in page opened with a stored session: its code loads from now on, beside the session's renewal
// and the stored session's renewal starts now, not once React has rendered the page with that code
if (getToken()) {
  preloadSignedInPage(window.location.pathname);
  restoreSessionOnce();
}

/** Last line of defence, outside the theme: plain HTML that works even if the theme failed. */
const fatal = (
  <main style={{ fontFamily: 'Arial, sans-serif', textAlign: 'center', padding: '15vh 1rem' }}>
    <h1 style={{ color: '#123c73' }}>Error inesperado</h1>
    <p>
      <a href="/" style={{ color: '#123c73' }}>
        Volver a inicio
      </a>
    </p>
  </main>
);

/*
 * The first render is a transition: React renders it in slices of a few milliseconds and gives
 * the browser its turn between them, where a plain render is one task that blocks a phone for
 * several hundred milliseconds (the boot spinner freezes, a first tap waits). The screen shows
 * when the whole tree is rendered, as before.
 */
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <ErrorBoundary fallback={fatal}>
        <AppBrowserRouter>
          <Providers>
            <AppRoutes />
          </Providers>
        </AppBrowserRouter>
      </ErrorBoundary>
    </StrictMode>,
  ),
);

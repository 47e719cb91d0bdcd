import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { onToastHostRequested } from '../lib/toast';
import { theme } from './theme';

const ToastHost = lazy(() => import('./toast-host'));

/** The toasts' container, mounted (and its code loaded) when the first toast is asked for. */
function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    onToastHostRequested(() => setWanted(true));
    return () => onToastHostRequested(null);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

/**
 * Theme and toasts (notistack, loaded on the first toast: lib/toast.ts). The data cache is the
 * data layer's (app/data-layer.tsx, not on the login page); router-dependent wiring lives in AppRoot.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <Toasts />
    </ThemeProvider>
  );
}

import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';
import { createMutationCache } from '../lib/mutation-errors';
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

export function createQueryClient() {
  return new QueryClient({
    // a failed mutation is toasted here, once for all (its hook's meta says how, or opts out)
    mutationCache: createMutationCache(),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // client errors (4xx) are answers, not glitches: do not retry them
        retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
      },
      mutations: { retry: false },
    },
  });
}

/** Theme, data cache and toasts (notistack, loaded on the first toast: lib/toast.ts). Router-dependent wiring lives in AppRoot. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {children}
        <Toasts />
      </QueryClientProvider>
    </ThemeProvider>
  );
}

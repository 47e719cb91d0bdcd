import { useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { styled } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { isApiError } from '../lib/api-client';
import { createMutationCache } from '../lib/mutation-errors';
import { theme } from './theme';

/** notistack's default colours fail WCAG AA with white text: use the theme's darker ones. */
const Toast = styled(MaterialDesignContent)(({ theme: t }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: t.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: t.palette.error.main },
  '&.notistack-MuiContent-warning': { backgroundColor: t.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: t.palette.info.main },
  '&.notistack-MuiContent-default': { backgroundColor: '#2b2f36' },
}));

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

/** Theme, data cache and toasts. Router-dependent wiring lives in AppRoot. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={5}
          autoHideDuration={5000}
          preventDuplicate
          // bottom: toasts must not cover the top bar's controls
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          Components={{ default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast }}
        >
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

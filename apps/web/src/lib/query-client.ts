import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { setCachedDataClearer } from './cached-data';
import { createMutationCache } from './mutation-errors';

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

/**
 * The app's one data cache, created when this module first loads: with the data layer
 * (app/data-layer.tsx) of every page but the login, or by the sign-in's prefetch
 * (app/signed-in-data.ts), which fills it before the home asks.
 */
export const queryClient = createQueryClient();
setCachedDataClearer(() => queryClient.clear());

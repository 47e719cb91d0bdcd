import { QueryClient, type InvalidateOptions, type InvalidateQueryFilters, type Query } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { setCachedDataClearer } from './cached-data';
import { createMutationCache } from './mutation-errors';

/**
 * The app's QueryClient: an invalidation (what every mutation does once its write is answered)
 * also asks again a query whose first answer is still on its way. TanStack restarts an in-flight
 * fetch only when the query already has data; a first fetch that left before the write was kept,
 * and its answer, older than the write, then stood as fresh (the notifications page opened on a
 * notification: its list asked while the 'read' ran, and 'Nuevas (N)' kept the old count).
 */
class AppQueryClient extends QueryClient {
  override invalidateQueries(filters: InvalidateQueryFilters = {}, options?: InvalidateOptions): Promise<void> {
    const firstOnItsWay = (q: Query) =>
      q.state.data === undefined && q.state.fetchStatus === 'fetching' && (filters.predicate?.(q) ?? true);
    // nothing to ask again: the invalidation runs now, as TanStack's does
    if (!this.getQueryCache().findAll({ ...filters, predicate: firstOnItsWay }).length) return super.invalidateQueries(filters, options);
    return this.cancelQueries({ ...filters, predicate: firstOnItsWay }).then(() => super.invalidateQueries(filters, options));
  }
}

export function createQueryClient() {
  return new AppQueryClient({
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

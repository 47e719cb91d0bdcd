import { useCallback, useContext, useEffect, useState } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext, useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The keys to set: a value, null / undefined / '' to remove the key, or a function of the key's
 * value in the URL now (a day that goes with another only while the URL has none of its own).
 */
export type UrlChanges = Record<string, string | null | undefined | ((now: string | null) => string | null)>;

/**
 * The page's query string as its state (filters, tab, page, the open item), so a reload, the
 * back button or a shared link shows the same view. `update` sets the given keys; null, undefined
 * or '' removes one.
 *
 * `update` starts from the URL as it is now, not as last rendered: every navigation renders as a
 * transition (browser-router.tsx), so a second change made before the first has rendered (a
 * country picked, then a name typed at once) would otherwise put back what the first removed.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  // the history's location is the URL now (BrowserRouter, MemoryRouter); a data router's is its state's
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const update = useCallback(
    (changes: UrlChanges, replace = false) => {
      setParams(
        (rendered) => {
          const now = (navigator as { location?: { search: string } }).location?.search ?? router?.state.location.search;
          const next = new URLSearchParams(now ?? rendered);
          for (const [k, change] of Object.entries(changes)) {
            const v = typeof change === 'function' ? change(next.get(k)) : change;
            if (v === null || v === undefined || v === '') next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams, navigator, router],
  );
  return [params, update] as const;
}

/**
 * A search box bound to `?q=`: the box follows the keys at once, the URL (and with it the query)
 * `ms` after the last key, going back to the first page.
 */
export function useUrlSearch(params: URLSearchParams, update: (c: UrlChanges, replace?: boolean) => void, ms = 300, pageKey = 'pagina') {
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const debounced = useDebouncedValue(search, ms);
  useEffect(() => {
    if (debounced.trim() !== q) update({ q: debounced.trim() || null, [pageKey]: null }, true);
    // only a change of the typed text moves the URL
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return { q, search, setSearch };
}

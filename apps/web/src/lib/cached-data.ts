/*
 * The signed-in pages' data cache (TanStack Query, lib/query-client.ts) is not part of the login
 * page's JavaScript: whoever ends a session clears it through here, a no-op while it was never
 * loaded (nothing is cached then).
 */
let clearer: (() => void) | null = null;

/** Called by lib/query-client.ts when the cache is created. */
export function setCachedDataClearer(clear: () => void) {
  clearer = clear;
}

/** Drop every cached answer (the session ended). */
export function clearCachedData() {
  clearer?.();
}

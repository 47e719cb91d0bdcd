const DAY = 24 * 60 * 60 * 1000;

/** How the countries' reference lists are fetched: cached 24 hours, no refetch on focus, 3 retries. */
export const REFERENCE_LIST = { staleTime: DAY, gcTime: DAY, refetchOnWindowFocus: false, retry: 3 } as const;

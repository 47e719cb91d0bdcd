import { describe, expect, it } from 'vitest';
import { clearCachedData } from './cached-data';

describe('the data cache', () => {
  it('is cleared through cached-data (a session end, from a page that does not load it) once it exists', async () => {
    clearCachedData(); // not loaded yet: nothing to clear, nothing fails
    const { queryClient } = await import('./query-client');
    queryClient.setQueryData(['x'], 1);
    clearCachedData();
    expect(queryClient.getQueryData(['x'])).toBeUndefined();
  });

  it('does not retry client errors (4xx)', async () => {
    const { createQueryClient } = await import('./query-client');
    const { ApiError } = await import('./api-client');
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new ApiError(404, 'not_found', 'No existe'))).toBe(false);
    expect(retry(0, new ApiError(503, 'unavailable', 'Error'))).toBe(true);
    expect(retry(2, new ApiError(503, 'unavailable', 'Error'))).toBe(false);
  });
});

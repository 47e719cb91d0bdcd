import { describe, expect, it, vi } from 'vitest';
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

describe('an invalidation (after a write)', () => {
  /** A query whose answers the test releases one by one; `asked` counts the fetches. */
  async function setup() {
    const { createQueryClient } = await import('./query-client');
    const { QueryObserver } = await import('@tanstack/react-query');
    const qc = createQueryClient();
    const answers: ((v: string) => void)[] = [];
    const observer = new QueryObserver(qc, {
      queryKey: ['list'],
      queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
    });
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    return { qc, answers, stop, observer };
  }

  it('asks again a first answer that was on its way when the write landed', async () => {
    const { qc, answers, stop, observer } = await setup();
    // the write is answered while the page's first fetch is still out
    const invalidated = qc.invalidateQueries({ queryKey: ['list'] });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]!('before the write'); // arrives late: dropped
    answers[1]!('after the write');
    await invalidated;
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('after the write'));
    expect(qc.getQueryData(['list'])).toBe('after the write');
    stop();
  });

  it('leaves alone queries it does not name, and invalidates at once when no first answer is on its way', async () => {
    const { qc, answers, stop, observer } = await setup();
    await qc.invalidateQueries({ queryKey: ['other'] });
    answers[0]!('first');
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('first'));
    expect(answers).toHaveLength(1);
    // with nothing on its way, the invalidation is TanStack's own, at once
    void qc.invalidateQueries({ queryKey: ['list'] });
    expect(qc.getQueryState(['list'])?.isInvalidated).toBe(true);
    expect(answers).toHaveLength(2);
    stop();
  });
});

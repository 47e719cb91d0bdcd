import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../components/error-boundary';
import { PAGE_CODE_TEXT, PageCodeFailed } from '../components/page-code-failed';
import { PAGE_CODE_TIME_LIMIT_MS, PageCodeError, isPageCodeError, lazyPage, loadPageCode } from './page-code';

describe("a page's code", () => {
  it('arrives as it was loaded', async () => {
    await expect(loadPageCode(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('that fails to load is a PageCodeError (the cause kept)', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const e = await loadPageCode(() => Promise.reject(cause)).catch((x: unknown) => x);
    expect(isPageCodeError(e)).toBe(true);
    expect((e as PageCodeError).cause).toBe(cause);
    expect(isPageCodeError(new Error('other'))).toBe(false);
  });

  it(`that does not arrive within ${PAGE_CODE_TIME_LIMIT_MS / 1000} s is a PageCodeError`, async () => {
    vi.useFakeTimers();
    try {
      const never = loadPageCode(() => new Promise<never>(() => {})).catch((x: unknown) => x);
      await vi.advanceTimersByTimeAsync(PAGE_CODE_TIME_LIMIT_MS - 1);
      let settled = false;
      void never.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(isPageCodeError(await never)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('PageCodeFailed', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStorage.clear());

  it('reloads once by itself (a deploy replaced the code); failing again within a minute, it says so and Reintentar reloads', () => {
    const reload = vi.fn();
    const first = render(<PageCodeFailed standalone reload={reload} />);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading')).toBeNull();
    first.unmount();

    render(<PageCodeFailed standalone reload={reload} />);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: PAGE_CODE_TEXT.title })).toBeTruthy();
    expect(screen.getByText(PAGE_CODE_TEXT.body)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: PAGE_CODE_TEXT.retry }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('inside the app layout it is a section, not a second main', () => {
    sessionStorage.setItem('vitrina.pageCodeReload', JSON.stringify({ href: window.location.href, at: Date.now() }));
    render(<PageCodeFailed reload={vi.fn()} />);
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.getByRole('heading', { name: PAGE_CODE_TEXT.title })).toBeTruthy();
  });
});

describe('the error boundary', () => {
  it('shows a lazy page whose code failed as the page-code failure, any other error as the error given', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem('vitrina.pageCodeReload', JSON.stringify({ href: window.location.href, at: Date.now() }));
    const Missing = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const fallback = (e: unknown) => (isPageCodeError(e) ? <PageCodeFailed reload={vi.fn()} /> : <p>Error inesperado</p>);
    render(
      <ErrorBoundary fallback={fallback}>
        <Suspense fallback={<p>Cargando…</p>}>
          <Missing />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: PAGE_CODE_TEXT.title })).toBeTruthy();

    function Broken(): never {
      throw new Error('render failed');
    }
    render(
      <ErrorBoundary fallback={fallback}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Error inesperado')).toBeTruthy();
    vi.restoreAllMocks();
  });
});

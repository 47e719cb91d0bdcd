import { Suspense, lazy, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { AppBrowserRouter } from './browser-router';
import { useNavigationPending } from '../lib/navigation-pending';

/** The current page: it knows when a navigation away from it waits (the login page disables its form then). */
function Here() {
  const pending = useNavigationPending();
  return (
    <Link to="/lento" aria-disabled={pending}>
      Ir a la página lenta
    </Link>
  );
}

describe('AppBrowserRouter', () => {
  it('keeps the current page while the next one loads, with a progress bar once it takes a while', async () => {
    let arrive!: (m: { default: ComponentType }) => void;
    const Slow = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    render(
      <AppBrowserRouter>
        <Suspense fallback={<p>Cargando…</p>}>
          <Routes>
            <Route path="/lento" element={<Slow />} />
            <Route path="*" element={<Here />} />
          </Routes>
        </Suspense>
      </AppBrowserRouter>,
    );
    expect(screen.getByRole('link', { name: 'Ir a la página lenta' }).getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(screen.getByRole('link', { name: 'Ir a la página lenta' }));
    // at once: nothing yet, and the current page stays (no fallback)
    expect(screen.queryByRole('progressbar')).toBeNull();
    // after a while: the bar, still over the current page
    expect(await screen.findByRole('progressbar', { name: 'Cargando la página' }, { timeout: 2_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a la página lenta' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByText('Cargando…')).toBeNull();
    // the page arrives: it shows and the bar goes
    arrive({ default: () => <h1>Página lenta</h1> });
    expect(await screen.findByRole('heading', { name: 'Página lenta' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});

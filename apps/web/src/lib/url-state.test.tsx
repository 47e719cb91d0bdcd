import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router';
import { useUrlParams, type UrlChanges } from './url-state';

/** A component that drives the query string through useUrlParams, and what it last saw. */
function probe() {
  const page: { update?: (c: UrlChanges, replace?: boolean) => void; search?: string } = {};
  function Probe() {
    const [, update] = useUrlParams();
    page.update = update;
    page.search = useLocation().search;
    return null;
  }
  return { page, Probe };
}

/** A page opened at `url` (a data router) whose query string is driven through useUrlParams. */
function openAt(url: string) {
  const { page, Probe } = probe();
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { page, router };
}

describe('useUrlParams', () => {
  it('sets the given keys and removes the ones set to null or empty, keeping the others', () => {
    const { page } = openAt('/contratos?page=2&contrato=c1&tab=x');
    act(() => page.update!({ contrato: null, q: 'abc', tab: '' }));
    expect(page.search).toBe('?page=2&q=abc');
  });

  it('pushes a history entry unless told to replace', () => {
    const { page, router } = openAt('/contratos');
    act(() => page.update!({ contrato: 'c1' }));
    expect(router.state.historyAction).toBe('PUSH');
    act(() => page.update!({ tab: 'contactos' }, true));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(page.search).toBe('?contrato=c1&tab=contactos');
  });

  it('a second change made before the first has rendered keeps the first (a country cleared, then a name typed at once)', () => {
    const { page, Probe } = probe();
    render(
      <MemoryRouter initialEntries={['/consola/clientes?pais=PER']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => {
      page.update!({ pais: '', pagina: null }, true);
      page.update!({ q: 'Andes', pagina: null }, true);
    });
    expect(page.search).toBe('?q=Andes');
  });

  it("a change may keep a key the URL has now, or else set it (a period's other day, kept though not rendered yet)", () => {
    const { page, Probe } = probe();
    render(
      <MemoryRouter initialEntries={['/informe-de-ventas']}>
        <Probe />
      </MemoryRouter>,
    );
    const keepOrDefault = (fallback: string) => (now: string | null) => now ?? fallback;
    act(() => {
      page.update!({ from: '2020-12-07', to: keepOrDefault('2026-11-30') });
      page.update!({ to: '2020-12-31', from: keepOrDefault('2026-11-01') });
    });
    expect(page.search).toBe('?from=2020-12-07&to=2020-12-31');
    act(() => page.update!({ from: '2020-12-01', to: keepOrDefault('2026-11-30') }));
    expect(page.search).toBe('?from=2020-12-01&to=2020-12-31');
  });
});

import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { preloadableLazy } from './preloadable-lazy';
import { isPageCodeError } from './page-code';

function Greeting({ name }: { name: string }) {
  return <h1>Hola, {name}</h1>;
}

describe('preloadableLazy', () => {
  it('renders a preloaded component in the first render, without the fallback', async () => {
    const Page = preloadableLazy(async () => ({ default: Greeting }));
    await Page.preload();
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <Page name="Carolina" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Hola, Carolina' })).toBeTruthy();
    expect(screen.queryByText('Cargando')).toBeNull();
  });

  it('suspends like React.lazy when not loaded yet, and loads the code once', async () => {
    let loads = 0;
    const Page = preloadableLazy(async () => {
      loads++;
      return { default: Greeting };
    });
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <Page name="Carolina" />
      </Suspense>,
    );
    expect(screen.getByText('Cargando')).toBeTruthy();
    await act(() => Page.preload());
    expect(await screen.findByRole('heading', { name: 'Hola, Carolina' })).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('asks again after a failed load', async () => {
    let fail = true;
    const Page = preloadableLazy(async () => {
      if (fail) throw new Error('sin red');
      return { default: Greeting };
    });
    const failure = await Page.preload().catch((e: unknown) => e);
    // a page-code failure (the app's boundary offers to try again), the network's error kept
    expect(isPageCodeError(failure)).toBe(true);
    expect((failure as Error).cause).toEqual(new Error('sin red'));
    fail = false;
    await expect(Page.preload()).resolves.toEqual({ default: Greeting });
  });
});

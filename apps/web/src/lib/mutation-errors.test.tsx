import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { MSG } from '@vitrina/domain/common/messages';
import { Providers } from '../app/providers';
import { ApiError } from './api-client';
import { mutationErrorText, type MutationErrorToast } from './mutation-errors';
import { createQueryClient } from './query-client';

/** The app's providers and the data layer's cache (app/data-layer.tsx), a fresh one per test. */
const AppProviders = ({ children }: { children: ReactNode }) => (
  <Providers>
    <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
  </Providers>
);

/** A button whose mutation fails with `error`, declared with `errorToast`, inside the app's providers. */
function Failing({ error, errorToast, onError }: { error: unknown; errorToast?: MutationErrorToast; onError?: () => void }) {
  const m = useMutation({
    mutationFn: async (_v: { id?: string }) => {
      throw error;
    },
    meta: errorToast === undefined ? undefined : { errorToast },
  });
  return (
    <button type="button" onClick={() => m.mutate({}, { onError })}>
      {m.isError ? 'falló' : 'Guardar'}
    </button>
  );
}

const renderFailing = (props: Parameters<typeof Failing>[0]) =>
  render(
    <AppProviders>
      <Failing {...props} />
    </AppProviders>,
  );

describe('toasts of failed mutations', () => {
  // the toasts' host is loaded on the first toast: compiled here once, not inside a test's time limit
  beforeAll(async () => {
    await import('../app/toast-host');
  });

  it("shows the server's Spanish text once, without the caller toasting", async () => {
    let callerSaw = 0;
    renderFailing({ error: new ApiError(409, 'conflict', 'El correo ya existe'), onError: () => callerSaw++ });
    screen.getByRole('button', { name: 'Guardar' }).click();
    expect(await screen.findByText('El correo ya existe')).toBeTruthy();
    expect(screen.getAllByText('El correo ya existe')).toHaveLength(1);
    // the caller's own onError still runs (to reset its state)
    expect(callerSaw).toBe(1);
  });

  it("shows the hook's fallback when the server gives no text", async () => {
    renderFailing({ error: new ApiError(500, 'request_failed', 'Request failed'), errorToast: { fallback: 'No se pudo guardar' } });
    screen.getByRole('button', { name: 'Guardar' }).click();
    expect(await screen.findByText('No se pudo guardar')).toBeTruthy();
  });

  it('shows nothing when the hook opts out (the form shows the error itself)', async () => {
    render(
      <AppProviders>
        <Failing error={new ApiError(401, 'bad_credentials', 'Credenciales inválidas')} errorToast={false} />
        <Failing error={new ApiError(409, 'conflict', 'Otro error')} />
      </AppProviders>,
    );
    const [optedOut, plain] = screen.getAllByRole('button', { name: 'Guardar' });
    optedOut!.click();
    await screen.findByRole('button', { name: 'falló' });
    plain!.click();
    // the later toast is there, the opted-out one never came
    expect(await screen.findByText('Otro error')).toBeTruthy();
    expect(screen.queryByText('Credenciales inválidas')).toBeNull();
  });
});

describe('mutationErrorText', () => {
  const users: MutationErrorToast = {
    clientErrorsOnly: true,
    fallback: (v: { id?: string }) => (v.id ? 'No se pudo actualizar' : 'No se pudo crear'),
  };
  it.each([
    ['a network failure: the generic text', new ApiError(0, 'network', MSG.genericError), undefined, {}, MSG.genericError],
    ['an unknown error: the generic text', new Error('boom'), undefined, {}, MSG.genericError],
    ['clientErrorsOnly, a 4xx: the server text', new ApiError(422, 'x', 'RUT inválido'), users, {}, 'RUT inválido'],
    ['clientErrorsOnly, a 5xx: the fallback by variables (create)', new ApiError(500, 'x', 'Error interno'), users, {}, 'No se pudo crear'],
    [
      'clientErrorsOnly, a 5xx: the fallback by variables (update)',
      new ApiError(503, 'x', 'Error'),
      users,
      { id: 'u1' },
      'No se pudo actualizar',
    ],
  ])('%s', (_name, error, toast, variables, text) => {
    expect(mutationErrorText(error, variables, toast)).toBe(text);
  });
});

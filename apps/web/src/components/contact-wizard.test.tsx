import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../app/theme';
import { ContactWizard } from './contact-wizard';

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the create-contact wizard with an address that already has an account', { timeout: 30_000 }, () => {
  it('assigns the role by e-mail: the look-up gives no id for a user outside the company', async () => {
    const email = 'de.otra.empresa@ejemplo.cl';
    const calls: { url: string; body?: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (url.includes('/usuarios-roles')) return json(200, { message: 'Rol asociado' });
        return json(200, { email });
      }),
    );
    const onClose = vi.fn();
    render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
          <ContactWizard
            open
            target={{ rol: 'EXT_MARCA', empresaId: 'andes', marcaId: 'CHL-M13', label: 'Café Montaña' }}
            onClose={onClose}
          />
        </QueryClientProvider>
      </ThemeProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    fireEvent.change(screen.getByLabelText('Correo electrónico', { exact: true }), { target: { value: email } });
    fireEvent.change(screen.getByLabelText('Confirmar correo electrónico'), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    const confirm = await screen.findByRole('dialog', { name: 'El usuario ya existe' });
    expect(confirm.textContent).toContain(email);
    fireEvent.click(screen.getByRole('button', { name: 'Asignar rol' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const assign = calls.find((c) => c.url.includes('/usuarios-roles'))!;
    expect(assign.body).toMatchObject({ email, rolId: 'EXT_MARCA', empresaId: 'andes', marcaId: 'CHL-M13' });
    expect(assign.body).not.toHaveProperty('usuarioId');
  });
});

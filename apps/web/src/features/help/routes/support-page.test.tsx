import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../../app/theme';
import { endSession, startSession } from '../../../lib/session';
import SupportPage from './support-page';

const row = (id: number, country: string, client: string) => ({
  id,
  area: 'Climatización',
  contenido: 'El local supera los 28 grados',
  createdAt: '2026-11-20T12:00:00Z',
  status: 'new',
  status_label: 'Nuevo',
  country,
  client_name: client,
  name: 'Rocío Vidal',
  assigned_name: null,
});

afterEach(() => {
  vi.unstubAllGlobals();
  endSession('logout');
});

describe("'Mesa de ayuda': support sees every country's tickets", { timeout: 30_000 }, () => {
  it("says so, and shows each ticket's country in a 'País' column", async () => {
    const fetch = vi.fn(async (url: string) => {
      expect(url).toContain('/api/fo/tickets/queue');
      const body = {
        content: [row(7, 'PER', 'Inversiones Inca Retail S.A.C.'), row(3, 'CHL', 'Comercial Andes SpA')],
        total_elements: 2,
        page: 1,
        size: 10,
      };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    startSession({
      jwt: 'jwt-de-prueba',
      login_count: 1,
      user: {
        id: 'u-soporte',
        email: 'soporte@vitrina.test',
        paisId: 'CHL',
        countryId: 'CHL',
        clients: [],
        roles: [{ id: 1, nombre: 'SOPORTE', habilitado: true, empresaId: null, marcaId: null, contratoId: null }],
        loginCount: 1,
      },
    } as unknown as Parameters<typeof startSession>[0]);
    render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SupportPage />
        </QueryClientProvider>
      </ThemeProvider>,
    );
    expect(screen.getByText('Solicitudes de los locatarios de todos los países, las más antiguas primero.')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Cola de solicitudes' });
    expect(within(table).getByRole('columnheader', { name: 'País' })).toBeTruthy();
    const peru = (await within(table).findByText('Inversiones Inca Retail S.A.C.')).closest('tr')!;
    expect(within(peru).getByText('Perú')).toBeTruthy();
    const chile = within(table).getByText('Comercial Andes SpA').closest('tr')!;
    expect(within(chile).getByText('Chile')).toBeTruthy();
  });
});

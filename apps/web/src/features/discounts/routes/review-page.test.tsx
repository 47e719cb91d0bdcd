import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../../app/theme';
import { endSession, startSession } from '../../../lib/session';
import ReviewPage from './review-page';

/** A campaign in the review queue, published without a stock (0). */
const pending = {
  id: 41,
  client_id: 'CHL-76543210-3',
  country_id: 'CHL',
  brand_id: 'b1',
  brand: 'Café Andino',
  buildings_ids: ['CL01'],
  buildings: [{ id: 'CL01', name: 'Mall Plaza Norte' }],
  name: '2x1 en café',
  description: 'Dos cafés al precio de uno',
  conditions: 'Válido de lunes a viernes',
  discount_type: '%',
  value: 50,
  redeem_type: 'unique',
  week_days: '12345',
  start: '2026-12-01',
  end: '2026-12-31',
  stock: 0,
  status: 'pending',
  image_id: null,
  image_url: null,
  image_name: null,
  email: null,
  channels: [],
  review_comment: null,
  delete_reason: null,
  created_at: '2026-11-20T12:00:00Z',
  discount_users_count: 0,
  discount_users_redeemed_count: 0,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The review page as marketing, the API stubbed: the queue holds `pending`; an approval answers it approved. */
function renderAsMarketing() {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    url.includes('/approve')
      ? json({ message: 'Descuento aprobado', data: { ...pending, status: 'approved', stock: 50 } })
      : json({ content: [pending] }),
  );
  vi.stubGlobal('fetch', fetch);
  startSession({
    jwt: 'jwt-de-prueba',
    login_count: 1,
    user: {
      id: 'u-marketing',
      email: 'marketing@vitrina.test',
      paisId: 'CHL',
      countryId: 'CHL',
      clients: [],
      roles: [{ id: 1, nombre: 'MARKETING', habilitado: true, empresaId: null, marcaId: null, contratoId: null }],
      loginCount: 1,
    },
  } as unknown as Parameters<typeof startSession>[0]);
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
        <ReviewPage />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  const approvals = () => fetch.mock.calls.filter(([url]) => url.includes('/approve'));
  return { approvals };
}

afterEach(() => {
  vi.unstubAllGlobals();
  endSession('logout');
});

describe("the review card's 'Stock de cupones'", { timeout: 30_000 }, () => {
  it('refuses an empty or zero stock with the message under the field, and sends nothing', async () => {
    const { approvals } = renderAsMarketing();
    const card = await screen.findByRole('article', { name: '2x1 en café' });
    const stock = within(card).getByRole('spinbutton', { name: /Stock de cupones/ });
    expect((stock as HTMLInputElement).required).toBe(true);
    for (const typed of ['', '0']) {
      fireEvent.change(stock, { target: { value: typed } });
      fireEvent.click(within(card).getByRole('button', { name: 'Aprobar' }));
      await waitFor(() => expect(stock.getAttribute('aria-invalid')).toBe('true'));
      expect(stock.getAttribute('aria-describedby')).toBeTruthy();
      const help = document.getElementById(stock.getAttribute('aria-describedby')!)!;
      expect(help.textContent).toBe('El stock debe ser un número entero mayor a 0');
    }
    expect(approvals()).toHaveLength(0);
  });

  it('sends a valid stock with the approval', async () => {
    const { approvals } = renderAsMarketing();
    const card = await screen.findByRole('article', { name: '2x1 en café' });
    fireEvent.change(within(card).getByRole('spinbutton', { name: /Stock de cupones/ }), { target: { value: '50' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(approvals()).toHaveLength(1));
    const [url, init] = approvals()[0]!;
    expect(url).toContain('/api/fo/discounts/41/approve');
    expect(JSON.parse(String(init!.body))).toEqual({ stock: 50 });
    expect(screen.queryByText('El stock debe ser un número entero mayor a 0')).toBeNull();
  });
});

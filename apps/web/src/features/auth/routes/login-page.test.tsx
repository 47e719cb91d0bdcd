import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { endSession, getSession, rememberTermsAccepted } from '../../../lib/session';
import { AUTH_TEXT } from '../messages';
import LoginPage, { type SignInPreload } from './login-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server of a sign-in without captcha: the public settings, the (empty) captcha challenge, the session. */
function server() {
  const fetch = vi.fn(async (url: string) => {
    if (url.startsWith('/api/fo/config')) return json({ corporateLoginUrl: '/auth/corporativo', registrationUrl: null });
    if (url.startsWith('/api/fo/auth/captcha')) return json({ provider: 'none', version: 3 });
    if (url.startsWith('/api/fo/auth/login'))
      return json({
        jwt: 'jwt-de-prueba',
        login_count: 2,
        user: { id: 'u1', email: 'ana@mall.test', paisId: 'CHL', countryId: 'CHL', clients: [], roles: [], loginCount: 2 },
      });
    return json({}, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  endSession('logout');
});

describe("'/': after a sign-in", () => {
  it("goes to the home only once the first screen's code is loaded (so that no part of it shows a loader)", async () => {
    server();
    endSession('logout');
    rememberTermsAccepted();
    let codeLoaded!: () => void;
    const code = new Promise<void>((resolve) => (codeLoaded = resolve));
    const preload: SignInPreload = { code: vi.fn(() => code), data: vi.fn() };
    const router = createMemoryRouter(
      [
        { path: '/', element: <LoginPage preload={preload} /> },
        { path: '/chl/shopping', element: <p>inicio</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.change(await screen.findByLabelText(AUTH_TEXT.email, { exact: false }), { target: { value: 'ana@mall.test' } });
    fireEvent.change(screen.getByLabelText(AUTH_TEXT.password, { exact: false, selector: 'input' }), { target: { value: 'Clave.2026' } });
    await waitFor(() => expect(screen.getByRole('button', { name: AUTH_TEXT.submit }).matches(':disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: AUTH_TEXT.submit }));

    await waitFor(() => expect(getSession().status).toBe('authenticated'));
    expect(preload.code).toHaveBeenCalled();
    expect(preload.data).toHaveBeenCalledWith(expect.objectContaining({ id: 'u1' }));
    // signed in, the code still loading: the form stays, taking no more typing
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText(AUTH_TEXT.email, { exact: false }).matches(':disabled')).toBe(true);

    await act(async () => codeLoaded());
    await waitFor(() => expect(router.state.location.pathname).toBe('/chl/shopping'));
    expect(screen.getByText('inicio').tagName).toBe('P');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SSO_MSG } from '@vitrina/domain/auth/sso';
import { endSession, getSession } from '../../../lib/session';
import CorporateSignInPage from './corporate-sign-in-page';

/** The page opened as the provider's callback leaves the browser: '/auth/corporativo#code=...'. */
function openWith(hash: string) {
  window.history.replaceState(null, '', `/auth/corporativo${hash}`);
  const router = createMemoryRouter([{ path: '*', element: <CorporateSignInPage /> }], { initialEntries: ['/auth/corporativo'] });
  render(<RouterProvider router={router} />);
  return router;
}

const answer = (status: number, body: unknown) =>
  vi.fn(async (url: string, init?: RequestInit) => {
    void url;
    void init;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });

afterEach(() => {
  vi.unstubAllGlobals();
  endSession('logout');
});

describe("'/auth/corporativo': the corporate sign-on's landing", () => {
  it('trades the code for the session, removes it from the address bar and goes to the country home', async () => {
    const fetch = answer(200, {
      jwt: 'jwt-de-prueba',
      login_count: 3,
      user: { id: 'u1', email: 'ana@mall.test', paisId: 'PER', countryId: 'PER', clients: [], roles: [], loginCount: 3 },
    });
    vi.stubGlobal('fetch', fetch);
    const router = openWith('#code=codigo-de-un-uso');
    expect(window.location.hash).toBe('');
    await waitFor(() => expect(router.state.location.pathname).toBe('/per/shopping'));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/fo/auth/corporate/session');
    expect(JSON.parse(String(init!.body))).toEqual({ code: 'codigo-de-un-uso' });
    expect(getSession()).toMatchObject({ status: 'authenticated', token: 'jwt-de-prueba' });
    expect(window.sessionStorage.getItem('token')).toBe('jwt-de-prueba');
  });

  it("a refused code goes back to login with the server's message", async () => {
    vi.stubGlobal('fetch', answer(401, { statusCode: 401, code: 'sso_code_invalid', message: SSO_MSG.codeInvalid }));
    const router = openWith('#code=usado');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(new URLSearchParams(router.state.location.search).get('error')).toBe(SSO_MSG.codeInvalid);
    expect(getSession().status).toBe('no-authenticated');
  });

  it('without a code: back to login, nothing asked of the server', async () => {
    const fetch = answer(500, {});
    vi.stubGlobal('fetch', fetch);
    const router = openWith('');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(new URLSearchParams(router.state.location.search).get('error')).toBe(SSO_MSG.codeInvalid);
    expect(fetch).not.toHaveBeenCalled();
  });
});

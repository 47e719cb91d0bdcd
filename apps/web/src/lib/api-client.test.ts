import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDownload, ApiError, apiFetch, apiRequest, apiUpload, setSessionEndedHandler } from './api-client';
import { endSession, startSession } from './session';
import type { LoginResponse } from '@vitrina/domain/auth/auth.schema';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const signIn = () => startSession({ jwt: 'jwt-1', user: { clients: [] }, login_count: 2 } as unknown as LoginResponse);

/** An XMLHttpRequest that answers `status`/`body` when sent, recording what it was given. */
function fakeXhr(status: number, body: unknown) {
  const sent: { method?: string; url?: string; headers: Record<string, string> } = { headers: {} };
  class FakeXhr {
    status = 0;
    responseText = '';
    timeout = 0;
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    ontimeout?: () => void;
    onabort?: () => void;
    open(method: string, url: string) {
      sent.method = method;
      sent.url = url;
    }
    setRequestHeader(k: string, v: string) {
      sent.headers[k] = v;
    }
    abort() {
      this.onabort?.();
    }
    send() {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('api client', () => {
  const ended = vi.fn();
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    ended.mockReset();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setSessionEndedHandler(ended);
    signIn();
  });
  afterEach(() => {
    setSessionEndedHandler(undefined);
    endSession('logout');
    vi.unstubAllGlobals();
  });

  it('sends the bearer token to /api and reads the JSON answer', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: 1 }));
    await expect(apiRequest('/fo/x', { query: { a: 1, b: undefined } })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/fo/x?a=1');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer jwt-1');
    expect(ended).not.toHaveBeenCalled();
  });

  it.each([401, 440])('a %i answer to a signed-in call ends the session and rejects with the server text', async (status) => {
    fetchMock.mockResolvedValueOnce(json(status, { code: 'session_expired', message: 'Tu sesión expiró' }));
    const error = await apiRequest('/fo/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code: 'session_expired', message: 'Tu sesión expiró' });
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('a call that opts out (login, password reset) keeps the session on 401', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { code: 'bad_credentials', message: 'Credenciales inválidas' }));
    await expect(apiRequest('/fo/auth/login', { method: 'POST', body: {}, sessionErrors: false })).rejects.toMatchObject({ status: 401 });
    expect(ended).not.toHaveBeenCalled();
  });

  it('without a session a 401 ends nothing', async () => {
    endSession('logout');
    fetchMock.mockResolvedValueOnce(json(401, {}));
    await expect(apiRequest('/fo/x')).rejects.toMatchObject({ status: 401, code: 'request_failed' });
    expect(ended).not.toHaveBeenCalled();
  });

  it('other errors keep the session and carry the details (bulk row errors)', async () => {
    fetchMock.mockResolvedValueOnce(json(422, { code: 'bulk_rows', message: 'Fila 2: monto inválido', details: [{ row: 2 }] }));
    await expect(apiRequest('/fo/x', { method: 'POST', body: new FormData() })).rejects.toMatchObject({
      status: 422,
      message: 'Fila 2: monto inválido',
      details: [{ row: 2 }],
    });
    expect(ended).not.toHaveBeenCalled();
  });

  it('a failed connection is a network error with the generic text', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiFetch('/fo/x')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('a file download that answers 440 ends the session too', async () => {
    fetchMock.mockResolvedValueOnce(json(440, { code: 'session_expired', message: 'x' }));
    await expect(apiDownload('/fo/sales/file', 'a.xlsx')).rejects.toMatchObject({ status: 440 });
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('the XHR upload sends the token, reports progress and resolves with the JSON answer', async () => {
    const sent = fakeXhr(200, { data: { data: [{ token: 't' }] } });
    const progress = vi.fn();
    await expect(apiUpload('/fo/files', new FormData(), { query: { kind: 'logo' }, onProgress: progress })).resolves.toEqual({
      data: { data: [{ token: 't' }] },
    });
    expect(sent).toMatchObject({ method: 'POST', url: '/api/fo/files?kind=logo', headers: { Authorization: 'Bearer jwt-1' } });
    expect(progress).toHaveBeenCalledWith(50);
  });

  it.each([401, 440])('an upload answered %i ends the session like any call', async (status) => {
    fakeXhr(status, { code: 'session_expired', message: 'Tu sesión expiró' });
    await expect(apiUpload('/fo/files', new FormData())).rejects.toMatchObject({ status, message: 'Tu sesión expiró' });
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('an upload refused for its size keeps the session', async () => {
    fakeXhr(413, { code: 'too_large', message: 'El archivo es demasiado grande' });
    await expect(apiUpload('/fo/files', new FormData())).rejects.toMatchObject({ status: 413 });
    expect(ended).not.toHaveBeenCalled();
  });
});

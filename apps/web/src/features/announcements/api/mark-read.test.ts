import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { endSession, startSession } from '../../../lib/session';
import type { LoginResponse } from '@vitrina/domain/auth/auth.schema';
import { useMarkAnnouncementRead } from './mark-read';

describe('useMarkAnnouncementRead', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    startSession({ jwt: 'jwt-1', user: { clients: [] }, login_count: 2 } as unknown as LoginResponse);
  });
  afterEach(() => {
    endSession('logout');
    vi.unstubAllGlobals();
  });

  it('records the read once per announcement shown, with a request that outlives the page (keepalive)', () => {
    const { rerender } = renderHook(({ id }: { id: number | undefined }) => useMarkAnnouncementRead(id), {
      initialProps: { id: undefined as number | undefined },
    });
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ id: 42 });
    rerender({ id: 42 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/fo/announcements/publicaciones/42/read');
    expect(init).toMatchObject({ method: 'PUT', keepalive: true });
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer jwt-1');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCaptcha } from './use-captcha';

const invisible = vi.hoisted(() => vi.fn<() => Promise<string>>());
vi.mock('./solve-captcha', () => ({ invisibleCaptchaToken: invisible }));

/** The solver is imported on demand (not with the login page): let a started import run its call. */
const settle = () =>
  act(async () => {
    await import('./solve-captcha');
  });

describe('useCaptcha', () => {
  it('starts invisible: ready, no widget, a fresh version 3 token per request', async () => {
    invisible.mockResolvedValueOnce('t1').mockResolvedValueOnce('t2');
    const { result } = renderHook(() => useCaptcha());
    expect(result.current).toMatchObject({ version: 3, visible: false, ready: true });
    expect(await result.current.proof()).toEqual({ recaptcha_version: 3, recaptcha_token: 't1' });
    expect(await result.current.proof()).toEqual({ recaptcha_version: 3, recaptcha_token: 't2' });
  });

  it('sends an empty token when the invisible captcha cannot be solved', async () => {
    invisible.mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useCaptcha());
    expect(await result.current.proof()).toEqual({ recaptcha_version: 3, recaptcha_token: '' });
  });

  it('prepare() solves one invisible token ahead: the next request uses it, the one after gets a fresh one', async () => {
    invisible.mockReset();
    invisible.mockResolvedValueOnce('ahead').mockResolvedValueOnce('fresh');
    const { result } = renderHook(() => useCaptcha());
    act(() => result.current.prepare());
    act(() => result.current.prepare());
    await settle();
    expect(invisible).toHaveBeenCalledTimes(1);
    expect(await result.current.proof()).toEqual({ recaptcha_version: 3, recaptcha_token: 'ahead' });
    expect(await result.current.proof()).toEqual({ recaptcha_version: 3, recaptcha_token: 'fresh' });
    expect(invisible).toHaveBeenCalledTimes(2);
  });

  it('proofNow() hands over a token solved ahead at once (once), and nothing while it is still being solved', async () => {
    invisible.mockReset();
    let solve: (t: string) => void = () => {};
    invisible.mockReturnValueOnce(new Promise<string>((r) => (solve = r))).mockResolvedValueOnce('fresh');
    const { result } = renderHook(() => useCaptcha());
    act(() => result.current.prepare());
    await settle();
    expect(result.current.proofNow()).toBeNull();
    expect(result.current.aheadReady).toBe(false);
    await act(async () => solve('ahead'));
    expect(result.current.aheadReady).toBe(true);
    let proof: unknown;
    act(() => {
      proof = result.current.proofNow();
    });
    expect(proof).toEqual({ recaptcha_version: 3, recaptcha_token: 'ahead' });
    expect(result.current.aheadReady).toBe(false);
    expect(result.current.proofNow()).toBeNull();
    expect(await result.current.proof()).toEqual({ recaptcha_version: 3, recaptcha_token: 'fresh' });
  });

  it('an empty token solved ahead (no captcha configured) is used, not solved again', async () => {
    invisible.mockReset();
    invisible.mockResolvedValueOnce('');
    const { result } = renderHook(() => useCaptcha());
    act(() => result.current.prepare());
    await settle();
    await act(async () => {});
    expect(await result.current.proof()).toEqual({ recaptcha_version: 3, recaptcha_token: '' });
    expect(invisible).toHaveBeenCalledTimes(1);
  });

  it('a token prepared more than 4 minutes before the request, or that failed, is not used', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      invisible.mockReset();
      invisible
        .mockResolvedValueOnce('old')
        .mockResolvedValueOnce('new')
        .mockRejectedValueOnce(new Error('x'))
        .mockResolvedValueOnce('retry');
      const { result } = renderHook(() => useCaptcha());
      act(() => result.current.prepare());
      vi.setSystemTime(Date.now() + 4 * 60_000 + 1);
      expect(await result.current.proof()).toEqual({ recaptcha_version: 3, recaptcha_token: 'new' });
      act(() => result.current.prepare());
      expect(await result.current.proof()).toEqual({ recaptcha_version: 3, recaptcha_token: 'retry' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('escalated to the widget, prepare() solves nothing', async () => {
    invisible.mockClear();
    const { result } = renderHook(() => useCaptcha());
    act(() => result.current.escalate());
    act(() => result.current.prepare());
    await settle();
    expect(invisible).not.toHaveBeenCalled();
  });

  it('a failure on version 3 changes nothing', () => {
    const { result } = renderHook(() => useCaptcha());
    act(() => result.current.failed());
    expect(result.current).toMatchObject({ version: 3, visible: false, ready: true, widgetKey: 0 });
  });

  it('escalated: the widget shows and the form waits for its token, which the request then carries', async () => {
    invisible.mockClear();
    const { result } = renderHook(() => useCaptcha());
    act(() => result.current.escalate());
    expect(result.current).toMatchObject({ version: 2, visible: true, ready: false });
    act(() => result.current.onToken('widget-token'));
    expect(result.current.ready).toBe(true);
    expect(await result.current.proof()).toEqual({ recaptcha_version: 2, recaptcha_token: 'widget-token' });
    expect(invisible).not.toHaveBeenCalled();
  });

  it('a failed attempt on version 2 drops the used token and remounts the widget', () => {
    const { result } = renderHook(() => useCaptcha());
    act(() => result.current.escalate());
    act(() => result.current.onToken('used'));
    const key = result.current.widgetKey;
    act(() => result.current.failed());
    expect(result.current.ready).toBe(false);
    expect(result.current.widgetKey).toBe(key + 1);
    expect(result.current.visible).toBe(true);
  });
});

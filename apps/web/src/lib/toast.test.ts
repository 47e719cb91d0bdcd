import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its queue and host are module state). */
const fresh = async () => {
  vi.resetModules();
  return import('./toast');
};

describe('toasts before notistack is loaded (lib/toast)', () => {
  it('a toast asked for before the host exists asks for the host, waits, and shows once it registers, in order', async () => {
    const toast = await fresh();
    const mount = vi.fn();
    toast.onToastHostRequested(mount);
    expect(mount).not.toHaveBeenCalled();

    const k1 = toast.enqueueSnackbar('uno', { variant: 'error' });
    const k2 = toast.useSnackbar().enqueueSnackbar('dos', { key: 'propia' });
    expect(mount).toHaveBeenCalled();
    expect(k2).toBe('propia');

    const shown: [unknown, unknown][] = [];
    toast.setToastApi({ enqueueSnackbar: (m, o) => (shown.push([m, o.key]), o.key!), closeSnackbar: () => undefined });
    expect(shown).toEqual([
      ['uno', k1],
      ['dos', 'propia'],
    ]);

    // once registered, a toast goes straight to it
    toast.enqueueSnackbar('tres');
    expect(shown.map(([m]) => m)).toEqual(['uno', 'dos', 'tres']);
  });

  it('a host that registers its mount after the first request is mounted at once', async () => {
    const toast = await fresh();
    toast.enqueueSnackbar('antes');
    const mount = vi.fn();
    toast.onToastHostRequested(mount);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('closing a toast still waiting drops it; closing all drops every waiting one', async () => {
    const toast = await fresh();
    const a = toast.enqueueSnackbar('a');
    toast.enqueueSnackbar('b');
    toast.closeSnackbar(a);
    const shown: unknown[] = [];
    const closed: unknown[] = [];
    toast.setToastApi({ enqueueSnackbar: (m, o) => (shown.push(m), o.key!), closeSnackbar: (k) => closed.push(k) });
    expect(shown).toEqual(['b']);

    toast.setToastApi(null);
    toast.enqueueSnackbar('c');
    toast.closeSnackbar();
    toast.setToastApi({ enqueueSnackbar: (m, o) => (shown.push(m), o.key!), closeSnackbar: (k) => closed.push(k) });
    expect(shown).toEqual(['b']);
  });
});

import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

/*
 * The app's toasts, with notistack's API (`useSnackbar().enqueueSnackbar(text, options)`), but
 * notistack itself (about 6 KB gzip with its provider) is loaded only when the first toast is
 * asked for, or when the signed-in shell warms it up: the login page, the first page anyone
 * loads, usually shows none. The host (app/toast-host.tsx, mounted by the app's providers)
 * registers here once loaded; toasts asked for before that wait for it, in order.
 */

interface ToastApi {
  enqueueSnackbar(message: SnackbarMessage, options: OptionsObject): SnackbarKey;
  closeSnackbar(key?: SnackbarKey): void;
}

let api: ToastApi | null = null;
let waiting: { message: SnackbarMessage; options: OptionsObject }[] = [];
let requestHost: (() => void) | null = null;
let hostRequested = false;
let seq = 0;

/** Loads the toast host (notistack) if it is not loaded yet. */
export function loadToasts() {
  hostRequested = true;
  requestHost?.();
}

/** The host's side: how to mount it when a toast is asked for (the app's providers). */
export function onToastHostRequested(mount: (() => void) | null) {
  requestHost = mount;
  if (mount && hostRequested) mount();
}

/** The host's side: notistack is on screen (or left it: null); the waiting toasts show now. */
export function setToastApi(next: ToastApi | null) {
  api = next;
  if (!next) return;
  const queued = waiting;
  waiting = [];
  for (const t of queued) next.enqueueSnackbar(t.message, t.options);
}

/** Shows a toast (notistack's options); its key, for closeSnackbar, is returned at once. */
export function enqueueSnackbar(message: SnackbarMessage, options: OptionsObject = {}): SnackbarKey {
  const key = options.key ?? `toast-${++seq}`;
  const withKey = { ...options, key };
  if (api) api.enqueueSnackbar(message, withKey);
  else {
    waiting.push({ message, options: withKey });
    loadToasts();
  }
  return key;
}

/** Closes one toast (or all): a toast still waiting for the host is dropped. */
export function closeSnackbar(key?: SnackbarKey) {
  if (api) api.closeSnackbar(key);
  waiting = key === undefined ? [] : waiting.filter((t) => t.options.key !== key);
}

const TOASTS = { enqueueSnackbar, closeSnackbar };

/** notistack's useSnackbar(), without loading notistack until a toast is shown. */
export const useSnackbar = () => TOASTS;

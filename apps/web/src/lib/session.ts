import { startTransition, useEffect, useState } from 'react';
import type { LoginResponse, SessionUser } from '@vitrina/domain/auth/auth.schema';
import { countryRoutePrefix } from '@vitrina/domain/countries/countries';

/**
 * The browser session. A tiny external store so that the API client,
 * the guard and every screen read the same state without a context provider.
 */
export type AuthStatus = 'initial' | 'checking' | 'authenticated' | 'no-authenticated' | 'grecaptcha-v3-failed';

/** Why the last session ended: the guard sends 'expired' sessions to login with an error. */
export type EndReason = 'logout' | 'expired' | null;

export interface SessionState {
  status: AuthStatus;
  token: string | null;
  user: SessionUser | null;
  loginCount: number;
  selectedClientId: string | null;
  endReason: EndReason;
}

const KEYS = {
  token: 'token',
  tokenInitDate: 'token-init-date',
  selectedClient: 'selected-client-id',
  next: 'next',
  termsAccepted: 'terms-accepted',
  freshSignIn: 'fresh-sign-in',
} as const;

function read(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
function write(storage: Storage | undefined, key: string, value: string | null) {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    /* storage unavailable (private mode): the session lives in memory only */
  }
}
const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);
const local = () => (typeof window === 'undefined' ? undefined : window.localStorage);

const storedToken = read(session(), KEYS.token);
let state: SessionState = {
  // with a stored token the session is 'initial' until the renew call answers
  status: storedToken ? 'initial' : 'no-authenticated',
  token: storedToken,
  user: null,
  loginCount: 0,
  selectedClientId: read(session(), KEYS.selectedClient),
  endReason: null,
};

const listeners = new Set<() => void>();
function setState(patch: Partial<SessionState>) {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const getSession = () => state;
export const getToken = () => state.token;

/**
 * The whole session state, re-rendering on change. A change renders as a transition: the session
 * starting (a stored one renewed when a page opens) renders the whole signed-in page, which a
 * transition does in slices that leave the phone's main thread free between them; an external
 * store's update (useSyncExternalStore) renders it in one task that holds the thread for hundreds
 * of milliseconds. What a screen shows still changes at once, on the commit.
 */
export function useSession(): SessionState {
  const [snapshot, setSnapshot] = useState(getSession);
  useEffect(() => {
    const follow = () => startTransition(() => setSnapshot(getSession()));
    // a change between this component's render and this subscription
    follow();
    const unsubscribe = subscribe(follow);
    return () => void unsubscribe();
  }, []);
  return snapshot;
}

/** Store the token of a login or renew answer and mark the session authenticated. */
export function startSession(answer: LoginResponse) {
  write(session(), KEYS.token, answer.jwt);
  write(session(), KEYS.tokenInitDate, new Date().toISOString());
  const keep = answer.user.clients.some((c) => c.id === state.selectedClientId);
  const selectedClientId = keep ? state.selectedClientId : null;
  write(session(), KEYS.selectedClient, selectedClientId);
  setState({
    status: 'authenticated',
    token: answer.jwt,
    user: answer.user,
    loginCount: answer.login_count,
    selectedClientId,
    endReason: null,
  });
}

/** Clear the token and the user; the guard then sends the user to login. */
export function endSession(reason: EndReason = 'logout') {
  write(session(), KEYS.token, null);
  write(session(), KEYS.freshSignIn, null);
  write(session(), KEYS.tokenInitDate, null);
  write(session(), KEYS.selectedClient, null);
  setState({
    status: 'no-authenticated',
    token: null,
    user: null,
    loginCount: 0,
    selectedClientId: null,
    endReason: reason,
  });
}

/**
 * Set by the login screen at each sign-in (never when a stored session is renewed on load): what
 * the portal shows once per sign-in, wherever the user lands (the pending charge notes dialog,
 * the charge notes), reads it and clears it when done.
 */
export const markFreshSignIn = () => write(session(), KEYS.freshSignIn, '1');
export const isFreshSignIn = () => read(session(), KEYS.freshSignIn) === '1';
export const clearFreshSignIn = () => write(session(), KEYS.freshSignIn, null);

/** Replace fields of the signed-in user (after a profile change), keeping the token. */
export function updateSessionUser(patch: Partial<SessionUser>) {
  if (state.user) setState({ user: { ...state.user, ...patch } });
}

export function setAuthStatus(status: AuthStatus) {
  if (state.status !== status) setState({ status });
}

/** The company chosen in the top bar (persisted for the browser tab). */
export function selectClient(clientId: string) {
  write(session(), KEYS.selectedClient, clientId);
  setState({ selectedClientId: clientId });
}

/** The selected client of a user: the one picked in the selector, else the first. */
export function selectedClientOf(user: SessionUser, selectedClientId: string | null) {
  return user.clients.find((c) => c.id === selectedClientId) ?? user.clients[0];
}

/** '/chl/shopping' for the signed-in user; '/' (login) otherwise. */
export function homePathOf(user: SessionUser | null): string {
  return user ? countryRoutePrefix(user.paisId) : '/';
}

export function useHomePath(): string {
  return homePathOf(useSession().user);
}

/** A same-origin absolute path, never '//host' (no open redirects through ?next=). */
const isSafePath = (p: string | null | undefined): p is string => !!p && p.startsWith('/') && !p.startsWith('//') && !p.startsWith('/\\');

/** Remember where an unauthenticated user wanted to go. */
export function storeNext(path: string) {
  if (isSafePath(path)) write(session(), KEYS.next, path);
}

/** The stored 'next' target (from the URL or storage), followed once: it is cleared here. */
export function takeNext(fromUrl: string | null): string | null {
  const stored = read(session(), KEYS.next);
  write(session(), KEYS.next, null);
  if (isSafePath(fromUrl)) return fromUrl;
  return isSafePath(stored) ? stored : null;
}

/** Terms acceptance on the login screen is remembered on this device. */
export const termsAccepted = () => read(local(), KEYS.termsAccepted) === 'true';
export const rememberTermsAccepted = () => write(local(), KEYS.termsAccepted, 'true');

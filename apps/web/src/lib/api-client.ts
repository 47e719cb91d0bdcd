import { MSG } from '@vitrina/domain/common/messages';
import type { ErrorBody } from '@vitrina/domain/common/errors';
import { getToken } from './session';

/** Request timeout of every call (spec 1 §9). */
export const REQUEST_TIMEOUT_MS = 40_000;
/** Statuses that end the session wherever they come from (spec 1 §7, §8). */
const SESSION_ENDING_STATUSES = new Set([401, 403, 440]);

/** Any answer outside 200-299, with the server's code and Spanish message. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The Spanish text to show for any error thrown by a call. */
export function errorMessage(e: unknown, fallback: string = MSG.genericError): string {
  if (isApiError(e) && e.message && e.message !== 'Request failed') return e.message;
  return fallback;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /**
   * false for the calls whose 401/403 answers mean something else (login, password reset,
   * set password): they must not end the session.
   */
  sessionErrors?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

let onSessionEnded: (() => void) | undefined;

/** The app registers what happens when an answer ends the session. */
export function setSessionEndedHandler(handler: (() => void) | undefined) {
  onSessionEnded = handler;
}

function buildUrl(path: string, query: RequestOptions['query']) {
  const url = `/api${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * A multipart body of a JSON part `name` first, then at most one file 'file' (the multipart
 * edits PUT /fo/companies/marcas and /empresas).
 */
export function jsonWithFileForm(name: string, json: unknown, file?: File | null) {
  const form = new FormData();
  // a text field: a Blob part would go as a file named 'blob', which the server refuses as data
  form.append(name, JSON.stringify(json));
  if (file) form.append('file', file, file.name);
  return form;
}

/**
 * The one request helper: '/api' base, bearer token from the session, JSON in (or a FormData
 * body as multipart) and JSON out, 40 s timeout, ApiError for any status outside 200-299.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, sessionErrors = true, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // a FormData body goes as multipart: the browser sets the content type with its boundary
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let res: Response;
  try {
    res = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined || form ? (body as FormData | undefined) : JSON.stringify(body),
      signal,
    });
  } catch (e) {
    if (options.signal?.aborted) throw e;
    if (timeout.aborted) throw new ApiError(0, 'timeout', MSG.genericError);
    throw new ApiError(0, 'network', MSG.genericError);
  }

  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }

  if (!res.ok) {
    const err = (data ?? {}) as Partial<ErrorBody>;
    const error = new ApiError(
      res.status,
      typeof err.code === 'string' ? err.code : 'request_failed',
      typeof err.message === 'string' && err.message ? err.message : 'Request failed',
    );
    if (sessionErrors && token && SESSION_ENDING_STATUSES.has(res.status)) onSessionEnded?.();
    throw error;
  }
  return data as T;
}

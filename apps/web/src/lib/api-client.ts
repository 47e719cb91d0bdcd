import { MSG } from '@vitrina/domain/common/messages';
import type { ErrorBody } from '@vitrina/domain/common/errors';
import { saveAs } from './save-as';
import { getToken } from './session';

/** Request timeout of every call. */
export const REQUEST_TIMEOUT_MS = 40_000;
/** Statuses that end the session wherever they come from. */
const SESSION_ENDING_STATUSES = new Set([401, 403, 440]);

/** Any answer outside 200-299, with the server's code, Spanish message and details (bulk row errors). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly details?: unknown,
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
  /** null: no timeout (a stream that stays open) */
  timeoutMs?: number | null;
  signal?: AbortSignal;
  /** the Accept header; JSON unless told */
  accept?: string;
  /** true: the request goes on after the page is left (a small fire-and-forget write, e.g. 'read') */
  keepalive?: boolean;
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

function authHeaders(accept: string): { headers: Record<string, string>; token: string | null } {
  const headers: Record<string, string> = { Accept: accept };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return { headers, token };
}

/** The body of an answer: JSON when it parses, else its text, undefined when empty. */
function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/**
 * The error of an answer outside 200-299, ending the session first when the answer says it has
 * ended (401, 403, 440 to a signed-in call that did not opt out). Every call goes through here,
 * the XHR upload included.
 */
function failure(status: number, body: unknown, token: string | null, sessionErrors: boolean): ApiError {
  const err = (body && typeof body === 'object' ? body : {}) as Partial<ErrorBody> & { details?: unknown };
  const error = new ApiError(
    status,
    typeof err.code === 'string' ? err.code : 'request_failed',
    typeof err.message === 'string' && err.message ? err.message : 'Request failed',
    err.details,
  );
  if (sessionErrors && token && SESSION_ENDING_STATUSES.has(status)) onSessionEnded?.();
  return error;
}

/**
 * The one place that talks to the API: '/api' base, bearer token from the session, a JSON (or
 * FormData, sent as multipart) body, 40 s timeout, ApiError for any status outside 200-299 and
 * the session ended once for all calls. Resolves with the raw answer, for files and streams;
 * `apiRequest` reads it as JSON.
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, query, sessionErrors = true, timeoutMs = REQUEST_TIMEOUT_MS, accept = 'application/json' } = options;
  const { headers, token } = authHeaders(accept);
  // a FormData body goes as multipart: the browser sets the content type with its boundary
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';

  const timeout = timeoutMs === null ? undefined : AbortSignal.timeout(timeoutMs);
  const signals = [options.signal, timeout].filter((s): s is AbortSignal => !!s);
  const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];

  let res: Response;
  try {
    res = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined || form ? (body as FormData | undefined) : JSON.stringify(body),
      signal,
      keepalive: options.keepalive,
    });
  } catch (e) {
    if (options.signal?.aborted) throw e;
    if (timeout?.aborted) throw new ApiError(0, 'timeout', MSG.genericError);
    throw new ApiError(0, 'network', MSG.genericError);
  }
  if (!res.ok) throw failure(res.status, parseBody(await res.text()), token, sessionErrors);
  return res;
}

/** A call whose answer is JSON (or 204): the parsed body. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await apiFetch(path, options);
  if (res.status === 204) return undefined as T;
  return parseBody(await res.text()) as T;
}

/** Downloads a file answer (.xlsx) and saves it with the server's name or `fallbackName`. */
export async function apiDownload(path: string, fallbackName: string, options: RequestOptions = {}) {
  const res = await apiFetch(path, { accept: '*/*', ...options });
  const blob = await res.blob();
  const cd = res.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(cd)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  saveAs(url, name);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface UploadOptions extends Pick<RequestOptions, 'query' | 'signal' | 'sessionErrors' | 'timeoutMs'> {
  /** 0-100 as the bytes go */
  onProgress?: (percent: number) => void;
  /** POST (default) or PUT (an edit with new files) */
  method?: 'POST' | 'PUT';
}

/**
 * POST (or PUT) a multipart form with upload progress: fetch cannot report upload progress,
 * XMLHttpRequest can. Same base, token, errors and session end as `apiFetch`; a cancelled
 * upload rejects with ApiError(0, 'aborted').
 */
export function apiUpload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { query, signal, sessionErrors = true, timeoutMs = REQUEST_TIMEOUT_MS, onProgress, method = 'POST' } = options;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path, query));
    const { headers, token } = authHeaders('application/json');
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    if (timeoutMs !== null) xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(failure(xhr.status, body, token, sessionErrors));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', MSG.genericError));
    xhr.ontimeout = () => reject(new ApiError(0, 'timeout', MSG.genericError));
    xhr.onabort = () => reject(new ApiError(0, 'aborted', MSG.genericError));
    if (signal?.aborted) return xhr.abort();
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/**
 * A signed file link (object storage or this origin's signed download), which carries its own
 * authorization: no token and no session handling, and no timeout (a large file may take long).
 * Resolves with the answer, whatever its status.
 */
export function fetchSignedUrl(url: string, init: Pick<RequestInit, 'method' | 'cache'> = {}): Promise<Response> {
  return fetch(url, init);
}

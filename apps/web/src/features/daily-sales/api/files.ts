import { MSG } from '@vitrina/domain/common/messages';
import { ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';

/** An error answer with the server's details (bulk row errors). */
export class ApiErrorWithDetails extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    public readonly details?: unknown,
  ) {
    super(status, code, message);
  }
}

async function send(path: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let res: Response;
  try {
    res = await fetch(`/api${path}`, { ...init, headers, signal: AbortSignal.timeout(40_000) });
  } catch {
    throw new ApiError(0, 'network', MSG.genericError);
  }
  if (!res.ok) {
    let body: { code?: string; message?: string; details?: unknown } = {};
    try {
      body = await res.json();
    } catch {
      /* not JSON */
    }
    throw new ApiErrorWithDetails(res.status, body.code ?? 'request_failed', body.message || MSG.genericError, body.details);
  }
  return res;
}

/** Downloads a file answer (.xlsx) and saves it with the server's name or `fallbackName`. */
export async function downloadFile(path: string, fallbackName: string) {
  const res = await send(path, { method: 'GET' });
  const blob = await res.blob();
  const cd = res.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(cd)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Posts one file as multipart (field 'file') and returns the JSON answer. */
export async function uploadFile<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  const res = await send(path, { method: 'POST', body: form });
  return res.json() as Promise<T>;
}

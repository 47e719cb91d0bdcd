import { MSG } from '@vitrina/domain/common/messages';
import { FILES_MSG, type FileKind } from '@vitrina/domain/files/files.rules';
import type { StoredFile } from '@vitrina/domain/files/files.schema';
import { ApiError, REQUEST_TIMEOUT_MS } from '../api-client';
import { getToken } from '../session';

/**
 * POST /fo/files (multipart field 'files') with upload progress: fetch cannot report upload
 * progress, XMLHttpRequest can. Resolves with the stored file's token.
 */
export function uploadFile(
  file: File,
  opts: { kind: FileKind; companyId?: string; onProgress?: (percent: number) => void; signal?: AbortSignal },
) {
  return new Promise<StoredFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const q = new URLSearchParams({ kind: opts.kind, ...(opts.companyId ? { company_id: opts.companyId } : {}) });
    xhr.open('POST', `/api/fo/files?${q}`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.timeout = REQUEST_TIMEOUT_MS * 3;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: { message?: string; code?: string; data?: { data?: StoredFile[] } } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      const stored = body.data?.data?.[0];
      if (xhr.status >= 200 && xhr.status < 300 && stored) resolve(stored);
      else reject(new ApiError(xhr.status, body.code ?? 'upload_failed', body.message || FILES_MSG.uploadError));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', FILES_MSG.uploadError));
    xhr.ontimeout = () => reject(new ApiError(0, 'timeout', MSG.genericError));
    xhr.onabort = () => reject(new ApiError(0, 'aborted', FILES_MSG.uploadError));
    opts.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('files', file);
    xhr.send(form);
  });
}

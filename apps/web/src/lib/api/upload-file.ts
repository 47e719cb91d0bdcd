import { FILES_MSG, type FileKind } from '@vitrina/domain/files/files.rules';
import type { StoredFile } from '@vitrina/domain/files/files.schema';
import { ApiError, apiUpload, isApiError, REQUEST_TIMEOUT_MS } from '../api-client';

/**
 * POST /fo/files (multipart field 'files') with upload progress, through the client's XHR
 * upload. Resolves with the stored file's token.
 */
export async function uploadFile(
  file: File,
  opts: { kind: FileKind; companyId?: string; onProgress?: (percent: number) => void; signal?: AbortSignal },
): Promise<StoredFile> {
  const form = new FormData();
  form.append('files', file);
  let body: { data?: { data?: StoredFile[] } } | undefined;
  try {
    body = await apiUpload<typeof body>('/fo/files', form, {
      query: { kind: opts.kind, company_id: opts.companyId || undefined },
      onProgress: opts.onProgress,
      signal: opts.signal,
      timeoutMs: REQUEST_TIMEOUT_MS * 3,
    });
  } catch (e) {
    // the connection failed or the upload was cancelled: the upload's own text
    if (isApiError(e) && e.status === 0 && e.code !== 'timeout') throw new ApiError(0, e.code, FILES_MSG.uploadError);
    throw e;
  }
  const stored = body?.data?.data?.[0];
  if (!stored) throw new ApiError(200, 'upload_failed', FILES_MSG.uploadError);
  return stored;
}

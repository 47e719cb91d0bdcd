import { useCallback, useRef, useState } from 'react';
import { FILES_MSG, sizeRefusal, type FileKind } from '@vitrina/domain/files/files.rules';
import { errorMessage } from '../../../lib/api-client';
import { uploadFile } from '../api/upload-file';

export interface EvidenceUpload {
  key: string;
  name: string;
  size: number;
  status: 'uploading' | 'done' | 'error';
  progress: number;
  token?: string;
  error?: string;
}

/**
 * New evidence files of the dialog: each starts uploading as soon as it is chosen (with
 * progress); a file over the kind's limit is refused before any byte is sent.
 */
export function useEvidenceUploads(kind: FileKind, companyId?: string) {
  const [items, setItems] = useState<EvidenceUpload[]>([]);
  const aborts = useRef(new Map<string, AbortController>());
  const patch = (key: string, p: Partial<EvidenceUpload>) => setItems((xs) => xs.map((x) => (x.key === key ? { ...x, ...p } : x)));

  const add = useCallback((files: File[]) => {
    for (const file of files) {
      const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const refusal = sizeRefusal(kind, file.size);
      setItems((xs) => [...xs, { key, name: file.name, size: file.size, status: refusal ? 'error' : 'uploading', progress: 0, error: refusal }]);
      if (refusal) continue;
      const ctrl = new AbortController();
      aborts.current.set(key, ctrl);
      uploadFile(file, { kind, companyId, signal: ctrl.signal, onProgress: (progress) => patch(key, { progress }) })
        .then((f) => patch(key, { status: 'done', progress: 100, token: f.token }))
        .catch((e) => patch(key, { status: 'error', error: errorMessage(e, FILES_MSG.uploadError) }))
        .finally(() => aborts.current.delete(key));
    }
  }, [kind, companyId]);

  const remove = useCallback((key: string) => {
    aborts.current.get(key)?.abort();
    setItems((xs) => xs.filter((x) => x.key !== key));
  }, []);

  const reset = useCallback(() => {
    aborts.current.forEach((c) => c.abort());
    aborts.current.clear();
    setItems([]);
  }, []);

  return {
    items, add, remove, reset,
    uploading: items.some((x) => x.status === 'uploading'),
    failed: items.some((x) => x.status === 'error'),
    tokens: items.filter((x) => x.status === 'done').map((x) => x.token!),
  };
}

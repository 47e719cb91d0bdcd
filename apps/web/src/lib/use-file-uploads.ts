import { useCallback, useEffect, useRef, useState } from 'react';
import { FILES_MSG, sizeRefusal, type FileKind } from '@vitrina/domain/files/files.rules';
import { errorMessage, isApiError } from './api-client';
import { deleteFile } from './api/delete-file';
import { uploadFile } from './api/upload-file';

export interface FileUpload {
  key: string;
  name: string;
  size: number;
  status: 'uploading' | 'done' | 'error';
  progress: number;
  token?: string;
  error?: string;
  /** refused for its size, here or by the server */
  tooLarge?: boolean;
}

const dropStored = (token: string) => {
  deleteFile(token).catch(() => {
    /* already gone or in use: nothing to drop */
  });
};

/**
 * New files of a form (evidence, logos, documents): each starts uploading to the file service as
 * soon as it is chosen, with progress; a file over the kind's limit is refused before any byte is
 * sent. A stored file the user removes, or that the form discards (cancel, leaving the page), is
 * deleted from the service; `clear` forgets them once a saved record links them.
 */
export function useFileUploads(kind: FileKind, companyId?: string) {
  const [items, setItems] = useState<FileUpload[]>([]);
  const current = useRef<FileUpload[]>([]);
  current.current = items;
  const aborts = useRef(new Map<string, AbortController>());
  /** keys removed while their upload was finishing: dropped when it answers */
  const discarded = useRef(new Set<string>());
  const patch = (key: string, p: Partial<FileUpload>) => setItems((xs) => xs.map((x) => (x.key === key ? { ...x, ...p } : x)));

  const add = useCallback(
    (files: File[]) => {
      for (const file of files) {
        const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
        const refusal = sizeRefusal(kind, file.size);
        setItems((xs) => [
          ...xs,
          {
            key,
            name: file.name,
            size: file.size,
            status: refusal ? 'error' : 'uploading',
            progress: 0,
            error: refusal,
            tooLarge: !!refusal,
          },
        ]);
        if (refusal) continue;
        const ctrl = new AbortController();
        aborts.current.set(key, ctrl);
        uploadFile(file, { kind, companyId, signal: ctrl.signal, onProgress: (progress) => patch(key, { progress }) })
          .then((f) => {
            if (discarded.current.delete(key)) dropStored(f.token);
            else patch(key, { status: 'done', progress: 100, token: f.token });
          })
          .catch((e) => {
            if (discarded.current.delete(key)) return;
            patch(key, { status: 'error', error: errorMessage(e, FILES_MSG.uploadError), tooLarge: isApiError(e) && e.status === 413 });
          })
          .finally(() => aborts.current.delete(key));
      }
    },
    [kind, companyId],
  );

  /** Lets go of one item: a running upload stops (or is dropped when its bytes are all sent), a stored file is deleted. */
  const release = (x: FileUpload) => {
    if (x.status === 'done' && x.token) dropStored(x.token);
    if (x.status !== 'uploading') return;
    if (x.progress >= 100) discarded.current.add(x.key);
    else aborts.current.get(x.key)?.abort();
  };

  const remove = useCallback((key: string) => {
    const x = current.current.find((i) => i.key === key);
    if (x) release(x);
    setItems((xs) => xs.filter((i) => i.key !== key));
  }, []);

  /** The form is abandoned: every upload stops and every stored file is deleted. */
  const discard = useCallback(() => {
    current.current.forEach(release);
    current.current = [];
    setItems([]);
  }, []);

  /** The files were linked to a saved record: forget them without deleting. */
  const clear = useCallback(() => {
    current.current = [];
    setItems([]);
  }, []);

  // leaving the page with files chosen but not saved drops them too
  useEffect(() => () => current.current.forEach(release), []);

  return {
    items,
    add,
    remove,
    discard,
    clear,
    uploading: items.some((x) => x.status === 'uploading'),
    failed: items.some((x) => x.status === 'error'),
    tooLarge: items.some((x) => x.tooLarge),
    tokens: items.filter((x) => x.status === 'done').map((x) => x.token!),
  };
}

import { useState } from 'react';
import type { StoredFileItem } from '../../../components/file-uploader';
import { useFileUploads } from '../../../lib/use-file-uploads';
import type { WorkerDocType } from '@vitrina/domain/workers/workers.rules';
import type { Worker } from '@vitrina/domain/workers/workers.schema';

/** The document slots of a worker, in the payload's order after the kept ones. */
export const WORKER_DOC_TYPES = ['dni_f', 'dni_r', 'cdt'] as const;
export type WorkerDocSlot = (typeof WORKER_DOC_TYPES)[number];

/**
 * A worker's documents in the dialog: the stored ones kept (an edit), and the new uploads of each
 * slot (front and back of the ID, contracts), each uploaded to the file service as it is chosen.
 */
export function useWorkerDocuments(clientId: string) {
  const uploads = {
    dni_f: useFileUploads('work-document', clientId),
    dni_r: useFileUploads('work-document', clientId),
    cdt: useFileUploads('work-document', clientId),
  };
  /** stored documents of the edited worker that are kept */
  const [kept, setKept] = useState<Worker['files']>([]);
  const each = (f: (u: (typeof uploads)[WorkerDocSlot]) => void) => WORKER_DOC_TYPES.forEach((t) => f(uploads[t]));
  return {
    uploads,
    setKept,
    uploading: WORKER_DOC_TYPES.some((t) => uploads[t].uploading),
    /** the stored documents of a slot, each removable */
    storedOf: (t: WorkerDocType): StoredFileItem[] =>
      kept
        .filter((f) => f.doc_type === t)
        .map((f) => ({ key: f.uuid, name: f.filename, sizeKb: 0, onRemove: () => setKept((k) => k.filter((x) => x.uuid !== f.uuid)) })),
    /** The documents as the payload lists them, kept first. */
    files: () => [
      ...kept.map((f) => ({ uuid: f.uuid, doc_type: f.doc_type as WorkerDocType })),
      ...WORKER_DOC_TYPES.flatMap((t) => uploads[t].tokens.map((uuid) => ({ uuid, doc_type: t }))),
    ],
    /** cancel: the new uploads are deleted from the file service */
    discard: () => each((u) => u.discard()),
    /** saved: the new uploads now belong to the worker */
    clear: () => each((u) => u.clear()),
  };
}
export type WorkerDocuments = ReturnType<typeof useWorkerDocuments>;

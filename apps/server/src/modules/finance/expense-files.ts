import { createHash, randomUUID } from 'node:crypto';
import { cleanFileName } from '@vitrina/domain/common/text';
import { FILE_TYPES } from '@vitrina/domain/files/files.rules';
import type { FileInsert } from '../../db/schema/index';

const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest('hex');

/**
 * A common-expense PDF as a stored file of its client (kind 'common-expense'): the file
 * service's row (no uploading user: the operator's ERP sends it) and where its bytes go. The path
 * is named by the client, the period, the expense's name and the bytes, so a re-sent file lands
 * on the same path (and the same row), and two expenses never share one file.
 */
export function commonExpenseFile(e: { clientId: string; yearMonth: string; nombre: string; bucket: string; bytes: Uint8Array; at: Date }) {
  const hash = sha256(e.bytes);
  const path = `gastos-comunes/${e.clientId}/${e.yearMonth}/${sha256(e.nombre).slice(0, 16)}-${hash}.pdf`;
  const file: FileInsert = {
    id: randomUUID(),
    client_id: e.clientId,
    uploaded_by: null,
    bucket: e.bucket,
    path,
    original_name: cleanFileName(`${e.nombre}.pdf`).slice(0, 255),
    extension: 'pdf',
    mime: FILE_TYPES.pdf,
    size_bytes: e.bytes.length,
    sha256: hash,
    kind: 'common-expense',
    created_at: e.at,
  };
  return file;
}

/**
 * Rules of the file service: the
 * kinds of upload, the types each accepts, and their size limits. The server checks the real
 * type from the file's first bytes; the web uses the same table for its `accept` and size checks.
 */

/** Monthly evidence: 5 MB (5,242,880 bytes). */
export const EVIDENCE_MAX_BYTES = 5_242_880;
/** The generic uploader's default: 'about 5.24 MB'. */
export const UPLOADER_DEFAULT_MAX_BYTES = 5_240_000;
/** Files per upload request. */
export const MAX_FILES_PER_UPLOAD = 5;
/** Bytes read from the head of an upload to recognise its type (zip-based types need more). */
export const SNIFF_BYTES = 64 * 1024;

/** Known file types: extension → media type. Aliases map to one canonical extension. */
export const FILE_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  txt: 'text/plain',
  csv: 'text/csv',
} as const;
export type FileExt = keyof typeof FILE_TYPES;
const ALIASES: Record<string, FileExt> = { jpeg: 'jpg', jpe: 'jpg', qt: 'mov' };

/** Text types have no magic bytes: they are accepted only by kinds that list them, when no binary type is detected. */
const TEXT_TYPES: FileExt[] = ['txt', 'csv'];

export type FileKind =
  | 'image'
  | 'video'
  | 'pdf'
  | 'image-pdf'
  | 'document'
  | 'evidence-chl'
  | 'evidence-per'
  | 'evidence-arg'
  | 'evidence-col'
  | 'ticket'
  | 'work-document'
  | 'common-expense';
/** Documents of workers, work requests and F30/F31: JPEG, JPG, PNG, PDF up to 5 MB. */
export const WORK_DOCUMENT_MAX_BYTES = 5_242_880;
/** Help-centre ticket attachments: images and PDF, up to the ticket's total of 15,732,000 bytes. */
export const TICKET_FILES_MAX_BYTES = 15_732_000;
/**
 * A common-expense PDF: sent by the operator's ERP through the
 * finance import (its inline PDF: at most 4,000,000 base64 characters, 3,000,000 bytes).
 */
export const COMMON_EXPENSE_MAX_BYTES = 3_000_000;
/**
 * Kinds written by the operator's systems (the finance import, the demo seed), never by tenants:
 * the generic upload does not take them and nobody deletes them through the file service.
 */
export const IMPORTED_FILE_KINDS: readonly FileKind[] = ['common-expense'];
export const isImportedKind = (kind: string) => (IMPORTED_FILE_KINDS as readonly string[]).includes(kind);
/** The kinds the generic upload (POST /fo/files) accepts; 'ticket' files arrive only with their ticket, imported kinds only through their import. */
export const FILE_KINDS: FileKind[] = [
  'image',
  'video',
  'pdf',
  'image-pdf',
  'document',
  'evidence-chl',
  'evidence-per',
  'evidence-arg',
  'evidence-col',
  'work-document',
];

const IMAGES: FileExt[] = ['jpg', 'png', 'gif', 'webp'];
const DOCUMENT: FileExt[] = [...IMAGES, 'pdf', 'xlsx'];

/** Types and size limit of each kind of upload. */
export const KIND_RULES: Record<FileKind, { exts: FileExt[]; maxBytes: number }> = {
  image: { exts: IMAGES, maxBytes: UPLOADER_DEFAULT_MAX_BYTES },
  video: { exts: ['mp4', 'webm', 'mov'], maxBytes: UPLOADER_DEFAULT_MAX_BYTES },
  pdf: { exts: ['pdf'], maxBytes: UPLOADER_DEFAULT_MAX_BYTES },
  'image-pdf': { exts: [...IMAGES, 'pdf'], maxBytes: UPLOADER_DEFAULT_MAX_BYTES },
  document: { exts: DOCUMENT, maxBytes: UPLOADER_DEFAULT_MAX_BYTES },
  /** Chile: images and pdf */
  'evidence-chl': { exts: [...IMAGES, 'pdf'], maxBytes: EVIDENCE_MAX_BYTES },
  /** Peru: 'any type': every type this service knows */
  'evidence-per': { exts: Object.keys(FILE_TYPES) as FileExt[], maxBytes: EVIDENCE_MAX_BYTES },
  'evidence-arg': { exts: DOCUMENT, maxBytes: EVIDENCE_MAX_BYTES },
  'evidence-col': { exts: DOCUMENT, maxBytes: EVIDENCE_MAX_BYTES },
  ticket: { exts: [...IMAGES, 'pdf'], maxBytes: TICKET_FILES_MAX_BYTES },
  'work-document': { exts: ['jpg', 'png', 'pdf'], maxBytes: WORK_DOCUMENT_MAX_BYTES },
  'common-expense': { exts: ['pdf'], maxBytes: COMMON_EXPENSE_MAX_BYTES },
};

export const FILES_MSG = {
  tooLarge: 'El archivo debe ser menor a 5MB',
  /** not in the spec: the type is not one the upload accepts */
  typeNotAllowed: 'Tipo de archivo no permitido',
  /** not in the spec: the bytes are not of the type the name claims */
  typeMismatch: 'El contenido del archivo no corresponde a su tipo',
  noFile: 'Debes adjuntar un archivo',
  /** not in the spec: more files in one request than the service takes */
  tooManyFiles: `Puedes subir hasta ${MAX_FILES_PER_UPLOAD} archivos a la vez`,
  uploadError: 'Error al subir el archivo, por favor intenta nuevamente más tarde',
  uploaded: 'Archivo subido exitosamente',
  noUrl: 'No se pudo obtener la URL de descarga',
  downloadError: 'Error al descargar el archivo',
  noFiles: 'No hay archivos para mostrar',
  /** not in the spec */
  linkInvalid: 'El enlace de descarga no es válido o expiró',
  fileInUse: 'El archivo está asociado a una venta; desvincúlalo primero',
  /** not in the spec: a file the operator's systems publish (a common expense) is not the tenant's to delete */
  importedFile: 'Este archivo lo publica el operador y no se puede eliminar',
  deleted: 'Archivo eliminado',
  /** not in the spec: a malformed file token */
  invalidId: 'Identificador de archivo no válido',
  /** not in the spec: an upload kind the service does not know */
  invalidKind: 'Tipo de carga no válido',
  /** not in the spec: POST /signal without the file's path */
  pathRequired: 'Debes indicar la ruta del archivo',
} as const;

/** Texts of the shared file uploader (not in the spec except FILES_MSG's). */
export const FILE_UPLOADER_TEXT = {
  limits: (max: number, maxBytes: number) =>
    `${max > 1 ? `Hasta ${max} archivos` : 'Un archivo'} de hasta ${Math.floor(maxBytes / 1_000_000)}MB`,
  uploading: (percent: number) => `Subiendo… ${percent}%`,
  uploaded: 'Subido',
  progressOf: (name: string) => `Progreso de ${name}`,
  remove: (name: string) => `Quitar ${name}`,
  download: (name: string) => `Descargar ${name}`,
} as const;

/** The extension of a file name, canonical ('jpeg' → 'jpg'), or undefined when unknown. */
export function extensionOf(name: string): FileExt | undefined {
  const m = /\.([A-Za-z0-9]+)$/.exec(name.trim());
  if (!m) return undefined;
  const e = m[1]!.toLowerCase();
  const canonical = ALIASES[e] ?? e;
  return canonical in FILE_TYPES ? (canonical as FileExt) : undefined;
}

/** The `accept` attribute of a file input for a kind. */
export const acceptOf = (kind: FileKind) => KIND_RULES[kind].exts.flatMap((e) => [`.${e}`, ...(e === 'jpg' ? ['.jpeg'] : [])]).join(',');

/** Client-side size check of a kind (the server checks again while streaming). */
export const sizeRefusal = (kind: FileKind, bytes: number) => (bytes > KIND_RULES[kind].maxBytes ? FILES_MSG.tooLarge : undefined);

export type TypeCheck = { ok: true; ext: FileExt; mime: string } | { ok: false; status: 415 | 422; message: string };

/**
 * Decides an upload's type from its claimed name and the type its bytes show (`detected`: the
 * extension found by magic bytes, undefined when none). The name must claim a type the kind
 * accepts, and the bytes must be of that type (jpg claimed, png bytes → refused). Text types,
 * which have no magic bytes, pass only when no binary type is detected.
 */
export function checkFileType(kind: FileKind, name: string, detected: string | undefined): TypeCheck {
  const claimed = extensionOf(name);
  const rules = KIND_RULES[kind];
  if (!claimed || !rules.exts.includes(claimed)) return { ok: false, status: 415, message: FILES_MSG.typeNotAllowed };
  const seen = detected ? (ALIASES[detected] ?? detected) : undefined;
  if (TEXT_TYPES.includes(claimed)) {
    return seen ? { ok: false, status: 422, message: FILES_MSG.typeMismatch } : { ok: true, ext: claimed, mime: FILE_TYPES[claimed] };
  }
  if (seen !== claimed) return { ok: false, status: 422, message: FILES_MSG.typeMismatch };
  return { ok: true, ext: claimed, mime: FILE_TYPES[claimed] };
}

/** Size in KB as the service answers it. */
export const sizeInKb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

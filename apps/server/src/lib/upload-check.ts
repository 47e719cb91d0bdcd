import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '@vitrina/domain/common/errors';
import { FILES_MSG, SNIFF_BYTES, checkFileType, type FileKind } from '@vitrina/domain/files/files.rules';

/**
 * A pass-through that checks an upload while it streams: it holds back the first SNIFF_BYTES,
 * recognises the type from those bytes (file-type) and refuses a type the kind does not accept or
 * that differs from the name's (422/415); it counts bytes and refuses past the kind's limit (413),
 * and hashes the content. Memory per upload: the head (64 KB) plus the stream's buffers.
 */
export class UploadCheck extends Transform {
  size = 0;
  ext = '';
  mime = '';
  private head: Buffer[] = [];
  private headBytes = 0;
  private decided = false;
  private readonly hash = createHash('sha256');

  constructor(
    private readonly kind: FileKind,
    private readonly name: string,
    private readonly maxBytes: number,
  ) {
    super();
  }

  /** the content's SHA-256, set when the stream ends */
  sha256 = '';

  private async decide() {
    const head = Buffer.concat(this.head);
    const detected = head.length ? await fileTypeFromBuffer(head) : undefined;
    const r = checkFileType(this.kind, this.name, detected?.ext);
    if (!r.ok) throw new AppError(r.status === 415 ? 'unsupported_file_type' : 'file_type_mismatch', r.status, r.message);
    this.ext = r.ext;
    this.mime = r.mime;
    this.decided = true;
    this.head = [];
    this.push(head);
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return cb(new AppError('file_too_large', 413, FILES_MSG.tooLarge));
    this.hash.update(chunk);
    if (this.decided) return cb(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return cb();
    this.decide().then(() => cb(), cb);
  }

  override _flush(cb: TransformCallback) {
    if (this.size === 0) return cb(new AppError('empty_file', 400, FILES_MSG.noFile));
    this.sha256 = this.hash.digest('hex');
    if (this.decided) return cb();
    this.decide().then(() => cb(), cb);
  }
}

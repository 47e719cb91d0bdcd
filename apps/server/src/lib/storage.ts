import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@vitrina/domain/common/errors';
import { MSG } from '@vitrina/domain/common/messages';

/**
 * Where uploaded files' bytes live. Keys are 'bucket' + 'path' as the file service names them.
 * `put` consumes a stream (never a whole buffer) and leaves nothing behind when it fails.
 */
export interface FileStorage {
  readonly name: string;
  put(bucket: string, path: string, body: Readable): Promise<void>;
  get(bucket: string, path: string): Promise<Readable>;
  remove(bucket: string, path: string): Promise<void>;
}

/** Local disk: ROOT/<bucket>/<path>. Writes to a temporary file and renames it when complete. */
export function localDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  const fileOf = (bucket: string, path: string) => {
    const f = resolve(base, bucket, path);
    if (!f.startsWith(base + sep)) throw new Error('path outside the storage root');
    return f;
  };
  return {
    name: 'local',
    async put(bucket, path, body) {
      const target = fileOf(bucket, path);
      await mkdir(dirname(target), { recursive: true });
      const tmp = join(dirname(target), `.${randomUUID()}.part`);
      try {
        await pipeline(body, createWriteStream(tmp, { flags: 'wx' }));
        await rename(tmp, target);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async get(bucket, path) {
      const f = fileOf(bucket, path);
      await stat(f);
      return createReadStream(f);
    },
    async remove(bucket, path) {
      await rm(fileOf(bucket, path), { force: true });
    },
  };
}

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, ...): object key
 * '<bucket>/<path>' in the configured S3 bucket. Uploads go through the SDK's managed upload,
 * which holds at most one 5 MB part per upload in memory (a file up to the size limit is one
 * PutObject, a larger stream a multipart upload that is aborted when the stream fails).
 * With S3_ENDPOINT set, requests are path-style (what MinIO and most compatible servers expect).
 */
export async function s3Storage(settings: S3Settings): Promise<FileStorage> {
  const [{ S3Client, GetObjectCommand, DeleteObjectCommand }, { Upload }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
  ]);
  if (!settings.bucket) throw new Error('S3_BUCKET is required for S3 storage');
  const Bucket = settings.bucket;
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // plain bodies: compatible servers do not all understand aws-chunked trailing checksums
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const keyOf = (bucket: string, path: string) => {
    const key = `${bucket}/${path}`;
    if (key.split('/').some((s) => s === '..' || s === '')) throw new Error('invalid storage key');
    return key;
  };
  return {
    name: 's3',
    async put(bucket, path, body) {
      await new Upload({ client, params: { Bucket, Key: keyOf(bucket, path), Body: body } }).done();
    },
    async get(bucket, path) {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(bucket, path) }));
      return res.Body as Readable;
    },
    async remove(bucket, path) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(bucket, path) }));
    },
  };
}

/**
 * In memory, for tests: nothing reaches the disk; a failed `put` stores nothing.
 * @internal
 */
export function memoryStorage(): FileStorage {
  const files = new Map<string, Buffer>();
  const keyOf = (bucket: string, path: string) => `${bucket}/${path}`;
  return {
    name: 'memory',
    async put(bucket, path, body) {
      const bytes = await buffer(body);
      files.set(keyOf(bucket, path), bytes);
    },
    async get(bucket, path) {
      const bytes = files.get(keyOf(bucket, path));
      if (!bytes) throw new Error('file not found');
      return Readable.from([bytes]);
    },
    async remove(bucket, path) {
      files.delete(keyOf(bucket, path));
    },
  };
}

/**
 * Removes the temporary `.part` files under `root` older than `olderThanMs`: uploads that a
 * crash or a kill cut off (a live upload is younger than the request timeout). Returns how many.
 */
export async function sweepPartFiles(root: string, olderThanMs: number, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(root, { recursive: true });
  } catch {
    return 0; // no storage folder yet
  }
  let removed = 0;
  for (const name of names) {
    if (!/(^|[/\\])\.[^/\\]*\.part$/.test(name)) continue;
    const f = join(root, name);
    const info = await stat(f).catch(() => undefined);
    if (!info?.isFile() || now - info.mtimeMs < olderThanMs) continue;
    await rm(f, { force: true });
    removed++;
  }
  return removed;
}

/** Whether a storage error says the object is not there (a missing file on disk, S3's NoSuchKey / 404). */
const isMissing = (err: unknown) => {
  const e = err as { code?: string; name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.code === 'ENOENT' || e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * The storage as the routes see it: a missing object is a 404 (not a 500 whose log names the
 * file's absolute path), and a store that cannot be reached or refuses (S3 down, a full or
 * read-only disk) is a 503 with a Spanish text, logged once by `onFailure`. A failure of the
 * upload's own stream (a refused type or size, a body cut off) passes through as it is.
 */
export function guardedStorage(inner: FileStorage, onFailure: (err: unknown, op: string) => void = () => {}): FileStorage {
  const unavailable = (err: unknown, op: string) => {
    onFailure(err, op);
    return new AppError('storage_unavailable', 503, MSG.storageUnavailable);
  };
  return {
    name: inner.name,
    async put(bucket, path, body) {
      let bodyError: unknown;
      body.once('error', (e) => (bodyError = e));
      try {
        await inner.put(bucket, path, body);
      } catch (err) {
        // the upload's own stream failed (a refused type or size, a body cut off): its error, as it is
        if (bodyError !== undefined) throw bodyError;
        if (err instanceof AppError) throw err;
        throw unavailable(err, 'put');
      }
    },
    async get(bucket, path) {
      try {
        return await inner.get(bucket, path);
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (isMissing(err)) throw new AppError('file_not_found', 404, MSG.notFound);
        throw unavailable(err, 'get');
      }
    },
    async remove(bucket, path) {
      try {
        await inner.remove(bucket, path);
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (!isMissing(err)) throw unavailable(err, 'remove');
      }
    },
  };
}

/**
 * The storage the settings name: S3 when S3_BUCKET or S3_ENDPOINT is set, else local disk under
 * FILES_DIR, whose stale `.part` files are swept first when `sweepPartsOlderThanMs` is given;
 * guarded (404 for a missing object, 503 when the store fails, reported to `onFailure`).
 */
export async function configuredStorage(
  files: { dir: string; s3?: S3Settings },
  opts: { sweepPartsOlderThanMs?: number; onFailure?: (err: unknown, op: string) => void } = {},
): Promise<FileStorage> {
  if (files.s3) return guardedStorage(await s3Storage(files.s3), opts.onFailure);
  if (opts.sweepPartsOlderThanMs !== undefined) await sweepPartFiles(files.dir, opts.sweepPartsOlderThanMs);
  return guardedStorage(localDiskStorage(files.dir), opts.onFailure);
}

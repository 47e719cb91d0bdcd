import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

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

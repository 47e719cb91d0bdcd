import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from '@20minutes/s3rver';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { MSG } from '@vitrina/domain/common/messages';
import { guardedStorage, localDiskStorage, s3Storage, type FileStorage } from './storage';
import * as t from '../db/schema/index';
import { createTestApp, DEMO, type TestContext } from '../test/harness';
import { multipartBody, pdfBytes } from '../test/multipart';

/**
 * A real S3-compatible server (s3rver: path-style objects, multipart uploads, SigV4 signatures
 * checked against its S3RVER/S3RVER account) on a free port, with its objects in a temporary
 * folder; `stop` and `start` take it down and bring it back on the same port (a storage outage).
 */
async function startS3(bucket: string) {
  const directory = mkdtempSync(join(tmpdir(), 'vitrina-s3-'));
  let server: S3rver | undefined;
  let port = 0;
  const start = async () => {
    server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
    port = ((await server.run()) as AddressInfo).port;
  };
  await start();
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  /** The object's bytes under its full key, or undefined when it is not there. */
  const object = async (key: string) => {
    try {
      const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await res.Body!.transformToByteArray());
    } catch {
      return undefined;
    }
  };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    object,
    start,
    stop: async () => {
      await server?.close();
      server = undefined;
    },
    close: async () => {
      await server?.close();
      client.destroy();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A stream that yields `size` bytes in 64 KB chunks, then optionally fails. */
function bytes(size: number, fail?: Error) {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) {
        if (fail) this.destroy(fail);
        else this.push(null);
        return;
      }
      const n = Math.min(65_536, size - sent);
      this.push(Buffer.alloc(n, sent % 251));
      sent += n;
    },
  });
}

describe('S3-compatible storage (against a real S3 server)', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let storage: FileStorage;
  const settings = (secretAccessKey = 'S3RVER') => ({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    bucket: 'vitrina-files',
    accessKeyId: 'S3RVER',
    secretAccessKey,
  });

  beforeAll(async () => {
    s3 = await startS3('vitrina-files');
    storage = guardedStorage(await s3Storage(settings()));
  });
  afterAll(() => s3?.close());

  it('stores, reads back and deletes an object under <S3 bucket>/<bucket>/<path>, with signed requests', async () => {
    await storage.put('documentos', 'chl/2026/11/evidencia.pdf', Readable.from([Buffer.from('%PDF-1.4 hola')]));
    expect((await s3.object('documentos/chl/2026/11/evidencia.pdf'))?.toString()).toBe('%PDF-1.4 hola');
    expect(await text(await storage.get('documentos', 'chl/2026/11/evidencia.pdf'))).toBe('%PDF-1.4 hola');
    await storage.remove('documentos', 'chl/2026/11/evidencia.pdf');
    expect(await s3.object('documentos/chl/2026/11/evidencia.pdf')).toBeUndefined();
  });

  it('a request signed with the wrong secret is refused by the server: 503, nothing stored', async () => {
    const forged = guardedStorage(await s3Storage(settings('wrong-secret')));
    await expect(forged.put('documentos', 'falsa.pdf', Readable.from([Buffer.from('x')]))).rejects.toMatchObject({ status: 503 });
    expect(await s3.object('documentos/falsa.pdf')).toBeUndefined();
  });

  it('streams a file larger than one part as a multipart upload', async () => {
    const size = 6 * 1024 * 1024 + 123;
    await storage.put('documentos', 'grande.bin', bytes(size));
    expect((await s3.object('documentos/grande.bin'))?.length).toBe(size);
  });

  it('a stream that fails leaves no object behind, and its own error passes through', async () => {
    await expect(storage.put('documentos', 'roto.pdf', bytes(100_000, new Error('too large')))).rejects.toThrow('too large');
    await expect(storage.put('documentos', 'roto-grande.bin', bytes(6 * 1024 * 1024, new Error('cut off')))).rejects.toThrow('cut off');
    expect(await s3.object('documentos/roto.pdf')).toBeUndefined();
    expect(await s3.object('documentos/roto-grande.bin')).toBeUndefined();
  });

  it('a missing object is a 404, not a 500', async () => {
    await expect(storage.get('documentos', 'no-existe.pdf')).rejects.toMatchObject({ status: 404, message: MSG.notFound });
  });

  it('refuses keys that climb out of the bucket', async () => {
    await expect(s3Storage(settings()).then((st) => st.put('documentos', '../otro/x.pdf', bytes(10)))).rejects.toThrow(
      'invalid storage key',
    );
  });
});

describe('the file service on S3 storage (S3_ENDPOINT and S3_BUCKET set)', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    s3 = await startS3('portal');
    ctx = await createTestApp({
      env: { S3_ENDPOINT: s3.endpoint, S3_BUCKET: 'portal', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    });
    token = await ctx.login(DEMO.empresaCol);
  });
  afterAll(async () => {
    await ctx?.close();
    await s3?.close();
  });
  const upload = (size = 5000) => {
    const body = multipartBody([{ name: 'evidencia.pdf', content: pdfBytes(size) }]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/fo/files?kind=evidence-col',
      payload: body.payload,
      headers: { ...body.headers, ...ctx.auth(token) },
    });
  };
  const download = async (file: { bucket: string; path: string }) => {
    const sign = await ctx.app.inject({
      method: 'POST',
      url: '/api/fo/files/signal/col',
      headers: ctx.auth(token),
      payload: { bucket: file.bucket, path: file.path },
    });
    const url = new URL(sign.json().data.signal_url);
    return ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
  };
  const fileRows = async () => (await ctx.database.db.select().from(t.files)).length;

  it('an upload lands in the S3 bucket and its signed link downloads the same bytes; delete removes it', async () => {
    const up = await upload();
    expect(up.statusCode).toBe(200);
    const file = up.json().data.data[0];
    expect((await s3.object(`${file.bucket}/${file.path}`))?.equals(pdfBytes(5000))).toBe(true);
    const dl = await download(file);
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(pdfBytes(5000))).toBe(true);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/fo/files/${file.token}`, headers: ctx.auth(token) });
    expect(del.statusCode).toBe(200);
    expect(await s3.object(`${file.bucket}/${file.path}`)).toBeUndefined();
  });

  it('with the store down an upload answers 503 with a Spanish text and leaves no row; once it is back, uploads work again', async () => {
    const rows = await fileRows();
    await s3.stop();
    try {
      const res = await upload();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'storage_unavailable', message: MSG.storageUnavailable });
      expect(await fileRows()).toBe(rows);
    } finally {
      await s3.start();
    }
    const again = await upload();
    expect(again.statusCode).toBe(200);
    expect(await fileRows()).toBe(rows + 1);
  }, 60_000);

  it('a download whose object is missing answers 404', async () => {
    const file = (await upload()).json().data.data[0];
    await new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }).send(new DeleteObjectCommand({ Bucket: 'portal', Key: `${file.bucket}/${file.path}` }));
    const dl = await download(file);
    expect(dl.statusCode).toBe(404);
    expect(dl.json().message).toBe(MSG.notFound);
  });
});

describe('local disk storage', () => {
  const root = mkdtempSync(join(tmpdir(), 'vitrina-storage-'));
  const storage = localDiskStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stores, reads back and deletes a file', async () => {
    await storage.put('documentos', 'a/b.pdf', Readable.from([Buffer.from('hola')]));
    expect(await text(await storage.get('documentos', 'a/b.pdf'))).toBe('hola');
    await storage.remove('documentos', 'a/b.pdf');
    await expect(storage.get('documentos', 'a/b.pdf')).rejects.toThrow();
  });

  it('a stream that fails leaves no file or temporary part behind', async () => {
    await expect(storage.put('documentos', 'c/roto.pdf', bytes(200_000, new Error('too large')))).rejects.toThrow();
    expect(readdirSync(join(root, 'documentos', 'c'))).toEqual([]);
  });

  it('refuses paths outside its root', async () => {
    await expect(storage.put('documentos', '../../fuera.pdf', bytes(10))).rejects.toThrow('outside');
  });

  it('guarded: a missing file is a 404 without its path; a folder it cannot write is a 503', async () => {
    const guarded = guardedStorage(storage);
    const missing = await guarded.get('documentos', 'x/no-existe.pdf').catch((e: Error) => e);
    expect(missing).toMatchObject({ status: 404, message: MSG.notFound });
    expect(JSON.stringify(missing)).not.toContain(root);
    const failures: string[] = [];
    // a root that is a file, not a folder: nothing can be written under it
    const notAFolder = join(root, 'no-es-carpeta');
    writeFileSync(notAFolder, 'x');
    const blocked = guardedStorage(localDiskStorage(notAFolder), (_e, op) => failures.push(op));
    await expect(blocked.put('documentos', 'a.pdf', Readable.from([Buffer.from('x')]))).rejects.toMatchObject({
      status: 503,
      message: MSG.storageUnavailable,
    });
    expect(failures).toEqual(['put']);
  });
});

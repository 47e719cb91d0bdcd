import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage, s3Storage, type FileStorage } from './storage';
import { createTestApp, DEMO, type TestContext } from '../test/harness';
import { multipartBody, pdfBytes } from '../test/multipart';

/**
 * A minimal S3-compatible server (path-style PutObject, GetObject, DeleteObject and the
 * multipart calls) holding objects in memory, so the S3 storage is exercised over real HTTP
 * with the real SDK, the way it talks to MinIO or AWS.
 */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, Map<number, Buffer>>();
  const requests: { method: string; url: string; authorization?: string }[] = [];
  const body = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  };
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://s3');
    requests.push({ method: req.method!, url: url.pathname + url.search, authorization: req.headers.authorization });
    const key = decodeURIComponent(url.pathname.slice(1));
    const uploadId = url.searchParams.get('uploadId');
    if (req.method === 'PUT' && uploadId) {
      uploads.get(uploadId)!.set(Number(url.searchParams.get('partNumber')), await body(req));
      res.setHeader('ETag', `"part-${url.searchParams.get('partNumber')}"`);
      return res.end();
    }
    if (req.method === 'PUT') {
      objects.set(key, await body(req));
      res.setHeader('ETag', '"etag"');
      return res.end();
    }
    if (req.method === 'POST' && url.searchParams.has('uploads')) {
      const id = `u${uploads.size + 1}`;
      uploads.set(id, new Map());
      const [bucket, ...rest] = key.split('/');
      res.setHeader('Content-Type', 'application/xml');
      return res.end(
        `<?xml version="1.0"?><InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${rest.join('/')}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (req.method === 'POST' && uploadId) {
      await body(req);
      const parts = [...uploads.get(uploadId)!.entries()].sort(([a], [b]) => a - b).map(([, b]) => b);
      objects.set(key, Buffer.concat(parts));
      uploads.delete(uploadId);
      res.setHeader('Content-Type', 'application/xml');
      return res.end(
        `<?xml version="1.0"?><CompleteMultipartUploadResult><Key>${key}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`,
      );
    }
    if (req.method === 'DELETE' && uploadId) {
      uploads.delete(uploadId);
      res.statusCode = 204;
      return res.end();
    }
    if (req.method === 'GET') {
      const obj = objects.get(key);
      if (!obj) {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'application/xml');
        return res.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
      }
      res.setHeader('Content-Length', String(obj.length));
      return res.end(obj);
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.statusCode = 204;
      return res.end();
    }
    res.statusCode = 405;
    res.end();
  });
  return { server, objects, uploads, requests };
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

describe('S3-compatible storage', () => {
  const s3 = fakeS3();
  let storage: FileStorage;

  beforeAll(async () => {
    await new Promise<void>((r) => s3.server.listen(0, '127.0.0.1', r));
    const { port } = s3.server.address() as AddressInfo;
    storage = await s3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket: 'vitrina-files',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
    });
  });
  afterAll(() => new Promise((r) => s3.server.close(r)));

  it('stores, reads back and deletes an object under <S3 bucket>/<bucket>/<path>, signing each request', async () => {
    await storage.put('documentos', 'chl/2026/11/evidencia.pdf', Readable.from([Buffer.from('%PDF-1.4 hola')]));
    expect(s3.objects.get('vitrina-files/documentos/chl/2026/11/evidencia.pdf')?.toString()).toBe('%PDF-1.4 hola');
    expect(s3.requests.at(-1)?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);

    expect(await text(await storage.get('documentos', 'chl/2026/11/evidencia.pdf'))).toBe('%PDF-1.4 hola');

    await storage.remove('documentos', 'chl/2026/11/evidencia.pdf');
    expect(s3.objects.has('vitrina-files/documentos/chl/2026/11/evidencia.pdf')).toBe(false);
    await expect(storage.get('documentos', 'chl/2026/11/evidencia.pdf')).rejects.toThrow();
  });

  it('streams a file larger than one part as a multipart upload', async () => {
    const size = 6 * 1024 * 1024 + 123;
    await storage.put('documentos', 'grande.bin', bytes(size));
    expect(s3.objects.get('vitrina-files/documentos/grande.bin')?.length).toBe(size);
    expect(s3.requests.some((r) => r.method === 'POST' && r.url.includes('uploads'))).toBe(true);
  });

  it('a stream that fails leaves no object behind', async () => {
    await expect(storage.put('documentos', 'roto.pdf', bytes(100_000, new Error('too large')))).rejects.toThrow();
    expect(s3.objects.has('vitrina-files/documentos/roto.pdf')).toBe(false);
    expect(s3.uploads.size).toBe(0);
  });

  it('refuses keys that climb out of the bucket', async () => {
    await expect(storage.put('documentos', '../otro/x.pdf', bytes(10))).rejects.toThrow('invalid storage key');
  });
});

describe('the file service on S3 storage (S3_ENDPOINT and S3_BUCKET set)', () => {
  const s3 = fakeS3();
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    await new Promise<void>((r) => s3.server.listen(0, '127.0.0.1', r));
    const { port } = s3.server.address() as AddressInfo;
    ctx = await createTestApp({
      env: { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: 'portal', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' },
    });
    token = await ctx.login(DEMO.empresaCol);
  });
  afterAll(async () => {
    await ctx?.close();
    await new Promise((r) => s3.server.close(r));
  });

  it('an upload lands in the S3 bucket and its signed link downloads the same bytes; delete removes it', async () => {
    const body = multipartBody([{ name: 'evidencia.pdf', content: pdfBytes(5000) }]);
    const up = await ctx.app.inject({
      method: 'POST',
      url: '/api/fo/files?kind=evidence-col',
      payload: body.payload,
      headers: { ...body.headers, ...ctx.auth(token) },
    });
    expect(up.statusCode).toBe(200);
    const file = up.json().data.data[0];
    const key = `portal/${file.bucket}/${file.path}`;
    expect(s3.objects.get(key)?.equals(pdfBytes(5000))).toBe(true);

    const sign = await ctx.app.inject({
      method: 'POST',
      url: '/api/fo/files/signal/col',
      headers: ctx.auth(token),
      payload: { bucket: file.bucket, path: file.path },
    });
    const url = new URL(sign.json().data.signal_url);
    const dl = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(pdfBytes(5000))).toBe(true);

    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/fo/files/${file.token}`, headers: ctx.auth(token) });
    expect(del.statusCode).toBe(200);
    expect(s3.objects.has(key)).toBe(false);
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
});

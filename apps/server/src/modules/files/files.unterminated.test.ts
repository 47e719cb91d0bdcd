import { mkdtempSync, rmSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { filesUnder, openFdsUnder, pdfBytes, pngBytes } from '../../test/multipart';
import { OPERATOR_EMAIL } from '../../db/seed/notifications-seed';
import { DEMO_CLIENTS, demoTaxId } from '../../db/seed/demo-data';
import { configuredStorage } from '../../lib/storage';
import { unfinishedAnnouncement as announcement } from '../../test/request-bodies';

const IDLE_MS = 400;
const TAX_CHL = demoTaxId(DEMO_CLIENTS[0]!);
const BOUNDARY = '----vitrinaunterminated';

const fileHead = (field: string, name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
const jsonPart = (field: string, json: unknown) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(json)}\r\n`;

describe('unterminated multipart uploads', () => {
  let ctx: TestContext;
  let dir: string;
  let port: number;
  const tok: Record<string, string> = {};
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrina-unterminated-'));
    ctx = await createTestApp({ env: { FILES_DIR: dir, REQUEST_BODY_IDLE_MS: String(IDLE_MS) } });
    for (const u of [DEMO.empresaCol, DEMO.empresaChl, OPERATOR_EMAIL]) tok[u] = await ctx.login(u);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Sends the request head and `body` over a raw socket, announcing `length` bytes; resolves
   * with what the server wrote and how long it took to close the connection.
   */
  const raw = (url: string, who: string, body: Buffer, length: number) =>
    new Promise<{ response: string; ms: number }>((resolve, reject) => {
      const started = Date.now();
      const socket = connect(port, '127.0.0.1');
      let response = '';
      const guard = setTimeout(() => {
        socket.destroy();
        reject(new Error(`no answer and no close after 15 s: ${response}`));
      }, 15_000);
      socket.on('data', (d) => (response += d.toString()));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearTimeout(guard);
        resolve({ response, ms: Date.now() - started });
      });
      socket.write(
        `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${tok[who]}\r\n` +
          `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`,
      );
      socket.write(body);
    });

  const cases = [
    {
      route: 'POST /api/fo/files',
      url: '/api/fo/files?kind=evidence-col',
      who: DEMO.empresaCol,
      body: () => Buffer.concat([Buffer.from(fileHead('files', 'a.pdf')), pdfBytes(64 * 1024)]),
    },
    {
      route: 'POST /api/fo/announcements/publicaciones',
      url: '/api/fo/announcements/publicaciones',
      who: OPERATOR_EMAIL,
      body: () => Buffer.concat([Buffer.from(jsonPart('publicacion', announcement) + fileHead('files', 'a.png')), pngBytes(64 * 1024)]),
    },
    {
      route: 'POST /api/fo/sales/bulk/.../file',
      url: `/api/fo/sales/bulk/diaria/${TAX_CHL}/file`,
      who: DEMO.empresaChl,
      body: () => Buffer.concat([Buffer.from(fileHead('file', 'carga.xlsx')), Buffer.from('PK\x03\x04'), Buffer.alloc(64 * 1024, 1)]),
    },
  ];

  it.each(cases)('$route: a body that stops arriving is cut off after the idle time; no partial file or descriptor is left', async (c) => {
    const body = c.body();
    const { ms } = await raw(c.url, c.who, body, body.length + 1_000_000);
    // cut off by the idle time, not by the request timeout (minutes): the margin is for a loaded machine
    expect(ms).toBeLessThan(IDLE_MS + 8_000);
    // the storage's clean-up runs as the stream fails: give it a moment
    await new Promise((r) => setTimeout(r, 300));
    expect(filesUnder(dir).filter((f) => f.endsWith('.part'))).toEqual([]);
    expect(openFdsUnder(dir)).toEqual([]);
  });

  it.each(cases)('$route: a body that ends without its closing boundary → 400, no partial file', async (c) => {
    const body = c.body();
    const { response } = await raw(c.url, c.who, body, body.length);
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expect(response).toContain('"statusCode":400');
    await new Promise((r) => setTimeout(r, 300));
    expect(filesUnder(dir).filter((f) => f.endsWith('.part'))).toEqual([]);
    expect(openFdsUnder(dir)).toEqual([]);
  });

  it('stale .part files left by a crash are swept when the storage starts; recent ones and stored files stay', async () => {
    const root = mkdtempSync(join(tmpdir(), 'vitrina-sweep-'));
    try {
      mkdirSync(join(root, 'documentos', 'a'), { recursive: true });
      const stale = join(root, 'documentos', 'a', '.1111.part');
      const recent = join(root, 'documentos', 'a', '.2222.part');
      const kept = join(root, 'documentos', 'a', 'kept.pdf');
      for (const f of [stale, recent, kept]) writeFileSync(f, 'x');
      const old = new Date(Date.now() - 24 * 3600_000);
      utimesSync(stale, old, old);
      utimesSync(kept, old, old);
      await configuredStorage({ dir: root }, { sweepPartsOlderThanMs: 3600_000 });
      expect(filesUnder(join(root, 'documentos', 'a')).sort()).toEqual(['.2222.part', 'kept.pdf']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

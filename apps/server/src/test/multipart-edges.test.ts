import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestContext } from './harness';
import { filesUnder, openFdsUnder } from './multipart';
import { OPERATOR_EMAIL } from '../db/seed/notifications-seed';
import { SUPPORT_EMAIL } from '../db/seed/help-seed';
import { DEMO_CLIENTS, demoTaxId } from '../db/seed/demo-data';
import * as t from '../db/schema/index';
import { climaTicket as clima, unfinishedAnnouncement } from './request-bodies';

/**
 * The eight multipart routes against bodies a broken or hostile client sends: one complete by its
 * Content-Length but without the closing boundary (tiny, so it has fully arrived while the route
 * still loads the caller: each request is its session's first), and one whose type names no
 * boundary. Each is answered 400 at once and leaves no partial file and no open descriptor.
 */
const BOUNDARY = 'XyZ';
const TAX_CHL = demoTaxId(DEMO_CLIENTS[0]!);
const SUPPORT = SUPPORT_EMAIL;
// the whole app runs under this deadline, sign-ins too: long enough for a password check on a
// loaded machine (2 cores shared with the browser tests), short enough for eight stalled uploads
const DEADLINE_MS = 4_000;

const json = (field: string, value: unknown) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(value)}\r\n`;
/** A file part that starts and is never closed: the body ends inside it. */
const openFile = (field: string, name: string, type: string, bytes: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n${bytes}`;
const PDF = '%PDF-1.4\n';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('latin1');
/** The body's bytes: text as UTF-8, except the file's bytes (after the last part head) as they are. */
const bytesOf = (body: string) => {
  const at = body.lastIndexOf('\r\n\r\n') + 4;
  return Buffer.concat([Buffer.from(body.slice(0, at), 'utf8'), Buffer.from(body.slice(at), 'latin1')]);
};

describe('multipart bodies without a closing boundary or without a boundary', () => {
  let ctx: TestContext;
  let dir: string;
  let port: number;
  let ticketId = 0;
  let andes = '';
  let brand = '';
  let buildings: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrina-mp-edges-'));
    // the idle cut-off is off here, so that only the request deadline can end a stalled upload
    ctx = await createTestApp({ env: { FILES_DIR: dir, REQUEST_BODY_IDLE_MS: '0', REQUEST_DEADLINE_MS: String(DEADLINE_MS) } });
    const db = ctx.database.db;
    andes = (await db.select().from(t.clients).where(eq(t.clients.name, 'Inversiones Andes Retail SpA')))[0]!.id;
    const tok = await ctx.login(DEMO.empresaChl);
    const brands = await ctx.app.inject({ method: 'GET', url: '/api/fo/discounts/brands', headers: ctx.auth(tok) });
    const b = brands.json().brands.find((x: { buildings: unknown[] }) => x.buildings.length);
    brand = b.id;
    buildings = b.buildings.map((x: { id: string }) => x.id);
    const local = await ctx.login(DEMO.localChl);
    const boundary = 'seed';
    const ticket = await ctx.app.inject({
      method: 'POST',
      url: '/api/fo/tickets/ticket',
      headers: { ...ctx.auth(local), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="ticket"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(clima)}\r\n--${boundary}--\r\n`,
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    ticketId = ticket.json().data.id ?? ticket.json().id;
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as { port: number }).port;
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Sends a request over a raw socket, announcing `length` bytes (the body's by default); resolves
   * with what came back (or 'no answer' after 8 s).
   */
  const send = (method: string, url: string, token: string, contentType: string, body: string, length?: number) =>
    new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let response = '';
      const guard = setTimeout(() => {
        socket.destroy();
        resolve(`no answer ${response}`);
      }, 8_000);
      socket.on('data', (d) => (response += d.toString()));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearTimeout(guard);
        resolve(response);
      });
      const bytes = bytesOf(body);
      socket.write(
        `${method} ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: ${contentType}\r\nContent-Length: ${length ?? bytes.length}\r\nConnection: close\r\n\r\n`,
      );
      socket.write(bytes);
    });

  const cases = () => [
    {
      route: 'POST /files',
      method: 'POST',
      url: '/api/fo/files?kind=evidence-col',
      who: DEMO.empresaCol,
      body: openFile('files', 'a.pdf', 'application/pdf', PDF),
    },
    {
      route: 'POST /announcements/publicaciones',
      method: 'POST',
      url: '/api/fo/announcements/publicaciones',
      who: OPERATOR_EMAIL,
      body: json('publicacion', unfinishedAnnouncement) + openFile('files', 'a.pdf', 'application/pdf', PDF),
    },
    {
      route: 'POST /sales/bulk/…/file',
      method: 'POST',
      url: `/api/fo/sales/bulk/diaria/${TAX_CHL}/file`,
      who: DEMO.empresaChl,
      body: openFile('file', 'carga.xlsx', 'application/octet-stream', 'PK\x03\x04'),
    },
    {
      route: 'POST /faqs/contacto',
      method: 'POST',
      url: '/api/fo/faqs/contacto',
      who: DEMO.localChl,
      body:
        json('solicitud', { area: 'IT', tipo: 'Software', descripcion: 'No carga el informe' }) +
        openFile('files', 'a.pdf', 'application/pdf', PDF),
    },
    {
      route: 'POST /tickets/ticket',
      method: 'POST',
      url: '/api/fo/tickets/ticket',
      who: DEMO.localChl,
      body: json('ticket', clima) + openFile('files', 'a.pdf', 'application/pdf', PDF),
    },
    {
      route: 'POST /tickets/ticket/{id}/messages',
      method: 'POST',
      url: `/api/fo/tickets/ticket/${ticketId}/messages`,
      who: SUPPORT,
      body: json('respuesta', { body: 'Revisamos tu caso.' }) + openFile('files', 'a.pdf', 'application/pdf', PDF),
    },
    {
      route: 'POST /discounts',
      method: 'POST',
      url: '/api/fo/discounts',
      who: DEMO.empresaChl,
      body:
        json('descuento', {
          name: 'Cyber descuento',
          discount_type: '%',
          value: 25,
          brand_id: brand,
          description: 'Un 25% en toda la tienda',
          conditions: 'No acumulable',
          buildings_ids: buildings,
          start: '2026-11-22',
          end: '2026-12-31',
          week_days: '1234567',
        }) + openFile('file', 'logo.png', 'image/png', PNG),
    },
    {
      route: 'PUT /companies/empresas',
      method: 'PUT',
      url: '/api/fo/companies/empresas',
      who: DEMO.empresaChl,
      body: json('empresa', { id: andes, website: 'https://andes.example.cl' }) + openFile('file', 'logo.png', 'image/png', PNG),
    },
  ];

  it('a body that ends inside a file part, sent as a session first request → 400 at once on all eight routes; no partial file, no descriptor left', async () => {
    const answers: Record<string, string> = {};
    for (const c of cases()) {
      const token = await ctx.login(c.who);
      const res = await send(c.method, c.url, token, `multipart/form-data; boundary=${BOUNDARY}`, c.body);
      answers[c.route] = res.split('\r\n')[0]!;
    }
    expect(answers).toEqual(Object.fromEntries(cases().map((c) => [c.route, 'HTTP/1.1 400 Bad Request'])));
    await new Promise((r) => setTimeout(r, 300));
    expect(filesUnder(dir).filter((f) => f.endsWith('.part'))).toEqual([]);
    expect(openFdsUnder(dir)).toEqual([]);
  }, 120_000);

  it('multipart/form-data without a boundary → 400 on all eight routes', async () => {
    const answers: Record<string, string> = {};
    for (const c of cases()) {
      const token = await ctx.login(c.who);
      const res = await send(c.method, c.url, token, 'multipart/form-data', c.body);
      answers[c.route] = res.split('\r\n')[0]!;
      if (!res.startsWith('HTTP/1.1 400')) continue;
      expect(res).toContain('"statusCode":400');
    }
    expect(answers).toEqual(Object.fromEntries(cases().map((c) => [c.route, 'HTTP/1.1 400 Bad Request'])));
  }, 120_000);

  it('an upload that stops arriving is answered 503 at the request deadline on all eight routes; its partial file and descriptor are gone', async () => {
    const answers: Record<string, string> = {};
    const tooSlow: string[] = [];
    for (const c of cases()) {
      const token = await ctx.login(c.who);
      const started = Date.now();
      const res = await send(c.method, c.url, token, `multipart/form-data; boundary=${BOUNDARY}`, c.body, bytesOf(c.body).length + 100_000);
      if (Date.now() - started > DEADLINE_MS + 3_000) tooSlow.push(c.route);
      answers[c.route] = res.split('\r\n')[0]!;
      if (res.startsWith('HTTP/1.1 503'))
        expect(res).toContain('"message":"El servicio no está disponible en este momento, intenta nuevamente"');
    }
    expect(answers).toEqual(Object.fromEntries(cases().map((c) => [c.route, 'HTTP/1.1 503 Service Unavailable'])));
    expect(tooSlow).toEqual([]);
    await new Promise((r) => setTimeout(r, 300));
    expect(filesUnder(dir).filter((f) => f.endsWith('.part'))).toEqual([]);
    expect(openFdsUnder(dir)).toEqual([]);
  }, 120_000);
});

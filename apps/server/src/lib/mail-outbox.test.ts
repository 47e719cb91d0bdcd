import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { eq, sql } from 'drizzle-orm';
import { MAIL_MSG } from '@vitrina/domain/notifications/mail.messages';
import { createTestApp, DEMO, type TestContext } from '../test/harness';
import * as t from '../db/schema/index';

// A real SMTP server (smtp-server) started here, taken down and brought back on the same port;
// what it receives is read with mailparser. The app talks to it through SMTP_URL.

let ctx: TestContext;
let port = 0;
let server: SMTPServer | undefined;
/** while set, the SMTP server holds every message at MAIL FROM until it settles */
let stall: Promise<void> | undefined;
const received: ParsedMail[] = [];
const RETRY = { maxAttempts: 4, backoffMs: 1_000, maxBackoffMs: 4_000 };

async function smtpUp() {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    disableReverseLookup: true,
    // a connection still open when the server is taken down is cut after a second
    closeTimeout: 1_000,
    onMailFrom: (_address, _session, cb) => void (stall ?? Promise.resolve()).then(() => cb()),
    onData: (stream, _session, cb) =>
      void simpleParser(stream).then(
        (m) => {
          received.push(m);
          cb();
        },
        (err: Error) => cb(err),
      ),
  });
  await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
}
async function smtpDown() {
  await new Promise<void>((resolve) => server!.close(resolve));
  server = undefined;
}
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = s.address() as { port: number };
      s.close(() => resolve(p));
    });
  });

const to = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address;
const receivedBy = (email: string) => received.filter((m) => to(m) === email);
const rowsTo = (email: string) =>
  ctx.database.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, email)).orderBy(t.mailOutbox.created_at);
const resetPass = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/fo/auth/reset-pass', payload: { username: email } });
let empresa = '';
let ANDES = '';
const createUser = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/fo/auth/clients/${ANDES}/users`,
    headers: ctx.auth(empresa),
    payload: {
      country_id: 'chl',
      email,
      first_name: 'Daniela',
      last_name: 'Soto Vera',
      phone: '9 1234 5678',
      position: 'Jefa de local',
      assignments: [],
      permissions: [12],
    },
  });
/** runs SQL the app's statements then trip over (a trigger standing for a failure at that point) */
const exec = (text: string) => ctx.database.db.execute(sql.raw(text));

beforeAll(async () => {
  port = await freePort();
  await smtpUp();
  ctx = await createTestApp({
    waitForMail: false,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_MAX_ATTEMPTS: String(RETRY.maxAttempts),
      MAIL_RETRY_BACKOFF_MS: String(RETRY.backoffMs),
      MAIL_RETRY_MAX_BACKOFF_MS: String(RETRY.maxBackoffMs),
    },
  });
  empresa = await ctx.login(DEMO.empresaChl);
  ANDES = (await ctx.app.inject({ method: 'GET', url: '/api/fo/auth/me', headers: ctx.auth(empresa) })).json().user.clients[0].id;
  await exec(`CREATE FUNCTION vitrina_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'falla simulada'; END $$`);
});
afterAll(async () => {
  await ctx?.close();
  if (server) await smtpDown();
});

describe('mail during an SMTP outage', () => {
  it('every request that causes mail answers 2xx while the server is down; once it is back each message arrives once, none lost', async () => {
    await smtpDown();
    const resets = [DEMO.empresaChl, DEMO.marcaChl, DEMO.localChl, DEMO.empresaPer, DEMO.empresaArg, DEMO.empresaCol];
    for (const email of resets) expect((await resetPass(email)).statusCode).toBe(200);
    const created = await createUser('caida.smtp@tienda.test');
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().warning).toBeUndefined();
    await ctx.app.mailer.idle();
    const sentTo = [...resets, 'caida.smtp@tienda.test'];
    for (const email of sentTo)
      expect(await rowsTo(email)).toMatchObject([{ status: 'pending', attempts: 1, last_error: expect.stringMatching(/ECONNREFUSED/) }]);
    expect(received).toHaveLength(0);
    expect(await ctx.app.mailer.stats()).toMatchObject({ pending: sentTo.length, sending: 0, failed: 0 });

    await smtpUp();
    ctx.clock.advance(RETRY.backoffMs);
    expect(await ctx.app.mailer.deliverDue()).toMatchObject({ sent: sentTo.length, retry: 0, failed: 0 });
    await ctx.app.mailer.deliverDue();
    for (const email of sentTo) {
      const [row] = await rowsTo(email);
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });
      expect(receivedBy(email).map((m) => m.messageId)).toEqual([row!.message_id]);
    }
    expect(received).toHaveLength(sentTo.length);
    expect(receivedBy('caida.smtp@tienda.test')[0]!.text).toMatch(/configurar_password\//);
    expect(await ctx.app.mailer.stats()).toMatchObject({ pending: 0, sending: 0, failed: 0, oldestPendingSeconds: 0 });
  });

  it('a mail server that does not answer never holds the request: it answers while the message is with the server', async () => {
    let release = () => {};
    stall = new Promise((r) => (release = r));
    try {
      expect((await resetPass(DEMO.auditor)).statusCode).toBe(200);
      await expect.poll(async () => (await rowsTo(DEMO.auditor)).map((r) => r.status)).toEqual(['sending']);
      expect(receivedBy(DEMO.auditor)).toHaveLength(0);
    } finally {
      release();
      stall = undefined;
    }
    await ctx.app.mailer.idle();
    expect(receivedBy(DEMO.auditor)).toHaveLength(1);
    expect(await rowsTo(DEMO.auditor)).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  it('retries after a doubling wait up to the cap, then shows as failed with the reason; an administrator’s retry sends it', async () => {
    await smtpDown();
    expect((await resetPass(DEMO.finanzas)).statusCode).toBe(200);
    await ctx.app.mailer.idle();
    const row = async () => (await rowsTo(DEMO.finanzas))[0]!;
    // waits after attempts 1, 2, 3: 1 s, 2 s, 4 s (the cap)
    for (const wait of [1_000, 2_000, 4_000]) {
      const before = await row();
      expect(before).toMatchObject({ status: 'pending' });
      expect(before.next_attempt_at.getTime() - ctx.clock.now().getTime()).toBe(wait);
      ctx.clock.advance(wait - 1);
      await ctx.app.mailer.deliverDue();
      expect((await row()).attempts).toBe(before.attempts);
      ctx.clock.advance(1);
      await ctx.app.mailer.deliverDue();
      expect((await row()).attempts).toBe(before.attempts + 1);
    }
    const failed = await row();
    expect(failed).toMatchObject({ status: 'failed', attempts: RETRY.maxAttempts });
    expect(failed.last_error).toMatch(/^No se pudo enviar el correo tras 4 intentos: .*ECONNREFUSED/);
    ctx.clock.advance(3_600_000);
    await ctx.app.mailer.deliverDue();
    expect(await row()).toMatchObject({ status: 'failed', attempts: RETRY.maxAttempts });
    expect(await ctx.app.mailer.stats()).toMatchObject({ failed: 1 });

    await smtpUp();
    expect(await ctx.app.mailer.retry(failed.id)).toBe(true);
    expect(await ctx.app.mailer.retry(failed.id)).toBe(false);
    await ctx.app.mailer.deliverDue();
    expect(await row()).toMatchObject({ status: 'sent', attempts: 1 });
    expect(receivedBy(DEMO.finanzas).map((m) => m.messageId)).toEqual([failed.message_id]);
  });

  it('a crash between the send and its mark sends nothing twice: the message shows as failed, to be decided by a person', async () => {
    // the mark after the send fails (as when the process dies there): the row stays 'sending'
    await exec(
      `CREATE TRIGGER vitrina_test_mark BEFORE UPDATE ON mail_outbox FOR EACH ROW WHEN (NEW.status = 'sent') EXECUTE FUNCTION vitrina_test_fail()`,
    );
    try {
      expect((await resetPass(DEMO.marcaChl)).statusCode).toBe(200);
      await ctx.app.mailer.idle();
    } finally {
      await exec('DROP TRIGGER vitrina_test_mark ON mail_outbox');
    }
    const row = async () => (await rowsTo(DEMO.marcaChl)).at(-1)!;
    expect(await row()).toMatchObject({ status: 'sending' });
    const count = receivedBy(DEMO.marcaChl).length;
    // while its lease runs nobody touches it; after it, it is failed, not sent again
    await ctx.app.mailer.deliverDue();
    expect(await row()).toMatchObject({ status: 'sending' });
    ctx.clock.advance(ctx.config.mail.retry.leaseMs);
    expect(await ctx.app.mailer.deliverDue()).toMatchObject({ failed: 1, sent: 0 });
    await ctx.app.mailer.deliverDue();
    const failed = await row();
    expect(failed).toMatchObject({ status: 'failed', last_error: MAIL_MSG.interrupted });
    expect(receivedBy(DEMO.marcaChl)).toHaveLength(count);
    // sent again only by a person's decision, with the same Message-ID: the copy is recognisable
    expect(await ctx.app.mailer.retry(failed.id)).toBe(true);
    await ctx.app.mailer.deliverDue();
    expect(receivedBy(DEMO.marcaChl)).toHaveLength(count + 1);
    expect(receivedBy(DEMO.marcaChl).at(-1)!.messageId).toBe(failed.message_id);
    expect(receivedBy(DEMO.marcaChl).at(-2)!.messageId).toBe(failed.message_id);
  });
});

describe('the e-mail and the change that causes it commit or roll back together', () => {
  // the clock moved past the idle limit above
  beforeAll(async () => {
    empresa = await ctx.login(DEMO.empresaChl);
  });

  it('a refused change writes no e-mail', async () => {
    const rows = await ctx.database.db.select().from(t.mailOutbox);
    const bad = await createUser('no es un correo');
    expect(bad.statusCode).toBe(400);
    const taken = await createUser('caida.smtp@tienda.test');
    expect(taken.statusCode).toBe(409);
    expect(await ctx.database.db.select().from(t.mailOutbox)).toHaveLength(rows.length);
  });

  it('a change that fails after its e-mail was written leaves neither; the same change then commits both', async () => {
    const email = 'junto.con.su.correo@tienda.test';
    // the audit row written after the e-mail, in the same transaction, fails
    await exec(
      `CREATE TRIGGER vitrina_test_audit BEFORE INSERT ON audit_log FOR EACH ROW WHEN (NEW.action = 'user_welcome_sent') EXECUTE FUNCTION vitrina_test_fail()`,
    );
    try {
      expect((await createUser(email)).statusCode).toBe(500);
    } finally {
      await exec('DROP TRIGGER vitrina_test_audit ON audit_log');
    }
    await ctx.app.mailer.idle();
    expect(await ctx.database.db.select().from(t.users).where(eq(t.users.email, email))).toEqual([]);
    expect(await rowsTo(email)).toEqual([]);
    expect(receivedBy(email)).toEqual([]);

    expect((await createUser(email)).statusCode).toBe(200);
    await ctx.app.mailer.idle();
    expect(await ctx.database.db.select().from(t.users).where(eq(t.users.email, email))).toHaveLength(1);
    expect(await rowsTo(email)).toMatchObject([{ status: 'sent' }]);
    expect(receivedBy(email)).toHaveLength(1);
  });
});

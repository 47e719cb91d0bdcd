import type { QueueDef } from './jobs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@vitrina/domain/common/clock';
import type { Db } from '../db/client';
import { createMailOutbox, type MailMessage, type MailOutbox, type MailRetryOptions, type MailTransport } from './mail-outbox';
import { createMailOutboxRepo } from './mail-outbox.repo';

export type { MailMessage } from './mail-outbox';

export interface SentMail extends MailMessage {
  id: string;
  at: string;
}

export interface Mailer extends MailOutbox {
  /**
   * Writes one message to the outbox on its own (a change that has a transaction writes it there
   * with `enqueue`) and starts delivering it. Pass the request's logger (`req.log`) so the mail's
   * log lines carry the request id.
   */
  send(message: MailMessage, log?: FastifyBaseLogger): Promise<void>;
  /** what hands the messages over (tests replace it to take the mail server away) */
  transport: MailTransport;
  /** messages written to the local outbox (no SMTP configured) */
  readonly outbox: SentMail[];
  readonly outboxDir?: string;
}

/** A nodemailer transport made on the first message (the library loads then: many processes send none for a long time). */
function lazyTransport(options: object): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then((m) => m.default.createTransport(options)));
}

/** SMTP through nodemailer; its timeouts stay well under the send lease. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transport = lazyTransport({ url, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  return {
    async send(m, log) {
      await (await transport()).sendMail({ from, ...m });
      log.info({ to: m.to, subject: m.subject, messageId: m.messageId }, 'mail sent');
    },
  };
}

/** The local outbox (`DATA_DIR/outbox/*.json`, and a list in memory) that demos and tests read. */
function fileTransport(from: string, outbox: SentMail[], outboxDir: string | undefined): MailTransport {
  if (outboxDir) mkdirSync(outboxDir, { recursive: true });
  const transport = lazyTransport({ jsonTransport: true });
  let seq = 0;
  return {
    async send({ messageId, ...m }, log) {
      const info = await (await transport()).sendMail({ from, messageId, ...m });
      const at = new Date().toISOString();
      const id = `${at.replace(/[:.]/g, '-')}-${++seq}`;
      const mail: SentMail = { id, at, ...m };
      outbox.push(mail);
      if (outbox.length > 200) outbox.shift();
      if (outboxDir) {
        const attachments = mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length }));
        writeFileSync(join(outboxDir, `${id}.json`), JSON.stringify({ ...mail, attachments, raw: info.message }, null, 2));
      }
      log.info({ to: m.to, subject: m.subject, outbox: outboxDir, text: m.text }, 'mail written to the local outbox');
    },
  };
}

/**
 * The server's mail: every message through the outbox table, handed to SMTP when `SMTP_URL` is
 * set, otherwise to the local outbox (`DATA_DIR/outbox/*.json`) that the server logs and tests read.
 */
export function createMailer(opts: {
  db: Db;
  clock: Clock;
  smtpUrl?: string;
  from: string;
  outboxDir?: string;
  log: FastifyBaseLogger;
  retry: MailRetryOptions;
}): Mailer {
  const outbox: SentMail[] = [];
  const domain = /@([^>\s]+)/.exec(opts.from)?.[1] ?? 'vitrina.invalid';
  const mailer = {
    outbox,
    outboxDir: opts.smtpUrl ? undefined : opts.outboxDir,
    transport: opts.smtpUrl ? smtpTransport(opts.smtpUrl, opts.from) : fileTransport(opts.from, outbox, opts.outboxDir),
  } as Mailer;
  const queue = createMailOutbox({
    repo: createMailOutboxRepo(opts.db),
    transport: () => mailer.transport,
    clock: opts.clock,
    log: opts.log,
    domain,
    retry: opts.retry,
  });
  return Object.assign(mailer, queue, {
    async send(m: MailMessage, log?: FastifyBaseLogger) {
      queue.deliverSoon(await queue.enqueue(m, { log }));
    },
  });
}

/**
 * The job engine's 'mail' queue: every minute (over all instances, once) the due e-mails of the
 * outbox are sent: retries whose wait is over, and those a stopped process left. An e-mail is first
 * tried right after its change commits (deliverSoon); this is what catches the rest. Its own
 * retries are the outbox's (each row's attempts and next attempt), so the sweep is not retried.
 */
export function mailQueue(mailer: Pick<MailOutbox, 'deliverDue'>, sweep: boolean): QueueDef<object> {
  return {
    name: 'mail',
    handler: async () => {
      await mailer.deliverDue();
    },
    retryLimit: 0,
    retryDelaySeconds: 0,
    retryBackoff: false,
    expireInSeconds: 300,
    ...(sweep ? { schedule: { cron: '* * * * *', timeZone: 'UTC' } } : {}),
  };
}

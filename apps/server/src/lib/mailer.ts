import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** files sent with the message (a declaration receipt) */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface SentMail extends MailMessage {
  id: string;
  at: string;
}

export interface Mailer {
  /**
   * Sends one message. Pass the request's logger (`req.log`) so the mail's log line carries the
   * request id; without it the server's logger is used.
   */
  send(message: MailMessage, log?: FastifyBaseLogger): Promise<void>;
  /** messages written to the local outbox (no SMTP configured) */
  readonly outbox: SentMail[];
  readonly outboxDir?: string;
}

/**
 * Mail through nodemailer over SMTP when `SMTP_URL` is set; otherwise into a local outbox
 * (`DATA_DIR/outbox/*.json`) that the server logs and tests read.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir?: string; log: FastifyBaseLogger }): Mailer {
  const outbox: SentMail[] = [];
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      outbox,
      async send(m, log = opts.log) {
        await transport.sendMail({ from: opts.from, ...m });
        log.info({ to: m.to, subject: m.subject }, 'mail sent');
      },
    };
  }
  if (opts.outboxDir) mkdirSync(opts.outboxDir, { recursive: true });
  const transport = nodemailer.createTransport({ jsonTransport: true });
  let seq = 0;
  return {
    outbox,
    outboxDir: opts.outboxDir,
    async send(m, log = opts.log) {
      const info = await transport.sendMail({ from: opts.from, ...m });
      const at = new Date().toISOString();
      const id = `${at.replace(/[:.]/g, '-')}-${++seq}`;
      const mail: SentMail = { id, at, ...m };
      outbox.push(mail);
      if (outbox.length > 200) outbox.shift();
      if (opts.outboxDir) {
        const attachments = mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length }));
        writeFileSync(join(opts.outboxDir, `${id}.json`), JSON.stringify({ ...mail, attachments, raw: info.message }, null, 2));
      }
      log.info({ to: m.to, subject: m.subject, outbox: opts.outboxDir, text: m.text }, 'mail written to the local outbox');
    },
  };
}

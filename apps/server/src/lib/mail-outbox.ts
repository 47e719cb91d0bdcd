import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@vitrina/domain/common/clock';
import { MAIL_MSG } from '@vitrina/domain/notifications/mail.messages';
import type { Db } from '../db/client';
import type { MailOutboxRepo, OutboxRow } from './mail-outbox.repo';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** files sent with the message (a declaration receipt) */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** A message as the transport gets it: with its Message-ID, the same on every attempt. */
export interface OutgoingMail extends MailMessage {
  messageId: string;
}

/** What hands a message over: SMTP, or the local outbox folder (mailer.ts). */
export interface MailTransport {
  send(mail: OutgoingMail, log: FastifyBaseLogger): Promise<void>;
}

export interface MailRetryOptions {
  /** attempts before a message is marked failed */
  maxAttempts: number;
  /** wait after the first failed attempt; doubled after each one */
  backoffMs: number;
  /** the longest wait between two attempts */
  maxBackoffMs: number;
  /** how long a message may stay with the transport; past it the send counts as interrupted */
  leaseMs: number;
}

export type Delivery = 'sent' | 'retry' | 'failed' | 'skipped';

export interface FailedMail {
  id: string;
  to: string;
  subject: string;
  attempts: number;
  last_error: string | null;
  created_at: Date;
}

export interface MailQueueStats {
  /** messages waiting to be sent (first attempt or a retry) */
  pending: number;
  /** messages with the transport now */
  sending: number;
  /** messages that need an administrator (last attempt failed, or interrupted) */
  failed: number;
  /** age in seconds of the oldest message still pending (0 when none) */
  oldestPendingSeconds: number;
}

/**
 * The mail outbox: every message is a row written with the change that causes it (`enqueue`,
 * in that change's transaction), then handed to the transport by `deliver` / `deliverDue`, which
 * whatever runs background work calls. No timer here.
 */
export interface MailOutbox {
  /** Writes one message (in `tx` when given); answers its id. Call `deliverSoon(id)` once `tx` committed. */
  enqueue(message: MailMessage, opts?: { tx?: Db; log?: FastifyBaseLogger }): Promise<string>;
  /** Starts delivering one message now without waiting for it (an error is logged, never thrown). */
  deliverSoon(id: string): void;
  /** Sends one message if it is due and nobody else has it. */
  deliver(id: string): Promise<Delivery>;
  /** Fails interrupted sends, then sends up to `limit` due messages; answers how each went. */
  deliverDue(limit?: number): Promise<Record<Delivery, number>>;
  /** Sends a failed message again (an administrator's decision); false when it is not failed. */
  retry(id: string): Promise<boolean>;
  /** Queue depth and age (metrics). */
  stats(): Promise<MailQueueStats>;
  /** The failed messages, latest first (the console's background jobs). */
  failed(limit?: number): Promise<FailedMail[]>;
  /** Waits for the deliveries started by `deliverSoon` (tests, shutdown). */
  idle(): Promise<void>;
}

const errorText = (err: unknown) => String((err as Error)?.message ?? err).slice(0, 2000);

/** The wait before attempt n + 1 after n failed ones: doubled each time, up to the cap. */
export const retryDelayMs = (failed: number, o: Pick<MailRetryOptions, 'backoffMs' | 'maxBackoffMs'>) =>
  Math.min(o.backoffMs * 2 ** Math.max(0, failed - 1), o.maxBackoffMs);

/** The request id of a request's logger (its mail's log lines carry it too). */
const requestIdOf = (log?: FastifyBaseLogger) =>
  (log as { bindings?: () => { reqId?: unknown } } | undefined)?.bindings?.().reqId?.toString().slice(0, 100) ?? null;

export function createMailOutbox(d: {
  repo: MailOutboxRepo;
  /** read on every attempt (tests swap it) */
  transport: () => MailTransport;
  clock: Clock;
  log: FastifyBaseLogger;
  /** the right-hand side of the Message-IDs */
  domain: string;
  retry: MailRetryOptions;
}): MailOutbox {
  const { repo, clock, retry } = d;
  const inflight = new Set<Promise<unknown>>();

  async function attempt(row: OutboxRow): Promise<Delivery> {
    const log = row.request_id ? d.log.child({ reqId: row.request_id }) : d.log;
    const about = { mailId: row.id, to: row.to, subject: row.subject, attempt: row.attempts };
    try {
      await d.transport().send(
        {
          messageId: row.message_id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          attachments: row.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content, 'base64') })),
        },
        log,
      );
    } catch (err) {
      const error = errorText(err);
      if (row.attempts >= retry.maxAttempts) {
        await repo.markFailed(row.id, MAIL_MSG.gaveUp(row.attempts, error));
        log.error({ ...about, err }, 'mail not sent after the last attempt: marked failed');
        return 'failed';
      }
      const at = new Date(clock.now().getTime() + retryDelayMs(row.attempts, retry));
      await repo.reschedule(row.id, at, error);
      log.warn({ ...about, err, retryAt: at.toISOString() }, 'mail not sent: will retry');
      return 'retry';
    }
    // Sent, then marked: if the mark is lost (crash, database away) the row stays 'sending' and,
    // once its lease runs out, shows as failed for a person to decide — never resent by itself,
    // since it may have gone out (at most once; the stable Message-ID makes a resend recognisable).
    await repo.markSent(row.id, clock.now());
    return 'sent';
  }

  const lease = () => {
    const now = clock.now();
    return { now, until: new Date(now.getTime() + retry.leaseMs) };
  };

  async function deliver(id: string): Promise<Delivery> {
    const { now, until } = lease();
    const row = await repo.claim(id, now, until);
    return row ? attempt(row) : 'skipped';
  }

  return {
    async enqueue(m, opts = {}) {
      const now = clock.now();
      const id = randomUUID();
      return repo.insert(
        {
          id,
          message_id: `<${id}@${d.domain}>`,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          attachments:
            m.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content.toString('base64') })) ??
            null,
          next_attempt_at: now,
          request_id: requestIdOf(opts.log),
          created_at: now,
        },
        opts.tx,
      );
    },

    deliverSoon(id) {
      const p = deliver(id)
        .catch((err) => d.log.error({ err, mailId: id }, 'mail delivery failed to run; the next delivery run picks it up'))
        .finally(() => inflight.delete(p));
      inflight.add(p);
    },

    deliver,

    async deliverDue(limit = 20) {
      const done: Record<Delivery, number> = { sent: 0, retry: 0, failed: 0, skipped: 0 };
      const interrupted = await repo.failInterrupted(clock.now(), MAIL_MSG.interrupted);
      for (const mailId of interrupted) d.log.warn({ mailId }, 'mail send interrupted (it may have gone out): marked failed, not resent');
      done.failed += interrupted.length;
      const { now, until } = lease();
      for (const row of await repo.claimDue(now, until, limit)) done[await attempt(row)]++;
      return done;
    },

    retry: (id) => repo.retry(id, clock.now()),

    failed: (limit = 100) => repo.failed(limit),

    async stats() {
      const rows = await repo.countsByStatus();
      const of = (s: string) => rows.find((r) => r.status === s);
      const oldest = of('pending')?.oldest;
      return {
        pending: of('pending')?.n ?? 0,
        sending: of('sending')?.n ?? 0,
        failed: of('failed')?.n ?? 0,
        oldestPendingSeconds: oldest ? Math.max(0, (clock.now().getTime() - new Date(oldest).getTime()) / 1000) : 0,
      };
    },

    async idle() {
      while (inflight.size) await Promise.allSettled([...inflight]);
    },
  };
}

import { pgTable, text, uuid, integer, jsonb, index } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/** A file sent with a message, its content in base64 (a declaration receipt's PDF). */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every e-mail the server sends, written in the transaction of the change that causes it and
 * delivered afterwards by the mail sender (lib/mail-outbox.ts):
 * 'pending' (due at next_attempt_at) → 'sending' (handed to the transport until lease_until) →
 * 'sent', or back to 'pending' with a later next_attempt_at after a failure, or 'failed' after the
 * last attempt or when a send was interrupted (last_error says why, in Spanish; an administrator
 * can send it again).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the Message-ID header, the same on every attempt: a copy sent twice is recognisable */
    message_id: text('message_id').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    /** 'pending', 'sending', 'sent' or 'failed' */
    status: text('status').notNull().default('pending'),
    /** the attempts made so far */
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: ts('next_attempt_at').notNull(),
    /** while 'sending': past it, the send was interrupted (the process died) */
    lease_until: ts('lease_until'),
    last_error: text('last_error'),
    /** the request that caused the message (its log lines carry it) */
    request_id: text('request_id'),
    created_at: ts('created_at').notNull(),
    sent_at: ts('sent_at'),
  },
  (t) => [index('mail_outbox_due').on(t.status, t.next_attempt_at)],
);

import { and, asc, count, desc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema/index';

export type OutboxRow = typeof t.mailOutbox.$inferSelect;
export type NewOutboxRow = typeof t.mailOutbox.$inferInsert;

/** Queries of the mail outbox. No rules here: the sender (mail-outbox.ts) decides. */
export function createMailOutboxRepo(db: Db) {
  const o = t.mailOutbox;
  return {
    /** one message, in the caller's transaction when `tx` is given */
    insert: async (row: NewOutboxRow, tx: Db = db) => (await tx.insert(o).values(row).returning({ id: o.id }))[0]!.id,

    /** 'pending' → 'sending' for one due message (no row: not due, or another sender has it) */
    claim: async (id: string, now: Date, leaseUntil: Date) =>
      (
        await db
          .update(o)
          .set({ status: 'sending', lease_until: leaseUntil, attempts: sql`${o.attempts} + 1` })
          .where(and(eq(o.id, id), eq(o.status, 'pending'), lte(o.next_attempt_at, now)))
          .returning()
      )[0],

    /** 'pending' → 'sending' for up to `limit` due messages, oldest first, skipping those another sender holds */
    claimDue: async (now: Date, leaseUntil: Date, limit: number) => {
      const due = db
        .select({ id: o.id })
        .from(o)
        .where(and(eq(o.status, 'pending'), lte(o.next_attempt_at, now)))
        .orderBy(asc(o.next_attempt_at))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(o)
        .set({ status: 'sending', lease_until: leaseUntil, attempts: sql`${o.attempts} + 1` })
        .where(and(inArray(o.id, due), eq(o.status, 'pending')))
        .returning();
    },

    markSent: (id: string, now: Date) =>
      db
        .update(o)
        .set({ status: 'sent', sent_at: now, lease_until: null, last_error: null })
        .where(and(eq(o.id, id), eq(o.status, 'sending'))),

    /** back to 'pending' for a later attempt */
    reschedule: (id: string, at: Date, error: string) =>
      db
        .update(o)
        .set({ status: 'pending', next_attempt_at: at, lease_until: null, last_error: error })
        .where(and(eq(o.id, id), eq(o.status, 'sending'))),

    markFailed: (id: string, error: string) =>
      db
        .update(o)
        .set({ status: 'failed', lease_until: null, last_error: error })
        .where(and(eq(o.id, id), eq(o.status, 'sending'))),

    /** 'sending' rows whose lease ran out → 'failed' with `error`; answers their ids */
    failInterrupted: async (now: Date, error: string) =>
      (
        await db
          .update(o)
          .set({ status: 'failed', lease_until: null, last_error: error })
          .where(and(eq(o.status, 'sending'), lte(o.lease_until, now)))
          .returning({ id: o.id })
      ).map((r) => r.id),

    /** a failed message → 'pending' now, with its attempts counted again from zero */
    retry: async (id: string, now: Date) =>
      (
        await db
          .update(o)
          .set({ status: 'pending', attempts: 0, next_attempt_at: now, last_error: null })
          .where(and(eq(o.id, id), eq(o.status, 'failed')))
          .returning({ id: o.id })
      ).length > 0,

    byId: async (id: string) => (await db.select().from(o).where(eq(o.id, id)))[0],

    /** messages and the oldest one's creation per status */
    /** the failed messages, latest first: what an administrator sees and may send again */
    failed: (limit: number) =>
      db
        .select({ id: o.id, to: o.to, subject: o.subject, attempts: o.attempts, last_error: o.last_error, created_at: o.created_at })
        .from(o)
        .where(eq(o.status, 'failed'))
        .orderBy(desc(o.created_at))
        .limit(limit),

    countsByStatus: () =>
      db
        .select({ status: o.status, n: count(), oldest: min(o.created_at) })
        .from(o)
        .where(inArray(o.status, ['pending', 'sending', 'failed']))
        .groupBy(o.status),
  };
}
export type MailOutboxRepo = ReturnType<typeof createMailOutboxRepo>;

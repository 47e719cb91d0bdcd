import { pgTable, text, uuid, date, jsonb, index, primaryKey } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { clients } from './core';
import { users } from './users';

/**
 * Cut-off reminders sent: one row per user, country and local day. The row is
 * written before the message goes (insert … on conflict do nothing), so no user is reminded twice
 * on one day, whatever the number of server instances.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    country_id: text('country_id').notNull(),
    /** the country's local date of the reminder */
    local_date: date('local_date', { mode: 'string' }).notNull(),
    /** 'antes' (N days before the cut-off) or 'corte' (the cut-off day) */
    kind: text('kind').notNull(),
    /** the spaces and days listed */
    details: jsonb('details').$type<{ spaces: { label: string; days: string[] }[] }>().notNull(),
    sent_at: ts('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.country_id, t.local_date] })],
);

/**
 * Declaration receipts: one per version of an accepted record (a daily sale, its
 * justification, a monthly sale, a bulk load). `code` is an HMAC of the record's kind, id and
 * version with the server's secret: the public verification looks it up and recomputes it.
 */
export const declarationReceipts = pgTable(
  'declaration_receipts',
  {
    code: text('code').primaryKey(),
    /** 'diaria', 'justificacion', 'mensual' or 'masiva' */
    kind: text('kind').notNull(),
    /** the daily or monthly sale's id, or the bulk load's id */
    record_id: text('record_id').notNull(),
    /** the record's version (its updated_at, ISO) */
    version: text('version').notNull(),
    client_id: text('client_id')
      .notNull()
      .references(() => clients.id),
    /** who made the declaration */
    declared_by: text('declared_by').notNull(),
    /** the figures printed on the receipt */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    issued_at: ts('issued_at').notNull(),
  },
  (t) => [index('declaration_receipts_record').on(t.kind, t.record_id)],
);

import { sql } from 'drizzle-orm';
import { pgTable, text, integer, date, uuid, bigint, primaryKey, index, check } from 'drizzle-orm/pg-core';
import { ts, money, serialId } from './columns';
import { clients, contracts, countries } from './core';
import { users } from './users';

/** A notification to one user. body is sanitised HTML. */
export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** alta, media, baja */
    importance: text('importance').notNull().default('media'),
    body: text('body').notNull(),
    action_url: text('action_url'),
    action_label: text('action_label'),
    read_at: ts('read_at'),
    shown_at: ts('shown_at'),
    created_at: ts('created_at').notNull(),
    created_by: uuid('created_by'),
  },
  (t) => [index('notifications_user_created').on(t.user_id, t.created_at)],
);

/** A news item or announcement of the centres. content is sanitised HTML. */
export const announcements = pgTable(
  'announcements',
  {
    id: serialId(),
    title: text('title').notNull(),
    description: text('description'),
    content: text('content').notNull(),
    /** Noticias, Seguridad, Mantenimiento, Eventos, Marketing, Circulares */
    category: text('category').notNull(),
    start_date: ts('start_date').notNull(),
    end_date: ts('end_date'),
    link: text('link'),
    link_text: text('link_text'),
    publisher: text('publisher').notNull(),
    created_at: ts('created_at').notNull(),
  },
  (t) => [index('announcements_start').on(t.start_date)],
);

export const announcementCountries = pgTable(
  'announcement_countries',
  {
    announcement_id: bigint('announcement_id', { mode: 'number' })
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    country_id: text('country_id')
      .notNull()
      .references(() => countries.id),
  },
  (t) => [primaryKey({ columns: [t.announcement_id, t.country_id] }), index('announcement_countries_country').on(t.country_id)],
);

/**
 * Images (kind img) and PDF attachments (kind doc) of an announcement. The bytes live in the file
 * storage (local disk under FILES_DIR or S3, as every upload) under bucket + path; rows written
 * before that keep them in content_base64 and are still served from there.
 */
export const announcementFiles = pgTable(
  'announcement_files',
  {
    id: serialId(),
    announcement_id: bigint('announcement_id', { mode: 'number' })
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    /** legacy rows only: the bytes in the row */
    content_base64: text('content_base64'),
    bucket: text('bucket'),
    path: text('path'),
    size_bytes: bigint('size_bytes', { mode: 'number' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('announcement_files_announcement').on(t.announcement_id),
    check('announcement_files_bytes', sql`${t.content_base64} is not null or (${t.bucket} is not null and ${t.path} is not null)`),
  ],
);

/**
 * Who an announcement is for, beyond its countries: a building (edificio), client (empresa), brand
 * (marca), contract (contrato) or tenant user (usuario), by id. No rows: every tenant user of its
 * countries. ref_id has no foreign key (it points into five tables); a deleted target matches nobody.
 */
export const announcementRecipients = pgTable(
  'announcement_recipients',
  {
    announcement_id: bigint('announcement_id', { mode: 'number' })
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    /** edificio, empresa, marca, contrato, usuario */
    kind: text('kind').notNull(),
    ref_id: text('ref_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.announcement_id, t.kind, t.ref_id] }), index('announcement_recipients_ref').on(t.kind, t.ref_id)],
);

/** Who opened an announcement, and when first (the publishers' read count). */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcement_id: bigint('announcement_id', { mode: 'number' })
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    read_at: ts('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.announcement_id, t.user_id] })],
);

/** A charge note (nota de cargo) sent to a client about a contract. id is the folio. */
export const debitNotes = pgTable(
  'debit_notes',
  {
    id: integer('id').primaryKey(),
    client_id: text('client_id')
      .notNull()
      .references(() => clients.id),
    contract_id: text('contract_id')
      .notNull()
      .references(() => contracts.id),
    reason: text('reason').notNull(),
    description: text('description'),
    currency: text('currency').notNull(),
    value: money('value').notNull(),
    created_at: ts('created_at').notNull(),
    accepted_at: ts('accepted_at'),
    accepted_by: uuid('accepted_by').references(() => users.id),
  },
  (t) => [index('debit_notes_client').on(t.client_id, t.created_at)],
);

export const debitNoteItems = pgTable(
  'debit_note_items',
  {
    id: serialId(),
    debit_note_id: integer('debit_note_id')
      .notNull()
      .references(() => debitNotes.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    item_date: date('item_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    value: money('value').notNull(),
  },
  (t) => [index('debit_note_items_note').on(t.debit_note_id)],
);

/** Who receives a charge note; accepted_at is set on the recipient who accepted it. */
export const debitNoteRecipients = pgTable(
  'debit_note_recipients',
  {
    debit_note_id: integer('debit_note_id')
      .notNull()
      .references(() => debitNotes.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accepted_at: ts('accepted_at'),
  },
  (t) => [primaryKey({ columns: [t.debit_note_id, t.user_id] }), index('debit_note_recipients_user').on(t.user_id)],
);

import { pgTable, text, integer, boolean, uuid, bigint, index } from 'drizzle-orm/pg-core';
import { ts, serialId, stamps } from './columns';
import { buildings, clientCountry, spaces } from './core';
import { users } from './users';
import { files } from './files';

/** A frequently asked question. content is sanitised HTML. */
export const faqs = pgTable(
  'faqs',
  {
    id: serialId(),
    /** '1' Reportería de ventas, '2' Cómo usar la plataforma, '3' Blog B2B */
    category_id: text('category_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** order inside the category */
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    ...stamps(),
  },
  (t) => [index('faqs_category_position').on(t.category_id, t.position)],
);

/**
 * A support ticket: raised by a tenant user for a store of their client, answered
 * by the support team inside the portal. status: new, open, pending, hold, solved, closed.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serialId(),
    ...clientCountry(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    building_id: text('building_id').references(() => buildings.id),
    space_id: text('space_id').references(() => spaces.id),
    brand_name: text('brand_name'),
    /** affected area, request and climatización subtype */
    area: text('area').notNull(),
    request: text('request').notNull(),
    subtype: text('subtype'),
    /** si_impide_atender_clientes / no_impide_atender_clientes */
    impide: text('impide').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('new'),
    requester_name: text('requester_name').notNull(),
    requester_email: text('requester_email').notNull(),
    requester_phone: text('requester_phone'),
    assigned_to: uuid('assigned_to').references(() => users.id),
    ...stamps(),
  },
  (t) => [
    index('tickets_user').on(t.user_id),
    index('tickets_client').on(t.client_id),
    index('tickets_country_status_created').on(t.country_id, t.status, t.created_at),
  ],
);

/** A message of a ticket's conversation: a support answer or a tenant reply. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serialId(),
    ticket_id: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    author_id: uuid('author_id')
      .notNull()
      .references(() => users.id),
    from_support: boolean('from_support').notNull(),
    body: text('body').notNull(),
    created_at: ts('created_at').notNull(),
  },
  (t) => [index('ticket_messages_ticket').on(t.ticket_id, t.created_at)],
);

/** A file of a ticket (message_id null: attached when the ticket was created); the bytes are a file service upload. */
export const ticketFiles = pgTable(
  'ticket_files',
  {
    id: serialId(),
    ticket_id: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    message_id: bigint('message_id', { mode: 'number' }).references(() => ticketMessages.id, { onDelete: 'cascade' }),
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size_bytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    bucket: text('bucket').notNull(),
    path: text('path').notNull(),
  },
  (t) => [index('ticket_files_ticket').on(t.ticket_id), index('ticket_files_file').on(t.file_id)],
);

export type FaqRow = typeof faqs.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export type TicketMessageRow = typeof ticketMessages.$inferSelect;
export type TicketFileRow = typeof ticketFiles.$inferSelect;

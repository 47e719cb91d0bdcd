import { pgTable, text, boolean, date, uuid, bigint, integer, index, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core';
import { ts, serialId } from './columns';
import { clientCountry, contracts } from './core';
import { users } from './users';
import { files } from './files';

/**
 * A work request of a contractor or tenant for a store: a draft
 * until it is sent (pending), then approved or rejected through its approval steps. The number
 * shown is the id. Its workers are linked in work_request_workers (the worker registry's table).
 */
export const workRequests = pgTable(
  'work_requests',
  {
    id: serialId(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    ...clientCountry(),
    contract_id: text('contract_id')
      .notNull()
      .references(() => contracts.id),
    /** trabajo_normal, corte_y_soldadura */
    type_id: text('type_id').notNull(),
    /** draft, pending, approved, rejected */
    status: text('status').notNull().default('draft'),
    clase: text('clase'),
    place: text('place').notNull().default(''),
    description: text('description').notNull().default(''),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    start_time: text('start_time'),
    end_time: text('end_time'),
    /** HH:MM, computed by the server from the times */
    hours: text('hours'),
    contact_name: text('contact_name').notNull().default(''),
    contact_phone: text('contact_phone').notNull().default(''),
    accept_conditions: boolean('accept_conditions').notNull().default(false),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id),
    created_at: ts('created_at').notNull(),
    submitted_at: ts('submitted_at'),
    updated_at: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('work_requests_uuid').on(t.uuid),
    index('work_requests_client').on(t.client_id, t.created_at),
    index('work_requests_country_status').on(t.country_id, t.status),
  ],
);

/** A document of a request: a file service upload in one slot (doc_type). */
export const workRequestFiles = pgTable(
  'work_request_files',
  {
    work_request_id: bigint('work_request_id', { mode: 'number' })
      .notNull()
      .references(() => workRequests.id, { onDelete: 'cascade' }),
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id),
    doc_type: text('doc_type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.work_request_id, t.file_id] }), uniqueIndex('work_request_files_file').on(t.file_id)],
);

/** One approval step of a request: an approver role's status, date, comment and who acted. */
export const workRequestApprovals = pgTable(
  'work_request_approvals',
  {
    id: serialId(),
    work_request_id: bigint('work_request_id', { mode: 'number' })
      .notNull()
      .references(() => workRequests.id, { onDelete: 'cascade' }),
    role_id: text('role_id').notNull(),
    position: integer('position').notNull(),
    /** initial, pending, approved, rejected, referred */
    status: text('status').notNull().default('initial'),
    comment: text('comment'),
    acted_by: uuid('acted_by').references(() => users.id),
    approval_at: ts('approval_at'),
  },
  (t) => [
    uniqueIndex('work_request_approvals_role').on(t.work_request_id, t.role_id),
    index('work_request_approvals_pending').on(t.role_id, t.status),
  ],
);

export type WorkRequestRow = typeof workRequests.$inferSelect;

import { pgTable, text, date, uuid, index, uniqueIndex, primaryKey, boolean, bigint, integer } from 'drizzle-orm/pg-core';
import { ts, serialId, stamps } from './columns';
import { buildings, clientCountry, clients } from './core';
import { users } from './users';
import { files } from './files';
import { workRequests } from './work-requests';

/**
 * A worker of a client: the people a contractor or tenant sends to do work in a
 * mall. One worker per document number per client. The documents (cdt, dni_f, dni_r) are files of
 * the file service linked in worker_files; the badge 'Completa' / 'Faltante' is computed against
 * the request type's worker_docs.
 */
export const workers = pgTable(
  'workers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...clientCountry(),
    /** 'rut' */
    document_type: text('document_type').notNull(),
    /** normalised: digits and check digit without dots, with the hyphen (12345678-9) */
    document_number: text('document_number').notNull(),
    names: text('names').notNull(),
    parental_surname: text('parental_surname').notNull(),
    maternal_surname: text('maternal_surname'),
    date_of_birth: date('date_of_birth', { mode: 'string' }).notNull(),
    nationality: text('nationality').notNull(),
    gender: text('gender').notNull(),
    mutual: text('mutual').notNull(),
    address_division_id: text('address_division_id'),
    address: text('address'),
    /** the worker's classes (the registry's 'Clase': work classes, corte_y_soldadura, normal_*) */
    skills: text('skills').array().notNull().default([]),
    /** staffing types the worker can be assigned to (seguridad, parking, aseo, jardineria, climatizacion) */
    staffing_types: text('staffing_types').array().notNull().default([]),
    /** the bulk file's 'Discapacidad' column and the form's disability toggle */
    disability: boolean('disability').notNull().default(false),
    created_by: uuid('created_by').references(() => users.id),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('workers_client_document').on(t.client_id, t.document_type, t.document_number),
    index('workers_client').on(t.client_id),
  ],
);

/** A document of a worker: doc_type cdt (work contract), dni_f (ID front), dni_r (ID back). */
export const workerFiles = pgTable(
  'worker_files',
  {
    worker_id: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id),
    doc_type: text('doc_type').notNull(),
  },
  // by file too: who may read a file, and whether a file is in use (files.repo)
  (t) => [primaryKey({ columns: [t.worker_id, t.file_id] }), index('worker_files_file').on(t.file_id)],
);

export type WorkerRow = typeof workers.$inferSelect;

/**
 * The workers linked to a work request (workers). The
 * worker registry reads it to refuse deleting a worker of an open request; the work-request module
 * (workreq) writes it and adds the foreign key to its work_requests table.
 */
export const workRequestWorkers = pgTable(
  'work_request_workers',
  {
    work_request_id: bigint('work_request_id', { mode: 'number' })
      .notNull()
      .references(() => workRequests.id, { onDelete: 'cascade' }),
    worker_id: uuid('worker_id')
      .notNull()
      .references(() => workers.id),
  },
  (t) => [primaryKey({ columns: [t.work_request_id, t.worker_id] }), index('work_request_workers_worker').on(t.worker_id)],
);

/**
 * A staffing assignment received by a client: a service of one
 * type (seguridad, parking, aseo, jardineria, climatizacion) in a shopping centre for a period, with
 * the workers assigned to it.
 */
export const staffingAssignments = pgTable(
  'staffing_assignments',
  {
    id: serialId(),
    client_id: text('client_id')
      .notNull()
      .references(() => clients.id),
    /** 'DOT-0001', unique per client */
    number: text('number').notNull(),
    type: text('type').notNull(),
    building_id: text('building_id').references(() => buildings.id),
    description: text('description').notNull(),
    headcount: integer('headcount').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }),
    /** recibida (received, not yet confirmed), activa, finalizada */
    status: text('status').notNull(),
    ...stamps(),
  },
  (t) => [uniqueIndex('staffing_client_number').on(t.client_id, t.number), index('staffing_client').on(t.client_id)],
);

export const staffingAssignmentWorkers = pgTable(
  'staffing_assignment_workers',
  {
    assignment_id: bigint('assignment_id', { mode: 'number' })
      .notNull()
      .references(() => staffingAssignments.id, { onDelete: 'cascade' }),
    worker_id: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.assignment_id, t.worker_id] })],
);

/** An F30 / F31 compliance document of a client for a period, a file of the file service. */
export const complianceDocuments = pgTable(
  'compliance_documents',
  {
    id: serialId(),
    client_id: text('client_id')
      .notNull()
      .references(() => clients.id),
    /** F30 or F31 */
    kind: text('kind').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id),
    uploaded_by: uuid('uploaded_by').references(() => users.id),
    created_at: ts('created_at').notNull(),
  },
  (t) => [index('compliance_client_kind').on(t.client_id, t.kind, t.end_date), index('compliance_documents_file').on(t.file_id)],
);

export type StaffingRow = typeof staffingAssignments.$inferSelect;
export type ComplianceRow = typeof complianceDocuments.$inferSelect;

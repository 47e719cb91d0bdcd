import { pgTable, text, date, timestamp, uuid, index, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core';
import { clients, countries, users } from './core';
import { files } from './files';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A worker of a client (spec 3 §3 Worker): the people a contractor or tenant sends to do work in a
 * mall. One worker per document number per client. The documents (cdt, dni_f, dni_r) are files of
 * the file service linked in worker_files; the badge 'Completa' / 'Faltante' is computed against
 * the request type's worker_docs.
 */
export const workers = pgTable(
  'workers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    client_id: text('client_id')
      .notNull()
      .references(() => clients.id),
    country_id: text('country_id')
      .notNull()
      .references(() => countries.id),
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
    /** staffing types the worker can do (seguridad, parking, aseo, jardineria, climatizacion) */
    skills: text('skills').array().notNull().default([]),
    created_by: uuid('created_by').references(() => users.id),
    created_at: ts('created_at').notNull(),
    updated_at: ts('updated_at').notNull(),
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
  (t) => [primaryKey({ columns: [t.worker_id, t.file_id] })],
);

export type WorkerRow = typeof workers.$inferSelect;

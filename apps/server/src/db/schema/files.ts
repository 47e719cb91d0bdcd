import { pgTable, text, bigint, uuid, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { clients } from './core';
import { users } from './users';

/**
 * Uploaded files. The id is the token the service
 * answers. A file belongs to a client (and its uploader): only that client's users may read its
 * metadata, sign a link to it, link it to a sale or delete it. The bytes live in the storage
 * (local disk or object storage) under bucket + path.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    client_id: text('client_id')
      .notNull()
      .references(() => clients.id),
    /** the uploading user; null for the operator's imported files (common expenses) */
    uploaded_by: uuid('uploaded_by').references(() => users.id),
    bucket: text('bucket').notNull(),
    path: text('path').notNull(),
    original_name: text('original_name').notNull(),
    extension: text('extension').notNull(),
    /** the type found in the file's bytes */
    mime: text('mime').notNull(),
    size_bytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** the upload kind (evidence-col, image, ...) */
    kind: text('kind').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [uniqueIndex('files_bucket_path').on(t.bucket, t.path), index('files_client').on(t.client_id)],
);

export type FileRow = typeof files.$inferSelect;
export type FileInsert = typeof files.$inferInsert;

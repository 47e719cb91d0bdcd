import { pgTable, uuid, bigint, primaryKey } from 'drizzle-orm/pg-core';
import { workers } from './workers';

/** TEMPORARY until the worker registry's table lands (branch workers): the workers of a request. */
export const workRequestWorkers = pgTable(
  'work_request_workers',
  {
    work_request_id: bigint('work_request_id', { mode: 'number' }).notNull(),
    worker_id: uuid('worker_id')
      .notNull()
      .references(() => workers.id),
  },
  (t) => [primaryKey({ columns: [t.work_request_id, t.worker_id] })],
);

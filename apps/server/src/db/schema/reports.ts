import { customType, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * 'onDemand': a sales report generated in the background for a
 * chosen period. The page polls `status` and `progress`; the finished .xlsx is kept in `result`
 * (any instance can serve it) and announced in the user's bell.
 */
export const reportJobs = pgTable(
  'report_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull().default('informe-de-ventas'),
    /** the report's query (period, grouping, measure, company) */
    params: jsonb('params').$type<Record<string, string | undefined>>().notNull(),
    /** pendiente, procesando, listo, error */
    status: text('status').notNull().default('pendiente'),
    progress: integer('progress').notNull().default(0),
    file_name: text('file_name'),
    result: bytea('result'),
    error: text('error'),
    created_at: ts('created_at').notNull().defaultNow(),
    finished_at: ts('finished_at'),
  },
  (t) => [index('report_jobs_user').on(t.user_id, t.created_at)],
);
export type ReportJobRow = typeof reportJobs.$inferSelect;

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';
import { rowById } from '../../db/row-by-id';

/** The queries of a company's on-demand report services (no rules, no HTTP errors). */
export function createReportServicesRepo(db: Db) {
  return {
    /** A company with its report services, if it exists. */
    company: (id: string) =>
      rowById(db, t.clients, id, { id: t.clients.id, country_id: t.clients.country_id, services: t.clients.report_services }),

    /** Replaces a company's report services, with its audit row, in one transaction. */
    setServices: (id: string, services: string[], audit: typeof t.auditLog.$inferInsert) =>
      db.transaction(async (tx) => {
        await tx.update(t.clients).set({ report_services: services }).where(eq(t.clients.id, id));
        await tx.insert(t.auditLog).values(audit);
      }),
  };
}
export type ReportServicesRepo = ReturnType<typeof createReportServicesRepo>;

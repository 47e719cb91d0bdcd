import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';

/** The queries of a company's on-demand report services (no rules, no HTTP errors). */
export function createReportServicesRepo(db: Db) {
  return {
    /** A company with its report services, if it exists. */
    company: async (id: string) =>
      (
        await db
          .select({ id: t.clients.id, country_id: t.clients.country_id, services: t.clients.report_services })
          .from(t.clients)
          .where(eq(t.clients.id, id))
      )[0],

    /** Replaces a company's report services, with its audit row, in one transaction. */
    setServices: (id: string, services: string[], audit: typeof t.auditLog.$inferInsert) =>
      db.transaction(async (tx) => {
        await tx.update(t.clients).set({ report_services: services }).where(eq(t.clients.id, id));
        await tx.insert(t.auditLog).values(audit);
      }),
  };
}
export type ReportServicesRepo = ReturnType<typeof createReportServicesRepo>;

import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, salesAccessLog } from '../../db/schema/index';

export interface AccessLogFilter {
  clientId: string;
  timeZone: string;
  desde?: string;
  hasta?: string;
  quien?: string;
  rol?: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The queries of a client's access log (rows written by the access layer, modules/access/sales-reads.ts). */
export function createAccessLogRepo(db: Db) {
  const where = (f: AccessLogFilter) => {
    const local = sql`(${salesAccessLog.at} at time zone ${f.timeZone})::date`;
    const parts: (SQL | undefined)[] = [
      eq(salesAccessLog.client_id, f.clientId),
      f.desde ? sql`${local} >= ${f.desde}::date` : undefined,
      f.hasta ? sql`${local} <= ${f.hasta}::date` : undefined,
      f.quien ? ilike(salesAccessLog.actor, `%${escapeLike(f.quien)}%`) : undefined,
      f.rol ? ilike(salesAccessLog.role, `%${escapeLike(f.rol)}%`) : undefined,
    ];
    return and(...parts);
  };
  return {
    client: async (id: string) =>
      (await db.select({ id: clients.id, country_id: clients.country_id, name: clients.name }).from(clients).where(eq(clients.id, id)))[0],
    page: async (f: AccessLogFilter, limit: number, offset: number) => {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(salesAccessLog)
          .where(where(f))
          .orderBy(desc(salesAccessLog.at), desc(salesAccessLog.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(salesAccessLog)
          .where(where(f)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    roles: async (clientId: string) =>
      (await db.selectDistinct({ role: salesAccessLog.role }).from(salesAccessLog).where(eq(salesAccessLog.client_id, clientId)))
        .map((r) => r.role)
        .sort(),
  };
}
export type AccessLogRepo = ReturnType<typeof createAccessLogRepo>;

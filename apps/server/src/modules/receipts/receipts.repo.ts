import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';

/** The declaration receipts' queries. Queries only. */
export function createReceiptsRepo(db: Db) {
  const userName = (col: typeof t.dailySales.updated_by | typeof t.monthlySales.updated_by | typeof t.dailySalesBulkLoads.created_by) =>
    sql<string | null>`(select u.nombres || ' ' || u.apellidos from users u where u.email = ${col} limit 1)`;
  return {
    /** A contract's record of a day, with its justification's name and the declaring user's name. */
    dailySale: async (contractId: string, date: string) =>
      (
        await db
          .select({ sale: t.dailySales, justificacion: t.justifications.nombre, user_name: userName(t.dailySales.updated_by) })
          .from(t.dailySales)
          .leftJoin(t.justifications, eq(t.justifications.id, t.dailySales.justification_id))
          .where(and(eq(t.dailySales.contract_id, contractId), eq(t.dailySales.fecha_registro, date)))
          .limit(1)
      )[0],

    monthlySale: async (id: string) =>
      (
        await db
          .select({ sale: t.monthlySales, user_name: userName(t.monthlySales.updated_by) })
          .from(t.monthlySales)
          .where(eq(t.monthlySales.id, id))
          .limit(1)
      )[0],

    /** An accepted bulk load with its client's name and tax id and the uploader's name. */
    bulkLoad: async (id: string) =>
      (
        await db
          .select({
            load: t.dailySalesBulkLoads,
            client_name: t.clients.name,
            tax_id: t.clients.tax_id,
            user_name: userName(t.dailySalesBulkLoads.created_by),
          })
          .from(t.dailySalesBulkLoads)
          .innerJoin(t.clients, eq(t.clients.id, t.dailySalesBulkLoads.client_id))
          .where(eq(t.dailySalesBulkLoads.id, id))
          .limit(1)
      )[0],

    /** Stores a receipt; one already stored with the same code (the same version) stays. */
    save: (row: typeof t.declarationReceipts.$inferInsert) => db.insert(t.declarationReceipts).values(row).onConflictDoNothing(),

    /** When the receipt with that code was first issued (without its figures). */
    issuedAt: async (code: string) =>
      (
        await db
          .select({ issued_at: t.declarationReceipts.issued_at })
          .from(t.declarationReceipts)
          .where(eq(t.declarationReceipts.code, code))
          .limit(1)
      )[0]?.issued_at,

    byCode: async (code: string) => (await db.select().from(t.declarationReceipts).where(eq(t.declarationReceipts.code, code)).limit(1))[0],
  };
}
export type ReceiptsRepo = ReturnType<typeof createReceiptsRepo>;

import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';
import { createContractsRepo } from '../../lib/contracts.repo';

export type MonthlySaleInsert = typeof t.monthlySales.$inferInsert;

/** Queries of the monthly-sales module. No rules here. */
export function createMonthlySalesRepo(db: Db) {
  return {
    ...createContractsRepo(db),
    param: async (id: string) => (await db.select().from(t.params).where(eq(t.params.id, id)).limit(1))[0],
    audit: (row: typeof t.auditLog.$inferInsert, d: Db = db) => d.insert(t.auditLog).values(row),
    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),

    /** The sales of some contracts in a month. */
    salesOf: (contractIds: string[], periodo: string) =>
      contractIds.length
        ? db
            .select()
            .from(t.monthlySales)
            .where(and(inArray(t.monthlySales.contract_id, contractIds), eq(t.monthlySales.periodo, periodo)))
        : Promise.resolve([]),
    saleById: async (id: string) => (await db.select().from(t.monthlySales).where(eq(t.monthlySales.id, id)).limit(1))[0],

    /** Locks and reads the sale of a contract and month (inside a transaction). */
    lockSale: async (tx: Db, contractId: string, periodo: string) =>
      (
        await tx
          .select()
          .from(t.monthlySales)
          .where(and(eq(t.monthlySales.contract_id, contractId), eq(t.monthlySales.periodo, periodo)))
          .for('update')
      )[0],
    lockSaleById: async (tx: Db, id: string) => (await tx.select().from(t.monthlySales).where(eq(t.monthlySales.id, id)).for('update'))[0],

    upsert: async (tx: Db, row: MonthlySaleInsert) =>
      (
        await tx
          .insert(t.monthlySales)
          .values(row)
          .onConflictDoUpdate({
            target: [t.monthlySales.contract_id, t.monthlySales.periodo],
            set: {
              fecha_registro: row.fecha_registro,
              total_tickets: row.total_tickets,
              monto_total_bruto: row.monto_total_bruto,
              monto_total_neto: row.monto_total_neto,
              comentarios: row.comentarios,
              detalles: row.detalles,
              email_registro: row.email_registro,
              updated_by: row.updated_by,
              updated_at: row.updated_at,
            },
            setWhere: eq(t.monthlySales.auditada, false),
          })
          .returning({ ...getTableColumns(t.monthlySales), inserted: sql<boolean>`(xmax = 0)` })
      )[0],

    /** Evidence files of some sales, oldest first. */
    filesOf: (saleIds: string[], d: Db = db) =>
      saleIds.length
        ? d
            .select({ sale_id: t.monthlySaleFiles.sale_id, file: t.files })
            .from(t.monthlySaleFiles)
            .innerJoin(t.files, eq(t.files.id, t.monthlySaleFiles.file_id))
            .where(inArray(t.monthlySaleFiles.sale_id, saleIds))
            .orderBy(asc(t.monthlySaleFiles.linked_at), asc(t.files.created_at))
        : Promise.resolve([]),
    /** Files by id with the sale each is linked to, if any; locked. */
    lockFiles: (tx: Db, ids: string[]) =>
      ids.length
        ? tx
            .select({ file: t.files, sale_id: t.monthlySaleFiles.sale_id })
            .from(t.files)
            .leftJoin(t.monthlySaleFiles, eq(t.monthlySaleFiles.file_id, t.files.id))
            .where(inArray(t.files.id, ids))
            .for('update', { of: t.files })
        : Promise.resolve([]),
    link: (tx: Db, saleId: string, fileIds: string[], by: string, at: Date) =>
      fileIds.length
        ? tx
            .insert(t.monthlySaleFiles)
            .values(fileIds.map((file_id) => ({ sale_id: saleId, file_id, linked_by: by, linked_at: at })))
            .onConflictDoNothing()
        : Promise.resolve(),
    unlink: (tx: Db, saleId: string, fileId: string) =>
      tx
        .delete(t.monthlySaleFiles)
        .where(and(eq(t.monthlySaleFiles.sale_id, saleId), eq(t.monthlySaleFiles.file_id, fileId)))
        .returning(),
  };
}

export type MonthlySalesRepo = ReturnType<typeof createMonthlySalesRepo>;

import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';

export type FileInsert = typeof t.files.$inferInsert;

/** Queries of the file service. No rules here. */
export function createFilesRepo(db: Db) {
  const live = isNull(t.files.deleted_at);
  return {
    insert: async (row: FileInsert) => (await db.insert(t.files).values(row).returning())[0]!,
    byId: async (id: string) =>
      (
        await db
          .select()
          .from(t.files)
          .where(and(eq(t.files.id, id), live))
          .limit(1)
      )[0],
    byIds: (ids: string[], d: Db = db) =>
      ids.length
        ? d
            .select()
            .from(t.files)
            .where(and(inArray(t.files.id, ids), live))
        : Promise.resolve([]),
    byLocation: async (bucket: string, path: string) =>
      (
        await db
          .select()
          .from(t.files)
          .where(and(eq(t.files.bucket, bucket), eq(t.files.path, path), live))
          .limit(1)
      )[0],
    /** the client's country, to check POST /signal/{country} */
    clientCountry: async (clientId: string) =>
      (await db.select({ country_id: t.clients.country_id }).from(t.clients).where(eq(t.clients.id, clientId)).limit(1))[0]?.country_id,
    /** Whether a record uses the file (a monthly sale's evidence, a help-centre ticket's attachment, a work request's document, a common expense). */
    isLinked: async (id: string) =>
      (
        await db
          .select({ n: sql<number>`1` })
          .from(t.monthlySaleFiles)
          .where(eq(t.monthlySaleFiles.file_id, id))
          .limit(1)
      ).length > 0 ||
      (
        await db
          .select({ n: sql<number>`1` })
          .from(t.ticketFiles)
          .where(eq(t.ticketFiles.file_id, id))
          .limit(1)
      ).length > 0 ||
      (
        await db
          .select({ n: sql<number>`1` })
          .from(t.workerFiles)
          .where(eq(t.workerFiles.file_id, id))
          .limit(1)
      ).length > 0 ||
      (
        await db
          .select({ n: sql<number>`1` })
          .from(t.complianceDocuments)
          .where(eq(t.complianceDocuments.file_id, id))
          .limit(1)
      ).length > 0 ||
      (
        await db
          .select({ n: sql<number>`1` })
          .from(t.workRequestFiles)
          .where(eq(t.workRequestFiles.file_id, id))
          .limit(1)
      ).length > 0 ||
      (
        await db
          .select({ n: sql<number>`1` })
          .from(t.expenseFiles)
          .where(eq(t.expenseFiles.file_id, id))
          .limit(1)
      ).length > 0,
    markDeleted: (id: string, at: Date) => db.update(t.files).set({ deleted_at: at }).where(eq(t.files.id, id)),
  };
}

export type FilesRepo = ReturnType<typeof createFilesRepo>;

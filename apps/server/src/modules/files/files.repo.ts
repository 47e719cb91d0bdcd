import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { FileLink } from '../access/require-files';
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
    /** The records each file is attached to, with what their read rules need (access FileLink). */
    linksOf: async (ids: string[]) => {
      const out = new Map<string, FileLink[]>();
      if (!ids.length) return out;
      const list = sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const res = await db.execute(sql`
        select f.file_id::text as file_id, 'monthly_sale' as record, c.client_id, c.id as contract_id, c.brand_id, c.space_id,
               cl.country_id, null::text as user_id
          from monthly_sale_files f join monthly_sales m on m.id = f.sale_id
          join contracts c on c.id = m.contract_id join clients cl on cl.id = c.client_id
         where f.file_id in (${list})
        union all
        select f.file_id::text, 'work_request', c.client_id, c.id, c.brand_id, c.space_id, w.country_id, w.created_by::text
          from work_request_files f join work_requests w on w.id = f.work_request_id join contracts c on c.id = w.contract_id
         where f.file_id in (${list})
        union all
        select f.file_id::text, 'ticket', t.client_id, null, null, null, t.country_id, t.user_id::text
          from ticket_files f join tickets t on t.id = f.ticket_id
         where f.file_id in (${list})
        union all
        select f.file_id::text, 'worker', w.client_id, null, null, null, null, null
          from worker_files f join workers w on w.id = f.worker_id
         where f.file_id in (${list})
        union all
        select d.file_id::text, 'compliance', d.client_id, null, null, null, null, null
          from compliance_documents d
         where d.file_id in (${list})`);
      for (const r of res.rows as Record<string, string>[]) {
        const c = {
          client_id: r.client_id!,
          contract_id: r.contract_id!,
          brand_id: r.brand_id!,
          space_id: r.space_id!,
          country_id: r.country_id!,
        };
        const link: FileLink =
          r.record === 'monthly_sale'
            ? { record: 'monthly_sale', contract: c }
            : r.record === 'work_request'
              ? { record: 'work_request', request: { ...c, created_by: r.user_id! } }
              : r.record === 'ticket'
                ? { record: 'ticket', ticket: { user_id: r.user_id!, client_id: r.client_id!, country_id: r.country_id! } }
                : { record: r.record as 'worker' | 'compliance', client_id: r.client_id! };
        out.set(r.file_id!, [...(out.get(r.file_id!) ?? []), link]);
      }
      return out;
    },
    /**
     * Whether a record uses the file (a monthly sale's evidence, a help-centre ticket's attachment,
     * a work request's document, a worker's document, a compliance certificate, a common expense):
     * one query, each table looked up by its file_id index.
     */
    isLinked: async (id: string) => {
      const res = await db.execute(sql`
        select exists (select 1 from monthly_sale_files where file_id = ${id}::uuid)
            or exists (select 1 from ticket_files where file_id = ${id}::uuid)
            or exists (select 1 from worker_files where file_id = ${id}::uuid)
            or exists (select 1 from compliance_documents where file_id = ${id}::uuid)
            or exists (select 1 from work_request_files where file_id = ${id}::uuid)
            or exists (select 1 from expense_files where file_id = ${id}::uuid) as used`);
      return (res.rows[0] as { used: boolean } | undefined)?.used === true;
    },
    markDeleted: (id: string, at: Date) => db.update(t.files).set({ deleted_at: at }).where(eq(t.files.id, id)),
  };
}

export type FilesRepo = ReturnType<typeof createFilesRepo>;

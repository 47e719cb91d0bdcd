import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';

/** A worker as read, with its documents. */
export interface WorkerRecord {
  id: string;
  client_id: string;
  country_id: string;
  document_type: string;
  document_number: string;
  names: string;
  parental_surname: string;
  maternal_surname: string | null;
  date_of_birth: string;
  nationality: string;
  gender: string;
  mutual: string;
  address_division_id: string | null;
  address: string | null;
  skills: string[];
  staffing_types: string[];
  disability: boolean;
  created_at: Date;
  files: { uuid: string; doc_type: string; filename: string }[];
}

export type WorkerInsert = Omit<typeof t.workers.$inferInsert, 'id'>;

const SELECT = sql`
  select w.id, w.client_id, w.country_id, w.document_type, w.document_number, w.names, w.parental_surname, w.maternal_surname,
    to_char(w.date_of_birth, 'YYYY-MM-DD') as date_of_birth, w.nationality, w.gender, w.mutual, w.address_division_id, w.address,
    w.skills, w.staffing_types, w.disability, w.created_at,
    coalesce((select json_agg(json_build_object('uuid', f.id, 'doc_type', wf.doc_type, 'filename', f.original_name)
        order by wf.doc_type, f.created_at)
      from worker_files wf join files f on f.id = wf.file_id where wf.worker_id = w.id), '[]'::json) as files
  from workers w`;

/** The documentation is complete (status OK) when every worker document type is present. */
const COMPLETE = sql`(select count(distinct wf.doc_type) from worker_files wf where wf.worker_id = w.id
  and wf.doc_type in ('cdt', 'dni_f', 'dni_r')) = 3`;

const toRecord = (r: Record<string, unknown>): WorkerRecord => ({
  ...(r as unknown as WorkerRecord),
  skills: (r.skills as string[] | null) ?? [],
  staffing_types: (r.staffing_types as string[] | null) ?? [],
  created_at: new Date(r.created_at as string),
});

/** The worker registry's queries (no rules, no HTTP errors). */
export function createWorkersRepo(db: Db) {
  async function byId(id: string) {
    const res = await db.execute(sql`${SELECT} where w.id = ${id}`);
    const row = res.rows[0] as Record<string, unknown> | undefined;
    return row ? toRecord(row) : undefined;
  }

  return {
    byId,

    clientCountry: async (clientId: string) =>
      (await db.select({ country_id: t.clients.country_id }).from(t.clients).where(eq(t.clients.id, clientId)))[0]?.country_id,

    /** One page of a client's workers, newest first: RUT search (digits and K, dots and dash ignored), status, class, staffing type. */
    async page(
      clientId: string,
      q: { rut?: string; status?: 'OK' | 'Pendiente'; skill?: string; staffingType?: string; limit: number; offset: number },
    ) {
      const where: SQL[] = [sql`w.client_id = ${clientId}`];
      const rut = (q.rut ?? '').replace(/[^0-9kK]/g, '').toUpperCase();
      if (rut) where.push(sql`replace(w.document_number, '-', '') like ${`%${rut}%`}`);
      if (q.status === 'OK') where.push(COMPLETE);
      if (q.status === 'Pendiente') where.push(sql`not ${COMPLETE}`);
      if (q.skill) where.push(sql`${q.skill} = any(w.skills)`);
      if (q.staffingType) where.push(sql`${q.staffingType} = any(w.staffing_types)`);
      const cond = sql.join(where, sql` and `);
      const total = await db.execute(sql`select count(*)::int as n from workers w where ${cond}`);
      const rows = await db.execute(sql`${SELECT} where ${cond} order by w.created_at desc, w.id limit ${q.limit} offset ${q.offset}`);
      return {
        rows: (rows.rows as Record<string, unknown>[]).map(toRecord),
        total: (total.rows[0] as { n: number }).n,
      };
    },

    /** The worker of a client with a document number, if any (one per RUT per client). */
    byDocument: async (clientId: string, documentNumber: string, exceptId?: string) =>
      (
        await db
          .select({ id: t.workers.id })
          .from(t.workers)
          .where(
            and(
              eq(t.workers.client_id, clientId),
              eq(t.workers.document_type, 'rut'),
              eq(t.workers.document_number, documentNumber),
              exceptId ? sql`${t.workers.id} <> ${exceptId}` : undefined,
            ),
          )
      )[0],

    /** The document numbers among `numbers` that a client's workers already have. */
    existingDocuments: async (clientId: string, numbers: string[]) =>
      numbers.length
        ? (
            await db
              .select({ n: t.workers.document_number })
              .from(t.workers)
              .where(and(eq(t.workers.client_id, clientId), inArray(t.workers.document_number, numbers)))
          ).map((r) => r.n)
        : [],

    /** Files by id with whether something already uses them (a worker, an F30/F31). */
    filesByIds: async (ids: string[]) => {
      if (!ids.length) return [];
      const res = await db.execute(sql`select f.id, f.client_id, f.kind, f.deleted_at,
          exists (select 1 from worker_files wf where wf.file_id = f.id) as used_by_worker,
          exists (select 1 from compliance_documents c where c.file_id = f.id) as used_by_compliance
        from files f where f.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`);
      return res.rows as {
        id: string;
        client_id: string;
        kind: string;
        deleted_at: string | null;
        used_by_worker: boolean;
        used_by_compliance: boolean;
      }[];
    },

    /** Inserts a worker and its documents in one transaction. */
    insert: (w: WorkerInsert, files: { uuid: string; doc_type: string }[], audit: typeof t.auditLog.$inferInsert) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(t.workers).values(w).returning({ id: t.workers.id });
        if (files.length)
          await tx.insert(t.workerFiles).values(files.map((f) => ({ worker_id: row!.id, file_id: f.uuid, doc_type: f.doc_type })));
        await tx.insert(t.auditLog).values({ ...audit, entity_id: row!.id });
        return row!.id;
      }),

    /** Inserts many workers (no documents) in one transaction: all or nothing. */
    insertMany: (ws: WorkerInsert[], audit: typeof t.auditLog.$inferInsert) =>
      db.transaction(async (tx) => {
        const rows = await tx.insert(t.workers).values(ws).returning({ id: t.workers.id });
        await tx.insert(t.auditLog).values(audit);
        return rows.map((r) => r.id);
      }),

    /** Updates a worker; with `files`, replaces its documents. Answers the file ids no longer linked. */
    update: (
      id: string,
      patch: Partial<WorkerInsert>,
      files: { uuid: string; doc_type: string }[] | undefined,
      audit: typeof t.auditLog.$inferInsert,
    ) =>
      db.transaction(async (tx) => {
        await tx.update(t.workers).set(patch).where(eq(t.workers.id, id));
        let dropped: string[] = [];
        if (files) {
          const before = await tx.select({ file_id: t.workerFiles.file_id }).from(t.workerFiles).where(eq(t.workerFiles.worker_id, id));
          await tx.delete(t.workerFiles).where(eq(t.workerFiles.worker_id, id));
          if (files.length)
            await tx.insert(t.workerFiles).values(files.map((f) => ({ worker_id: id, file_id: f.uuid, doc_type: f.doc_type })));
          const keep = new Set(files.map((f) => f.uuid));
          dropped = before.map((b) => b.file_id).filter((f) => !keep.has(f));
        }
        await tx.insert(t.auditLog).values(audit);
        return dropped;
      }),

    /**
     * Whether the worker is linked to a work request (work_request_workers). Until the work-request
     * module's table exists every link counts as open; that module narrows it to its open statuses.
     */
    linkedToOpenRequest: async (workerId: string) =>
      (await db.execute(sql`select 1 from work_request_workers where worker_id = ${workerId} limit 1`)).rows.length > 0,

    /** Deletes a worker (its document links and staffing links go with it). Answers its file ids. */
    remove: (id: string, audit: typeof t.auditLog.$inferInsert) =>
      db.transaction(async (tx) => {
        const files = await tx.select({ file_id: t.workerFiles.file_id }).from(t.workerFiles).where(eq(t.workerFiles.worker_id, id));
        await tx.delete(t.workers).where(eq(t.workers.id, id));
        await tx.insert(t.auditLog).values(audit);
        return files.map((f) => f.file_id);
      }),
  };
}
export type WorkersRepo = ReturnType<typeof createWorkersRepo>;

import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';
import { workersByIds } from '../../db/workers-by-id';

export interface StaffingRecord {
  id: number;
  client_id: string;
  country_id: string;
  number: string;
  type: string;
  building_id: string | null;
  building_name: string | null;
  description: string;
  headcount: number;
  start_date: string;
  end_date: string | null;
  status: string;
  workers_count: number;
}

const SELECT = sql`
  select s.id::int as id, s.client_id, c.country_id, s.number, s.type, s.building_id, b.name as building_name, s.description, s.headcount,
    to_char(s.start_date, 'YYYY-MM-DD') as start_date, to_char(s.end_date, 'YYYY-MM-DD') as end_date, s.status,
    (select count(*)::int from staffing_assignment_workers aw where aw.assignment_id = s.id) as workers_count
  from staffing_assignments s join clients c on c.id = s.client_id left join buildings b on b.id = s.building_id`;

export interface ComplianceRecord {
  id: number;
  kind: 'F30' | 'F31';
  start_date: string;
  end_date: string;
  file_id: string;
  filename: string;
  uploaded_by: string | null;
  created_at: Date;
}

/** Staffing assignments and F30/F31 documents (queries only). */
export function createStaffingRepo(db: Db) {
  return {
    /** One page of a client's assignments, newest first: number search (case-insensitive, partial), type. */
    async page(clientId: string, q: { number?: string; type?: string; limit: number; offset: number }) {
      const where: SQL[] = [sql`s.client_id = ${clientId}`];
      if (q.number) where.push(sql`s.number ilike ${`%${q.number.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`);
      if (q.type) where.push(sql`s.type = ${q.type}`);
      const cond = sql.join(where, sql` and `);
      const total = await db.execute(sql`select count(*)::int as n from staffing_assignments s where ${cond}`);
      const rows = await db.execute(sql`${SELECT} where ${cond} order by s.start_date desc, s.id desc limit ${q.limit} offset ${q.offset}`);
      return { rows: rows.rows as unknown as StaffingRecord[], total: (total.rows[0] as { n: number }).n };
    },

    byId: async (id: number) => (await db.execute(sql`${SELECT} where s.id = ${id}`)).rows[0] as unknown as StaffingRecord | undefined,

    /** The workers of an assignment with their document types (for the badge). */
    workersOf: async (id: number) =>
      (
        await db.execute(sql`select w.id as uuid, w.names, w.parental_surname, w.maternal_surname, w.document_number,
          coalesce((select array_agg(distinct wf.doc_type) from worker_files wf where wf.worker_id = w.id), '{}') as docs
        from staffing_assignment_workers aw join workers w on w.id = aw.worker_id
        where aw.assignment_id = ${id} order by w.parental_surname, w.names`)
      ).rows as {
        uuid: string;
        names: string;
        parental_surname: string;
        maternal_surname: string | null;
        document_number: string;
        docs: string[];
      }[],

    /** Moves an assignment from one status to another; answers whether it moved (a concurrent change loses). */
    setStatus: (id: number, from: string, to: string, audit: typeof t.auditLog.$inferInsert) =>
      db.transaction(async (tx) => {
        const moved = await tx
          .update(t.staffingAssignments)
          .set({ status: to, updated_at: audit.at })
          .where(and(eq(t.staffingAssignments.id, id), eq(t.staffingAssignments.status, from)))
          .returning({ id: t.staffingAssignments.id });
        if (moved.length) await tx.insert(t.auditLog).values(audit);
        return moved.length > 0;
      }),

    /** Workers by id (any client's: the service compares), with their staffing types, for an assignment's list. */
    workersByIds: (ids: string[]) =>
      workersByIds(db, ids, { maternal_surname: t.workers.maternal_surname, staffing_types: t.workers.staffing_types }),

    /**
     * Replaces an assignment's workers while it is in one of `statuses` (the row is held for the
     * transaction); answers whether it was (a concurrent change of status loses).
     */
    setWorkers: (id: number, statuses: readonly string[], workerIds: string[], audit: typeof t.auditLog.$inferInsert) =>
      db.transaction(async (tx) => {
        const held = await tx
          .update(t.staffingAssignments)
          .set({ updated_at: audit.at })
          .where(and(eq(t.staffingAssignments.id, id), inArray(t.staffingAssignments.status, [...statuses])))
          .returning({ id: t.staffingAssignments.id });
        if (!held.length) return false;
        await tx.delete(t.staffingAssignmentWorkers).where(eq(t.staffingAssignmentWorkers.assignment_id, id));
        if (workerIds.length)
          await tx.insert(t.staffingAssignmentWorkers).values(workerIds.map((worker_id) => ({ assignment_id: id, worker_id })));
        await tx.insert(t.auditLog).values(audit);
        return true;
      }),

    // ------------------------------------------------------------ F30 / F31

    /** Every F30/F31 period of a client (for the cards' state). */
    periods: (clientId: string) =>
      db
        .select({
          kind: t.complianceDocuments.kind,
          start_date: t.complianceDocuments.start_date,
          end_date: t.complianceDocuments.end_date,
        })
        .from(t.complianceDocuments)
        .where(eq(t.complianceDocuments.client_id, clientId)),

    /** One page of a client's documents, newest upload first, with the file's name and the uploader's. */
    async history(clientId: string, limit: number, offset: number) {
      const where = eq(t.complianceDocuments.client_id, clientId);
      const [{ n }] = (await db
        .select({ n: sql<number>`count(*)::int` })
        .from(t.complianceDocuments)
        .where(where)) as [{ n: number }];
      const rows = await db
        .select({
          id: t.complianceDocuments.id,
          kind: t.complianceDocuments.kind,
          start_date: t.complianceDocuments.start_date,
          end_date: t.complianceDocuments.end_date,
          file_id: t.complianceDocuments.file_id,
          filename: t.files.original_name,
          uploaded_by: sql<string | null>`nullif(trim(coalesce(${t.users.nombres}, '') || ' ' || coalesce(${t.users.apellidos}, '')), '')`,
          created_at: t.complianceDocuments.created_at,
        })
        .from(t.complianceDocuments)
        .innerJoin(t.files, eq(t.files.id, t.complianceDocuments.file_id))
        .leftJoin(t.users, eq(t.users.id, t.complianceDocuments.uploaded_by))
        .where(where)
        .orderBy(desc(t.complianceDocuments.created_at), desc(t.complianceDocuments.id))
        .limit(limit)
        .offset(offset);
      return { rows: rows as ComplianceRecord[], total: n };
    },

    /** A file with whether a worker or an F30/F31 already uses it. */
    fileById: async (id: string) =>
      (
        await db.execute(sql`select f.id, f.client_id, f.kind, f.deleted_at,
          exists (select 1 from worker_files wf where wf.file_id = f.id) as used_by_worker,
          exists (select 1 from compliance_documents c where c.file_id = f.id) as used_by_compliance
        from files f where f.id = ${id}::uuid`)
      ).rows[0] as
        | { id: string; client_id: string; kind: string; deleted_at: string | null; used_by_worker: boolean; used_by_compliance: boolean }
        | undefined,

    insertDocument: (row: typeof t.complianceDocuments.$inferInsert, audit: typeof t.auditLog.$inferInsert) =>
      db.transaction(async (tx) => {
        const [r] = await tx.insert(t.complianceDocuments).values(row).returning({ id: t.complianceDocuments.id });
        await tx.insert(t.auditLog).values({ ...audit, entity_id: String(r!.id) });
        return r!.id;
      }),
  };
}
export type StaffingRepo = ReturnType<typeof createStaffingRepo>;

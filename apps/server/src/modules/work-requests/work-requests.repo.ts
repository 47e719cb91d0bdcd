import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';

/** A request as read, with its store, creator, workers, files and approval steps. */
export interface WorkRequestRow {
  id: number;
  uuid: string;
  client_id: string;
  country_id: string;
  contract_id: string;
  brand_id: string;
  space_id: string;
  space_num: string;
  building_id: string;
  building_name: string;
  brand_name: string;
  type_id: 'trabajo_normal' | 'corte_y_soldadura';
  status: 'draft' | 'pending' | 'approved' | 'rejected';
  clase: string | null;
  place: string;
  description: string;
  start_date: string | null;
  end_date: string | null;
  start_time: string | null;
  end_time: string | null;
  hours: string | null;
  contact_name: string;
  contact_phone: string;
  created_by: string;
  first_name: string;
  last_name: string;
  creator_email: string;
  created_at: Date;
  submitted_at: Date | null;
  workers: { uuid: string; names: string; parental_surname: string; document_number: string }[];
  files: { uuid: string; doc_type: string; filename: string; mime: string }[];
  approvals: { role_id: string; status: string; approval_at: string | null; comment: string | null; by: string | null; position: number }[];
}

const SELECT = sql`
  select w.id::int as id, w.uuid, w.client_id, w.country_id, w.contract_id, c.brand_id, c.space_id, s.code as space_num,
    bu.id as building_id, bu.name as building_name, b.name as brand_name, w.type_id, w.status, w.clase, w.place, w.description,
    to_char(w.start_date, 'YYYY-MM-DD') as start_date, to_char(w.end_date, 'YYYY-MM-DD') as end_date, w.start_time, w.end_time,
    w.hours, w.contact_name, w.contact_phone, w.created_by, u.nombres as first_name, u.apellidos as last_name, u.email as creator_email,
    w.created_at, w.submitted_at,
    coalesce((select json_agg(json_build_object('uuid', k.id, 'names', k.names, 'parental_surname', k.parental_surname,
      'document_number', k.document_number) order by k.names) from work_request_workers x join workers k on k.id = x.worker_id
      where x.work_request_id = w.id), '[]'::json) as workers,
    coalesce((select json_agg(json_build_object('uuid', f.id, 'doc_type', x.doc_type, 'filename', f.original_name, 'mime', f.mime)
      order by x.doc_type, f.created_at) from work_request_files x join files f on f.id = x.file_id
      where x.work_request_id = w.id and f.deleted_at is null), '[]'::json) as files,
    coalesce((select json_agg(json_build_object('role_id', a.role_id, 'status', a.status, 'approval_at', a.approval_at,
      'comment', a.comment, 'by', case when au.id is null then null else au.nombres || ' ' || au.apellidos end, 'position', a.position)
      order by a.position) from work_request_approvals a left join users au on au.id = a.acted_by
      where a.work_request_id = w.id), '[]'::json) as approvals
  from work_requests w join contracts c on c.id = w.contract_id join spaces s on s.id = c.space_id
  join buildings bu on bu.id = s.building_id join brands b on b.id = c.brand_id join users u on u.id = w.created_by`;

const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const toRow = (r: Record<string, unknown>): WorkRequestRow =>
  ({
    ...r,
    id: Number(r.id),
    created_at: new Date(r.created_at as string),
    submitted_at: r.submitted_at ? new Date(r.submitted_at as string) : null,
    workers: parse(r.workers as WorkRequestRow['workers']),
    files: parse(r.files as WorkRequestRow['files']),
    approvals: parse(r.approvals as WorkRequestRow['approvals']),
  }) as WorkRequestRow;

export interface ListFilter {
  /** the clients and, for members who see only some contracts, the user whose assignments reach them */
  clientIds: string[];
  /** clients where the caller sees every contract (company administrators) */
  wholeClients: string[];
  userId: string;
  number?: number;
  type?: string;
  status?: string;
  from?: string;
  to?: string;
}

export type RequestValues = Omit<typeof t.workRequests.$inferInsert, 'id' | 'uuid'>;
export type Audit = typeof t.auditLog.$inferInsert;
/** the rest of a change, written in its transaction once the request's rows are (the e-mails it causes) */
export type Also = (tx: Db, id: number) => Promise<unknown>;

/** Queries of work requests, their documents, workers and approval steps (no rules here). */
export function createWorkRequestsRepo(db: Db) {
  const many = async (where: SQL, tail: SQL = sql``, d: Db = db) => {
    const res = await d.execute(sql`${SELECT} where ${where} ${tail}`);
    return (res.rows as Record<string, unknown>[]).map(toRow);
  };
  const list = (xs: string[]) =>
    sql.join(
      xs.map((x) => sql`${x}`),
      sql`, `,
    );
  const listWhere = (f: ListFilter) => {
    const reach = sql`exists (select 1 from assignments a where a.user_id = ${f.userId} and a.client_id = c.client_id
      and (a.contract_id = c.id or (a.type = 'Brand' and a.brand_id = c.brand_id)
        or (a.contract_id is null and a.type <> 'Brand' and a.space_id = c.space_id)))`;
    const whole = f.wholeClients.length ? sql`w.client_id in (${list(f.wholeClients)})` : sql`false`;
    const parts: SQL[] = [
      f.clientIds.length ? sql`w.client_id in (${list(f.clientIds)})` : sql`false`,
      sql`(${whole} or w.created_by = ${f.userId} or ${reach})`,
    ];
    if (f.number) parts.push(sql`w.id = ${f.number}`);
    if (f.type) parts.push(sql`w.type_id = ${f.type}`);
    if (f.status) parts.push(sql`w.status = ${f.status}`);
    if (f.from) parts.push(sql`w.created_at >= ${f.from}::date`);
    if (f.to) parts.push(sql`w.created_at < (${f.to}::date + 1)`);
    return sql.join(parts, sql` and `);
  };
  const FROM = sql`from work_requests w join contracts c on c.id = w.contract_id`;

  const replaceLinks = async (
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    id: number,
    files: { doc_type: string; uuid: string }[],
    workers: string[],
  ) => {
    await tx.delete(t.workRequestFiles).where(eq(t.workRequestFiles.work_request_id, id));
    if (files.length)
      await tx.insert(t.workRequestFiles).values(files.map((f) => ({ work_request_id: id, file_id: f.uuid, doc_type: f.doc_type })));
    await tx.delete(t.workRequestWorkers).where(eq(t.workRequestWorkers.work_request_id, id));
    if (workers.length) await tx.insert(t.workRequestWorkers).values(workers.map((w) => ({ work_request_id: id, worker_id: w })));
  };

  return {
    /** one request (in the transaction `d` when given) */
    byId: async (id: number, d: Db = db) => (await many(sql`w.id = ${id}`, sql``, d))[0],
    byUuid: async (uuid: string) => (await many(sql`w.uuid = ${uuid}`))[0],
    page: (f: ListFilter, limit: number, offset: number) =>
      many(listWhere(f), sql`order by w.created_at desc, w.id desc limit ${limit} offset ${offset}`),
    count: async (f: ListFilter) => {
      const res = await db.execute(sql`select count(*)::int as n ${FROM} where ${listWhere(f)}`);
      return Number((res.rows[0] as { n: number }).n);
    },
    /** sent requests of a country whose step for the role is pending (oldest first) */
    queue: (role: string, country: string) =>
      many(
        sql`w.status = 'pending' and w.country_id = ${country} and exists (select 1 from work_request_approvals a
          where a.work_request_id = w.id and a.role_id = ${role} and a.status = 'pending')`,
        sql`order by w.submitted_at asc, w.id asc limit 200`,
      ),

    /** the contracts of some clients with their store, shopping centre and brand (the type dialog's choices) */
    stores: async (clientIds: string[]) =>
      clientIds.length
        ? await db
            .select({
              contract_id: t.contracts.id,
              client_id: t.contracts.client_id,
              brand_id: t.contracts.brand_id,
              space_id: t.contracts.space_id,
              space_num: t.spaces.code,
              building_id: t.buildings.id,
              building_name: t.buildings.name,
              brand_name: t.brands.name,
              country_id: t.buildings.country_id,
              tax_id: t.clients.tax_id,
              status: t.contracts.status,
            })
            .from(t.contracts)
            .innerJoin(t.spaces, eq(t.spaces.id, t.contracts.space_id))
            .innerJoin(t.buildings, eq(t.buildings.id, t.spaces.building_id))
            .innerJoin(t.brands, eq(t.brands.id, t.contracts.brand_id))
            .innerJoin(t.clients, eq(t.clients.id, t.contracts.client_id))
            .where(inArray(t.contracts.client_id, clientIds))
            .orderBy(t.buildings.name, t.spaces.code)
        : [],
    /** live files by id with their owner, kind and the request they are in (if any) */
    files: async (ids: string[]) =>
      ids.length
        ? await db
            .select({ id: t.files.id, client_id: t.files.client_id, kind: t.files.kind, in_request: t.workRequestFiles.work_request_id })
            .from(t.files)
            .leftJoin(t.workRequestFiles, eq(t.workRequestFiles.file_id, t.files.id))
            .where(and(inArray(t.files.id, ids), isNull(t.files.deleted_at)))
        : [],
    workers: async (ids: string[]) =>
      ids.length
        ? await db.select({ id: t.workers.id, client_id: t.workers.client_id }).from(t.workers).where(inArray(t.workers.id, ids))
        : [],

    insert: (
      v: RequestValues,
      files: { doc_type: string; uuid: string }[],
      workers: string[],
      steps: string[],
      audit: Omit<Audit, 'entity_id'>,
      also?: Also,
    ) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(t.workRequests).values(v).returning({ id: t.workRequests.id });
        const id = row!.id;
        await replaceLinks(tx, id, files, workers);
        if (steps.length)
          await tx.insert(t.workRequestApprovals).values(
            steps.map((role_id, i) => ({
              work_request_id: id,
              role_id,
              position: i + 1,
              status: v.status === 'pending' ? 'pending' : 'initial',
            })),
          );
        await tx.insert(t.auditLog).values({ ...audit, entity_id: String(id) });
        await also?.(tx as unknown as Db, id);
        return id;
      }),
    /** rewrites a draft (and sends it when v.status is pending); false when it is no longer a draft */
    updateDraft: (
      id: number,
      v: Partial<RequestValues>,
      files: { doc_type: string; uuid: string }[],
      workers: string[],
      steps: string[],
      audit: Audit,
      also?: Also,
    ) =>
      db.transaction(async (tx) => {
        const done = await tx
          .update(t.workRequests)
          .set(v)
          .where(and(eq(t.workRequests.id, id), eq(t.workRequests.status, 'draft')))
          .returning({ id: t.workRequests.id });
        if (!done.length) return false;
        await replaceLinks(tx, id, files, workers);
        await tx.delete(t.workRequestApprovals).where(eq(t.workRequestApprovals.work_request_id, id));
        if (steps.length)
          await tx.insert(t.workRequestApprovals).values(
            steps.map((role_id, i) => ({
              work_request_id: id,
              role_id,
              position: i + 1,
              status: v.status === 'pending' ? 'pending' : 'initial',
            })),
          );
        await tx.insert(t.auditLog).values(audit);
        await also?.(tx as unknown as Db, id);
        return true;
      }),
    /**
     * One approver's decision in one transaction: the step moves only while it and the request are
     * pending; a referral opens (or adds) the target role's step; then the request takes the status
     * its steps give (`outcome`). Answers false when the step moved meanwhile.
     */
    act: (
      id: number,
      role: string,
      step: { status: string; comment: string | null; acted_by: string; approval_at: Date },
      referTo: string | undefined,
      outcome: (steps: { status: string }[]) => string,
      audit: Audit,
      also?: Also,
    ) =>
      db.transaction(async (tx) => {
        const moved = await tx
          .update(t.workRequestApprovals)
          .set(step)
          .where(
            and(
              eq(t.workRequestApprovals.work_request_id, id),
              eq(t.workRequestApprovals.role_id, role),
              eq(t.workRequestApprovals.status, 'pending'),
              sql`exists (select 1 from work_requests w where w.id = ${id} and w.status = 'pending')`,
            ),
          )
          .returning({ id: t.workRequestApprovals.id });
        if (!moved.length) return false;
        if (referTo) {
          const steps = await tx.select().from(t.workRequestApprovals).where(eq(t.workRequestApprovals.work_request_id, id));
          const target = steps.find((s) => s.role_id === referTo);
          if (target)
            await tx
              .update(t.workRequestApprovals)
              .set({ status: 'pending', comment: null, acted_by: null, approval_at: null })
              .where(eq(t.workRequestApprovals.id, target.id));
          else
            await tx.insert(t.workRequestApprovals).values({
              work_request_id: id,
              role_id: referTo,
              position: Math.max(...steps.map((s) => s.position)) + 1,
              status: 'pending',
            });
        }
        const steps = await tx
          .select({ status: t.workRequestApprovals.status })
          .from(t.workRequestApprovals)
          .where(eq(t.workRequestApprovals.work_request_id, id));
        const status = outcome(steps);
        await tx.update(t.workRequests).set({ status, updated_at: step.approval_at }).where(eq(t.workRequests.id, id));
        await tx.insert(t.auditLog).values(audit);
        await also?.(tx as unknown as Db, id);
        return true;
      }),
    /** the enabled users of a country holding some of these roles (the approvers a step waits for), with the roles each holds */
    usersWithRoles: async (roles: string[], country: string, d: Db = db) => {
      if (!roles.length) return [];
      const rows = await d
        .select({ id: t.users.id, email: t.users.email, role_id: t.userRoles.role_id })
        .from(t.userRoles)
        .innerJoin(t.users, eq(t.users.id, t.userRoles.user_id))
        .where(
          and(
            inArray(t.userRoles.role_id, roles),
            eq(t.userRoles.enabled, true),
            ne(t.users.status, 'Deshabilitado'),
            eq(t.users.country_id, country),
          ),
        );
      const byUser = new Map<string, { id: string; email: string; roles: string[] }>();
      for (const r of rows) {
        const u = byUser.get(r.id) ?? { id: r.id, email: r.email, roles: [] };
        if (!u.roles.includes(r.role_id)) u.roles.push(r.role_id);
        byUser.set(r.id, u);
      }
      return [...byUser.values()];
    },
    fileLocation: async (id: string) =>
      (
        await db
          .select()
          .from(t.files)
          .where(and(eq(t.files.id, id), isNull(t.files.deleted_at)))
      )[0],
  };
}

export type WorkRequestsRepo = ReturnType<typeof createWorkRequestsRepo>;

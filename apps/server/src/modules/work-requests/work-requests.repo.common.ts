import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';

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

export const SELECT = sql`
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

export const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
export const toRow = (r: Record<string, unknown>): WorkRequestRow =>
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

/** What the work requests' queries share: the database, the request's select and the list's filter. */
export function createWorkRequestsQueries(db: Db) {
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

  return { db, many, list, listWhere, FROM, replaceLinks };
}

export type WorkRequestsQueries = ReturnType<typeof createWorkRequestsQueries>;

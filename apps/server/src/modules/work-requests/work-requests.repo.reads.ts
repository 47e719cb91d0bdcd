import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { joinContractPlace } from '../../db/contract-place';
import { activeHoldersOf } from '../../db/filters';
import * as t from '../../db/schema/index';
import type { Db } from '../../db/client';
import { workersByIds } from '../../db/workers-by-id';

import { type ListFilter, type WorkRequestsQueries } from './work-requests.repo.common';

/** The work requests' reads: by id, a page, the approvers' queue, the stores, files and workers a request names, the approvers. */
export function createWorkRequestsReadRepo(q: WorkRequestsQueries) {
  const { db, many, listWhere, FROM } = q;
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
        ? await joinContractPlace(
            db
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
              .$dynamic(),
          )
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
    workers: (ids: string[]) => workersByIds(db, ids, { classes: t.workers.skills }),

    /** the enabled users of a country holding some of these roles (the approvers a step waits for), with the roles each holds */
    usersWithRoles: async (roles: string[], country: string, d: Db = db) => {
      if (!roles.length) return [];
      const rows = await d
        .select({ id: t.users.id, email: t.users.email, role_id: t.userRoles.role_id })
        .from(t.userRoles)
        .innerJoin(t.users, eq(t.users.id, t.userRoles.user_id))
        .where(and(activeHoldersOf(roles), eq(t.users.country_id, country)));
      const byUser = new Map<string, { id: string; email: string; roles: string[] }>();
      for (const r of rows) {
        const u = byUser.get(r.id) ?? { id: r.id, email: r.email, roles: [] };
        if (!u.roles.includes(r.role_id)) u.roles.push(r.role_id);
        byUser.set(r.id, u);
      }
      return [...byUser.values()];
    },
  };
}

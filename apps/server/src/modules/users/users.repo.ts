import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessionsRevoked } from '../../lib/session-cache';
import { fold } from '@vitrina/domain/users/users.rules';
import { joinContractBuilding, joinContractPlace } from '../../db/contract-place';
import * as t from '../../db/schema/index';
import { notInternalUser } from '../../db/filters';
import { normalizeEmail } from '@vitrina/domain/auth/email';
import { membershipOf, rolesInClient, setClientPermissions, userByEmail, userColumns } from '../../lib/members.repo';

export interface UserListFilter {
  q?: string;
  status?: 'Ok' | 'Pendiente';
}

/** An assignment as the users list needs it. */
type ListedAssignment = { type: string; space_id: string | null; brand_id: string | null };

/** Accent folding in SQL, matching the domain's fold() for names. */
const ACCENTED = 'ÁÉÍÓÚÀÈÌÒÙÄËÏÖÜÂÊÎÔÛáéíóúàèìòùäëïöüâêîôûÑñÇç';
const PLAIN = 'AEIOUAEIOUAEIOUAEIOUaeiouaeiouaeiouaeiouNnCc';
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Queries of user administration. No rules here. */
export function createUsersRepo(db: Db) {
  const userCols = userColumns;
  return {
    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),

    client: async (clientId: string) => (await db.select().from(t.clients).where(eq(t.clients.id, clientId)).limit(1))[0],

    /** The membership (permission ids) of a user in a client. */
    membership: (userId: string, clientId: string, d: Db = db) => membershipOf(d, userId, clientId),

    memberships: (userId: string, d: Db = db) => d.select().from(t.userClients).where(eq(t.userClients.user_id, userId)),

    /** The client's users (not disabled, not internal staff), searched by name, with their permissions and assignments there. */
    listUsers: async (clientId: string, f: UserListFilter) => {
      const parts: SQL[] = [eq(t.userClients.client_id, clientId), ne(t.users.status, 'Deshabilitado'), notInternalUser(t.users.id)];
      if (f.status) parts.push(eq(t.users.status, f.status));
      if (f.q) {
        const like = `%${escapeLike(fold(f.q))}%`;
        parts.push(sql`lower(translate(${t.users.nombres} || ' ' || ${t.users.apellidos}, ${ACCENTED}, ${PLAIN})) like ${like}`);
      }
      const rows = await db
        .select({
          ...userCols,
          permission_ids: t.userClients.permission_ids,
          assignments: sql<ListedAssignment[] | string>`(select coalesce(json_agg(json_build_object('type', a.type, 'space_id', a.space_id,
              'brand_id', a.brand_id) order by a.space_id), '[]'::json)
            from assignments a where a.client_id = ${clientId} and a.user_id = users.id)`,
        })
        .from(t.userClients)
        .innerJoin(t.users, eq(t.users.id, t.userClients.user_id))
        .where(and(...parts))
        .orderBy(asc(t.users.nombres), asc(t.users.apellidos), asc(t.users.email));
      return rows.map((r) => ({
        ...r,
        assignments: typeof r.assignments === 'string' ? (JSON.parse(r.assignments) as ListedAssignment[]) : r.assignments,
      }));
    },

    userInClient: async (clientId: string, userId: string, d: Db = db) =>
      (
        await d
          .select({ ...userCols, permission_ids: t.userClients.permission_ids })
          .from(t.userClients)
          .innerJoin(t.users, eq(t.users.id, t.userClients.user_id))
          .where(and(eq(t.userClients.client_id, clientId), eq(t.userClients.user_id, userId), notInternalUser(t.users.id)))
          .limit(1)
      )[0],

    userById: async (id: string, d: Db = db) =>
      (
        await d
          .select({ ...userCols, has_password: sql<boolean>`${t.users.password_hash} is not null` })
          .from(t.users)
          .where(eq(t.users.id, id))
          .limit(1)
      )[0],

    userByEmail: (email: string, d: Db = db) => userByEmail(d, email),
    rolesInClient: (d: Db, userId: string, clientId: string) => rolesInClient(d, userId, clientId),

    /** Assignments of some users in a client. */
    assignmentsIn: (clientId: string, userIds: string[], d: Db = db) =>
      userIds.length
        ? d
            .select()
            .from(t.assignments)
            .where(and(eq(t.assignments.client_id, clientId), inArray(t.assignments.user_id, userIds)))
            .orderBy(asc(t.assignments.space_id))
        : Promise.resolve([]),

    /** Every contract of a client with its space, building and brand. */
    clientContracts: (clientId: string) =>
      joinContractPlace(
        db
          .select({
            contract_id: t.contracts.id,
            contract_code: t.contracts.code,
            contract_status: t.contracts.status,
            brand_id: t.brands.id,
            brand_name: t.brands.name,
            space_id: t.spaces.id,
            space_code: t.spaces.code,
            building_id: t.buildings.id,
            building_name: t.buildings.name,
            building_country: t.buildings.country_id,
          })
          .from(t.contracts)
          .$dynamic(),
      )
        .where(eq(t.contracts.client_id, clientId))
        .orderBy(asc(t.buildings.name), asc(t.spaces.code), asc(t.contracts.start_date)),

    /** Buildings of the spaces a user is assigned to, in some clients. */
    buildingsOf: (userId: string, clientIds: string[]) =>
      clientIds.length
        ? joinContractBuilding(
            db
              .selectDistinct({
                id: t.buildings.id,
                id_sap: t.buildings.id_sap,
                name: t.buildings.name,
                city: t.buildings.city,
                country_id: t.buildings.country_id,
              })
              .from(t.assignments)
              .innerJoin(t.contracts, eq(t.contracts.client_id, t.assignments.client_id))
              .$dynamic(),
          )
            .where(
              and(
                eq(t.assignments.user_id, userId),
                inArray(t.assignments.client_id, clientIds),
                sql`(${t.assignments.contract_id} = ${t.contracts.id}
            or (${t.assignments.type} = 'Brand' and ${t.assignments.brand_id} = ${t.contracts.brand_id})
            or (${t.assignments.contract_id} is null and ${t.assignments.space_id} = ${t.contracts.space_id}))`,
              ),
            )
            .orderBy(asc(t.buildings.name))
        : Promise.resolve([]),

    // writes (inside a transaction)
    insertUser: async (tx: Db, row: typeof t.users.$inferInsert) =>
      (
        await tx
          .insert(t.users)
          .values({ ...row, email: normalizeEmail(row.email) })
          .returning({ id: t.users.id })
      )[0]!.id,
    updateUser: (tx: Db, id: string, set: Partial<typeof t.users.$inferInsert>) => tx.update(t.users).set(set).where(eq(t.users.id, id)),
    insertMembership: async (tx: Db, userId: string, clientId: string, permissionIds: number[]) => {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(t.userClients)
        .where(eq(t.userClients.user_id, userId));
      await tx.insert(t.userClients).values({ user_id: userId, client_id: clientId, permission_ids: permissionIds, position: row?.n ?? 0 });
    },
    setPermissions: setClientPermissions,
    insertAssignments: (tx: Db, rows: (typeof t.assignments.$inferInsert)[]) =>
      rows.length ? tx.insert(t.assignments).values(rows) : Promise.resolve(),
    deleteAssignments: (tx: Db, ids: string[]) =>
      ids.length ? tx.delete(t.assignments).where(inArray(t.assignments.id, ids)) : Promise.resolve(),
    /** Store-chief roles on contracts the user no longer has (keeps 'Encargados' in step). */
    deleteLocalRoles: (tx: Db, userId: string, clientId: string, contractIds: string[]) =>
      contractIds.length
        ? tx
            .delete(t.userRoles)
            .where(
              and(
                eq(t.userRoles.user_id, userId),
                eq(t.userRoles.client_id, clientId),
                eq(t.userRoles.role_id, 'EXT_LOCAL'),
                inArray(t.userRoles.contract_id, contractIds),
              ),
            )
        : Promise.resolve(),
    /** Removes a user from one client: membership, assignments and roles there. */
    removeFromClient: async (tx: Db, userId: string, clientId: string) => {
      await tx.delete(t.assignments).where(and(eq(t.assignments.user_id, userId), eq(t.assignments.client_id, clientId)));
      await tx.delete(t.userRoles).where(and(eq(t.userRoles.user_id, userId), eq(t.userRoles.client_id, clientId)));
      await tx.delete(t.userClients).where(and(eq(t.userClients.user_id, userId), eq(t.userClients.client_id, clientId)));
    },
    /** Tells every instance's session cache, after the commit of `revokeSessions` (lib/session-cache.ts). */
    sessionsRevoked: (userId: string) => sessionsRevoked(db, userId),
    revokeSessions: (tx: Db, userId: string, at: Date) =>
      tx
        .update(t.sessions)
        .set({ revoked_at: at })
        .where(and(eq(t.sessions.user_id, userId), isNull(t.sessions.revoked_at))),

    audit: (row: typeof t.auditLog.$inferInsert, d: Db = db) => d.insert(t.auditLog).values(row),
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;

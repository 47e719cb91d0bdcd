import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { joinContractBuilding, joinContractPlace } from '../../db/contract-place';
import * as t from '../../db/schema/index';
import { notInternalUser } from '../../db/filters';
import { normalizeEmail } from '@vitrina/domain/auth/email';
import { contactColumns, membershipOf, roleColumns, setClientPermissions, userByEmail, userById } from '../../lib/members.repo';

/** A contract as the contract list answers it. */
export interface ContractListRow {
  id: string;
  code: string;
  client_id: string;
  brand_id: string;
  brand_name: string;
  space_id: string;
  space_code: string;
  building_id: string;
  building_name: string;
  status: number;
}

/** Queries of companies, brands, contracts and the legacy users-and-roles calls. */
export function createCompaniesRepo(db: Db) {
  const contractsBase = () =>
    joinContractPlace(
      db
        .select({
          id: t.contracts.id,
          code: t.contracts.code,
          client_id: t.contracts.client_id,
          brand_id: t.contracts.brand_id,
          brand_name: t.brands.name,
          space_id: t.contracts.space_id,
          space_code: t.spaces.code,
          area_m2: t.spaces.area_m2,
          building_id: t.buildings.id,
          building_name: t.buildings.name,
          start_date: t.contracts.start_date,
          end_date: t.contracts.end_date,
          status: t.contracts.status,
        })
        .from(t.contracts)
        .$dynamic(),
    );

  return {
    clientById: async (id: string) => (await db.select().from(t.clients).where(eq(t.clients.id, id)))[0],
    clientsByIds: (ids: string[]) =>
      ids.length ? db.select().from(t.clients).where(inArray(t.clients.id, ids)).orderBy(asc(t.clients.name)) : Promise.resolve([]),

    brandById: async (id: string) => (await db.select().from(t.brands).where(eq(t.brands.id, id)))[0],
    brandsOfClient: (clientId: string) => db.select().from(t.brands).where(eq(t.brands.client_id, clientId)).orderBy(asc(t.brands.name)),

    /**
     * A client's contracts with only what the contract list answers (no dates, no area), in the
     * order by status, building and space: one plain query, without the query builder's work on every
     * request.
     */
    contractListOfClient: async (clientId: string) =>
      (
        await db.execute(sql`select c.id, c.code, c.client_id, c.brand_id, br.name as brand_name, c.space_id, s.code as space_code,
            b.id as building_id, b.name as building_name, c.status
          from contracts c join brands br on br.id = c.brand_id join spaces s on s.id = c.space_id join buildings b on b.id = s.building_id
          where c.client_id = ${clientId} order by c.status, b.name, s.code`)
      ).rows as unknown as ContractListRow[],
    contractsOfBrand: (brandId: string) =>
      contractsBase().where(eq(t.contracts.brand_id, brandId)).orderBy(asc(t.contracts.status), asc(t.buildings.name), asc(t.spaces.code)),
    contractById: async (id: string) => (await contractsBase().where(eq(t.contracts.id, id)))[0],
    /** Every contract of a space (any client), the current ones first, then the latest. */
    contractsOfSpace: (spaceId: string) =>
      contractsBase().where(eq(t.contracts.space_id, spaceId)).orderBy(asc(t.contracts.status), desc(t.contracts.start_date)),
    buildingsOfBrand: (brandId: string) =>
      joinContractBuilding(
        db
          .selectDistinct({
            id: t.buildings.id,
            name: t.buildings.name,
            city: t.buildings.city,
            id_sap: t.buildings.id_sap,
          })
          .from(t.contracts)
          .$dynamic(),
      )
        .where(eq(t.contracts.brand_id, brandId))
        .orderBy(asc(t.buildings.name)),

    /** Members of a client with their roles there (one row per role; a member without roles once). */
    contactRows: (clientId: string) =>
      db
        .select({
          ...contactColumns,
          status: t.users.status,
          permission_ids: t.userClients.permission_ids,
          role_id: t.userRoles.role_id,
          role_brand_id: t.userRoles.brand_id,
          role_contract_id: t.userRoles.contract_id,
        })
        .from(t.userClients)
        .innerJoin(t.users, eq(t.users.id, t.userClients.user_id))
        .leftJoin(t.userRoles, and(eq(t.userRoles.user_id, t.users.id), eq(t.userRoles.client_id, clientId), eq(t.userRoles.enabled, true)))
        // internal staff (finance, audit) read every client: they are not its contacts
        .where(and(eq(t.userClients.client_id, clientId), notInternalUser(t.users.id))),

    /** Whether the user is a member of the client. */
    isMember: async (userId: string, clientId: string) =>
      (
        await db
          .select({ id: t.userClients.user_id })
          .from(t.userClients)
          .where(and(eq(t.userClients.user_id, userId), eq(t.userClients.client_id, clientId)))
          .limit(1)
      ).length > 0,

    /** Every role held in a client (enabled or not). */
    rolesInClient: (clientId: string) =>
      db
        .select({ user_id: t.userRoles.user_id, ...roleColumns })
        .from(t.userRoles)
        .where(eq(t.userRoles.client_id, clientId)),

    usersByIds: (ids: string[]) =>
      ids.length
        ? db
            .select({
              id: t.users.id,
              email: t.users.email,
              nombres: t.users.nombres,
              apellidos: t.users.apellidos,
              status: t.users.status,
            })
            .from(t.users)
            .where(inArray(t.users.id, ids))
        : Promise.resolve([]),
    userByEmail: (email: string) => userByEmail(db, email),
    userById: (id: string) => userById(db, id),

    /** Runs fn in one transaction with a repo bound to it. */
    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction(async (tx) => fn(tx as unknown as Db)),
  };
}

/** Writes of a role assignment, a new user, a brand or company edit, inside a transaction. */
export function createCompaniesWrites(tx: Db) {
  return {
    insertUser: async (v: typeof t.users.$inferInsert) =>
      (
        await tx
          .insert(t.users)
          .values({ ...v, email: normalizeEmail(v.email) })
          .returning()
      )[0]!,
    membership: (userId: string, clientId: string) => membershipOf(tx, userId, clientId),
    countMemberships: async (userId: string) => (await tx.select().from(t.userClients).where(eq(t.userClients.user_id, userId))).length,
    insertMembership: (v: typeof t.userClients.$inferInsert) => tx.insert(t.userClients).values(v),
    setPermissions: (userId: string, clientId: string, ids: number[]) => setClientPermissions(tx, userId, clientId, ids),
    insertRole: (v: typeof t.userRoles.$inferInsert) => tx.insert(t.userRoles).values(v),
    /** the transaction, for the shared rules that write in it (access/members.ts) */
    tx,
    insertAssignments: (rows: (typeof t.assignments.$inferInsert)[]) =>
      rows.length ? tx.insert(t.assignments).values(rows) : Promise.resolve(),
    assignmentsOf: (userId: string) => tx.select().from(t.assignments).where(eq(t.assignments.user_id, userId)),
    contractsOfClient: (clientId: string) =>
      tx.select({ id: t.contracts.id, space_id: t.contracts.space_id }).from(t.contracts).where(eq(t.contracts.client_id, clientId)),
    updateBrand: (id: string, v: Partial<typeof t.brands.$inferInsert>) => tx.update(t.brands).set(v).where(eq(t.brands.id, id)),
    updateClient: (id: string, v: Partial<typeof t.clients.$inferInsert>) => tx.update(t.clients).set(v).where(eq(t.clients.id, id)),
    audit: (row: typeof t.auditLog.$inferInsert) => tx.insert(t.auditLog).values(row),
  };
}

export type CompaniesRepo = ReturnType<typeof createCompaniesRepo>;
export type CompaniesWrites = ReturnType<typeof createCompaniesWrites>;

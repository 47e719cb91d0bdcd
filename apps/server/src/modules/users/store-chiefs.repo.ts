import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';
import { createContractsRepo } from '../../lib/contracts.repo';
import { membershipOf, setClientPermissions } from '../../lib/members.repo';

/** A store chief or a contact who may become one, as the store-chief page shows them. */
const personColumns = {
  user_id: t.users.id,
  nombres: t.users.nombres,
  apellidos: t.users.apellidos,
  email: t.users.email,
  phone: t.users.phone,
  status: t.users.status,
  country_id: t.users.country_id,
};

/** Queries of the store chiefs (EXT_LOCAL) of a space. No rules here. */
export function createStoreChiefsRepo(db: Db) {
  const { contractsOfSpace } = createContractsRepo(db);
  return {
    contractsOfSpace,
    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),
    /** EXT_LOCAL roles on any contract of a space: the limit of two is per space. */
    storeChiefsOfSpace: (spaceId: string, d: Db = db) =>
      d
        .select({
          role_id: t.userRoles.id,
          enabled: t.userRoles.enabled,
          contract_id: t.userRoles.contract_id,
          ...personColumns,
        })
        .from(t.userRoles)
        .innerJoin(t.users, eq(t.users.id, t.userRoles.user_id))
        .innerJoin(t.contracts, eq(t.contracts.id, t.userRoles.contract_id))
        .where(and(eq(t.userRoles.role_id, 'EXT_LOCAL'), eq(t.contracts.space_id, spaceId)))
        .orderBy(asc(t.users.apellidos), asc(t.userRoles.contract_id)),
    contactsOfClient: (clientId: string) =>
      db
        .select({
          ...personColumns,
          corporativo: t.users.corporativo,
          permission_ids: t.userClients.permission_ids,
        })
        .from(t.userClients)
        .innerJoin(t.users, eq(t.users.id, t.userClients.user_id))
        .where(eq(t.userClients.client_id, clientId))
        .orderBy(asc(t.users.apellidos)),
    /** Serialises store-chief changes of one space (inside a transaction). */
    lockSpace: (tx: Db, spaceId: string) => tx.select({ id: t.spaces.id }).from(t.spaces).where(eq(t.spaces.id, spaceId)).for('update'),
    insertStoreChiefRole: (tx: Db, row: typeof t.userRoles.$inferInsert) => tx.insert(t.userRoles).values(row),
    enableStoreChiefRole: (tx: Db, roleId: string, enabled: boolean) =>
      tx.update(t.userRoles).set({ enabled }).where(eq(t.userRoles.id, roleId)),
    deleteStoreChiefRole: (tx: Db, roleId: string) => tx.delete(t.userRoles).where(eq(t.userRoles.id, roleId)),
    userClient: membershipOf,
    setUserClientPermissions: setClientPermissions,
    spaceAssignment: async (tx: Db, userId: string, contractId: string) =>
      (
        await tx
          .select()
          .from(t.assignments)
          .where(and(eq(t.assignments.user_id, userId), eq(t.assignments.contract_id, contractId)))
          .limit(1)
      )[0],
    insertAssignment: (tx: Db, row: typeof t.assignments.$inferInsert) => tx.insert(t.assignments).values(row),
    deleteAssignment: (tx: Db, userId: string, contractId: string) =>
      tx
        .delete(t.assignments)
        .where(and(eq(t.assignments.user_id, userId), eq(t.assignments.contract_id, contractId), eq(t.assignments.type, 'Space'))),
    otherRolesInClient: (tx: Db, userId: string, clientId: string) =>
      tx
        .select({ role_id: t.userRoles.role_id, brand_id: t.userRoles.brand_id, contract_id: t.userRoles.contract_id })
        .from(t.userRoles)
        .where(and(eq(t.userRoles.user_id, userId), eq(t.userRoles.client_id, clientId))),

    audit: (row: typeof t.auditLog.$inferInsert, d: Db = db) => d.insert(t.auditLog).values(row),
  };
}

export type StoreChiefsRepo = ReturnType<typeof createStoreChiefsRepo>;

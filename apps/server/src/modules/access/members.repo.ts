import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { normalizeEmail } from '@vitrina/domain/auth/email';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';
import { notInternalUser } from '../../db/filters';

/*
 * The queries behind who may join a client and the store-chief roles, shared by 'Usuarios'
 * (users) and the create-contact wizard (companies). Queries only: the rules are in members.ts.
 */

const userWhere = (d: Db, where: SQL) =>
  d
    .select({
      id: t.users.id,
      email: t.users.email,
      status: t.users.status,
      nombres: t.users.nombres,
      apellidos: t.users.apellidos,
      phone: t.users.phone,
      position: t.users.position,
      country_id: t.users.country_id,
      corporativo: t.users.corporativo,
      has_password: sql<boolean>`${t.users.password_hash} is not null`,
      /** holds an internal (operator staff) role */
      internal: sql<boolean>`not (${notInternalUser(t.users.id)})`,
    })
    .from(t.users)
    .where(where)
    .limit(1);

/** The user with this e-mail (compared in its normalised form, as every write stores it). */
export const userByEmail = async (d: Db, email: string) => (await userWhere(d, eq(t.users.email, normalizeEmail(email))))[0];
export const userById = async (d: Db, id: string) => (await userWhere(d, eq(t.users.id, id)))[0];
export type UserByEmail = NonNullable<Awaited<ReturnType<typeof userByEmail>>>;

/** The roles a user holds in a client (for roleCovers). */
export const rolesInClient = (d: Db, userId: string, clientId: string) =>
  d
    .select({
      role_id: t.userRoles.role_id,
      enabled: t.userRoles.enabled,
      client_id: t.userRoles.client_id,
      brand_id: t.userRoles.brand_id,
      contract_id: t.userRoles.contract_id,
    })
    .from(t.userRoles)
    .where(and(eq(t.userRoles.user_id, userId), eq(t.userRoles.client_id, clientId)));

/** Locks the contracts' rows (in id order), so concurrent requests count their store chiefs one after the other. */
export const lockContracts = (tx: Db, ids: string[]) =>
  tx.select({ id: t.contracts.id }).from(t.contracts).where(inArray(t.contracts.id, ids)).orderBy(asc(t.contracts.id)).for('update');

/** The enabled store chiefs (EXT_LOCAL) of each of these contracts. */
export const storeChiefCounts = (tx: Db, ids: string[]) =>
  tx
    .select({ contract_id: t.userRoles.contract_id, n: count() })
    .from(t.userRoles)
    .where(and(eq(t.userRoles.role_id, 'EXT_LOCAL'), eq(t.userRoles.enabled, true), inArray(t.userRoles.contract_id, ids)))
    .groupBy(t.userRoles.contract_id);

export const insertStoreChiefRoles = (tx: Db, userId: string, contracts: { id: string; client_id: string }[]) =>
  tx
    .insert(t.userRoles)
    .values(contracts.map((c) => ({ user_id: userId, role_id: 'EXT_LOCAL', enabled: true, client_id: c.client_id, contract_id: c.id })));

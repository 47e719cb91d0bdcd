import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { normalizeEmail } from '@vitrina/domain/auth/email';
import type { Db } from '../db/client';
import * as t from '../db/schema/index';
import { notInternalUser } from '../db/filters';

/*
 * The queries behind who may join a client and the store-chief roles, shared by 'Usuarios'
 * (users) and the create-contact wizard (companies). Queries only: the rules are in members.ts.
 */

/** Who a user is and how to reach them: id, e-mail, names, phone and position. */
export const contactColumns = {
  id: t.users.id,
  email: t.users.email,
  nombres: t.users.nombres,
  apellidos: t.users.apellidos,
  phone: t.users.phone,
  position: t.users.position,
};

/** A user's profile columns, as the user administration and the wizard answer them. */
export const userColumns = {
  ...contactColumns,
  status: t.users.status,
  country_id: t.users.country_id,
  corporativo: t.users.corporativo,
};

/** A role row's scope columns (for roleCovers). */
export const roleColumns = {
  role_id: t.userRoles.role_id,
  enabled: t.userRoles.enabled,
  client_id: t.userRoles.client_id,
  brand_id: t.userRoles.brand_id,
  contract_id: t.userRoles.contract_id,
};

const userWhere = (d: Db, where: SQL) =>
  d
    .select({
      ...userColumns,
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

/** A user's membership of a client (its permission ids), if they are a member. */
export const membershipOf = async (d: Db, userId: string, clientId: string) =>
  (
    await d
      .select()
      .from(t.userClients)
      .where(and(eq(t.userClients.user_id, userId), eq(t.userClients.client_id, clientId)))
      .limit(1)
  )[0];

/** Sets the permissions a member holds in a client. */
export const setClientPermissions = (d: Db, userId: string, clientId: string, ids: number[]) =>
  d
    .update(t.userClients)
    .set({ permission_ids: ids })
    .where(and(eq(t.userClients.user_id, userId), eq(t.userClients.client_id, clientId)));

/** The roles a user holds in a client (for roleCovers). */
export const rolesInClient = (d: Db, userId: string, clientId: string) =>
  d
    .select(roleColumns)
    .from(t.userRoles)
    .where(and(eq(t.userRoles.user_id, userId), eq(t.userRoles.client_id, clientId)));

/**
 * Locks the spaces of these contracts (in id order), so concurrent requests, here and in the
 * space's store-chief page, count a store's chiefs one after the other. Answers the spaces.
 */
export async function lockSpacesOf(tx: Db, contractIds: string[]) {
  const rows = await tx.selectDistinct({ space_id: t.contracts.space_id }).from(t.contracts).where(inArray(t.contracts.id, contractIds));
  const spaces = rows.map((r) => r.space_id).sort();
  if (spaces.length)
    await tx.select({ id: t.spaces.id }).from(t.spaces).where(inArray(t.spaces.id, spaces)).orderBy(asc(t.spaces.id)).for('update');
  return spaces;
}

/** The enabled store chiefs (EXT_LOCAL) of each space, over all the space's contracts. */
export const storeChiefsOfSpaces = (tx: Db, spaceIds: string[]) =>
  tx
    .selectDistinct({ space_id: t.contracts.space_id, user_id: t.userRoles.user_id })
    .from(t.userRoles)
    .innerJoin(t.contracts, eq(t.contracts.id, t.userRoles.contract_id))
    .where(and(eq(t.userRoles.role_id, 'EXT_LOCAL'), eq(t.userRoles.enabled, true), inArray(t.contracts.space_id, spaceIds)));

export const insertStoreChiefRoles = (tx: Db, userId: string, contracts: { id: string; client_id: string }[]) =>
  tx
    .insert(t.userRoles)
    .values(contracts.map((c) => ({ user_id: userId, role_id: 'EXT_LOCAL', enabled: true, client_id: c.client_id, contract_id: c.id })));

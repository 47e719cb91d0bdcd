import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { AppError } from '@vitrina/domain/common/errors';
import { normalizeEmail } from '@vitrina/domain/auth/email';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { MAX_LOCAL_MANAGERS } from '@vitrina/domain/sales/daily.rules';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { USERS_MSG } from '@vitrina/domain/users/users.messages';
import { addableRefusal } from '@vitrina/domain/users/users.rules';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';
import { notInternalUser } from '../../db/filters';

/*
 * What 'Usuarios' (users) and the create-contact wizard (companies) share: the e-mail look-up,
 * who may join a client, and the store-chief limit. One query and one rule each, so the two
 * paths cannot drift apart.
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

/** Refuses adding an operator's staff member (409 internal_user) or another country's user (409) to a client. */
export function assertAddable(u: UserByEmail, country: CountryId) {
  const refusal = addableRefusal(u, country);
  if (refusal === 'internal') throw new AppError('internal_user', 409, USERS_MSG.internalUser);
  if (refusal === 'other_country') throw new AppError('other_country', 409, USERS_MSG.otherCountry);
}

/**
 * The look-ups of an e-mail (the user dialog's prefill, the wizard's existing-e-mail step): staff
 * are not found (404, their existence is not revealed); another country's user is refused (409,
 * as adding them would be); otherwise the user.
 */
export async function lookupAddable(d: Db, email: string, country: CountryId, notFoundMessage: string) {
  const u = await userByEmail(d, email);
  if (!u || addableRefusal(u, country) === 'internal') throw new AppError('not_found', 404, notFoundMessage);
  assertAddable(u, country);
  return u;
}

/**
 * Makes a user the store chief (EXT_LOCAL) of some contracts, at most MAX_LOCAL_MANAGERS enabled
 * chiefs per contract (409 managers_max). Runs inside the caller's transaction: the contract rows
 * are locked first (in id order), so concurrent requests count the chiefs one after the other.
 */
export async function addStoreChiefs(tx: Db, userId: string, contracts: readonly { id: string; client_id: string }[]) {
  const ids = [...new Set(contracts.map((c) => c.id))].sort();
  if (!ids.length) return;
  await tx.select({ id: t.contracts.id }).from(t.contracts).where(inArray(t.contracts.id, ids)).orderBy(asc(t.contracts.id)).for('update');
  const chiefs = await tx
    .select({ contract_id: t.userRoles.contract_id, n: count() })
    .from(t.userRoles)
    .where(and(eq(t.userRoles.role_id, 'EXT_LOCAL'), eq(t.userRoles.enabled, true), inArray(t.userRoles.contract_id, ids)))
    .groupBy(t.userRoles.contract_id);
  if (chiefs.some((c) => c.n >= MAX_LOCAL_MANAGERS)) throw new AppError('managers_max', 409, SALES_MSG.managersMax);
  const clientOf = new Map(contracts.map((c) => [c.id, c.client_id]));
  await tx.insert(t.userRoles).values(
    ids.map((id) => ({
      user_id: userId,
      role_id: 'EXT_LOCAL',
      enabled: true,
      client_id: clientOf.get(id)!,
      contract_id: id,
    })),
  );
}

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

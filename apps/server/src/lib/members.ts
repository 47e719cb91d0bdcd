import { AppError } from '@vitrina/domain/common/errors';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { storeChiefLimitReached } from '@vitrina/domain/sales/daily.rules';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { USERS_MSG } from '@vitrina/domain/users/users.messages';
import { addableRefusal } from '@vitrina/domain/users/users.rules';
import type { Db } from '../db/client';
import { insertStoreChiefRoles, lockSpacesOf, storeChiefsOfSpaces, type UserByEmail } from './members.repo';

/*
 * Who may join a client, and the store-chief limit: one rule each for 'Usuarios' (users) and the
 * create-contact wizard (companies), so the two paths cannot drift apart.
 */

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
export function addableFound(u: UserByEmail | undefined, country: CountryId, notFoundMessage: string) {
  if (!u || addableRefusal(u, country) === 'internal') throw new AppError('not_found', 404, notFoundMessage);
  assertAddable(u, country);
  return u;
}

/**
 * Makes a user the store chief (EXT_LOCAL) of some contracts, within the store-chief limit of
 * each contract's space (storeChiefLimitReached; 409 managers_max). Runs inside the caller's
 * transaction: the spaces are locked first (in id order), so concurrent requests count the
 * chiefs one after the other.
 */
export async function addStoreChiefs(tx: Db, userId: string, contracts: readonly { id: string; client_id: string }[]) {
  const ids = [...new Set(contracts.map((c) => c.id))].sort();
  if (!ids.length) return;
  const spaces = await lockSpacesOf(tx, ids);
  const chiefs = await storeChiefsOfSpaces(tx, spaces);
  for (const space of spaces) {
    if (storeChiefLimitReached(new Set(chiefs.filter((c) => c.space_id === space).map((c) => c.user_id)), userId))
      throw new AppError('managers_max', 409, SALES_MSG.storeChiefsMax);
  }
  const clientOf = new Map(contracts.map((c) => [c.id, c.client_id]));
  await insertStoreChiefRoles(
    tx,
    userId,
    ids.map((id) => ({ id, client_id: clientOf.get(id)! })),
  );
}

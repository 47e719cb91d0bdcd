import { buildAbility } from '../auth/abilities';
import { PERMISSIONS } from '../auth/permissions';
import type { CountryId } from '../countries/countries';

/** Stored user status → what the table shows. Deshabilitado users are not listed. */
export const USER_STATUS_LABEL = { Ok: 'Activo', Pendiente: 'Pendiente', Deshabilitado: 'Inactivo' } as const;
export type UserStatus = keyof typeof USER_STATUS_LABEL;
/** The one label of a user's status wherever it appears (users, managers, contacts); an unknown value as stored. */
export const userStatusLabel = (status: string): string =>
  Object.hasOwn(USER_STATUS_LABEL, status) ? USER_STATUS_LABEL[status as UserStatus] : status;
/** The state filter of 'Usuarios': Todos, Activo, Pendiente. */
export const USER_STATE_FILTERS = ['Todos', 'Activo', 'Pendiente'] as const;
export type UserStateFilter = (typeof USER_STATE_FILTERS)[number];
export const statusOfFilter = (f: UserStateFilter | undefined): UserStatus | undefined =>
  f === 'Activo' ? 'Ok' : f === 'Pendiente' ? 'Pendiente' : undefined;

/** Validity of a welcome link (set-password link sent to a new user): longer than a reset link. */
export const WELCOME_LINK_HOURS = 72;
/** Users per page of the 'Usuarios' table. */
export const USERS_PAGE_SIZE = 5;
export const USER_TEXT_MAX = { name: 100, position: 100, email: 254 } as const;

export type UserAdminOp = 'read' | 'create' | 'update' | 'delete';

const CATALOGUE = PERMISSIONS.map((p) => ({ id: p.id, code: p.code }));

/**
 * Whether the permission ids a user holds in a client allow an operation on that client's users.
 * manage:User or create:User: the holder 'creates, edits or deletes its users' (the users administration:
 * 'create User' shows the add-user and delete-user buttons), and so also lists them.
 */
export function canAdminUsers(permissionIds: readonly number[], op: UserAdminOp): boolean {
  const { ability } = buildAbility([...permissionIds], CATALOGUE);
  return ability.can(op, 'User') || ability.can('create', 'User');
}

/**
 * Nobody gives a permission they do not hold: splits the requested ids into those the giver holds
 * (grantable) and the others (withheld). 'Usuarios' refuses a save with withheld ids; the wizard,
 * which has no permission step, gives the role's defaults the caller holds.
 */
export function splitGrantable(requested: readonly number[], held: Iterable<number>) {
  const mine = new Set(held);
  return {
    grantable: requested.filter((id) => mine.has(id)),
    withheld: requested.filter((id) => !mine.has(id)),
  };
}

/** Whether an administrator holding `held` may change or remove a user holding `target` (no permission they lack). */
export const mayManageHolder = (target: readonly number[], held: Iterable<number>) => splitGrantable(target, held).withheld.length === 0;

/**
 * Why a user found by e-mail cannot join a client of `country`: operator staff (the corporate flag
 * or an internal role) are never a tenant's users; a user belongs to one country.
 */
export function addableRefusal(u: { corporativo: boolean; internal: boolean; country_id: string }, country: CountryId) {
  if (u.corporativo || u.internal) return 'internal' as const;
  if (u.country_id !== country) return 'other_country' as const;
  return null;
}

/** A role a user holds in a client (user_roles). */
export interface HeldRole {
  role_id: string;
  enabled: boolean;
  client_id: string | null;
  brand_id: string | null;
  contract_id: string | null;
}

/**
 * Whether a user's roles already put a contract in their charge: company administrator of its
 * client, administrator of its brand, or store chief of that contract. A user given a space in
 * 'Usuarios' becomes its store chief (EXT_LOCAL) unless a role already covers it.
 */
export const roleCovers = (roles: readonly HeldRole[], c: { id: string; client_id: string; brand_id: string }) =>
  roles.some(
    (r) =>
      r.enabled &&
      r.client_id === c.client_id &&
      ((r.role_id === 'EXT_EMPRESA' && !r.brand_id && !r.contract_id) ||
        (r.role_id === 'EXT_MARCA' && r.brand_id === c.brand_id) ||
        (r.role_id === 'EXT_LOCAL' && r.contract_id === c.id)),
  );

/** Whether a selection of permission ids needs at least one space ('requires' includes 'Contract'). */
export const selectionRequiresSpace = (permissionIds: readonly number[]) =>
  PERMISSIONS.some((p) => permissionIds.includes(p.id) && p.requires.includes('Contract'));

/**
 * 'A permission that requires a contract requires a space', checked on the spaces
 * the user ends up with in the client: those sent (the ones the editor sees) and those an edit keeps
 * because the editor does not see them (another brand's spaces, neither shown nor sent). Whether
 * the saved user would hold such a permission without any space ('Requiere local').
 */
export const lacksRequiredSpace = (
  permissionIds: readonly number[],
  sentSpaceIds: readonly string[],
  keptSpaceIds: readonly string[] = [],
) => selectionRequiresSpace(permissionIds) && sentSpaceIds.length === 0 && keptSpaceIds.length === 0;

/** A space of the Locales selector matches a search by space code, brand name or building name. */
export function spaceMatches(s: { space_num: string; building_name: string; contracts: { brand_name: string }[] }, query: string): boolean {
  const q = fold(query.trim());
  if (!q) return true;
  return [s.space_num, s.building_name, ...s.contracts.map((c) => c.brand_name)].some((v) => fold(v).includes(q));
}

/** Lowercase without accents, for searches ('Café' matches 'cafe'). */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Selected spaces first, then by building and space code. */
export function sortSpacesSelectedFirst<T extends { space_id: string; space_num: string; building_name: string }>(
  spaces: T[],
  selected: ReadonlySet<string>,
): T[] {
  return [...spaces].sort(
    (a, b) =>
      Number(selected.has(b.space_id)) - Number(selected.has(a.space_id)) ||
      a.building_name.localeCompare(b.building_name, 'es') ||
      a.space_num.localeCompare(b.space_num, 'es', { numeric: true }),
  );
}

/** 'Nombre Apellidos' of a user row. */
export const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim();

import type { PermissionCode } from '@vitrina/domain/auth/permissions';
import { COUNTRY_IDS } from '@vitrina/domain/countries/countries';
import { isInternalRole, type AbilityCode } from '@vitrina/domain/auth/roles';
import { assigned, reachesBrand, type ContractRef } from './reach';
import type { Scope } from './scope';
import { forbidden, notFound } from './errors';
import { isSalesRead } from './sales-reads';

/*
 * Every access decision, by ability CODE (packages/domain permissions.ts and roles.ts).
 * Tenants act inside their clients through the permission codes they hold there and, for
 * contract resources, through their assignments (reach.ts). Internal staff are never client
 * members: they act through the abilities of their roles (roles.ts STAFF_ABILITIES), limited to
 * their own country, except the sales reads and the sales audit, which cover every client
 * (finance and audit read every client's sales), the clients directory,
 * which searches every country's clients (its rows and client pages are read-only), and the
 * help desk's tickets ('support staff see all').
 */

export const EVERY_COUNTRY: ReadonlySet<AbilityCode> = new Set<AbilityCode>([
  'read:DailySales',
  'read:MonthlySales',
  'read:Sales',
  'audit:DailySales',
  'read:Directory',
  'manage:Ticket',
]);

/** Whether the caller holds an internal role. */
export const isStaff = (scope: Scope) => [...scope.roles].some(isInternalRole);

/** Whether the caller's staff abilities cover `code` (in `countryId` when given). */
export const staffCovers = (scope: Scope, code: AbilityCode, countryId?: string) =>
  scope.staff.has(code) && (countryId === undefined || EVERY_COUNTRY.has(code) || countryId === scope.countryId);

/** The countries where the caller's staff abilities cover `code` (none for tenants). */
export const staffCountries = (scope: Scope, code: AbilityCode) => COUNTRY_IDS.filter((c) => staffCovers(scope, code, c));

/** Whether the caller holds the tenant permission `code` in a client. */
export const holds = (scope: Scope, clientId: string, code: PermissionCode) => scope.clients.get(clientId)?.has(code) ?? false;

/** The clients where the caller holds `code`, in the caller's order. */
export const clientsWith = (scope: Scope, code: PermissionCode) => [...scope.clients].filter(([, p]) => p.has(code)).map(([id]) => id);

/** Whether the caller holds an ability anywhere: in one of its clients or as staff (the routes' coarse check). */
export const holdsAnywhere = (scope: Scope, code: AbilityCode) =>
  scope.staff.has(code) || [...scope.clients.values()].some((p) => p.has(code as PermissionCode));

/** A client's resource: 404 when the caller is not a member (nothing revealed), 403 without `code`. */
export function requireClient(scope: Scope, clientId: string, code: PermissionCode, notFoundMessage?: string) {
  if (!scope.clients.has(clientId)) throw notFound(notFoundMessage);
  if (!holds(scope, clientId, code)) throw forbidden();
}

/** Staff who read contracts' sales see every contract (and are refused, not misled, on the rest). */
const CONTRACT_READS: AbilityCode[] = ['read:DailySales', 'read:MonthlySales'];

/**
 * Whether the caller may act with `code` on a contract: 'none' when the contract is not theirs to
 * see (answered 404), 'forbidden' when they see it without the permission (403), 'ok' otherwise.
 * Staff whose abilities cover it act on every client's contract; staff who only read see it.
 */
export function contractAccess(scope: Scope, c: ContractRef & { country_id?: string }, code: PermissionCode): 'ok' | 'forbidden' | 'none' {
  if (staffCovers(scope, code, c.country_id)) {
    if (!scope.clients.has(c.client_id)) noteOutsideRead(scope, c, code);
    return 'ok';
  }
  const perms = scope.clients.get(c.client_id);
  // an API key reaches every contract of its client; a user, the contracts its assignments reach
  const reached = scope.apiKey ? scope.apiKey.clientId === c.client_id : assigned(scope.assignments, c);
  if (!perms || !reached) return CONTRACT_READS.some((r) => staffCovers(scope, r, c.country_id)) ? 'forbidden' : 'none';
  if (!perms.has(code)) return 'forbidden';
  if (scope.apiKey) noteOutsideRead(scope, c, code);
  return 'ok';
}

/** The codes of a contract as the access log shows them. */
const contractDetail = (c: ContractRef & { contract_code?: string; space_code?: string }) =>
  [c.space_code ? `local ${c.space_code}` : `local ${c.space_id}`, c.contract_code ? `contrato ${c.contract_code}` : '']
    .filter(Boolean)
    .join(' · ');

/** A sales read granted from outside the client (staff, an API key) goes to the client's access log. */
function noteOutsideRead(scope: Scope, c: ContractRef, code: AbilityCode) {
  if (isSalesRead(code)) scope.noteSalesRead?.({ clientId: c.client_id, code, detail: contractDetail(c) });
}

/**
 * For readers that reach a client's sales without a contract check (aggregated reports): records
 * the read in the client's access log when the caller is outside the client (staff, an API key).
 * A tenant's own reads are not recorded.
 */
export function noteSalesRead(scope: Scope, clientIds: Iterable<string>, code: AbilityCode, detail?: string) {
  if (!isSalesRead(code)) return;
  for (const clientId of new Set(clientIds))
    if (scope.apiKey || !scope.clients.has(clientId)) scope.noteSalesRead?.({ clientId, code, detail });
}

/** Throws 404/403 unless the caller may act with `code` on the contract (see contractAccess). */
export function requireContract(scope: Scope, c: ContractRef & { country_id?: string }, code: PermissionCode, notFoundMessage?: string) {
  const a = contractAccess(scope, c, code);
  if (a === 'none') throw notFound(notFoundMessage);
  if (a === 'forbidden') throw forbidden();
}

/**
 * A record over several contracts (a bulk load): the caller must be able to act with `code` on
 * every one of them. 404 when it sees none (nothing revealed), 403 when it misses one.
 */
export function requireContracts(
  scope: Scope,
  cs: readonly (ContractRef & { country_id?: string })[],
  code: PermissionCode,
  notFoundMessage?: string,
) {
  const a = cs.map((c) => contractAccess(scope, c, code));
  if (a.every((x) => x === 'none')) throw notFound(notFoundMessage);
  if (a.some((x) => x !== 'ok')) throw forbidden();
}

/** Staff only: 403 unless the caller's internal roles hold `code` (in `countryId` when given). */
export function requireStaff(scope: Scope, code: AbilityCode, o: { countryId?: string; message?: string } = {}) {
  if (!staffCovers(scope, code, o.countryId)) throw forbidden(o.message);
}

/** Whether the caller is a member of the client with a permission that writes there (any but `read:`). */
export const mayWriteIn = (scope: Scope, clientId: string) => [...(scope.clients.get(clientId) ?? [])].some((c) => !c.startsWith('read:'));

/** A company administrator (manage:Client) sees every brand of the company; others the brands they are assigned. */
export const seesBrand = (scope: Scope, b: { id: string; client_id: string }) =>
  holds(scope, b.client_id, 'manage:Client') || scope.assignments.some((a) => reachesBrand(a, b));

/** A company administrator (manage:Client) sees every contract of the company; others the contracts their assignments reach. */
export const seesContract = (scope: Scope, c: ContractRef) => holds(scope, c.client_id, 'manage:Client') || assigned(scope.assignments, c);

/**
 * A client's finance records (debt, invoices, common expenses): internal staff whose roles hold
 * `code` read any client of their own country (FINANZAS); a tenant reads only a client it belongs
 * to, with `code` there. Otherwise 404 (nothing revealed), or 403 for a member without `code`.
 */
export function requireClientRecords(
  scope: Scope,
  client: { id: string; country_id: string },
  code: PermissionCode,
  notFoundMessage?: string,
) {
  if (staffCovers(scope, code, client.country_id)) return;
  requireClient(scope, client.id, code, notFoundMessage);
}

/** A member of the request's client who raised it or sees its store. */
export const readsAsTenant = (scope: Scope, w: ContractRef & { created_by: string }) =>
  scope.clients.has(w.client_id) && (w.created_by === scope.userId || seesContract(scope, w));

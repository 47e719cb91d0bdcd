import type { PermissionCode } from '@vitrina/domain/auth/permissions';
import { COUNTRY_IDS } from '@vitrina/domain/countries/countries';
import { isInternalRole, type AbilityCode } from '@vitrina/domain/auth/roles';
import type { FileKind } from '@vitrina/domain/files/files.rules';
import { MONTHLY_FILE_KIND } from '@vitrina/domain/sales/monthly.rules';
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

const EVERY_COUNTRY: ReadonlySet<AbilityCode> = new Set<AbilityCode>([
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

/**
 * What a tenant's file is for, by its upload kind, as the staff abilities that may read it:
 * sales evidence is read by whoever reads sales; images (brand and company logos) by the clients
 * directory and the sales pages that show them. Other kinds are read by the tenant only.
 */
const EVIDENCE_KINDS: readonly FileKind[] = Object.values(MONTHLY_FILE_KIND);
const FILE_READERS: Partial<Record<FileKind, AbilityCode[]>> = {
  ...Object.fromEntries(EVIDENCE_KINDS.map((k) => [k, ['read:DailySales', 'read:MonthlySales'] satisfies AbilityCode[]])),
  image: ['read:Directory', 'read:DailySales', 'read:MonthlySales'],
  // a work request's documents are read by the approvers of its country
  'work-document': ['approve:WorkRequest'],
  // a client's common-expense PDFs are read by finance staff of its country
  'common-expense': ['read:Expenses'],
};

/**
 * The tenant permission a client's member needs, in that client, to read its files of a kind
 * (through the file service: metadata, signed links). Kinds not listed are read by every member
 * of the owning client. Common expenses are the 'Gastos comunes' page's files: read:Expenses.
 */
const FILE_MEMBER_READS: Partial<Record<string, PermissionCode>> = {
  'common-expense': 'read:Expenses',
};

/**
 * Whether a member of the file's client may use it: read it with the kind's tenant permission
 * (FILE_MEMBER_READS), and for 'write' (delete) also hold a permission that writes there.
 * Non-members get false (staff: see staffReadsFile).
 */
export function memberUsesFile(scope: Scope, f: { client_id: string; kind: string }, op: 'read' | 'write') {
  if (!scope.clients.has(f.client_id)) return false;
  const needs = FILE_MEMBER_READS[f.kind];
  if (needs && !holds(scope, f.client_id, needs)) return false;
  return op === 'read' || mayWriteIn(scope, f.client_id);
}

/**
 * A record a tenant's file is attached to (files.repo `linksOf`): a monthly sale's evidence, a
 * work request's document, a ticket's attachment, a worker's document or a compliance certificate
 * (F30/F31). The contract's keys, or the client, are what the record's own read rule needs.
 */
export type FileLink =
  | { record: 'monthly_sale'; contract: ContractRef & { country_id: string } }
  | { record: 'work_request'; request: ContractRef & { country_id: string; created_by: string } }
  | { record: 'ticket'; ticket: { user_id: string; client_id: string; country_id: string } }
  | { record: 'worker' | 'compliance'; client_id: string };

/** The kinds whose files belong to one record: sales evidence, work documents, ticket attachments. */
const RECORD_FILE_KINDS: ReadonlySet<string> = new Set<FileKind>([...EVIDENCE_KINDS, 'work-document', 'ticket']);

/** Whether a member's read of a file of this kind is decided by its record (memberReadsRecordFile). */
export const fileOfRecord = (kind: string) => RECORD_FILE_KINDS.has(kind);

/**
 * Whether a member of the file's client reads a file of a record kind: through any record it is
 * attached to, by that record's own rule (a store chief reads the evidence of its stores' monthly
 * sales, not of another store's); a file attached to none yet (uploaded, the form not saved) is
 * read by its uploader only.
 */
export function memberReadsRecordFile(scope: Scope, f: { uploaded_by: string | null }, links: readonly FileLink[]) {
  if (!links.length) return f.uploaded_by === scope.userId;
  return links.some((l) => {
    switch (l.record) {
      case 'monthly_sale':
        return contractAccess(scope, l.contract, 'read:MonthlySales') === 'ok';
      case 'work_request':
        return readsAsTenant(scope, l.request);
      case 'ticket':
        return ticketAccess(scope, l.ticket) === 'tenant';
      case 'worker':
      case 'compliance':
        return holds(scope, l.client_id, 'manage:Workers');
    }
  });
}

/** Whether staff may read a tenant's file of this kind (the owning client's country asked only when needed). */
export async function staffReadsFile(scope: Scope, kind: string, countryOf: () => Promise<string | undefined>) {
  const readers = (FILE_READERS[kind as FileKind] ?? []).filter((code) => scope.staff.has(code));
  if (!readers.length) return false;
  if (readers.some((code) => staffCovers(scope, code, undefined) && EVERY_COUNTRY.has(code))) return true;
  const country = await countryOf();
  return readers.some((code) => staffCovers(scope, code, country ?? ''));
}

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

/**
 * Who sees a help-centre ticket: support staff (manage:Ticket, every country)
 * act as 'support'; its requester and the client's company administrators (manage:Client)
 * as 'tenant'; anyone else gets 'none' (answered 404, nothing revealed).
 */
export function ticketAccess(scope: Scope, t: { user_id: string; client_id: string; country_id: string }): 'support' | 'tenant' | 'none' {
  if (staffCovers(scope, 'manage:Ticket', t.country_id)) return 'support';
  if (!scope.clients.has(t.client_id)) return 'none';
  if (t.user_id === scope.userId || holds(scope, t.client_id, 'manage:Client')) return 'tenant';
  return 'none';
}

/** Throws 404 unless the caller sees the ticket (ticketAccess); answers how they act on it. */
export function requireTicket(scope: Scope, t: { user_id: string; client_id: string; country_id: string }, notFoundMessage?: string) {
  const a = ticketAccess(scope, t);
  if (a === 'none') throw notFound(notFoundMessage);
  return a;
}

/** The stores a tenant raises tickets for: the contracts they see (seesContract) among their clients. */
export const ticketStores = <C extends ContractRef>(scope: Scope, contracts: readonly C[]) =>
  contracts.filter((c) => scope.clients.has(c.client_id) && seesContract(scope, c));

/** The clients whose tickets the caller reads as their company administrator (manage:Client). */
export const ticketAdminClients = (scope: Scope) => clientsWith(scope, 'manage:Client');

/** GET /ticket/findByEmail/{email}: one's own e-mail, or any as support staff; 403 otherwise. */
export function requireTicketEmail(scope: Scope, email: string, message?: string) {
  if (email.toLowerCase() === scope.email.toLowerCase()) return 'own' as const;
  if (scope.staff.has('manage:Ticket')) return 'support' as const;
  throw forbidden(message);
}

/**
 * Who may look up and redeem a campaign's coupons: mall staff holding
 * validate:Coupon in the campaign's country who work at one of the campaign's buildings (their
 * staff_buildings), or the campaign's own brand users (manage:UsersDiscounts in its client and the
 * brand within their reach).
 */
export const mayValidateCoupons = (
  scope: Scope,
  d: { client_id: string; brand_id: string; country_id: string; buildings: readonly { id: string }[] },
) =>
  (staffCovers(scope, 'validate:Coupon', d.country_id) && d.buildings.some((b) => scope.buildings.has(b.id))) ||
  (holds(scope, d.client_id, 'manage:UsersDiscounts') && seesBrand(scope, { id: d.brand_id, client_id: d.client_id }));

/** A tenant's campaign: 404 outside the caller's clients, 403 without manage:Discounts or without the brand. */
export function requireDiscountOwner(scope: Scope, d: { client_id: string; brand_id: string }, notFoundMessage?: string) {
  requireClient(scope, d.client_id, 'manage:Discounts', notFoundMessage);
  if (!seesBrand(scope, { id: d.brand_id, client_id: d.client_id })) throw forbidden();
}

/** A campaign seen by its owner (as requireDiscountOwner) or by marketing staff of its country (review:Discount). */
export function requireDiscountReader(
  scope: Scope,
  d: { client_id: string; brand_id: string; country_id: string },
  notFoundMessage?: string,
) {
  if (staffCovers(scope, 'review:Discount', d.country_id)) return;
  requireDiscountOwner(scope, d, notFoundMessage);
}

/** A member of the request's client who raised it or sees its store. */
const readsAsTenant = (scope: Scope, w: ContractRef & { created_by: string }) =>
  scope.clients.has(w.client_id) && (w.created_by === scope.userId || seesContract(scope, w));

/**
 * Work requests. A tenant raises one for a store it sees (seesContract) in
 * a client where it may write; the request is then seen by its requester and by the client's
 * members who see that store ('tenant'); the approver roles (approve:WorkRequest) of its country
 * see it as 'approver'; anyone else gets 'none' (answered 404, nothing revealed).
 */
export function workRequestAccess(
  scope: Scope,
  w: ContractRef & { country_id: string; created_by: string; status: string },
): 'tenant' | 'approver' | 'none' {
  if (readsAsTenant(scope, w)) return 'tenant';
  // approvers read what was sent to them: a tenant's unsent draft is none of their business
  if (w.status !== 'draft' && staffCovers(scope, 'approve:WorkRequest', w.country_id)) return 'approver';
  return 'none';
}

/*
 * Raising a work request names the client's workers (the wizard's workers step, at least one), and
 * the worker registry is manage:Workers': so a request is raised by the members who hold it, for
 * the stores they see. A store chief or a read-only member sees the requests of its stores but does
 * not raise one it could never complete.
 */
const RAISES_WORK_REQUESTS = 'manage:Workers' as const;

/** The stores a tenant raises work requests for: the contracts it sees in clients where it holds manage:Workers. */
export const workRequestStores = <C extends ContractRef>(scope: Scope, contracts: readonly C[]) =>
  contracts.filter((c) => holds(scope, c.client_id, RAISES_WORK_REQUESTS) && seesContract(scope, c));

/** Creating or editing a request: a tenant holding manage:Workers in some client (others, and staff, get 403). */
export function requireWorkRequestWriter(scope: Scope) {
  if (!clientsWith(scope, RAISES_WORK_REQUESTS).length) throw forbidden();
}

/** The approver roles the caller holds (its steps), when its roles hold approve:WorkRequest in `countryId`. */
export function approverRolesOf(scope: Scope, approverRoles: readonly string[], countryId?: string) {
  if (!staffCovers(scope, 'approve:WorkRequest', countryId)) return [];
  return approverRoles.filter((r) => scope.roles.has(r));
}

import { WORK_REQUEST_MSG as M } from '@vitrina/domain/work-requests/work-requests.messages';
import type { ContractRef } from './reach';
import type { Scope } from './scope';
import { forbidden, notFound } from './errors';
import { memberClientIds, isMember, staffHolds } from './membership';
import { clientsWith, holds, readsAsTenant, seesContract, staffCovers } from './require';

/*
 * Work requests. A tenant raises one for a store it sees (seesContract) in a client where it may
 * write; the request is then seen by its requester and by the client's members who see that store
 * ('tenant'); the approver roles (approve:WorkRequest) of its country see it as 'approver'; anyone
 * else gets 'none' (answered 404, nothing revealed).
 */

type RequestRef = ContractRef & { country_id: string; created_by: string; status: string };

/** How the caller sees a request: as its tenant side, as an approver of its country, or not at all. */
export function workRequestAccess(scope: Scope, w: RequestRef): 'tenant' | 'approver' | 'none' {
  if (readsAsTenant(scope, w)) return 'tenant';
  // approvers read what was sent to them: a tenant's unsent draft is none of their business
  if (w.status !== 'draft' && staffCovers(scope, 'approve:WorkRequest', w.country_id)) return 'approver';
  return 'none';
}

/** A request the caller sees: 404 otherwise (nothing revealed); answers how they see it. */
export function requireWorkRequest(scope: Scope, w: RequestRef) {
  const how = workRequestAccess(scope, w);
  if (how === 'none') throw notFound(M.notFound);
  return how;
}

/** Rewriting a request is its tenant side's: an approver who sees it gets 403. */
export function requireWorkRequestEditor(scope: Scope, w: RequestRef) {
  if (workRequestAccess(scope, w) !== 'tenant') throw forbidden();
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

/**
 * The clients whose requests a tenant lists: its own (403 for a caller member of none), or those of
 * `asked` among them (404 when none is, nothing revealed).
 */
export function workRequestListClients(scope: Scope, asked?: readonly string[]) {
  const mine = memberClientIds(scope);
  if (!mine.length) throw forbidden();
  if (!asked) return mine;
  const clientIds = asked.filter((c) => isMember(scope, c));
  if (!clientIds.length) throw notFound(M.notFound);
  return clientIds;
}

/** The approver roles the caller holds (its steps), when its roles hold approve:WorkRequest in `countryId`. */
export function approverRolesOf(scope: Scope, approverRoles: readonly string[], countryId?: string) {
  if (!staffCovers(scope, 'approve:WorkRequest', countryId)) return [];
  return approverRoles.filter((r) => scope.roles.has(r));
}

/** The approvers' queue: the approver roles the caller holds (403 when none). */
export function requireApproverRoles(scope: Scope, approverRoles: readonly string[]) {
  const roles = approverRolesOf(scope, approverRoles);
  if (!roles.length) throw forbidden();
  return roles;
}

/** Acting on a step: an approver (approve:WorkRequest) only; a contractor gets 403. */
export function requireApprover(scope: Scope) {
  if (!staffHolds(scope, 'approve:WorkRequest')) throw forbidden();
}

/** A request an approver acts on: 404 unless the caller sees it as an approver (nothing revealed). */
export function requireApproverSees(scope: Scope, w: RequestRef) {
  if (workRequestAccess(scope, w) !== 'approver') throw notFound(M.notFound);
}

/** The steps of a request that are the caller's: those of its approver roles in the request's country (403 when none). */
export function requireOwnSteps<S extends { role_id: string }>(
  scope: Scope,
  w: { country_id: string; approvals: readonly S[] },
  approverRoles: readonly string[],
) {
  const mine = approverRolesOf(scope, approverRoles, w.country_id);
  const steps = w.approvals.filter((a) => mine.includes(a.role_id));
  if (!steps.length) throw forbidden(M.notYourStep);
  return steps;
}

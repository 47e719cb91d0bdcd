import { AppError } from '@vitrina/domain/common/errors';
import { MSG } from '@vitrina/domain/common/messages';
import type { ContractInfo, DailySalesRepo } from './daily-sales.repo';

/** Permission ids (packages/domain auth/permissions): read/create DailySales, manage User, create DailySalesBatch. */
export const PERM = { readDaily: 8, createDaily: 9, manageUser: 13, createDailyBatch: 18 } as const;
export type Need = 'read' | 'create' | 'manage';
const PERM_OF: Record<Need, number> = { read: PERM.readDaily, create: PERM.createDaily, manage: PERM.manageUser };

export const INTERNAL_READ_ROLES = ['FINANZAS', 'AUDITOR'];

export type Scope = Awaited<ReturnType<typeof loadScope>>;

/** The caller's clients, permissions, assignments and internal roles. */
export async function loadScope(repo: DailySalesRepo, userId: string) {
  const s = await repo.userScope(userId);
  if (!s) throw new AppError('unauthenticated', 401, MSG.sessionEnded);
  const roles = new Set(s.roles);
  return {
    userId,
    email: s.email,
    perms: new Map(s.clients.map((c) => [c.client_id, new Set(c.permission_ids)])),
    assignments: s.assignments,
    internalRead: INTERNAL_READ_ROLES.some((r) => roles.has(r)),
    auditor: roles.has('AUDITOR'),
  };
}

/**
 * Whether the caller may act on a contract: 'none' when it is not among the caller's
 * assignations (answered 404, nothing revealed), 'forbidden' when it is but the permission is
 * missing (403), 'ok' otherwise. Internal finance and audit staff read every contract.
 */
export function contractAccess(scope: Scope, c: ContractInfo, need: Need): 'ok' | 'forbidden' | 'none' {
  if (scope.internalRead && need === 'read') return 'ok';
  const perms = scope.perms.get(c.client_id);
  if (!perms || !isAssigned(scope, c)) return scope.internalRead ? 'forbidden' : 'none';
  return perms.has(PERM_OF[need]) ? 'ok' : 'forbidden';
}

/** Whether a contract is among the caller's assignations (its contract, its brand or its space). */
export function isAssigned(scope: Scope, c: Pick<ContractInfo, 'client_id' | 'contract_id' | 'brand_id' | 'space_id'>) {
  return scope.assignments.some(
    (a) =>
      a.client_id === c.client_id &&
      (a.contract_id === c.contract_id ||
        (a.type === 'Brand' && a.brand_id === c.brand_id) ||
        (!a.contract_id && a.space_id === c.space_id)),
  );
}

export const notFound = () => new AppError('not_found', 404, MSG.notFound);
export const forbidden = (message: string = MSG.forbidden) => new AppError('forbidden', 403, message);

/** contract_space_id of the spec: the space and its contract. */
export const contractSpaceId = (c: { space_id: string; contract_id: string }) => `${c.space_id}_${c.contract_id}`;

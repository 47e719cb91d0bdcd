import type { PermissionCode } from '@vitrina/domain/auth/permissions';
import type { ContractRef } from './reach';
import { contractAccess } from './require';
import { forbidden, notFound } from './errors';
import type { Scope } from './scope';

/**
 * Among some contracts (a space's), those the caller may act on with `need` (contractAccess):
 * 404 when the caller sees none of them, 403 when it sees some but none with the permission.
 */
export function requireActableContracts<C extends ContractRef & { country_id?: string }>(
  scope: Scope,
  contracts: readonly C[],
  need: PermissionCode,
): [C, ...C[]] {
  const visible = contracts.map((c) => ({ c, a: contractAccess(scope, c, need) })).filter((x) => x.a !== 'none');
  if (!visible.length) throw notFound();
  const ok = visible.filter((x) => x.a === 'ok').map((x) => x.c);
  if (!ok.length) throw forbidden();
  return ok as [C, ...C[]];
}

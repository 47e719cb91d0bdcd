import type { PermissionCode } from '@vitrina/domain/auth/permissions';
import { staffCovers } from './require';
import type { Scope } from './scope';

/**
 * Which clients' finance records the caller may read with any of `codes`: staff holding one of
 * them read every client of their country ('country'); a tenant the clients where it holds one.
 */
export function financeReach(scope: Scope, codes: PermissionCode[]): { country?: string; clientIds: string[] } {
  if (codes.some((c) => staffCovers(scope, c, scope.countryId))) return { country: scope.countryId, clientIds: [] };
  return { clientIds: [...scope.clients].filter(([, p]) => codes.some((c) => p.has(c))).map(([id]) => id) };
}

import type { PermissionCode } from '@vitrina/domain/auth/permissions';
import type { ContractInfo } from './contracts.repo';
import { requireActableContracts } from '../modules/access/require-contracts';
import type { Scope } from '../modules/access/scope';

const inContract = (c: ContractInfo, d: string) => d >= c.start_date && d <= c.end_date;

/**
 * The caller's contract for a space, among the space's contracts (`contracts`): 404 when the
 * caller sees none of them, 403 when none with the needed permission (requireActableContracts).
 * Picks the contract covering `date`, or the first (the current one: contractsOfSpace orders
 * current first); `companyId` keeps one client's, `contractCode` pins one (by id or code).
 */
export function requireSpaceContract(
  scope: Scope,
  contracts: ContractInfo[],
  need: PermissionCode,
  o: { companyId?: string; date?: string; contractCode?: string } = {},
): ContractInfo {
  let candidates = contracts;
  if (o.companyId) candidates = candidates.filter((c) => c.client_id === o.companyId);
  if (o.contractCode) candidates = candidates.filter((c) => c.contract_id === o.contractCode || c.contract_code === o.contractCode);
  const ok = requireActableContracts(scope, candidates, need);
  return (o.date && ok.find((c) => inContract(c, o.date!))) || ok[0]!;
}

import { RENT_MSG } from '@vitrina/domain/rent/messages';
import type { ContractRef } from './reach';
import { contractAccess, isStaff, noteSalesRead, requireContract, requireStaff } from './require';
import { forbidden, notFound } from './errors';
import type { Scope } from './scope';

/*
 * Who sees 'Renta variable'. A tenant reads the rent of the contracts whose daily sales it reads
 * (read:DailySales there, and an assignment that reaches the contract: a store chief, its own
 * stores only). Staff whose roles read sales (FINANZAS, AUDITOR) read a shopping centre's table
 * of their own country; every such read goes to each tenant's access log.
 */

/** The contracts whose rent a tenant member sees, among its clients' contracts; 403 when none (staff read the centre's table instead). */
export function rentContractsOf<C extends ContractRef>(scope: Scope, contracts: C[]): C[] {
  const own = contracts.filter((c) => scope.clients.has(c.client_id) && contractAccess(scope, c, 'read:DailySales') === 'ok');
  if (!own.length) throw forbidden(isStaff(scope) ? undefined : RENT_MSG.noContracts);
  return own;
}

/** One contract's rent: 404 when the caller does not see the contract, 403 without read:DailySales there. */
export function requireRentContract<C extends ContractRef & { country_id: string }>(scope: Scope, c: C | undefined): C {
  if (!c) throw notFound(RENT_MSG.contractNotFound);
  requireContract(scope, c, 'read:DailySales', RENT_MSG.contractNotFound);
  return c;
}

/** The country whose centres a staff caller lists (403 without read:Sales). */
export function rentStaffCountry(scope: Scope) {
  requireStaff(scope, 'read:Sales');
  return scope.countryId;
}

/** A shopping centre's rent table: staff holding read:Sales, for a centre of their own country (404 for another country's, nothing revealed). */
export function requireRentBuilding<B extends { country_id: string }>(scope: Scope, building: B | undefined): B {
  requireStaff(scope, 'read:Sales');
  if (!building || building.country_id !== scope.countryId) throw notFound(RENT_MSG.buildingNotFound);
  return building;
}

/** The tenants whose figures a centre's table shows have the staff read in their access log. */
export const noteRentReads = (scope: Scope, clientIds: string[]) => noteSalesRead(scope, clientIds, 'read:Sales', 'Renta variable');

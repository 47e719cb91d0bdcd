import { COMPARISON_MSG } from '@vitrina/domain/comparison/comparison.schema';
import { clientsWith, holds, isStaff, requireClient, requireStaff } from './require';
import { forbidden, notFound } from './errors';
import type { Scope } from './scope';

/**
 * 'Comparativo' (tenants, read:Sales): the clients whose stores the caller compares (only
 * `companyId` when given), those among them it administers (every store; elsewhere the stores its
 * assignments reach), and every company the caller belongs to: none of their stores is ever in a
 * comparison group the caller is answered, so no question of the caller can be asked "with and
 * without" one of its own stores. Staff read the distribution instead (403 here).
 */
export function comparisonClients(scope: Scope, companyId?: string) {
  let clients = clientsWith(scope, 'read:Sales');
  if (!clients.length && isStaff(scope)) throw forbidden(COMPARISON_MSG.staffUseAdmin);
  if (companyId) {
    requireClient(scope, companyId, 'read:Sales');
    clients = [companyId];
  }
  if (!clients.length) throw forbidden(COMPARISON_MSG.noSpaces);
  return {
    clients,
    adminOf: clients.filter((id) => holds(scope, id, 'manage:Client')),
    ownCompanies: [...scope.clients.keys()],
  };
}

/** The country whose distribution a staff caller reads (403 without read:Sales). */
export function comparisonStaffCountry(scope: Scope) {
  requireStaff(scope, 'read:Sales');
  return scope.countryId;
}

/** A brand whose category staff set (classify:Brand): one of their own country, else 404 (nothing revealed). */
export function requireBrandClassifier<B extends { country_id: string }>(scope: Scope, brand: B | undefined): B {
  requireStaff(scope, 'classify:Brand');
  if (!brand || brand.country_id !== scope.countryId) throw notFound(COMPARISON_MSG.brandNotFound);
  return brand;
}

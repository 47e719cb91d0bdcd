import { sql, type SQL } from 'drizzle-orm';
import { REPORT_MSG } from '@vitrina/domain/sales/report.schema';
import { reachesSql } from './reach';
import { clientsWith, isStaff, requireClient, requireStaff } from './require';
import { forbidden, notFound } from './errors';
import type { Scope } from './scope';

/**
 * Who sees which spaces in 'Informe de ventas' (read Sales). A tenant reads the
 * contracts of the clients where it holds read:Sales (one of them with `companyId`): a company
 * administrator (manage:Client) all of that client's contracts, anyone else the contracts its
 * assignments reach (reach.ts). Staff read sales through 'informeVentasAdmin' instead (403 here).
 * Answers the condition, as SQL, on a contracts alias `c`.
 */
export function salesReportContractsSql(scope: Scope, companyId?: string): SQL {
  let clients = clientsWith(scope, 'read:Sales');
  // staff are members of no client: told where their report is, whatever company they name
  if (!clients.length && isStaff(scope)) throw forbidden(REPORT_MSG.staffUseAdmin);
  if (companyId) {
    requireClient(scope, companyId, 'read:Sales');
    clients = [companyId];
  }
  if (!clients.length) throw forbidden(isStaff(scope) ? REPORT_MSG.staffUseAdmin : REPORT_MSG.noSpaces);
  const admin = clients.filter((id) => scope.clients.get(id)?.has('manage:Client'));
  const inClients = sql.join(
    clients.map((id) => sql`${id}`),
    sql`, `,
  );
  const adminOf = admin.length
    ? sql`c.client_id in (${sql.join(
        admin.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`false`;
  const reach = reachesSql(scope.userId, {
    id: sql`c.id`,
    client_id: sql`c.client_id`,
    brand_id: sql`c.brand_id`,
    space_id: sql`c.space_id`,
  });
  return sql`(c.client_id in (${inClients}) and (${adminOf} or ${reach}))`;
}

/**
 * 'informeVentasAdmin': staff whose roles hold read:Sales compare the spaces of a building of
 * their own country (FINANZAS, AUDITOR); 403 without the ability, 404 for another country's
 * building (nothing revealed).
 */
export function requireSalesReportBuilding(scope: Scope, building: { country_id: string } | undefined) {
  requireStaff(scope, 'read:Sales');
  if (!building || building.country_id !== scope.countryId) throw notFound(REPORT_MSG.buildingNotFound);
}

/** The country whose buildings the staff caller compares (403 without read:Sales). */
export function salesReportStaffCountry(scope: Scope) {
  requireStaff(scope, 'read:Sales');
  return scope.countryId;
}

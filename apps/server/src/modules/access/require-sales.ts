import { REPORT_MSG } from '@vitrina/domain/sales/report.schema';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { clientsWith, holds, isStaff, requireClient, requireStaff } from './require';
import { forbidden, notFound } from './errors';
import type { Scope } from './scope';

/*
 * The refusals of the sales modules (daily and monthly sales, 'Informe de ventas'): who reads
 * which clients' sales, whose bulk load, whose on-demand report, whose e-mail a declaration names.
 */

/**
 * Who sees which spaces in 'Informe de ventas' (read Sales): the clients where the caller holds
 * read:Sales (only `companyId` when given), and among them those it administers (manage:Client:
 * all of their contracts; elsewhere only the contracts its assignments reach). Staff read sales
 * through 'informeVentasAdmin' instead (403 here).
 */
export function salesReportClients(scope: Scope, companyId?: string): { clients: string[]; adminOf: string[] } {
  let clients = clientsWith(scope, 'read:Sales');
  // staff are members of no client: told where their report is, whatever company they name
  if (!clients.length && isStaff(scope)) throw forbidden(REPORT_MSG.staffUseAdmin);
  if (companyId) {
    requireClient(scope, companyId, 'read:Sales');
    clients = [companyId];
  }
  if (!clients.length) throw forbidden(isStaff(scope) ? REPORT_MSG.staffUseAdmin : REPORT_MSG.noSpaces);
  return { clients, adminOf: clients.filter((id) => holds(scope, id, 'manage:Client')) };
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

/** One of the caller's on-demand reports: another user's answers 404, as a missing one. */
export function requireOwnReportJob<J extends { user_id: string }>(scope: Scope, job: J | undefined): J {
  if (!job || job.user_id !== scope.userId) throw notFound(REPORT_MSG.jobNotFound);
  return job;
}

/** A declaration that names its declarant's e-mail names the caller's own (403 otherwise). */
export function requireOwnEmail(scope: Scope, email: string) {
  if (email.trim().toLowerCase() !== scope.email.toLowerCase()) throw forbidden(SALES_MSG.emailMismatch);
}

/**
 * The clients whose monthly sales the caller lists: `companyId` (403 when not a member), else
 * all of its clients; those where it holds read:MonthlySales (403 when none).
 */
export function monthlySalesClients(scope: Scope, companyId?: string) {
  const clients = companyId ? [companyId] : [...scope.clients.keys()];
  if (companyId && !scope.clients.has(companyId)) throw forbidden();
  const readable = clients.filter((c) => holds(scope, c, 'read:MonthlySales'));
  if (!readable.length) throw forbidden();
  return readable;
}

/**
 * The client of a bulk call among those with its tax id: one of the caller's (404 when none is),
 * where it holds create:DailySalesBatch (403 otherwise).
 */
export function requireBulkClient<C extends { id: string }>(scope: Scope, withTaxId: C[]): C {
  const clients = withTaxId.filter((c) => scope.clients.has(c.id));
  if (!clients.length) throw notFound();
  const ok = clients.find((c) => holds(scope, c.id, 'create:DailySalesBatch'));
  if (!ok) throw forbidden();
  return ok;
}

/**
 * An evidence file a monthly declaration links: it must exist, not be deleted, and belong to the
 * declaration's client; another company's file answers as the file service does (404, nothing revealed).
 */
export function requireEvidenceOf<L extends { file: { deleted_at: Date | null; client_id: string } }>(
  link: L | undefined,
  clientId: string,
): L {
  if (!link || link.file.deleted_at || link.file.client_id !== clientId) throw notFound();
  return link;
}

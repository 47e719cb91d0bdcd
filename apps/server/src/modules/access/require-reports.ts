import { REPORT_MSG } from '@vitrina/domain/sales/report.schema';
import { forbidden, notFound } from './errors';
import { requireStaff, staffCovers } from './require';
import type { Scope } from './scope';

/**
 * Who reads a company's on-demand report services ('Reportes'): its members, and the staff who give
 * them in its country (manage:ReportServices); 404 for anyone else (nothing revealed).
 */
export function requireReportCompany(scope: Scope, company: { id: string; country_id: string }) {
  if (!scope.clients.has(company.id) && !staffCovers(scope, 'manage:ReportServices', company.country_id)) throw notFound();
}

/** Who gives a company report services: staff holding manage:ReportServices (ADMIN) in its country; 403 for anyone else. */
export function requireReportServicesManager(scope: Scope, company: { country_id: string }) {
  requireStaff(scope, 'manage:ReportServices', { countryId: company.country_id });
}

/**
 * The tenant's sales report needs the report service: of the company it names, else of one of
 * the report's companies (403 otherwise).
 */
export function requireReportService(withService: { id: string; services: string[] }[], service: string, companyId?: string) {
  const has = withService.filter((c) => c.services.includes(service) && (!companyId || c.id === companyId));
  if (!has.length) throw forbidden(REPORT_MSG.noService);
}

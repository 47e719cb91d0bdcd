import { REPORT_MSG } from '@vitrina/domain/sales/report.schema';
import { forbidden, notFound } from './errors';
import type { Scope } from './scope';

/** The on-demand report services ('Reportes') of a company: its members only (404 otherwise, nothing revealed). */
export function requireReportCompany(scope: Scope, companyId: string) {
  if (!scope.clients.has(companyId)) throw notFound();
}

/**
 * The tenant's sales report needs the report service: of the company it names, else of one of
 * the report's companies (403 otherwise).
 */
export function requireReportService(withService: { id: string; services: string[] }[], service: string, companyId?: string) {
  const has = withService.filter((c) => c.services.includes(service) && (!companyId || c.id === companyId));
  if (!has.length) throw forbidden(REPORT_MSG.noService);
}

import type { Clock } from '@vitrina/domain/common/clock';
import { REPORT_MSG } from '@vitrina/domain/sales/report.schema';
import type { Access } from '../access/scope';
import { notFound } from '../access/errors';
import { requireReportCompany, requireReportServicesManager } from '../access/require-reports';
import type { ReportServicesRepo } from './report-services.repo';

/**
 * A company's on-demand report services ('Reportes' in its menu): its members read them; the staff
 * who manage them (ADMIN, in the company's country) read and give them from the console.
 */
export function createReportServicesService(d: { repo: ReportServicesRepo; access: Access; clock: Clock }) {
  async function load(userId: string, id: string) {
    const [scope, company] = await Promise.all([d.access.loadScope(userId), d.repo.company(id)]);
    if (!company) throw notFound(REPORT_MSG.companyNotFound);
    return { scope, company };
  }
  return {
    /** GET /powerbi/reportes/empresas/{id}. */
    async get(c: { userId: string }, id: string) {
      const { scope, company } = await load(c.userId, id);
      requireReportCompany(scope, company);
      return { empresaId: id, servicios: company.services };
    },
    /** PUT /powerbi/reportes/empresas/{id}: replaces the services, audited. */
    async set(c: { userId: string; ip?: string }, id: string, servicios: string[]) {
      const { scope, company } = await load(c.userId, id);
      requireReportServicesManager(scope, company);
      const services = [...new Set(servicios)];
      await d.repo.setServices(id, services, {
        at: d.clock.now(),
        actor_user_id: c.userId,
        action: 'client.report_services',
        entity: 'client',
        entity_id: id,
        client_id: id,
        ip: c.ip ?? null,
        details: { before: company.services, after: services },
      });
      return { message: REPORT_MSG.servicesSaved, data: { empresaId: id, servicios: services } };
    },
  };
}
export type ReportServicesService = ReturnType<typeof createReportServicesService>;

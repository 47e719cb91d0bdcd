import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportServicesBodySchema, reportServicesSavedSchema, reportServicesSchema } from '@vitrina/domain/sales/report.schema';
import { errorResponses } from '../../lib/http';
import { requireAuth } from '../../plugins/auth';
import { readAnswers, routeOptions } from '../../lib/route-options';
import type { ReportServicesService } from './report-services.service';

const params = z.object({ id: z.string().min(1).max(100) });

/** /api/fo/powerbi/reportes: the on-demand report services ('Reportes') of a company. */
export async function reportServicesRoutes(app: FastifyInstance, opts: { service: ReportServicesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/empresas/:id',
    routeOptions(
      { access: 'session' as const, ability: 'authenticated' as const },
      ['sales-report'],
      "A company's on-demand report services (its members, and staff with manage:ReportServices in its country; 404 for anyone else)",
      { params, response: { 200: reportServicesSchema, ...errorResponses(401, 404, 440) } },
    ),
    async (req) => opts.service.get(requireAuth(req), req.params.id),
  );
  r.put(
    '/empresas/:id',
    routeOptions(
      { access: 'session' as const, ability: 'manage:ReportServices' as const },
      ['sales-report'],
      "Give a company its on-demand report services (staff with manage:ReportServices, ADMIN, in the company's country; 403 otherwise): `servicios` replaces the ones it has (an empty list takes them away), audited; its members then see 'Reportes'",
      { params, body: reportServicesBodySchema, response: readAnswers(reportServicesSavedSchema) },
    ),
    async (req) => opts.service.set({ ...requireAuth(req), ip: req.ip }, req.params.id, req.body.servicios),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportServicesSchema } from '@vitrina/domain/sales/report.schema';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../lib/http';
import { routeOptions } from '../../lib/route-options';
import type { SalesReportService } from './sales-report.service';

/** /api/fo/powerbi/reportes: the on-demand report services ('Reportes') of the caller's companies. */
export async function reportServicesRoutes(app: FastifyInstance, opts: { service: SalesReportService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/empresas/:id',
    routeOptions(
      { access: 'session' as const, ability: 'authenticated' as const },
      ['sales-report'],
      "A company's on-demand report services (its members; 404 for another company)",
      {
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: reportServicesSchema, ...errorResponses(401, 404, 440) },
      },
    ),
    async (req) => opts.service.reportServices(requireAuth(req), req.params.id),
  );
}

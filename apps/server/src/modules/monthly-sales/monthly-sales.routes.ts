import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  monthlyListQuerySchema,
  monthlyListResponseSchema,
  monthlyReportParamsSchema,
  monthlyReportRequestSchema,
  monthlyReportResponseSchema,
  unlinkFileParamsSchema,
  unlinkFileRequestSchema,
  unlinkFileResponseSchema,
} from '@vitrina/domain/sales/monthly.schema';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../lib/http';
import { optionsFor, routeOptions, session } from '../../lib/route-options';
import type { MonthlySalesService } from './monthly-sales.service';

const tags = ['monthly-sales'];
const declarer = optionsFor({ ...session, ability: 'create:MonthlySales' as const }, tags);

/** /api/fo/sales: monthly sales. */
export async function monthlySalesRoutes(app: FastifyInstance, opts: { service: MonthlySalesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const meta = (req: { ip: string }) => ({ ip: req.ip });

  r.get(
    '/monthly/contracts',
    routeOptions(
      { ...session, ability: 'read:MonthlySales' },
      tags,
      "'Ventas Mensuales': the caller's contracts with the previous month's sale, the cut-off and the action per row",
      {
        querystring: monthlyListQuerySchema,
        response: { 200: monthlyListResponseSchema, ...errorResponses(400, 401, 403, 440) },
      },
    ),
    async (req) => service.list(requireAuth(req), req.query),
  );

  r.post(
    '/report/monthly_sales/:country/:email',
    declarer(
      "Declare (or update) the previous month of a contract with its evidence tokens; totals recomputed; past the cut-off 422 'Sale date is not valid'",
      {
        params: monthlyReportParamsSchema,
        body: monthlyReportRequestSchema,
        response: { 200: monthlyReportResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 440) },
      },
    ),
    async (req) => service.declare(requireAuth(req), req.params.country, req.params.email, req.body, meta(req)),
  );

  r.patch(
    '/delete/file/:saleId',
    declarer('Unlink one evidence file (file_key = its token) from a monthly sale', {
      params: unlinkFileParamsSchema,
      body: unlinkFileRequestSchema,
      response: { 200: unlinkFileResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 440) },
    }),
    async (req) => service.unlink(requireAuth(req), req.params.saleId, req.body, meta(req)),
  );
}

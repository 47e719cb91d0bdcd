import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessLogPageSchema, accessLogQuerySchema } from '@vitrina/domain/access-log/access-log.schema';
import { requireAuth } from '../../plugins/auth';
import { errorResponses, sendXlsx } from '../../lib/http';
import { routeOptions } from '../../lib/route-options';
import type { AccessLogService } from './access-log.service';

const params = z.object({ id: z.string().min(1).max(50) });
const cfg = { access: 'session' as const, ability: 'manage:Client' as const };
const tags = ['access-log'];

/** /api/fo/companies/empresas/{id}/access-log: who outside the company read its sales. */
export async function accessLogRoutes(app: FastifyInstance, opts: { service: AccessLogService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  r.get(
    '/empresas/:id/access-log',
    routeOptions(
      cfg,
      tags,
      "Reads of the company's sales by staff and API keys, newest first (manage:Client); filters desde/hasta (country dates), quien, rol",
      { params, querystring: accessLogQuerySchema, response: { 200: accessLogPageSchema, ...errorResponses(400, 401, 403, 404, 440) } },
    ),
    async (req) => service.list(requireAuth(req), req.params.id, req.query),
  );
  r.get(
    '/empresas/:id/access-log/xlsx',
    routeOptions(cfg, tags, 'The filtered access log as an .xlsx file (manage:Client)', {
      params,
      querystring: accessLogQuerySchema,
      response: { 200: z.any(), ...errorResponses(400, 401, 403, 404, 440) },
    }),
    async (req, reply) => {
      const f = await service.xlsx(requireAuth(req), req.params.id, req.query);
      return sendXlsx(reply.header('cache-control', 'private, no-store'), f.name, f.body);
    },
  );
}

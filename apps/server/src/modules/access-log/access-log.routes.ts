import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accessLogPageSchema, accessLogQuerySchema } from '@vitrina/domain/access-log/access-log.schema';
import { requireAuth } from '../../plugins/auth';
import { readWithXlsx } from '../../lib/xlsx-routes';
import type { AccessLogService } from './access-log.service';

const params = z.object({ id: z.string().min(1).max(50) });
const cfg = { access: 'session' as const, ability: 'manage:Client' as const };
const tags = ['access-log'];

/** /api/fo/companies/empresas/{id}/access-log: who outside the company read its sales. */
export async function accessLogRoutes(app: FastifyInstance, opts: { service: AccessLogService }) {
  const { service } = opts;
  readWithXlsx(
    app,
    '/empresas/:id/access-log',
    {
      config: cfg,
      tags,
      summary:
        "Reads of the company's sales by staff and API keys, newest first (manage:Client); filters desde/hasta (country dates), quien, rol",
      xlsxSummary: 'The filtered access log as an .xlsx file (manage:Client)',
      input: { params, querystring: accessLogQuerySchema },
      answer: accessLogPageSchema,
      noStore: true,
    },
    async (req) => service.list(requireAuth(req), req.params.id, req.query),
    async (req) => service.xlsx(requireAuth(req), req.params.id, req.query),
  );
}

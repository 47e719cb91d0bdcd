import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBuildingsResponseSchema,
  adminReportQuerySchema,
  adminReportResponseSchema,
  reportJobParamsSchema,
  reportJobRequestSchema,
  reportJobSchema,
  reportQuerySchema,
  reportResponseSchema,
} from '@vitrina/domain/sales/report.schema';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../lib/http';
import { optionsFor, writeAnswers } from '../../lib/route-options';
import { readRoute } from '../../lib/read-routes';
import { readWithXlsx } from '../../lib/xlsx-routes';
import type { SalesReportService } from './sales-report.service';
import { XLSX_MIME } from '../../lib/http';

const read = { access: 'session' as const, ability: 'read:Sales' as const };
const tags = ['sales-report'];
const spec = optionsFor(read, tags);
const fileHeaders = (name: string, mime = XLSX_MIME) => ({
  'content-type': mime,
  'content-disposition': `attachment; filename="${name}"`,
  'cache-control': 'private, no-store',
});

/** /api/fo/sales/informe: 'Informe de ventas', 'informeVentasAdmin' and the 'onDemand' report files. */
export async function salesReportRoutes(app: FastifyInstance, opts: { service: SalesReportService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;

  readWithXlsx(
    app,
    '/',
    {
      config: read,
      tags,
      summary:
        "'Informe de ventas': the caller's spaces' sales (daily and monthly series, month and year to date vs last year, last 12 months, per m², average ticket, days declared and pending), grouped by space, brand or building; optionally against a second period",
      xlsxSummary: 'The same report as .xlsx (amounts as numbers in the country money format, dates as dates)',
      input: { querystring: reportQuerySchema },
      answer: reportResponseSchema,
      noStore: true,
    },
    async (req) => service.report(requireAuth(req), req.query),
    async (req) => {
      const f = await service.xlsx(requireAuth(req), req.query);
      return { name: f.name, body: f.file };
    },
  );

  r.get(
    '/admin/buildings',
    spec("'informeVentasAdmin': the buildings of the staff caller's country (staff with read:Sales)", {
      response: { 200: adminBuildingsResponseSchema, ...errorResponses(401, 403, 440) },
    }),
    async (req) => service.adminBuildings(requireAuth(req)),
  );

  readRoute(
    r,
    '/admin',
    spec,
    "'informeVentasAdmin': a building's spaces ranked by sales (peer comparison) with each tenant's declaration punctuality",
    { querystring: adminReportQuerySchema },
    adminReportResponseSchema,
    async (req) => service.adminReport(requireAuth(req), req.query),
  );

  r.post(
    '/jobs',
    spec("'onDemand': generate the report of a chosen period as a file (xlsx or pdf) in the background; poll GET /jobs/{id}", {
      body: reportJobRequestSchema,
      response: { 202: reportJobSchema, ...errorResponses(400, 401, 403, 404, 429, 440) },
    }),
    async (req, reply) => reply.code(202).send(await service.createJob(requireAuth(req), req.body)),
  );

  r.get(
    '/jobs',
    spec("The caller's latest on-demand reports", {
      response: { 200: z.object({ data: z.array(reportJobSchema) }), ...errorResponses(401, 403, 440) },
    }),
    async (req) => service.jobs(requireAuth(req)),
  );

  readRoute(
    r,
    '/jobs/:id',
    spec,
    'One on-demand report: status and progress (0–100)',
    { params: reportJobParamsSchema },
    reportJobSchema,
    async (req) => service.job(requireAuth(req), req.params.id),
  );

  r.get(
    '/jobs/:id/file',
    spec('The finished on-demand report (.xlsx or .pdf, as asked); 409 while it is being prepared', {
      params: reportJobParamsSchema,
      response: writeAnswers(z.any()),
    }),
    async (req, reply) => {
      const f = await service.jobFile(requireAuth(req), req.params.id);
      return reply.headers(fileHeaders(f.name, f.mime)).send(f.file);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { AppError } from '@vitrina/domain/common/errors';
import {
  auditMonthRequestSchema,
  auditRequestSchema,
  auditResponseSchema,
  bulkRequestSchema,
  bulkResponseSchema,
  countryIdSchema,
  dailyReportRequestSchema,
  justificationQuerySchema,
  justificationRequestSchema,
  justificationResponseSchema,
  justificationsResponseSchema,
  periodQuerySchema,
  periodResponseSchema,
  reportResponseSchema,
  spacesOverviewRequestSchema,
  spacesOverviewResponseSchema,
  yearMonthSchema,
} from '@vitrina/domain/sales/daily.schema';
import { BULK_MAX_BYTES } from '@vitrina/domain/sales/daily.rules';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { requireAuth } from '../../plugins/auth';
import { errorResponses, sendXlsx } from '../../lib/http';
import { optionsFor, readAnswers, routeOptions, session, writeAnswers } from '../../lib/route-options';
import type { BulkInputRow, DailySalesService } from './daily-sales.service';
import { bulkTemplateXlsx, readBulkXlsx } from './daily-sales.xlsx';
import { monthXlsx } from './daily-sales.month-xlsx';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer';

const security = [{ bearer: [] }];
const tags = ['daily-sales'];
const auditor = optionsFor({ ...session, ability: 'audit:DailySales' as const, refusal: SALES_MSG.auditorOnly }, tags);
const reader = optionsFor({ ...session, ability: 'read:DailySales' as const }, tags);
/** Uploaded bulk files per user and minute. */
export const BULK_FILE_RATE = { max: 10, windowMs: 60_000 };

/** JSON bulk rows as the service reads them; 'Fila N' counts from 1. */
function jsonBulkRows(body: z.infer<typeof bulkRequestSchema>): BulkInputRow[] {
  return body.map((r, i) => ({
    rowNumber: i + 1,
    tax_id: r.tax_id,
    pais: r.pais,
    contract_space_id: r.contract_space_id,
    fecha_registro: r.fecha_registro,
    total_tickets: r.total_tickets,
    total_ventas: r.detalles?.total_ventas ?? r.monto_total_bruto,
    total_notas_credito: r.detalles?.total_notas_credito ?? 0,
  }));
}

/** /api/fo/sales: daily sales, justifications, audit and bulk upload; the store chiefs' routes are in modules/users. */
export async function dailySalesRoutes(app: FastifyInstance, opts: { service: DailySalesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const meta = (req: { ip: string }) => ({ ip: req.ip });
  await app.register(multipart, { limits: { fileSize: BULK_MAX_BYTES, files: 1, fields: 5 } });

  r.get(
    '/justifications',
    reader('The justification catalogue', {
      response: { 200: justificationsResponseSchema, ...errorResponses(401, 440) },
    }),
    async () => service.justifications(),
  );

  r.get(
    '/daily/space/:spaceId/period',
    {
      config: { ...session, ability: 'read:DailySales' },
      // a hot answer: written by a compiled serializer
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags,
        security,
        summary: "One row per day of the range, with the space's general data and the period rules",
        params: z.object({ spaceId: z.string().min(1).max(100) }),
        querystring: periodQuerySchema,
        response: readAnswers(periodResponseSchema),
      },
    },
    async (req) => service.period(requireAuth(req), req.params.spaceId, req.query),
  );

  r.get(
    '/daily/space/:spaceId/download',
    reader("'Descargar grupo': the month as .xlsx", {
      params: z.object({ spaceId: z.string().min(1).max(100) }),
      querystring: z.object({ month: yearMonthSchema, company_id: z.string().max(100).optional() }),
    }),
    async (req, reply) => {
      const data = await service.monthForDownload(requireAuth(req), req.params.spaceId, req.query.month, req.query.company_id);
      return sendXlsx(reply, `ventas-${req.params.spaceId}-${req.query.month}.xlsx`, await monthXlsx(data, req.query.month));
    },
  );

  r.post(
    '/report/daily_sales/:countryId/:userEmail',
    {
      config: { ...session, ability: 'create:DailySales' },
      // a hot answer: written by a compiled serializer
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags,
        security,
        summary: 'Declare (or update) one day: the report payload. Totals are recomputed from detalles.',
        params: z.object({ countryId: countryIdSchema, userEmail: z.string().min(1).max(254) }),
        body: dailyReportRequestSchema,
        response: { 200: reportResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 440) },
      },
    },
    async (req) => service.declare(requireAuth(req), req.params.countryId, req.params.userEmail, req.body, meta(req)),
  );

  r.patch(
    '/daily/justifications',
    routeOptions(
      { ...session, ability: 'create:DailySales' },
      tags,
      'Justify a day, or a range within its month when the reason has periodo (overwrites sales)',
      {
        querystring: justificationQuerySchema,
        body: justificationRequestSchema,
        response: { 200: justificationResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 440) },
      },
    ),
    async (req) => service.justify(requireAuth(req), req.query, req.body, meta(req)),
  );

  r.patch(
    '/daily/audit',
    auditor("Mark (or unmark) a space's days audited: internal AUDITOR role only; audited days are locked", {
      body: auditRequestSchema,
      response: readAnswers(auditResponseSchema),
    }),
    async (req) => service.audit(requireAuth(req), req.body, meta(req)),
  );

  r.patch(
    '/daily/audit/month',
    auditor("Audit every day of a space's month (internal AUDITOR role only): refused while the month is not over or has a pending day", {
      body: auditMonthRequestSchema,
      response: writeAnswers(auditResponseSchema),
    }),
    async (req) => service.auditMonth(requireAuth(req), req.body, meta(req)),
  );

  r.get(
    '/daily/spaces',
    reader("espacio/locales: the caller's spaces with status, pending dates and tab counts", {
      querystring: z.object({ company_id: z.string().max(100).optional(), country_id: countryIdSchema.optional() }),
      response: { 200: spacesOverviewResponseSchema, ...errorResponses(401, 440) },
    }),
    async (req) => service.overview(requireAuth(req), req.query),
  );

  r.post(
    '/spaces/daily_sales',
    reader('Same overview for given spaces (spec call: country_id, spaces_ids, company_id)', {
      body: spacesOverviewRequestSchema,
      response: { 200: spacesOverviewResponseSchema, ...errorResponses(400, 401, 440) },
    }),
    async (req) => service.overview(requireAuth(req), req.body),
  );

  r.get(
    '/bulk/template/:taxId',
    routeOptions(
      { ...session, ability: 'create:DailySalesBatch' },
      tags,
      'The bulk template (.xlsx): one row per current contract of the client the caller may load',
      {
        params: z.object({ taxId: z.string().min(1).max(50) }),
      },
    ),
    async (req, reply) => {
      const t = await service.bulkTemplate(requireAuth(req), req.params.taxId);
      const buf = await bulkTemplateXlsx({
        country: t.country,
        fecha: t.fecha,
        rows: t.rows.map((x) => ({ ...x, tax_id: t.client.tax_id })),
      });
      return sendXlsx(reply, `carga-masiva-${t.client.tax_id}.xlsx`, buf);
    },
  );

  r.post(
    '/bulk/:tipoRegistro/:taxId',
    {
      config: { ...session, ability: 'create:DailySalesBatch' },
      bodyLimit: 20 * 1024 * 1024,
      schema: {
        tags,
        security,
        summary: 'Bulk daily sales as JSON rows: validated whole, then all rows in one transaction (or none)',
        params: z.object({ tipoRegistro: z.string().min(1).max(20), taxId: z.string().min(1).max(50) }),
        body: bulkRequestSchema,
        response: writeAnswers(bulkResponseSchema),
      },
    },
    async (req) => service.bulkLoad(requireAuth(req), req.params.tipoRegistro, req.params.taxId, jsonBulkRows(req.body), meta(req)),
  );

  r.post(
    '/bulk/:tipoRegistro/:taxId/file',
    {
      config: {
        ...session,
        ability: 'create:DailySalesBatch',
        // each file is read whole by the server: a few per minute for one user is plenty
        rateLimit: {
          max: BULK_FILE_RATE.max,
          timeWindow: BULK_FILE_RATE.windowMs,
          keyGenerator: (req: { ip: string; auth?: { userId: string } }) => `bulk-file|${req.auth?.userId ?? req.ip}`,
        },
      },
      schema: {
        tags,
        security,
        summary:
          'Bulk daily sales as an uploaded .xlsx (multipart field "file", one sheet, max 10MB, at most contracts × 31 rows; 10 a minute per user); same validation',
        consumes: ['multipart/form-data'],
        params: z.object({ tipoRegistro: z.string().min(1).max(20), taxId: z.string().min(1).max(50) }),
        response: { 200: bulkResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 440) },
      },
    },
    async (req) => {
      const caller = requireAuth(req);
      // who calls and for which client first: nothing of the file is read for a caller who may not load it
      const { maxRows } = await service.bulkPrecheck(caller, req.params.tipoRegistro, req.params.taxId);
      if (!req.isMultipart()) throw new AppError('invalid_file', 415, SALES_MSG.bulkNotXlsx);
      const file = await req.file();
      if (!file) throw new AppError('invalid_file', 400, SALES_MSG.bulkNotXlsx);
      const rows = await readBulkXlsx(file.file, { maxRows });
      return service.bulkLoad(caller, req.params.tipoRegistro, req.params.taxId, rows, meta(req));
    },
  );
}

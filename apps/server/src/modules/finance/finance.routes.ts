import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@vitrina/domain/common/ids';
import {
  agreementRowSchema,
  clientKeyParams,
  companyParams,
  debtDocParams,
  debtImportSchema,
  debtRowSchema,
  debtSummarySchema,
  expenseImportSchema,
  expensePageSchema,
  expensesQuerySchema,
  invoiceFiltersSchema,
  invoiceImportSchema,
  invoicePageSchema,
  invoicesQuerySchema,
  noQuerySchema,
  debtXlsxQuerySchema,
} from '@vitrina/domain/finance/finance.schema';
import { requireAuth, requireService } from '../../plugins/auth';
import { errorResponses, sendXlsx } from '../../lib/http';
import { importOptions, optionsFor, readAnswers, routeOptions, session } from '../../lib/route-options';
import { readRoute } from '../../lib/read-routes';
import type { FinanceService } from './finance.service';
import { IMPORT_SCOPE } from '../../lib/api-keys';
import { createVersionedJsonCache } from '../../lib/versioned-json';

/** An import batch with inline PDFs may be large (the rest of the API keeps 1 MB). */
const IMPORT_BODY_LIMIT = 25 * 1024 * 1024;

/** The import routes: an internal system's API key (scope finance:import), never a session. */
const financeImport = <B>(tags: string[], summary: string, body: B) => importOptions(IMPORT_SCOPE, IMPORT_BODY_LIMIT, tags, summary, body);

const pdfHeaders = (name: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
});

/** /api/fo/debt. */
export async function debtRoutes(app: FastifyInstance, opts: { service: FinanceService }) {
  const detailsCache = createVersionedJsonCache();
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = opts.service;
  const tags = ['debt'];
  const cfg = { ...session, ability: 'read:Debt' as const };
  const read = optionsFor(cfg, tags);
  r.get(
    '/clients',
    routeOptions(
      { ...session, ability: ['read:Debt', 'read:Billing', 'read:Expenses'] as const },
      tags,
      'The clients whose finance pages the caller may read (FINANZAS: every client of their country)',
      {
        response: {
          200: z.object({ data: z.array(z.object({ id: z.string(), countryId: z.string(), taxId: z.string(), name: z.string() })) }),
          ...errorResponses(401, 403, 440),
        },
      },
    ),
    async (req) => svc.clients(requireAuth(req)),
  );
  readRoute(
    r,
    '/clients/:client/debt',
    read,
    "A client's debt summary: total, aging buckets (client's zone), agreement total, last update",
    { params: clientKeyParams, querystring: noQuerySchema },
    debtSummarySchema,
    async (req) => svc.debt(requireAuth(req), req.params.client),
  );
  r.get(
    '/clients/:client/debt-details',
    read("A client's debt documents", {
      description:
        'Private, revalidated: an ETag that changes with the stored documents (If-None-Match → 304 without a body); gzip when accepted',
      params: clientKeyParams,
      querystring: noQuerySchema,
      response: readAnswers(z.object({ data: z.array(debtRowSchema) })),
    }),
    // the answer is kept serialized and compressed per client while the documents do not change
    async (req, reply) => {
      const a = await svc.debtDetailsVersioned(requireAuth(req), req.params.client);
      return detailsCache.send(req, reply, a.key, a.version, a.build);
    },
  );
  r.get(
    '/clients/:client/debt-details/xlsx',
    read("'Descargar': the debt documents (of one status, or all) as .xlsx", {
      params: clientKeyParams,
      querystring: debtXlsxQuerySchema,
      response: readAnswers(z.any()),
    }),
    async (req, reply) => {
      const f = await svc.debtXlsx(requireAuth(req), req.params.client, req.query.estado);
      return sendXlsx(reply, f.name, f.body);
    },
  );
  readRoute(
    r,
    '/clients/:client/debt-agreements',
    read,
    "A client's agreement instalments (Vencido / Vigente)",
    { params: clientKeyParams, querystring: noQuerySchema },
    z.object({ data: z.array(agreementRowSchema) }),
    async (req) => svc.debtAgreements(requireAuth(req), req.params.client),
  );
  r.get(
    '/clients/:client/debt-details/:doc/download',
    read('A debt document as a PDF in base64 text ({sociedad}-{nroFactura})', {
      params: debtDocParams,
      response: readAnswers(z.string()),
    }),
    async (req, reply) =>
      reply.type('text/plain; charset=utf-8').send(await svc.debtDocumentPdf(requireAuth(req), req.params.client, req.params.doc)),
  );
  r.post(
    '/import',
    financeImport(
      tags,
      'Import API (API key, scope finance:import): upsert debt documents and agreement instalments; whole batch or nothing',
      debtImportSchema,
    ),
    async (req) => svc.importDebt(requireService(req), req.body),
  );
}

/** /api/fo/invoices. */
export async function invoicesRoutes(app: FastifyInstance, opts: { service: FinanceService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = opts.service;
  const tags = ['invoices'];
  const cfg = { ...session, ability: 'read:Billing' as const };
  const read = optionsFor(cfg, tags);
  readRoute(
    r,
    '/country/:country/company/:taxId',
    read,
    "A client's invoices, by society and period, server-paged (page from 1, size ≤ 100)",
    { params: companyParams, querystring: invoicesQuerySchema },
    invoicePageSchema,
    async (req) => svc.invoices(requireAuth(req), req.params.country, req.params.taxId, req.query),
  );
  readRoute(
    r,
    '/country/:country/company/:taxId/filters',
    read,
    'The invoice filters of a client: its periods and societies',
    { params: companyParams, querystring: noQuerySchema },
    invoiceFiltersSchema,
    async (req) => svc.invoiceFilters(requireAuth(req), req.params.country, req.params.taxId),
  );
  r.get(
    '/country/:country/company/:taxId/:id/download',
    read('The stored PDF of an invoice (view type pdf)', {
      params: companyParams.extend({ id: idParamSchema }),
      response: readAnswers(z.any()),
    }),
    async (req, reply) => {
      const f = await svc.invoicePdf(requireAuth(req), req.params.country, req.params.taxId, req.params.id);
      return reply.headers(pdfHeaders(f.name)).send(f.body);
    },
  );
  r.post(
    '/import',
    financeImport(
      tags,
      'Import API (API key, scope finance:import): upsert invoices (PDF inline or https URL); whole batch or nothing',
      invoiceImportSchema,
    ),
    async (req) => svc.importInvoices(requireService(req), req.body),
  );
}

/** /api/fo/downloads: common expenses. */
export async function downloadsRoutes(app: FastifyInstance, opts: { service: FinanceService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = opts.service;
  const tags = ['common-expenses'];
  const cfg = { ...session, ability: 'read:Expenses' as const };
  const read = optionsFor(cfg, tags);
  readRoute(
    r,
    '/country/:country/company/:taxId',
    read,
    "A client's common-expense files, server-paged (page from 1, limit ≤ 100); each downloads through POST /api/fo/files/signal/{country} with its bucket and object_key (path)",
    { params: companyParams, querystring: expensesQuerySchema },
    expensePageSchema,
    async (req) => svc.expenses(requireAuth(req), req.params.country, req.params.taxId, req.query),
  );
  r.post(
    '/import',
    financeImport(
      tags,
      'Import API (API key, scope finance:import): upsert common-expense PDFs (each a stored file of its client, kind common-expense); whole batch or nothing',
      expenseImportSchema,
    ),
    async (req) => svc.importExpenses(requireService(req), req.body),
  );
}

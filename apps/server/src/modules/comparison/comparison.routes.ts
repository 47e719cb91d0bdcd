import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brandCategoriesImportSchema,
  brandCategoryBodySchema,
  brandCategoryResponseSchema,
  comparisonQuerySchema,
  comparisonResponseSchema,
  distributionQuerySchema,
  distributionResponseSchema,
} from '@vitrina/domain/comparison/comparison.schema';
import { requireAuth, requireService } from '../../plugins/auth';
import { BRANDS_IMPORT_SCOPE } from '../../lib/api-keys';
import { errorResponses } from '../../lib/http';
import { importOptions, optionsFor, readAnswers, routeOptions } from '../../lib/route-options';
import { readRoute } from '../../lib/read-routes';
import type { ComparisonService } from './comparison.service';
import type { createCategoryImport } from './comparison.imports';

const tags = ['comparison'];
const read = { access: 'session' as const, ability: 'read:Sales' as const };
const reader = optionsFor(read, tags);

/** /api/fo/comparisons: 'Comparativo' (tenants), the country's distribution (staff), the brands' categories (staff, and the ERP's import). */
export async function comparisonRoutes(
  app: FastifyInstance,
  opts: { service: ComparisonService; importCategories: ReturnType<typeof createCategoryImport> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;

  readRoute(
    r,
    '/stores',
    reader,
    "'Comparativo': each of the caller's stores in force in the month (read:Sales; a user without the company's administration, the stores its assignments reach), its sales per m², average ticket and growth on the month before and the year before, against the quartiles of the other companies' stores of its category in its centre and in its country. A group is answered only with at least 5 other companies that declared the month ('No hay suficientes locales comparables' otherwise, nothing of it answered); the caller's companies' stores are never in a group. Staff: 403",
    { querystring: comparisonQuerySchema },
    comparisonResponseSchema,
    async (req) => service.stores(requireAuth(req), req.query),
  );

  r.get(
    '/distribution',
    routeOptions(
      read,
      tags,
      "The staff's view (internal roles with read:Sales): the month's distribution of the stores of their country by category, for the country and for each centre (stores, companies, minimum, quartiles and maximum per metric)",
      { querystring: distributionQuerySchema, response: { 200: distributionResponseSchema, ...errorResponses(400, 401, 403, 440) } },
    ),
    async (req) => service.distribution(requireAuth(req), req.query.month),
  );

  r.put(
    '/brands/:id/category',
    routeOptions(
      { access: 'session' as const, ability: 'classify:Brand' as const },
      tags,
      "Set or clear a brand's category (staff with classify:Brand, brands of their country; another country's brand: 404); audited",
      {
        params: z.object({ id: z.string().min(1).max(40) }),
        body: brandCategoryBodySchema,
        response: readAnswers(brandCategoryResponseSchema),
      },
    ),
    async (req) => service.setCategory(requireAuth(req), req.params.id, req.body.category, { ip: req.ip }),
  );

  r.post(
    '/categories/import',
    importOptions(
      BRANDS_IMPORT_SCOPE,
      2 * 1024 * 1024,
      tags,
      "Import API (API key, scope brands:import): set brands' categories by brand and country (null clears one); the whole batch or nothing, each refused row named (an unknown brand, a brand of another country, a brand twice)",
      brandCategoriesImportSchema,
    ),
    async (req) => opts.importCategories(requireService(req), req.body),
  );
}

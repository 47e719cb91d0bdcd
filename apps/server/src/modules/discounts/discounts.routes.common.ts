import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DISCOUNT_MSG as M } from '@vitrina/domain/discounts/discounts.messages';
import { couponCodeSchema, discountInputSchema, discountSchema } from '@vitrina/domain/discounts/discounts.schema';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../lib/http';
import { readJsonWithFiles } from '../../lib/multipart';
import type { DiscountsService } from './discounts.service';
import type { DiscountRow } from './discounts.repo';

export const tags = ['discounts'];
export const caller = (req: FastifyRequest) => requireAuth(req);
export const codeParams = z.object({ code: couponCodeSchema });
export const brandsSchema = z.object({
  client_id: z.string(),
  country_id: z.string(),
  brands: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      client_id: z.string(),
      buildings: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
});
export const clientQuery = z.object({ client: z.string().max(64).optional() });
export const message = z.object({ message: z.string() });
export const withData = z.object({ message: z.string(), data: discountSchema });

/** What the discounts' routes share: the typed router, the service, the reader of a campaign's parts, the write errors. */
export function discountsRouteKit(app: FastifyInstance, opts: { service: DiscountsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;

  /** Reads the JSON part "descuento" (checked and authorized first) and at most one logo "file". */
  async function readDiscount(req: FastifyRequest, existing?: DiscountRow) {
    const who = caller(req);
    const { input, context, files } = await readJsonWithFiles(req, {
      field: 'descuento',
      schema: discountInputSchema,
      badJson: M.badJson,
      accept: (input) => service.accept(who, input, existing),
      fileFields: ['file'],
      maxFiles: 1,
      tooMany: { code: 'one_logo', message: M.oneLogo },
      store: (part, ctx) => service.storeLogo(who, ctx.clientId, part.filename, part.file),
      discard: (ids) => service.discardLogos(who, ids),
    });
    return { who, input, context, logoId: files[0] };
  }

  const writeErrors = errorResponses(400, 401, 403, 404, 406, 409, 413, 415, 440);

  return { r, service, readDiscount, writeErrors };
}

export type DiscountsRouteKit = ReturnType<typeof discountsRouteKit>;

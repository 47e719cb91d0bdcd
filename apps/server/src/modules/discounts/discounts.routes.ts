import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { DISCOUNT_LIMITS as L } from '@vitrina/domain/discounts/discounts.rules';
import type { DiscountsService } from './discounts.service';
import { discountsRouteKit } from './discounts.routes.common';
import { discountsReadRoutes } from './discounts.routes.reads';
import { discountsWriteRoutes } from './discounts.routes.writes';

/**
 * Discount campaigns, their review, the catalogue, coupons and the validator, under
 * /api/fo/discounts: the reads (discounts.routes.reads.ts) and the writes (discounts.routes.writes.ts).
 */
export async function discountsRoutes(app: FastifyInstance, opts: { service: DiscountsService }) {
  const kit = discountsRouteKit(app, opts);
  await app.register(multipart, {
    // the size limit is checked while streaming (the file service's check); busboy stops one byte later
    limits: { fileSize: L.logoMaxBytes + 1, files: 2, fields: 3, parts: 5, fieldSize: 20_000 },
    throwFileSizeLimit: false,
  });
  discountsReadRoutes(kit);
  discountsWriteRoutes(kit);
}

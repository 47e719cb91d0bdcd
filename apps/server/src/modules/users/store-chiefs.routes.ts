import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assignStoreChiefRequestSchema, storeChiefsResponseSchema } from '@vitrina/domain/sales/daily.schema';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../lib/http';
import type { StoreChiefsService } from './store-chiefs.service';
import { optionsFor, readAnswers, routeOptions, session, writeAnswers } from '../../lib/route-options';

// shown with the daily sales in the API docs, where the page that manages them is
const tags = ['daily-sales'];
const admin = optionsFor({ ...session, ability: 'manage:User' as const }, tags);

/** /api/fo/sales/managers/space/{spaceId}: the store chiefs of a space. */
export async function storeChiefsRoutes(app: FastifyInstance, opts: { service: StoreChiefsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const meta = (req: { ip: string }) => ({ ip: req.ip });

  const managerParams = z.object({ spaceId: z.string().min(1).max(100) });
  r.get(
    '/managers/space/:spaceId',
    routeOptions(
      { ...session, ability: 'read:DailySales' },
      tags,
      'Store chiefs (Jefes de Local) of a space and the contacts that can be assigned',
      { params: managerParams, response: { 200: storeChiefsResponseSchema, ...errorResponses(401, 403, 404, 440) } },
    ),
    async (req) => service.storeChiefs(requireAuth(req), req.params.spaceId),
  );

  const managersMutation = storeChiefsResponseSchema.extend({ message: z.string() });
  r.post(
    '/managers/space/:spaceId',
    admin('Assign a store chief (at most two enabled per space); needs manage:User', {
      params: managerParams,
      body: assignStoreChiefRequestSchema,
      response: writeAnswers(managersMutation),
    }),
    async (req) => service.assignStoreChief(requireAuth(req), req.params.spaceId, req.body.usuarioId, meta(req)),
  );

  r.delete(
    '/managers/space/:spaceId/:userId',
    admin('Remove a store chief; needs manage:User', {
      params: managerParams.extend({ userId: z.string().uuid() }),
      response: readAnswers(managersMutation),
    }),
    async (req) => service.removeStoreChief(requireAuth(req), req.params.spaceId, req.params.userId, meta(req)),
  );
}

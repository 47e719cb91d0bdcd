import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiKeyCreateSchema, apiKeyCreatedSchema, apiKeyListSchema } from '@vitrina/domain/api-keys/api-keys.schema';
import { requireAuth } from '../../plugins/auth';
import { optionsFor, readAnswers, writeAnswers } from '../../lib/route-options';
import { readRoute } from '../../lib/read-routes';
import type { ApiKeysService } from './api-keys.service';

const params = z.object({ id: z.string().min(1).max(50) });
const cfg = { access: 'session' as const, ability: 'manage:Client' as const };
const tags = ['api-keys'];
const admin = optionsFor(cfg, tags);

/** /api/fo/companies/empresas/{id}/api-keys: the company's point-of-sale keys (manage:Client). */
export async function apiKeysRoutes(app: FastifyInstance, opts: { service: ApiKeysService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  readRoute(
    r,
    '/empresas/:id/api-keys',
    admin,
    "The company's API keys, newest first (never their secret)",
    { params },
    apiKeyListSchema,
    async (req) => service.list(requireAuth(req), req.params.id),
  );
  r.post(
    '/empresas/:id/api-keys',
    admin('A new API key (scope sales:feed) for every space of the company; the key is in this answer only', {
      params,
      body: apiKeyCreateSchema,
      response: writeAnswers(apiKeyCreatedSchema),
    }),
    async (req) => service.create(requireAuth(req), req.params.id, req.body.nombre),
  );
  r.delete(
    '/empresas/:id/api-keys/:keyId',
    admin('Revokes a key of the company: its next request is refused (401)', {
      params: params.extend({ keyId: z.string().uuid() }),
      response: readAnswers(z.object({ message: z.string() })),
    }),
    async (req) => service.revoke(requireAuth(req), req.params.id, req.params.keyId),
  );
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { divisionSchema, nationSchema } from '@vitrina/domain/workers/workers.schema';
import { errorResponses } from '../../lib/http';
import { matchesEtag } from '../../lib/versioned-json';
import type { CountriesService } from './countries.service';
import { routeOptions } from '../../lib/route-options';

const tags = ['countries'];
const session = { access: 'session' as const, ability: 'authenticated' as const };
/** 24 hours, private (the answer depends on the caller's switch), revalidated by ETag after. */
const CACHE = 'private, max-age=86400';

/** Answers 304 when the browser's copy is current, else the body with Cache-Control and ETag. */
function send<T>(req: FastifyRequest, reply: FastifyReply, a: { body: T; etag: string }) {
  reply.header('cache-control', CACHE).header('etag', a.etag);
  if (matchesEtag(req, a.etag)) return reply.code(304).send();
  return reply.send(a.body);
}

/** /api/fo/countries: nationalities and division trees for the worker forms. */
export async function countriesRoutes(app: FastifyInstance, opts: { service: CountriesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;

  r.get(
    '/nations',
    routeOptions(session, tags, 'Nationalities {id, name, emoji, order}; Cache-Control 24 h with an ETag (If-None-Match → 304)', {
      response: { 200: z.array(nationSchema), 304: z.null(), ...errorResponses(401, 440) },
    }),
    async (req, reply) => send(req, reply, service.nations()),
  );

  r.get(
    '/:countryId/divisions',
    routeOptions(
      session,
      tags,
      "A country's division tree: regions (level 0, 'Región') → provinces (1, 'Provincia') → communes (2, 'Comuna'), each {id, code, div_name, div_level, div_type, parent_id, divisions}; Chile's from the repository's data file; Peru, Argentina and Colombia answer their first level (departamentos, provincias). The country in either case. Cache-Control 24 h with an ETag",
      {
        params: z.object({ countryId: z.string().min(3).max(3) }),
        response: { 200: z.array(divisionSchema), 304: z.null(), ...errorResponses(400, 401, 404, 440) },
      },
    ),
    async (req, reply) => send(req, reply, service.divisions(req.params.countryId)),
  );
}

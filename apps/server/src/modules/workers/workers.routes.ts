import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  newWorkerSchema,
  skillSchema,
  workerIdParams,
  workerListQuerySchema,
  workerPageSchema,
  workerPatchSchema,
  workerSchema,
} from '@vitrina/domain/workers/workers.schema';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../lib/http';
import type { WorkersService } from './workers.service';

const security = [{ bearer: [] }];
const tags = ['workers'];
const session = { access: 'session' as const, ability: 'manage:Workers' as const };
const caller = (req: FastifyRequest) => ({ ...requireAuth(req), ip: req.ip });
const withWorker = z.object({ message: z.string(), data: workerSchema });

/** /api/fo/workers: the worker registry (spec 3 §2.6, §7 'Workers'; #17). */
export async function workersRoutes(app: FastifyInstance, opts: { service: WorkersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;

  r.post(
    '/',
    {
      config: session,
      schema: {
        tags,
        security,
        summary:
          "Register a worker of a client (manage:Workers; 404 where the country's switch is off): the §3 payload with every §5 rule (RUT modulo 11, names letters and spaces, age 18–100 by year difference, address pattern, ID card exactly one dni_f and one dni_r, contract 1–10 cdt files uploaded first to /fo/files?kind=work-document); 409 for a second worker with the same RUT in the client",
        body: newWorkerSchema,
        response: { 201: withWorker, ...errorResponses(400, 401, 403, 404, 409, 440) },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(caller(req), req.body)),
  );

  r.get(
    '/',
    {
      config: session,
      schema: {
        tags,
        security,
        summary:
          "A client's workers, newest first: client (COUNTRY-taxId; default the caller's first with manage:Workers), page (1-based), size, rut (search), status (OK: complete documents; Pendiente) → content, total_elements",
        querystring: workerListQuerySchema,
        response: { 200: workerPageSchema, ...errorResponses(400, 401, 403, 404, 440) },
      },
    },
    async (req) => service.list(caller(req), req.query),
  );

  r.get(
    '/skills',
    {
      config: session,
      schema: {
        tags,
        security,
        summary: 'The worker classes (skills): the staffing types seguridad, parking, aseo, jardineria, climatizacion',
        querystring: z.object({ client: z.string().max(40).optional() }),
        response: { 200: z.array(skillSchema), ...errorResponses(400, 401, 403, 404, 440) },
      },
    },
    async (req) => service.skills(caller(req), req.query.client),
  );

  r.get(
    '/:id',
    {
      config: session,
      schema: {
        tags,
        security,
        summary: "One worker of the caller's clients with its documents and badge",
        params: workerIdParams,
        response: { 200: z.object({ data: workerSchema }), ...errorResponses(400, 401, 403, 404, 440) },
      },
    },
    async (req) => service.get(caller(req), req.params.id),
  );

  r.patch(
    '/:id',
    {
      config: session,
      schema: {
        tags,
        security,
        summary:
          "Edit a worker: any field of the new-worker payload but the client, with the same rules; `files` replaces the documents (ID card and contract rules apply); 409 for another worker's RUT",
        params: workerIdParams,
        body: workerPatchSchema,
        response: { 200: withWorker, ...errorResponses(400, 401, 403, 404, 409, 440) },
      },
    },
    async (req) => service.update(caller(req), req.params.id, req.body),
  );

  r.delete(
    '/:id',
    {
      config: session,
      schema: {
        tags,
        security,
        summary: 'Delete a worker and its documents; 409 while it is linked to an open work request',
        params: workerIdParams,
        response: {
          200: z.object({ message: z.string(), data: z.object({ uuid: z.string() }) }),
          ...errorResponses(400, 401, 403, 404, 409, 440),
        },
      },
    },
    async (req) => service.remove(caller(req), req.params.id),
  );
}

import type { FastifyInstance } from 'fastify';
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
import { bulkCreateResponseSchema, bulkParseResponseSchema, bulkRowSchema } from '@vitrina/domain/workers/workers.bulk.schema';
import multipart from '@fastify/multipart';
import { AppError } from '@vitrina/domain/common/errors';
import { BULK_MSG } from '@vitrina/domain/workers/workers.messages';
import { BULK_MAX_BYTES, BULK_MAX_ROWS, BULK_TEMPLATE_NAME } from '@vitrina/domain/workers/workers.rules';
import { requestCaller } from '../../plugins/auth';
import { errorResponses, sendXlsx } from '../../lib/http';
import type { WorkersService } from './workers.service';
import { bulkTemplate, readBulkFile, type WorkersBulk } from './workers.bulk';
import { optionsFor, readAnswers, writeAnswers } from '../../lib/route-options';
import { readRoute } from '../../lib/read-routes';

const tags = ['workers'];
const session = { access: 'session' as const, ability: 'manage:Workers' as const };
/** The caller of a route of the registry and its staffing (with its address and logger, for the audit log). */
export const caller = requestCaller;
/** A route of the worker registry and its staffing: manage:Workers, under the workers tag. */
export const spec = optionsFor(session, tags);
const withWorker = z.object({ message: z.string(), data: workerSchema });

/** /api/fo/workers: the worker registry. */
export async function workersRoutes(app: FastifyInstance, opts: { service: WorkersService; bulk: WorkersBulk }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service, bulk } = opts;
  await app.register(multipart, {
    // the 5 MB limit is checked while reading; busboy stops one byte later
    limits: { fileSize: BULK_MAX_BYTES + 1, files: 1, fields: 2, parts: 3 },
    throwFileSizeLimit: false,
  });
  const clientQuery = z.object({ client: z.string().max(40).optional() });

  r.get(
    '/bulk/template',
    spec(`The bulk template ${BULK_TEMPLATE_NAME}: columns Trabajador, F.Nac., Género, Mutual, Discapacidad, Dotación and RUT`, {
      querystring: clientQuery,
      response: readAnswers(z.any()),
    }),
    async (req, reply) => {
      await bulk.precheck(caller(req), req.query.client);
      return sendXlsx(reply, BULK_TEMPLATE_NAME, await bulkTemplate());
    },
  );

  r.post(
    '/bulk/parse',
    spec(
      'Reads an uploaded bulk file (multipart field "file": one .xlsx, at most 5 MB, at least one data row) and answers every row with its errors (Fila N: ...), nothing written',
      {
        consumes: ['multipart/form-data'],
        querystring: clientQuery,
        response: {
          200: bulkParseResponseSchema,
          ...errorResponses(400, 401, 403, 404, 406, 413, 415, 440),
        },
      },
    ),
    async (req) => {
      const who = caller(req);
      const client = await bulk.precheck(who, req.query.client);
      if (!req.isMultipart()) throw new AppError('not_multipart', 406, BULK_MSG.noValidFile);
      let cells: string[][] | undefined;
      try {
        for await (const part of req.parts()) {
          if (part.type !== 'file') continue;
          if (cells) {
            part.file.resume();
            throw new AppError('too_many_files', 400, BULK_MSG.oneFile);
          }
          cells = await readBulkFile(part.filename, part.file);
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw new AppError('too_many_files', 400, BULK_MSG.oneFile);
        throw err;
      }
      if (!cells) throw new AppError('no_file', 400, BULK_MSG.noValidFile);
      return bulk.parse(who, client, cells);
    },
  );

  r.post(
    '/bulk',
    spec(
      "'Finalizar': creates every reviewed row as a worker in one transaction, all or nothing (400 with details.rows when a row is wrong, 409 for a RUT the client already has)",
      {
        querystring: clientQuery,
        body: z.object({ rows: z.array(bulkRowSchema).min(1, BULK_MSG.noRows).max(BULK_MAX_ROWS) }),
        response: {
          201: bulkCreateResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 440),
        },
      },
    ),
    async (req, reply) => reply.code(201).send(await bulk.finish(caller(req), req.query.client, req.body.rows)),
  );

  r.post(
    '/',
    spec(
      "Register a worker of a client (manage:Workers; 404 where the country's switch is off): the worker payload with every rule of the new-worker form (RUT modulo 11, names letters and spaces, age 18–100 by year difference, address pattern, ID card exactly one dni_f and one dni_r, contract 1–10 cdt files uploaded first to /fo/files?kind=work-document); 409 for a second worker with the same RUT in the client",
      { body: newWorkerSchema, response: { 201: withWorker, ...errorResponses(400, 401, 403, 404, 409, 440) } },
    ),
    async (req, reply) => reply.code(201).send(await service.create(caller(req), req.body)),
  );

  readRoute(
    r,
    '/',
    spec,
    "A client's workers, newest first: client (COUNTRY-taxId; default the caller's first with manage:Workers), page (1-based), size, rut (search), status (OK: complete documents; Pendiente), skill (a worker class among the worker's skills), staffing_type (among its staffing_types) → content, total_elements",
    { querystring: workerListQuerySchema },
    workerPageSchema,
    async (req) => service.list(caller(req), req.query),
  );

  const classList = {
    querystring: z.object({ client: z.string().max(40).optional() }),
    response: readAnswers(z.array(skillSchema)),
  };
  r.get(
    '/skills',
    spec(
      "The worker classes (skills, the list's 'Clase' filter and the worker form's 'Clase'): the work classes of a request, corte_y_soldadura and the normal_* classes, each { id, name }",
      classList,
    ),
    async (req) => service.skills(caller(req), req.query.client),
  );

  r.get(
    '/staffing-types',
    spec(
      "The staffing types ('Dotaciones' of the worker form; a worker's staffing_types): seguridad, parking, aseo, jardineria, climatizacion, each { id, name }",
      classList,
    ),
    async (req) => service.staffingTypes(caller(req), req.query.client),
  );

  readRoute(
    r,
    '/:id',
    spec,
    "One worker of the caller's clients with its documents and badge",
    { params: workerIdParams },
    z.object({ data: workerSchema }),
    async (req) => service.get(caller(req), req.params.id),
  );

  r.patch(
    '/:id',
    spec(
      "Edit a worker: any field of the new-worker payload but the client, with the same rules; `files` replaces the documents (ID card and contract rules apply); 409 for another worker's RUT",
      { params: workerIdParams, body: workerPatchSchema, response: writeAnswers(withWorker) },
    ),
    async (req) => service.update(caller(req), req.params.id, req.body),
  );

  r.delete(
    '/:id',
    spec('Delete a worker and its documents; 409 while it is linked to an open work request', {
      params: workerIdParams,
      response: writeAnswers(z.object({ message: z.string(), data: z.object({ uuid: z.string() }) })),
    }),
    async (req) => service.remove(caller(req), req.params.id),
  );
}

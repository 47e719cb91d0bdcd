import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@vitrina/domain/common/ids';
import {
  approvalQueueSchema,
  requestBuildingSchema,
  requestFileSchema,
  requestTypeSchema,
  stepActionSchema,
  workRequestInputSchema,
  workRequestListQuerySchema,
  workRequestPageSchema,
  workRequestSavedSchema,
  workRequestSchema,
} from '@vitrina/domain/work-requests/work-requests.schema';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../lib/http';
import type { WorkRequestsService } from './work-requests.service';
import { optionsFor, session, writeAnswers } from '../../lib/route-options';
import { readRoute } from '../../lib/read-routes';

const tags = ['work-requests'];
const approver = optionsFor({ ...session, ability: 'approve:WorkRequest' as const }, tags);
const member = optionsFor({ ...session, ability: 'authenticated' as const }, tags);
const caller = (req: FastifyRequest) => requireAuth(req);

const uuidParams = z.object({
  id: z
    .string()
    .max(36)
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
});

/**
 * Work requests under /api/fo/work-requests: the types,
 * the caller's stores, the list, drafts and sending, the documents' signed links, and the
 * approver roles' queue and decisions.
 */
export async function workRequestsRoutes(app: FastifyInstance, opts: { service: WorkRequestsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;

  r.get(
    '/types',
    member('The request types (trabajo_normal, corte_y_soldadura) with worker_docs, document slots and approver steps', {
      response: { 200: z.array(requestTypeSchema), ...errorResponses(401, 404, 440) },
    }),
    async (req) => service.types(caller(req)),
  );

  r.get(
    '/buildings',
    member("The caller's shopping centres with the stores it raises work requests for (tenants who may write; 403 otherwise)", {
      response: { 200: z.array(requestBuildingSchema), ...errorResponses(401, 403, 404, 440) },
    }),
    async (req) => service.buildings(caller(req)),
  );

  readRoute(
    r,
    '/',
    member,
    "The caller's clients' requests it sees, newest first: clients (client ids, comma-joined), number, type, status, date_from, date_to, page (1-based), size (5)",
    { querystring: workRequestListQuerySchema },
    workRequestPageSchema,
    async (req) => service.list(caller(req), req.query),
  );

  r.post(
    '/',
    member(
      'Save a draft (status draft) or send a request (status pending, every rule of a sent request, Monday–Friday until 17:00 and 48 h notice in the mall time zone); documents uploaded first through the file service (kind work-document); the requester is notified',
      { body: workRequestInputSchema, response: { 201: workRequestSavedSchema, ...errorResponses(400, 401, 403, 404, 440) } },
    ),
    async (req, reply) => reply.code(201).send(await service.create(caller(req), req.body)),
  );

  r.get(
    '/approvals',
    approver("The approver's queue: sent requests of its country whose step for one of its roles is pending", {
      response: {
        200: approvalQueueSchema,
        ...errorResponses(401, 403, 404, 440),
      },
    }),
    async (req) => service.queue(caller(req)),
  );

  r.get(
    '/:id',
    member(
      'One request with its workers, documents and approval timeline (its client members who see the store, or approvers of its country)',
      { params: idParamsSchema, response: { 200: workRequestSchema, ...errorResponses(400, 401, 404, 440) } },
    ),
    async (req) => service.get(caller(req), req.params.id),
  );

  r.put(
    '/:id',
    member('Rewrite a draft (resume), or send it with status pending; only drafts (409 otherwise)', {
      params: idParamsSchema,
      body: workRequestInputSchema,
      response: writeAnswers(workRequestSavedSchema),
    }),
    async (req) => service.update(caller(req), req.params.id, req.body),
  );

  r.get(
    '/:id/files',
    member("A request's documents (by the request's uuid) with signed, expiring download links", {
      params: uuidParams,
      response: { 200: z.array(requestFileSchema), ...errorResponses(400, 401, 404, 440) },
    }),
    async (req) => service.files(caller(req), req.params.id),
  );

  for (const action of ['approve', 'reject', 'refer'] as const)
    r.post(
      `/:id/${action}`,
      approver(
        {
          approve: "Approve the caller's role's pending step; the request is approved when every step is; the requester is notified",
          reject: "Reject the caller's role's pending step with a comment: the request is rejected; the requester is notified",
          refer: "Refer the caller's role's pending step to another area (to_role) with a comment; the requester is notified",
        }[action],
        {
          params: idParamsSchema,
          body: stepActionSchema,
          response: writeAnswers(workRequestSavedSchema),
        },
      ),
      async (req) => service.act(caller(req), req.params.id, action, req.body),
    );
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamSchema, idParamsSchema } from '@vitrina/domain/common/ids';
import { TICKET_LIMITS } from '@vitrina/domain/help/help.rules';
import {
  ticketBuildingSchema,
  ticketDetailSchema,
  ticketInputSchema,
  ticketQueuePageSchema,
  ticketQueueQuerySchema,
  ticketReplySchema,
  ticketStatusSchema,
  ticketSummarySchema,
} from '@vitrina/domain/help/help.schema';
import { errorResponses } from '../../lib/http';
import type { HelpService } from './help.service';

import { authenticated, manageTicket, caller, helpRouter, readTicketParts, writeErrors } from './help.routes.common';
import { routeOptions, writeAnswers } from '../../lib/route-options';

/** Tickets under /api/fo/tickets (the conversation and the support side). */
export async function ticketRoutes(app: FastifyInstance, opts: { service: HelpService }) {
  const { r, service, tags } = await helpRouter(app, opts);
  const ticketParams = idParamsSchema;
  const saved = z.object({ message: z.string(), data: ticketSummarySchema });

  r.get(
    '/locales',
    routeOptions(authenticated, tags, "The caller's shopping centres with the stores they raise tickets for", {
      response: { 200: z.array(ticketBuildingSchema), ...errorResponses(401, 440) },
    }),
    async (req) => service.stores(caller(req)),
  );
  r.get(
    '/ticket/findByEmail/:email',
    routeOptions(
      authenticated,
      tags,
      "Tickets of an e-mail, newest first: only the caller's own (with a company administrator's clients' tickets), or any as support staff of their country",
      {
        params: z.object({ email: z.string().max(254) }),
        response: { 200: z.array(ticketSummarySchema), ...errorResponses(400, 401, 403, 440) },
      },
    ),
    async (req) => service.findByEmail(caller(req), req.params.email),
  );
  r.post(
    '/ticket',
    routeOptions(
      authenticated,
      tags,
      'Create a ticket: multipart with the JSON part "ticket" {edificio, local_id, area, request, subtype (climatización), impide, description ≤ 200, phone} and up to 3 "files" (images, PDF; 15,732,000 bytes in total; types checked by their bytes)',
      { consumes: ['multipart/form-data'], response: { 201: saved, ...writeErrors } },
    ),
    async (req, reply) => {
      const who = caller(req);
      const { input, context, files } = await readTicketParts(req, service, {
        field: 'ticket',
        schema: ticketInputSchema,
        maxFiles: TICKET_LIMITS.files,
        accept: (i) => service.acceptTicket(who, i),
      });
      return reply.code(201).send(await service.createTicket(who, input, context, files));
    },
  );
  r.get(
    '/ticket/:id',
    routeOptions(
      authenticated,
      tags,
      'A ticket with its conversation (its requester, their company administrators, support staff of its country)',
      { params: ticketParams, response: { 200: ticketDetailSchema, ...errorResponses(400, 401, 404, 440) } },
    ),
    async (req) => service.detail(caller(req), req.params.id),
  );
  r.post(
    '/ticket/:id/messages',
    routeOptions(
      authenticated,
      tags,
      'Answer a ticket: multipart with the JSON part "respuesta" {body} and up to 3 "files". Support staff answer (new → open; the requester is told in the bell and by e-mail); the requester replies (a solved ticket reopens). Closed: 409',
      {
        consumes: ['multipart/form-data'],
        params: ticketParams,
        response: { 201: z.object({ message: z.string(), data: ticketDetailSchema }), ...writeErrors },
      },
    ),
    async (req, reply) => {
      const who = caller(req);
      const { input, context, files } = await readTicketParts(req, service, {
        field: 'respuesta',
        schema: ticketReplySchema,
        maxFiles: TICKET_LIMITS.files,
        accept: async () => {
          const a = await service.acceptReply(who, req.params.id);
          return { ...a, client_id: a.ticket.client_id };
        },
      });
      return reply.code(201).send(await service.reply(who, context, input, files));
    },
  );
  r.get(
    '/ticket/:id/files/:fileId',
    routeOptions(authenticated, tags, 'A file of a ticket (for those who see the ticket)', {
      params: z.object({ id: idParamSchema, fileId: idParamSchema }),
    }),
    async (req, reply) => {
      const { file, body } = await service.file(caller(req), req.params.id, req.params.fileId);
      return reply
        .header('content-type', file.mime)
        .header('content-length', String(file.size_bytes))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .send(body);
    },
  );
  r.get(
    '/queue',
    routeOptions(
      manageTicket,
      tags,
      'The support queue (manage:Ticket): every client’s tickets, filtered by country, area, status and age (min_days), oldest first',
      { querystring: ticketQueueQuerySchema, response: { 200: ticketQueuePageSchema, ...errorResponses(400, 401, 403, 440) } },
    ),
    async (req) => service.queue(caller(req), req.query),
  );
  r.patch(
    '/ticket/:id/status',
    routeOptions(manageTicket, tags, 'Move a ticket along new → open → pending / hold → solved → closed (support); anything else 409', {
      params: ticketParams,
      body: ticketStatusSchema,
      response: writeAnswers(ticketDetailSchema),
    }),
    async (req) => service.setStatus(caller(req), req.params.id, req.body.status),
  );
  r.post(
    '/ticket/:id/assign',
    routeOptions(manageTicket, tags, 'Assign the ticket to the calling support agent', {
      params: ticketParams,
      response: writeAnswers(ticketDetailSchema),
    }),
    async (req) => service.assign(caller(req), req.params.id),
  );
}

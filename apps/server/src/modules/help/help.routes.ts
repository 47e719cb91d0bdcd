import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamsSchema } from '@vitrina/domain/common/ids';
import { TICKET_LIMITS } from '@vitrina/domain/help/help.rules';
import {
  faqInputSchema,
  faqReorderSchema,
  faqSchema,
  faqUpdateSchema,
  helpRequestSchema,
  ticketSummarySchema,
} from '@vitrina/domain/help/help.schema';
import { errorResponses } from '../../lib/http';
import type { HelpService } from './help.service';

import { authenticated, manageFaq, caller, helpRouter, readTicketParts, writeErrors } from './help.routes.common';
import { readAnswers, routeOptions } from '../../lib/route-options';

/** The FAQ service under /api/fo/faqs. */
export async function faqRoutes(app: FastifyInstance, opts: { service: HelpService }) {
  const { r, service, tags } = await helpRouter(app, opts);
  const faqList = z.object({ data: z.array(faqSchema) });
  const saved = z.object({ message: z.string(), data: faqSchema });

  r.get(
    '/getAll',
    routeOptions(authenticated, tags, 'Every published FAQ, by category and order', {
      response: { 200: faqList, ...errorResponses(401, 440) },
    }),
    async () => service.allFaqs(),
  );
  r.get(
    '/search/:text',
    routeOptions(authenticated, tags, 'Published FAQs matching every word of the text (accent- and case-insensitive), the 20 best first', {
      params: z.object({ text: z.string().max(TICKET_LIMITS.search) }),
      response: { 200: faqList, ...errorResponses(400, 401, 440) },
    }),
    async (req) => service.search(req.params.text),
  );
  r.get(
    '/manage/all',
    routeOptions(manageFaq, tags, 'Every FAQ, published or not (support staff with manage:Faq)', {
      response: { 200: faqList, ...errorResponses(401, 403, 440) },
    }),
    async (req) => service.manageList(caller(req)),
  );
  r.post(
    '/manage',
    routeOptions(manageFaq, tags, 'Create a FAQ at the end of its category (HTML sanitised)', {
      body: faqInputSchema,
      response: { 201: saved, ...errorResponses(400, 401, 403, 440) },
    }),
    async (req, reply) => reply.code(201).send(await service.createFaq(caller(req), req.body)),
  );
  r.put(
    '/manage/:id',
    routeOptions(manageFaq, tags, 'Edit a FAQ: title, content (sanitised), category, published (false unpublishes it)', {
      params: idParamsSchema,
      body: faqUpdateSchema,
      response: readAnswers(saved),
    }),
    async (req) => service.updateFaq(caller(req), req.params.id, req.body),
  );
  r.post(
    '/manage/reorder',
    routeOptions(manageFaq, tags, "A category's FAQs in their new order (every question of the category once)", {
      body: faqReorderSchema,
      response: { 200: faqList, ...errorResponses(400, 401, 403, 440) },
    }),
    async (req) => service.reorderFaqs(caller(req), req.body.category_id, req.body.ids),
  );
  r.post(
    '/contacto',
    routeOptions(
      authenticated,
      tags,
      'The help-request form: multipart with the JSON part "solicitud" {area: IT|Administración|Operaciones, tipo: Software|Hardware|Otro, descripcion} and an optional evidence file "files"; creates a ticket of the caller\'s first company',
      {
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ message: z.string(), data: ticketSummarySchema }), ...writeErrors },
      },
    ),
    async (req, reply) => {
      const who = caller(req);
      const { input, context, files } = await readTicketParts(req, service, {
        field: 'solicitud',
        schema: helpRequestSchema,
        maxFiles: 1,
        accept: () => service.acceptHelpRequest(who),
      });
      return reply.code(201).send(await service.createHelpRequest(who, input, context, files));
    },
  );
  r.get(
    '/:key',
    routeOptions(
      authenticated,
      tags,
      "A category ('1', '2', '3') or a question (its id or title slug): the category's published questions, with the chosen one",
      {
        params: z.object({ key: z.string().max(200) }),
        response: { 200: faqList.extend({ selected: z.number().nullable() }), ...errorResponses(400, 401, 404, 440) },
      },
    ),
    async (req) => service.faqsByKey(req.params.key),
  );
}

export { ticketRoutes } from './help.tickets.routes';

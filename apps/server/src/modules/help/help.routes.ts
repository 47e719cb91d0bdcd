import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { idParamSchema, idParamsSchema } from '@vitrina/domain/common/ids';
import { HELP_MSG as M, TICKET_LIMITS } from '@vitrina/domain/help/help.rules';
import {
  faqInputSchema,
  faqReorderSchema,
  faqSchema,
  faqUpdateSchema,
  helpRequestSchema,
  ticketBuildingSchema,
  ticketDetailSchema,
  ticketInputSchema,
  ticketQueuePageSchema,
  ticketQueueQuerySchema,
  ticketReplySchema,
  ticketStatusSchema,
  ticketSummarySchema,
} from '@vitrina/domain/help/help.schema';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../lib/http';
import { readJsonWithFiles } from '../../lib/multipart';
import { AppError } from '@vitrina/domain/common/errors';
import type { HelpService, TicketUpload } from './help.service';

const security = [{ bearer: [] }];
const session = { access: 'session' as const };
const authenticated = { ...session, ability: 'authenticated' as const };
const manageTicket = { ...session, ability: 'manage:Ticket' as const, refusal: M.supportOnly };
const manageFaq = { ...session, ability: 'manage:Faq' as const, refusal: M.supportOnly };
const caller = (req: FastifyRequest) => requireAuth(req);
const TOO_MANY = { code: 'too_many_files', message: M.tooManyFiles };
/** multipart overhead allowed above the files' bytes (headers, JSON part) */
const OVERHEAD = 256 * 1024;

async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      fileSize: TICKET_LIMITS.totalBytes + 1,
      files: TICKET_LIMITS.files + 1,
      fields: 5,
      parts: TICKET_LIMITS.files + 6,
      fieldSize: 100_000,
    },
    throwFileSizeLimit: false,
  });
}

/** A request whose declared size already passes the files' total is refused before anything is read. */
const refuseOversized = (req: FastifyRequest) => {
  const len = Number(req.headers['content-length'] ?? 0);
  if (len > TICKET_LIMITS.totalBytes + OVERHEAD) throw new AppError('too_large', 400, M.tooLarge);
};

/** Reads a "JSON part + files" ticket body: the part is checked (`accept`) before any file is stored; a refusal leaves nothing. */
async function readTicketParts<S extends z.ZodType, C extends { client_id: string }>(
  req: FastifyRequest,
  service: HelpService,
  o: { field: string; schema: S; maxFiles: number; accept: (input: z.output<S>) => Promise<C> },
) {
  refuseOversized(req);
  const who = caller(req);
  const counted = service.budget();
  return readJsonWithFiles(req, {
    field: o.field,
    schema: o.schema,
    badJson: M.badJsonPart,
    accept: o.accept,
    fileFields: ['files', 'file'],
    maxFiles: o.maxFiles,
    tooMany: TOO_MANY,
    store: (part, ctx): Promise<TicketUpload> => service.storeUpload(who, ctx.client_id, part.filename, counted(part.file)),
    discard: (stored) => service.discardUploads(stored),
  });
}

const writeErrors = errorResponses(400, 401, 403, 404, 406, 409, 413, 415, 422, 440);

/** The FAQ service under /api/fo/faqs. */
export async function faqRoutes(app: FastifyInstance, opts: { service: HelpService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['help'];
  await registerMultipart(app);
  const faqList = z.object({ data: z.array(faqSchema) });
  const saved = z.object({ message: z.string(), data: faqSchema });

  r.get(
    '/getAll',
    {
      config: authenticated,
      schema: {
        tags,
        security,
        summary: 'Every published FAQ, by category and order',
        response: { 200: faqList, ...errorResponses(401, 440) },
      },
    },
    async () => service.allFaqs(),
  );
  r.get(
    '/search/:text',
    {
      config: authenticated,
      schema: {
        tags,
        security,
        summary: 'Published FAQs matching every word of the text (accent- and case-insensitive), the 20 best first',
        params: z.object({ text: z.string().max(TICKET_LIMITS.search) }),
        response: { 200: faqList, ...errorResponses(400, 401, 440) },
      },
    },
    async (req) => service.search(req.params.text),
  );
  r.get(
    '/manage/all',
    {
      config: manageFaq,
      schema: {
        tags,
        security,
        summary: 'Every FAQ, published or not (support staff with manage:Faq)',
        response: { 200: faqList, ...errorResponses(401, 403, 440) },
      },
    },
    async (req) => service.manageList(caller(req)),
  );
  r.post(
    '/manage',
    {
      config: manageFaq,
      schema: {
        tags,
        security,
        summary: 'Create a FAQ at the end of its category (HTML sanitised)',
        body: faqInputSchema,
        response: { 201: saved, ...errorResponses(400, 401, 403, 440) },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createFaq(caller(req), req.body)),
  );
  r.put(
    '/manage/:id',
    {
      config: manageFaq,
      schema: {
        tags,
        security,
        summary: 'Edit a FAQ: title, content (sanitised), category, published (false unpublishes it)',
        params: idParamsSchema,
        body: faqUpdateSchema,
        response: { 200: saved, ...errorResponses(400, 401, 403, 404, 440) },
      },
    },
    async (req) => service.updateFaq(caller(req), req.params.id, req.body),
  );
  r.post(
    '/manage/reorder',
    {
      config: manageFaq,
      schema: {
        tags,
        security,
        summary: "A category's FAQs in their new order (every question of the category once)",
        body: faqReorderSchema,
        response: { 200: faqList, ...errorResponses(400, 401, 403, 440) },
      },
    },
    async (req) => service.reorderFaqs(caller(req), req.body.category_id, req.body.ids),
  );
  r.post(
    '/contacto',
    {
      config: authenticated,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary:
          'The help-request form: multipart with the JSON part "solicitud" {area: IT|Administración|Operaciones, tipo: Software|Hardware|Otro, descripcion} and an optional evidence file "files"; creates a ticket of the caller\'s first company',
        response: { 201: z.object({ message: z.string(), data: ticketSummarySchema }), ...writeErrors },
      },
    },
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
    {
      config: authenticated,
      schema: {
        tags,
        security,
        summary: "A category ('1', '2', '3') or a question (its id or title slug): the category's published questions, with the chosen one",
        params: z.object({ key: z.string().max(200) }),
        response: { 200: faqList.extend({ selected: z.number().nullable() }), ...errorResponses(400, 401, 404, 440) },
      },
    },
    async (req) => service.faqsByKey(req.params.key),
  );
}

/** Tickets under /api/fo/tickets (the conversation and the support side). */
export async function ticketRoutes(app: FastifyInstance, opts: { service: HelpService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['help'];
  await registerMultipart(app);
  const ticketParams = idParamsSchema;
  const saved = z.object({ message: z.string(), data: ticketSummarySchema });

  r.get(
    '/locales',
    {
      config: authenticated,
      schema: {
        tags,
        security,
        summary: "The caller's shopping centres with the stores they raise tickets for",
        response: { 200: z.array(ticketBuildingSchema), ...errorResponses(401, 440) },
      },
    },
    async (req) => service.stores(caller(req)),
  );
  r.get(
    '/ticket/findByEmail/:email',
    {
      config: authenticated,
      schema: {
        tags,
        security,
        summary:
          "Tickets of an e-mail, newest first: only the caller's own (with a company administrator's clients' tickets), or any as support staff of their country",
        params: z.object({ email: z.string().max(254) }),
        response: { 200: z.array(ticketSummarySchema), ...errorResponses(400, 401, 403, 440) },
      },
    },
    async (req) => service.findByEmail(caller(req), req.params.email),
  );
  r.post(
    '/ticket',
    {
      config: authenticated,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary:
          'Create a ticket: multipart with the JSON part "ticket" {edificio, local_id, area, request, subtype (climatización), impide, description ≤ 200, phone} and up to 3 "files" (images, PDF; 15,732,000 bytes in total; types checked by their bytes)',
        response: { 201: saved, ...writeErrors },
      },
    },
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
    {
      config: authenticated,
      schema: {
        tags,
        security,
        summary: 'A ticket with its conversation (its requester, their company administrators, support staff of its country)',
        params: ticketParams,
        response: { 200: ticketDetailSchema, ...errorResponses(400, 401, 404, 440) },
      },
    },
    async (req) => service.detail(caller(req), req.params.id),
  );
  r.post(
    '/ticket/:id/messages',
    {
      config: authenticated,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary:
          'Answer a ticket: multipart with the JSON part "respuesta" {body} and up to 3 "files". Support staff answer (new → open; the requester is told in the bell and by e-mail); the requester replies (a solved ticket reopens). Closed: 409',
        params: ticketParams,
        response: { 201: z.object({ message: z.string(), data: ticketDetailSchema }), ...writeErrors },
      },
    },
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
    {
      config: authenticated,
      schema: {
        tags,
        security,
        summary: 'A file of a ticket (for those who see the ticket)',
        params: z.object({ id: idParamSchema, fileId: idParamSchema }),
      },
    },
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
    {
      config: manageTicket,
      schema: {
        tags,
        security,
        summary:
          'The support queue (manage:Ticket): every client’s tickets, filtered by country, area, status and age (min_days), oldest first',
        querystring: ticketQueueQuerySchema,
        response: { 200: ticketQueuePageSchema, ...errorResponses(400, 401, 403, 440) },
      },
    },
    async (req) => service.queue(caller(req), req.query),
  );
  r.patch(
    '/ticket/:id/status',
    {
      config: manageTicket,
      schema: {
        tags,
        security,
        summary: 'Move a ticket along new → open → pending / hold → solved → closed (support); anything else 409',
        params: ticketParams,
        body: ticketStatusSchema,
        response: { 200: ticketDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 440) },
      },
    },
    async (req) => service.setStatus(caller(req), req.params.id, req.body.status),
  );
  r.post(
    '/ticket/:id/assign',
    {
      config: manageTicket,
      schema: {
        tags,
        security,
        summary: 'Assign the ticket to the calling support agent',
        params: ticketParams,
        response: { 200: ticketDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 440) },
      },
    },
    async (req) => service.assign(caller(req), req.params.id),
  );
}

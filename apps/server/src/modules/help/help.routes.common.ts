import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HELP_MSG as M, TICKET_LIMITS } from '@vitrina/domain/help/help.rules';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../lib/http';
import { readJsonWithFiles, registerJsonWithFiles } from '../../lib/multipart';
import { AppError } from '@vitrina/domain/common/errors';
import type { HelpService, TicketUpload } from './help.service';
import { session } from '../../lib/route-options';

/** What the help centre's routes share: the route configs, the multipart reader of a ticket's parts, the error answers. */
export const authenticated = { ...session, ability: 'authenticated' as const };
export const manageTicket = { ...session, ability: 'manage:Ticket' as const, refusal: M.supportOnly };
export const manageFaq = { ...session, ability: 'manage:Faq' as const, refusal: M.supportOnly };
export const caller = (req: FastifyRequest) => requireAuth(req);
export const TOO_MANY = { code: 'too_many_files', message: M.tooManyFiles };
/** multipart overhead allowed above the files' bytes (headers, JSON part) */
export const OVERHEAD = 256 * 1024;

/** A help router's start: the typed router, the service, the tag, and the multipart reader registered. */
export async function helpRouter(app: FastifyInstance, opts: { service: HelpService }) {
  await registerJsonWithFiles(app, { maxFiles: TICKET_LIMITS.files, fileMaxBytes: TICKET_LIMITS.totalBytes, fieldSize: 100_000 });
  return { r: app.withTypeProvider<ZodTypeProvider>(), service: opts.service, tags: ['help'] };
}

/** A request whose declared size already passes the files' total is refused before anything is read. */
export const refuseOversized = (req: FastifyRequest) => {
  const len = Number(req.headers['content-length'] ?? 0);
  if (len > TICKET_LIMITS.totalBytes + OVERHEAD) throw new AppError('too_large', 400, M.tooLarge);
};

/** Reads a "JSON part + files" ticket body: the part is checked (`accept`) before any file is stored; a refusal leaves nothing. */
export async function readTicketParts<S extends z.ZodType, C extends { client_id: string }>(
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

export const writeErrors = errorResponses(400, 401, 403, 404, 406, 409, 413, 415, 422, 440);

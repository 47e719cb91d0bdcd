import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { debitNoteListQuerySchema, debitNotePageSchema, debitNoteSchema } from '@vitrina/domain/notifications/notifications.schema';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../lib/http';
import { optionsFor, routeOptions, session, writeAnswers } from '../../lib/route-options';
import { readRoute } from '../../lib/read-routes';
import type { DebitNotesService } from './debit-notes.service';
import { idParamsSchema } from '@vitrina/domain/common/ids';

const tags = ['debit-notes'];
/**
 * A charge note's calls check read:DebitNotes in the note's client (the service: 404 for another
 * client's note, 403 for a member without the permission), so the route asks only for a session.
 */
const BY_CLIENT = 'authenticated' as const;
const byClient = optionsFor({ ...session, ability: BY_CLIENT }, tags);
const idParams = idParamsSchema;

/** /api/fo/debit-notes. */
export async function debitNotesRoutes(app: FastifyInstance, opts: { service: DebitNotesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;

  r.get(
    '/',
    routeOptions({ ...session, ability: 'authenticated' }, tags, "Charge notes waiting for the caller's acceptance", {
      response: { 200: z.array(debitNoteSchema), ...errorResponses(401, 440) },
    }),
    async (req) => service.pending(requireAuth(req)),
  );

  readRoute(r, '/:id', byClient, "One charge note of the caller's clients", { params: idParams }, debitNoteSchema, async (req) =>
    service.detail(requireAuth(req), req.params.id),
  );

  r.post(
    '/:id/accept',
    byClient('Accept a charge note (recipients only, once; a second accept answers 409 and changes nothing)', {
      params: idParams,
      response: writeAnswers(debitNoteSchema),
    }),
    async (req) => service.accept(requireAuth(req), req.params.id),
  );

  readRoute(
    r,
    '/clients/:id/debit-notes',
    byClient,
    "A client's charge notes, server-paged (page is zero-based)",
    { params: z.object({ id: z.string().min(1).max(100) }), querystring: debitNoteListQuerySchema },
    debitNotePageSchema,
    async (req) => service.listOfClient(requireAuth(req), req.params.id, req.query),
  );
}

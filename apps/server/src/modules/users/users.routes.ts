import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientSpaceSchema,
  userAdminSchema,
  userBuildingSchema,
  userListQuerySchema,
  userLookupSchema,
  userMessageSchema,
  userSavedSchema,
  userSaveSchema,
  userSearchQuerySchema,
} from '@vitrina/domain/users/users.schema';
import { requireAuth } from '../../plugins/auth';
import type { UsersService } from './users.service';
import { optionsFor, readAnswers, routeOptions, session, writeAnswers } from '../../lib/route-options';
import { readRoute } from '../../lib/read-routes';

const tags = ['users'];
/** user administration of a client: manage:User or create:User there (canAdminUsers) */
const USER_ADMIN = ['manage:User', 'create:User'] as const;
/** A route of a client's user administration (USER_ADMIN). */
const admin = optionsFor({ ...session, ability: USER_ADMIN }, tags);
const clientParams = z.object({ id: z.string().min(1).max(60) });
const userParams = clientParams.extend({ userId: z.uuid() });

/** /api/fo/auth: a client's users. */
export async function usersRoutes(app: FastifyInstance, opts: { service: UsersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const meta = (req: { ip: string; log: FastifyBaseLogger }) => ({ ip: req.ip, log: req.log });

  readRoute(
    r,
    '/clients/:id/users',
    admin,
    "The client's users (search by name, state Activo/Pendiente); disabled users are left out",
    { params: clientParams, querystring: userListQuerySchema },
    z.array(userAdminSchema),
    async (req) => service.list(requireAuth(req), req.params.id, req.query),
  );

  readRoute(
    r,
    '/clients/:id/users/search',
    admin,
    "Whether an e-mail can be invited (create dialog); the profile only of a user already in one of the caller's companies",
    { params: clientParams, querystring: userSearchQuerySchema },
    userLookupSchema,
    async (req) => service.search(requireAuth(req), req.params.id, req.query.email),
  );

  readRoute(r, '/clients/:id/users/:userId', admin, 'One user of the client', { params: userParams }, userAdminSchema, async (req) =>
    service.get(requireAuth(req), req.params.id, req.params.userId),
  );

  readRoute(
    r,
    '/clients/:id/spaces',
    admin,
    "The client's spaces the caller may assign (Locales selector)",
    { params: clientParams },
    z.array(clientSpaceSchema),
    async (req) => service.spaces(requireAuth(req), req.params.id),
  );

  // create (POST) and update (PUT, id in the body) take the same body and answer alike
  for (const [method, summary, save] of [
    [
      'POST',
      'Create a user of the client (or add an existing one), store chief of the spaces given (at most two per store: 409), and queue the welcome e-mail (sent after the commit; a mail server that is down delays it)',
      service.create,
    ],
    [
      'PUT',
      'Update a user of the client (id in the body); spaces added make them their store chief (at most two per store: 409)',
      service.update,
    ],
  ] as const) {
    r.route({
      ...admin(summary, {
        params: clientParams,
        body: userSaveSchema,
        response: writeAnswers(userSavedSchema),
      }),
      method,
      url: '/clients/:id/users',
      handler: async (req) => save(requireAuth(req), req.params.id, req.body, meta(req)),
    });
  }

  r.delete(
    '/clients/:id/users/:userId',
    admin('Remove a user from this client (nobody removes themselves: 409)', {
      params: userParams,
      response: writeAnswers(userMessageSchema),
    }),
    async (req) => service.remove(requireAuth(req), req.params.id, req.params.userId, meta(req)),
  );

  r.post(
    '/users-ext/:id/welcome',
    admin(
      'Resend the welcome e-mail (only while the user is Pendiente): a fresh link, its e-mail queued with it; earlier links stop working',
      {
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ client_id: z.string().min(1).max(60).optional() }),
        response: writeAnswers(userMessageSchema),
      },
    ),
    async (req) => service.resendWelcome(requireAuth(req), req.params.id, req.query.client_id, meta(req)),
  );

  r.get(
    '/users-ext/:userId/buildings',
    routeOptions(
      { ...session, ability: 'authenticated' },
      tags,
      "Shopping centres of a user's spaces (one's own, or a user of a client one administers)",
      {
        params: z.object({ userId: z.uuid() }),
        response: readAnswers(z.array(userBuildingSchema)),
      },
    ),
    async (req) => service.buildings(requireAuth(req), req.params.userId),
  );
}

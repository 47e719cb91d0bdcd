import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@vitrina/domain/auth/auth.schema';
import {
  activeSessionSchema,
  changePasswordRequestSchema,
  closedSessionsSchema,
  preferencesSchema,
  preferencesUpdateSchema,
  profileSchema,
  profileUpdateRequestSchema,
} from '@vitrina/domain/profile/profile.schema';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../lib/http';
import type { AppConfig } from '../../config';
import type { ProfileService } from './profile.service';
import { optionsFor, routeOptions, session } from '../../lib/route-options';

const tags = ['profile'];
const member = optionsFor({ ...session, ability: 'authenticated' as const }, tags);

/** /api/fo/auth: the signed-in user's profile, password and sessions. */
export async function profileRoutes(app: FastifyInstance, opts: { service: ProfileService; config: AppConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service, config } = opts;
  const meta = (req: { ip: string }) => ({ ip: req.ip });

  r.patch(
    '/users-ext',
    member("Update one's own profile (names and phone of the user's country); corporate users cannot", {
      body: profileUpdateRequestSchema,
      response: { 200: profileSchema, ...errorResponses(400, 401, 403, 440) },
    }),
    async (req) => service.updateProfile(requireAuth(req), req.body, meta(req)),
  );

  r.get(
    '/users-ext/preferences',
    member("One's notification preferences: cut-off reminders, receipts by e-mail", {
      response: { 200: preferencesSchema, ...errorResponses(401, 440) },
    }),
    async (req) => service.preferences(requireAuth(req)),
  );

  r.patch(
    '/users-ext/preferences',
    member("Change one's notification preferences (only the fields sent)", {
      body: preferencesUpdateSchema,
      response: { 200: preferencesSchema, ...errorResponses(400, 401, 440) },
    }),
    async (req) => service.updatePreferences(requireAuth(req), req.body, meta(req)),
  );

  r.post(
    '/users-ext/pass',
    routeOptions(
      {
        ...session,
        ability: 'authenticated',
        rateLimit: {
          max: config.rateLimit.authMax,
          timeWindow: config.rateLimit.windowMs,
          keyGenerator: (req: { ip: string; auth?: { userId: string } }) => `profile-pass|${req.auth?.userId ?? req.ip}`,
        },
      },
      tags,
      "Change one's password (current password; same rules and history as a reset); other sessions end",
      { body: changePasswordRequestSchema, response: { 200: messageSchema, ...errorResponses(400, 401, 422, 429, 440) } },
    ),
    async (req) => service.changePassword(requireAuth(req), req.body, meta(req)),
  );

  r.get(
    '/sessions',
    member("The caller's open sessions (device, address, created, last seen, current)", {
      response: { 200: z.array(activeSessionSchema), ...errorResponses(401, 440) },
    }),
    async (req) => service.sessions(requireAuth(req)),
  );

  r.delete(
    '/sessions/others',
    member('Close every session of the caller but the current one', {
      response: { 200: closedSessionsSchema, ...errorResponses(401, 440) },
    }),
    async (req) => service.closeOtherSessions(requireAuth(req), meta(req)),
  );

  r.delete(
    '/sessions/:sessionId',
    member("Close one of the caller's sessions (its token answers 401 from then on)", {
      params: z.object({ sessionId: z.uuid() }),
      response: { 204: z.null(), ...errorResponses(400, 401, 404, 440) },
    }),
    async (req, reply) => {
      await service.closeSession(requireAuth(req), req.params.sessionId, meta(req));
      return reply.code(204).send(null);
    },
  );
}

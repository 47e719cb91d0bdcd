import { z } from 'zod';
import {
  captchaChallengeSchema,
  loginRequestSchema,
  loginResponseSchema,
  permissionCategorySchema,
  permissionSchema,
} from '@vitrina/domain/auth/auth.schema';
import { requireAuth } from '../../plugins/auth';
import { signoutResponseSchema } from '@vitrina/domain/auth/sso';
import { errorResponses } from '../../lib/http';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer';
import { type AuthRouteKit } from './auth.routes.common';
import { routeOptions } from '../../lib/route-options';

/** Sign-in, sessions and the permission catalogue. */
export function authSessionRoutes(kit: AuthRouteKit) {
  const { r, service, sso, meta, limited, tags } = kit;
  r.get(
    '/captcha',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A captcha challenge (version 3 invisible, 2 visible)',
        querystring: z.object({
          version: z.coerce
            .number()
            .pipe(z.union([z.literal(2), z.literal(3)]))
            .default(3),
        }),
        response: { 200: captchaChallengeSchema, ...errorResponses(400) },
      },
    },
    async (req) => service.captchaChallenge(req.query.version),
  );

  r.post(
    '/login',
    {
      config: { access: 'public' },
      preHandler: limited('/login', 'username'),
      schema: {
        tags,
        summary: 'Sign in',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (req) => service.login(req.body, { ...meta(req), visibleCaptcha: req.accountOverLimit === true }),
  );

  r.get(
    '/renew',
    routeOptions({ access: 'session', ability: 'authenticated' }, tags, 'Rotate the session token', {
      response: { 200: loginResponseSchema, ...errorResponses(401, 440) },
    }),
    async (req) => service.renew(requireAuth(req), meta(req)),
  );

  r.post(
    '/signout',
    routeOptions(
      { access: 'session', ability: 'authenticated' },
      tags,
      "Sign out: revoke the session. A corporate session answers 200 with the identity provider's end-session URL when it has one",
      { response: { 200: signoutResponseSchema, 204: z.null(), ...errorResponses(401, 440) } },
    ),
    async (req, reply) => {
      const auth = requireAuth(req);
      await service.signout(auth, meta(req));
      const logoutUrl = sso.enabled && (await service.isInternal(auth.userId)) ? await sso.endSessionUrl(req.log) : undefined;
      if (logoutUrl) return reply.code(200).send({ logoutUrl });
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/me',
    {
      ...routeOptions({ access: 'session', ability: 'authenticated' }, tags, 'The session user', {
        response: { 200: z.object({ user: loginResponseSchema.shape.user }), ...errorResponses(401, 440) },
      }),
      serializerCompiler: compiledSerializerCompiler,
    },
    async (req) => ({ user: await service.buildSessionUser(requireAuth(req).userId) }),
  );

  r.get(
    '/permissions',
    routeOptions({ access: 'session', ability: 'authenticated' }, tags, 'Every permission', {
      response: { 200: z.array(permissionSchema), ...errorResponses(401, 440) },
    }),
    async () => service.permissions(),
  );

  r.get(
    '/permissions/categories',
    {
      ...routeOptions({ access: 'session', ability: 'authenticated' }, tags, 'Permissions grouped by category', {
        response: { 200: z.array(permissionCategorySchema), ...errorResponses(401, 440) },
      }),
      serializerCompiler: compiledSerializerCompiler,
    },
    async () => service.categories(),
  );
}

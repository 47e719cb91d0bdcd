import {
  messageSchema,
  resetPassRequestSchema,
  setPasswordRequestSchema,
  validateTokenRequestSchema,
} from '@vitrina/domain/auth/auth.schema';
import { errorResponses } from '../../lib/http';
import { type AuthRouteKit } from './auth.routes.common';

/** The password reset: the link by e-mail, its check, the new password. */
export function authPasswordRoutes(kit: AuthRouteKit) {
  const { r, service, meta, limited, tags } = kit;
  r.post(
    '/reset-pass',
    {
      config: { access: 'public' },
      preHandler: limited('/reset-pass', 'username'),
      schema: {
        tags,
        summary: 'Send a set-password link by e-mail',
        body: resetPassRequestSchema,
        response: { 200: messageSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (req) => service.requestReset(req.body, meta(req)),
  );

  r.post(
    '/reset-pass/validate',
    {
      config: { access: 'public' },
      preHandler: limited('/reset-pass/validate'),
      schema: {
        tags,
        summary: 'Check a set-password link',
        body: validateTokenRequestSchema,
        response: { 200: messageSchema, ...errorResponses(400, 404, 410, 429) },
      },
    },
    async (req) => {
      await service.validateResetToken(req.body.token);
      return { message: 'ok' };
    },
  );

  r.post(
    '/pass',
    {
      config: { access: 'public' },
      preHandler: limited('/pass', 'token'),
      schema: {
        tags,
        summary: 'Set a new password with a link token',
        body: setPasswordRequestSchema,
        response: { 200: messageSchema, ...errorResponses(400, 403, 404, 410, 422, 429) },
      },
    },
    async (req) => service.setPassword(req.body, meta(req)),
  );
}

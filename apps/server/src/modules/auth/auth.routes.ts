import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@vitrina/domain/common/errors';
import { MSG } from '@vitrina/domain/common/messages';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  captchaChallengeSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageSchema,
  permissionCategorySchema,
  permissionSchema,
  resetPassRequestSchema,
  setPasswordRequestSchema,
  validateTokenRequestSchema,
} from '@vitrina/domain/auth/auth.schema';
import { requireAuth } from '../../plugins/auth';
import type { AppConfig } from '../../config';
import type { AuthService } from './auth.service';
import { errorResponses } from '../../lib/http';

/** /api/fo/auth: sign-in, sessions, permissions and passwords (spec 1 §7 auth service). */
export async function authRoutes(app: FastifyInstance, opts: { service: AuthService; config: AppConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service, config } = opts;
  const meta = (req: FastifyRequest) => ({
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
    log: req.log,
  });
  /**
   * The attempts limit of a route (429 'Demasiados intentos, espera un momento'), per address
   * and per account: one bucket for the client's address and one for the account (the
   * normalised e-mail, or the link's token), so neither many accounts from one address nor one
   * account from many addresses gets more than RATE_LIMIT_AUTH_MAX tries per window. The
   * address is counted first: an address over its limit does not use up the accounts it tries.
   */
  const limited = (route: string, field?: 'username' | 'token') => {
    const limits = { max: config.rateLimit.authMax, timeWindow: config.rateLimit.windowMs };
    const account = (req: FastifyRequest) =>
      String((req.body as Record<string, unknown> | undefined)?.[field!] ?? '')
        .trim()
        .toLowerCase();
    const address = app.createRateLimit({ ...limits, keyGenerator: (req) => `${route}|ip|${req.ip}` });
    const accountBucket = field
      ? app.createRateLimit({ ...limits, keyGenerator: (req) => `${route}|${field}|${account(req)}` })
      : undefined;
    return async (req: FastifyRequest, reply: FastifyReply) => {
      const tooMany = (r: { ttlInSeconds: number }) => {
        reply.header('retry-after', r.ttlInSeconds);
        return new AppError('too_many_requests', 429, MSG.tooManyAttempts);
      };
      const a = await address(req);
      if (!a.isAllowed && a.isExceeded) throw tooMany(a);
      if (!accountBucket) return;
      const r = await accountBucket(req);
      if (!r.isAllowed && r.isExceeded) {
        // Sign-in: an account over its limit is not refused to everyone (wrong passwords from
        // other addresses would lock its owner out): it needs the visible captcha instead.
        // Without a captcha (CAPTCHA_PROVIDER=none, tests) there is nothing to ask: 429.
        if (field === 'username' && config.captcha.provider !== 'none') req.accountOverLimit = true;
        else throw tooMany(r);
      }
    };
  };
  const tags = ['auth'];

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
    {
      config: { access: 'session', ability: 'authenticated' },
      schema: {
        tags,
        summary: 'Rotate the session token',
        security: [{ bearer: [] }],
        response: { 200: loginResponseSchema, ...errorResponses(401, 440) },
      },
    },
    async (req) => service.renew(requireAuth(req), meta(req)),
  );

  r.post(
    '/signout',
    {
      config: { access: 'session', ability: 'authenticated' },
      schema: {
        tags,
        summary: 'Sign out: revoke the session',
        security: [{ bearer: [] }],
        response: { 204: z.null(), ...errorResponses(401, 440) },
      },
    },
    async (req, reply) => {
      await service.signout(requireAuth(req), meta(req));
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/me',
    {
      config: { access: 'session', ability: 'authenticated' },
      schema: {
        tags,
        summary: 'The session user',
        security: [{ bearer: [] }],
        response: { 200: z.object({ user: loginResponseSchema.shape.user }), ...errorResponses(401, 440) },
      },
    },
    async (req) => ({ user: await service.buildSessionUser(requireAuth(req).userId) }),
  );

  r.get(
    '/permissions',
    {
      config: { access: 'session', ability: 'authenticated' },
      schema: {
        tags,
        summary: 'Every permission',
        security: [{ bearer: [] }],
        response: { 200: z.array(permissionSchema), ...errorResponses(401, 440) },
      },
    },
    async () => service.permissions(),
  );

  r.get(
    '/permissions/categories',
    {
      config: { access: 'session', ability: 'authenticated' },
      schema: {
        tags,
        summary: 'Permissions grouped by category',
        security: [{ bearer: [] }],
        response: { 200: z.array(permissionCategorySchema), ...errorResponses(401, 440) },
      },
    },
    async () => service.categories(),
  );

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

  r.get(
    '/corporate',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Corporate staff sign-in (single sign-on; not configured yet)', response: { 302: z.null() } },
    },
    async (_req, reply) =>
      reply.redirect(`${config.publicUrl}/?error=${encodeURIComponent('El ingreso corporativo aún no está habilitado')}`),
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the sign-in's account is over its attempts limit: the visible captcha is required */
    accountOverLimit?: boolean;
  }
}

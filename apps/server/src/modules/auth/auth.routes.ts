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
import { SSO_COOKIE, SSO_FLOW_SECONDS, SsoRefusal, type SsoService } from './auth.sso.service';
import { SSO_MSG, signoutResponseSchema, ssoExchangeRequestSchema } from '@vitrina/domain/auth/sso';
import { errorResponses } from '../../lib/http';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer';

/** /api/fo/auth: sign-in, sessions, permissions and passwords. */
export async function authRoutes(app: FastifyInstance, opts: { service: AuthService; sso: SsoService; config: AppConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service, sso, config } = opts;
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
        summary:
          "Sign out: revoke the session. A corporate session answers 200 with the identity provider's end-session URL when it has one",
        security: [{ bearer: [] }],
        response: { 200: signoutResponseSchema, 204: z.null(), ...errorResponses(401, 440) },
      },
    },
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
      // a hot answer of the home's first load: written by a compiled serializer
      serializerCompiler: compiledSerializerCompiler,
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
      // a hot answer of the home's first load: written by a compiled serializer
      serializerCompiler: compiledSerializerCompiler,
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

  /*
   * 'Ingreso colaboradores': the corporate sign-on (auth.sso.service.ts). The
   * login screen's link points here; the provider answers at /corporate/callback; the web app's
   * /auth/corporativo trades the one-time code for the session at /corporate/session.
   */
  const toLogin = (reply: FastifyReply, message: string) =>
    reply.header('cache-control', 'no-store').redirect(`${config.publicUrl}/?error=${encodeURIComponent(message)}`);
  const secure = config.apiUrl.startsWith('https:');
  const flowCookie = (value: string, maxAge: number) =>
    `${SSO_COOKIE}=${value}; Path=/api/fo/auth/corporate; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

  r.get(
    '/corporate',
    {
      // browser navigations, not limited: staff behind one address sign in at once at the start
      // of a shift, and a 429 would be a JSON page; nothing here can be guessed
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Corporate staff sign-in: to the identity provider (OpenID Connect), or back to login when not configured',
        response: { 302: z.null() },
      },
    },
    async (req, reply) => {
      if (!sso.enabled) return toLogin(reply, SSO_MSG.notEnabled);
      try {
        const flow = await sso.start();
        return reply.header('set-cookie', flowCookie(flow.cookie, SSO_FLOW_SECONDS)).header('cache-control', 'no-store').redirect(flow.url);
      } catch (e) {
        req.log.error({ err: e }, 'the OIDC provider is unreachable');
        return toLogin(reply, SSO_MSG.failed);
      }
    },
  );

  r.get(
    '/corporate/callback',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The identity provider's answer: back to the web app with a one-time code, or to login with the reason",
        querystring: z.object({
          code: z.string().max(2000).optional(),
          state: z.string().max(2000).optional(),
          iss: z.string().max(2000).optional(),
          session_state: z.string().max(2000).optional(),
          error: z.string().max(200).optional(),
          error_description: z.string().max(2000).optional(),
        }),
        response: { 302: z.null(), ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      reply.header('set-cookie', flowCookie('', 0));
      if (!sso.enabled) return toLogin(reply, SSO_MSG.notEnabled);
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      try {
        const code = await sso.callback(query, readCookie(req.headers.cookie, SSO_COOKIE), { ip: req.ip, log: req.log });
        // in the fragment: never sent to a server, nor in a Referer
        return reply.header('cache-control', 'no-store').redirect(`${config.publicUrl}/auth/corporativo#code=${code}`);
      } catch (e) {
        if (e instanceof SsoRefusal) return toLogin(reply, e.userMessage);
        req.log.error({ err: e }, 'corporate sign-on failed');
        return toLogin(reply, SSO_MSG.failed);
      }
    },
  );

  r.post(
    '/corporate/session',
    {
      config: { access: 'public' },
      preHandler: limited('/corporate/session'),
      schema: {
        tags,
        summary: "Trade the corporate sign-on's one-time code for a session (as POST /login answers)",
        body: ssoExchangeRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (req) => service.signInCorporate(await sso.spendCode(req.body.code), meta(req)),
  );
}

/** One cookie's value from a Cookie header. */
function readCookie(header: string | undefined, name: string) {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the sign-in's account is over its attempts limit: the visible captcha is required */
    accountOverLimit?: boolean;
  }
}

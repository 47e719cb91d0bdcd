import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { loginResponseSchema } from '@vitrina/domain/auth/auth.schema';
import { SSO_COOKIE, SSO_FLOW_SECONDS, SsoRefusal } from './auth.sso.service';
import { SSO_MSG, ssoExchangeRequestSchema } from '@vitrina/domain/auth/sso';
import { errorResponses } from '../../lib/http';
import { readCookie, type AuthRouteKit } from './auth.routes.common';

/** The corporate sign-on's routes. */
export function authSsoRoutes(kit: AuthRouteKit) {
  const { r, service, sso, config, meta, limited, tags } = kit;
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

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '@vitrina/domain/common/clock';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { apiKeyOf, type ApiKeyScope } from '../lib/api-keys';
import { createCaptcha } from '../lib/captcha';
import type { Mailer } from '../lib/mailer';
import { resolveSecret } from '../lib/secrets';
import { createSessionCache } from '../lib/session-cache';
import type { SharedState } from '../lib/shared-state';
import { createTokens } from '../lib/tokens';
import type { KeyPrincipal } from '../modules/access/api-keys';
import type { Access as AccessLayer } from '../modules/access/scope';
import { createAuthRepo } from '../modules/auth/auth.repo';
import { createAuthService, type AuthService } from '../modules/auth/auth.service';
import { createSsoRepo } from '../modules/auth/auth.sso.repo';
import { createSsoService, type SsoService } from '../modules/auth/auth.sso.service';

/**
 * 'public': no credential; 'session': a signed-in user's session; 'service': an API key of the
 * route's scope (config.apiKeyScope: the finance import, a tenant's point-of-sale feed), never a
 * session (none is read, and none is accepted in its place).
 */
export type Access = 'public' | 'session' | 'service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** every API route says who may call it; the auth hook enforces it */
    access?: Access;
    /**
     * background work the web app does by itself (polling, event streams): the session must be
     * open, but the call is not the user's activity, so it does not hold off the idle timeout
     */
    background?: boolean;
    /** the scope of the API key a 'service' route takes */
    apiKeyScope?: ApiKeyScope;
  }
  interface FastifyRequest {
    /** the caller of a 'session' route */
    auth?: { userId: string; sessionId: string };
    /** the caller of a 'service' route: its API key */
    service?: KeyPrincipal;
  }
  interface FastifyInstance {
    /** sign-in, sessions and password reset (the auth routes) */
    authService: AuthService;
    /** sign-in through the operator's identity provider (the auth routes) */
    sso: SsoService;
    /**
     * Calls `onEnd` once the caller's session is no longer open (revoked, idle, past its maximum
     * age), checked every SESSION_STREAM_CHECK_MS; for long-lived responses such as event
     * streams. Returns the function that stops watching.
     */
    watchSession(req: FastifyRequest, onEnd: () => void): () => void;
  }
}

export const bearer = (req: FastifyRequest) => {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() : undefined;
};

/**
 * The request's path as the router sees it (percent-decoded once, no query): `/%61pi/x` is
 * `/api/x`. For decisions that cannot come from the matched route (the not-found answer).
 */
export const routerPath = (url: string) => {
  const path = url.split('?')[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/** An API path (decoded): answered with JSON, never with the web page. */
export const isApiPath = (url: string) => /^\/api(\/|$)/.test(routerPath(url));

/**
 * One auth hook for the whole app: a matched route is session-only unless its config says
 * 'public' or 'service' (an API key of its config.apiKeyScope). Decided from the route the router
 * matched (never from the URL string, which may be percent-encoded); an unmatched request goes to
 * the not-found handler.
 */
export function registerAuthHook(app: FastifyInstance, auth: AuthService, access: AccessLayer, opts: { sessionCheckMs: number }) {
  app.addHook('onRequest', async (req) => {
    if (req.is404 || req.routeOptions.url === undefined) return;
    const config = req.routeOptions.config;
    if (config?.access === 'public') return;
    if (config?.access === 'service') {
      if (!config.apiKeyScope) throw new Error(`service route without apiKeyScope: ${req.method} ${req.routeOptions.url}`);
      req.service = await access.apiKeys.authenticate(apiKeyOf(req.headers), config.apiKeyScope);
      return;
    }
    req.auth = await auth.authenticate(bearer(req), { touch: config?.background !== true });
  });

  app.decorate('watchSession', (req: FastifyRequest, onEnd: () => void) => {
    const { sessionId } = requireAuth(req);
    let stopped = false;
    const timer = setInterval(() => {
      auth.sessionOpen(sessionId).then(
        (open) => {
          if (!open && !stopped) {
            stop();
            onEnd();
          }
        },
        (err: unknown) => req.log.warn({ err }, 'session check failed'),
      );
    }, opts.sessionCheckMs);
    timer.unref();
    const stop = () => {
      stopped = true;
      clearInterval(timer);
    };
    return stop;
  });
}

/** The API key of a 'service' route. */
export function requireService(req: FastifyRequest) {
  if (!req.service) throw new Error('route without service guard');
  return req.service;
}

/** The authenticated caller of a session-only route. */
export function requireAuth(req: FastifyRequest) {
  if (!req.auth) throw new Error('route without session guard');
  return req.auth;
}

/**
 * The caller of a session-only route with the request's address and logger, for the audit log
 * and the mail lines. It is `req.auth` itself, not a copy: the access layer reads the caller's
 * scope once per request keyed by that object (access.loadScope), so the ability hook and the
 * service share one read; a copy made the service read it again.
 */
export function requestCaller(req: FastifyRequest) {
  return Object.assign(requireAuth(req), { ip: req.ip, log: req.log });
}

export interface AuthPluginOptions {
  config: AppConfig;
  database: Database;
  clock: Clock;
  dataDir: string | undefined;
  mailer: Mailer;
  shared: SharedState;
  access: AccessLayer;
}

/**
 * Sessions, captcha and single sign-on, and the one auth hook over every route (app-wide: the
 * auth routes read app.authService and app.sso).
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { config, database, clock, dataDir, mailer, shared, access }) => {
    const jwtSecret = resolveSecret('jwt-secret', config.jwtSecret, dataDir);
    const tokens = createTokens(jwtSecret);
    const sso = createSsoService({ repo: createSsoRepo(database.db), config, clock, secret: jwtSecret });
    // limits, failures and used captcha solutions are kept in the database: shared by every instance
    const captcha = createCaptcha(config.captcha, resolveSecret('captcha-secret', config.captcha.secret, dataDir), clock, shared.once);
    // the session rows of the last seconds: a revocation on any instance empties them everywhere
    const sessions = createSessionCache({ database, ttlMs: config.sessionCacheMs });
    await sessions.start();
    app.addHook('onClose', () => sessions.close());
    const authService = createAuthService({
      sessions,
      repo: createAuthRepo(database.db),
      config,
      clock,
      captcha,
      failures: shared.failures(),
      mailer,
      tokens,
    });
    registerAuthHook(app, authService, access, { sessionCheckMs: config.sessionStreamCheckMs });
    app.decorate('authService', authService);
    app.decorate('sso', sso);
    if (config.captcha.provider === 'none') {
      app.log.warn(
        'CAPTCHA_PROVIDER=none: the captcha is off, sign-in and password reset are not protected against bots. Use it for tests only, never in production.',
      );
    }
  },
  { name: 'auth' },
);

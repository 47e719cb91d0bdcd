import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthService } from '../modules/auth/auth.service';

/**
 * 'public': no credential; 'session': a signed-in user's session; 'service': an internal
 * system's API key, which the route itself checks (no session is read, and none is accepted in
 * its place: the finance import API).
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
  }
  interface FastifyRequest {
    auth?: { userId: string; sessionId: string };
  }
  interface FastifyInstance {
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
 * 'public'. Decided from the route the router matched (never from the URL string, which may be
 * percent-encoded); an unmatched request goes to the not-found handler.
 */
export function registerAuthHook(app: FastifyInstance, auth: AuthService, opts: { sessionCheckMs: number }) {
  app.addHook('onRequest', async (req) => {
    if (req.is404 || req.routeOptions.url === undefined) return;
    const config = req.routeOptions.config;
    if (config?.access === 'public' || config?.access === 'service') return;
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

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthService } from '../modules/auth/auth.service';

export type Access = 'public' | 'session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** every API route says who may call it; the auth hook enforces it */
    access?: Access;
  }
  interface FastifyRequest {
    auth?: { userId: string; sessionId: string };
  }
}

export const bearer = (req: FastifyRequest) => {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() : undefined;
};

/** One auth hook for the whole API: routes are session-only unless they say 'public'. */
export function registerAuthHook(app: FastifyInstance, auth: AuthService) {
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const access = req.routeOptions.config?.access;
    if (access === 'public' || req.routeOptions.url === undefined) return;
    req.auth = await auth.authenticate(bearer(req));
  });
}

/** The authenticated caller of a session-only route. */
export function requireAuth(req: FastifyRequest) {
  if (!req.auth) throw new Error('route without session guard');
  return req.auth;
}

import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { AuthService } from './auth.service';
import type { SsoService } from './auth.sso.service';
import { authRouteKit } from './auth.routes.common';
import { authPasswordRoutes } from './auth.routes.passwords';
import { authSessionRoutes } from './auth.routes.sessions';
import { authSsoRoutes } from './auth.routes.sso';

/**
 * /api/fo/auth: sign-in, sessions and permissions (auth.routes.sessions.ts), passwords
 * (auth.routes.passwords.ts) and the corporate sign-on (auth.routes.sso.ts).
 */
export async function authRoutes(app: FastifyInstance, opts: { service: AuthService; sso: SsoService; config: AppConfig }) {
  const kit = authRouteKit(app, opts);
  authSessionRoutes(kit);
  authPasswordRoutes(kit);
  authSsoRoutes(kit);
}

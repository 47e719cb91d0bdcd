import type { ModulePlugin } from '../../plugins/deps';
import { authRoutes } from './auth.routes';

/** Sign-in, sessions, password reset and single sign-on: the services the auth plugin built (app.authService, app.sso). */
export const authModule: ModulePlugin = async (app, { config }) => {
  await app.register(authRoutes, { prefix: '/api/fo/auth', service: app.authService, sso: app.sso, config });
};

import { createAuthCatalog } from './auth.catalog';
import { createAuthCommon, type AuthDeps } from './auth.common';
import { createAuthPasswords } from './auth.passwords';
import { createAuthSessions } from './auth.sessions';

export type { AuthDeps, RequestMeta } from './auth.common';

/**
 * The sign-in service, one file per use case: sessions (auth.sessions.ts), the permission
 * catalogue (auth.catalog.ts), the password reset (auth.passwords.ts), over what they share
 * (auth.common.ts). The corporate sign-on is auth.sso.service.ts.
 */
export function createAuthService(d: AuthDeps) {
  const common = createAuthCommon(d);
  return {
    ...createAuthSessions(common),
    ...createAuthCatalog(common),
    ...createAuthPasswords(common),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

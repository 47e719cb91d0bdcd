import { AppError } from '@vitrina/domain/common/errors';
import { MSG } from '@vitrina/domain/common/messages';
import { SSO_MSG } from '@vitrina/domain/auth/sso';
import type { CaptchaVersion } from '@vitrina/domain/auth/captcha';
import { dummyHash, verifyPassword } from '../../lib/passwords';
import { type RequestMeta, minutes, type AuthCommon } from './auth.common';

/** Sessions: the captcha challenge, sign-in by password or corporate sign-on, the check of every request, renewal and sign-out. */
export function createAuthSessions(common: AuthCommon) {
  const { d, repo, config, clock, checkCaptcha, buildSessionUser, openSession, isInternalAccount, signIn } = common;
  return {
    buildSessionUser,

    async captchaChallenge(version: CaptchaVersion) {
      return d.captcha.challenge(version);
    },

    async login(
      input: { username: string; password: string; recaptcha_version: CaptchaVersion; recaptcha_token: string },
      meta: RequestMeta & { visibleCaptcha?: boolean },
    ) {
      const keys = [`ip:${meta.ip}`, `user:${input.username}`];
      await checkCaptcha(input.recaptcha_version, input.recaptcha_token, keys, meta.ip, meta.visibleCaptcha);
      const user = await repo.findUserByEmail(input.username);
      // with the corporate sign-on configured, the operator's staff sign in only through it: their
      // password is not checked, so the answer (403 with the hint) is the same whatever was typed
      if (config.oidc.enabled && user && (await isInternalAccount(user))) {
        await repo.audit({
          at: clock.now(),
          actor_user_id: user.id,
          action: 'login_refused_sso',
          entity: 'user',
          entity_id: user.id,
          ip: meta.ip,
        });
        throw new AppError('sso_required', 403, SSO_MSG.usePasswordless);
      }
      const ok =
        user?.password_hash && user.status !== 'Deshabilitado'
          ? await verifyPassword(user.password_hash, input.password)
          : (await verifyPassword(await dummyHash(), input.password), false);
      if (!user || !ok) {
        await Promise.all(keys.map((k) => d.failures.add(k)));
        await repo.audit({
          at: clock.now(),
          actor_user_id: user?.id ?? null,
          action: 'login_failed',
          entity: 'user',
          entity_id: user?.id ?? null,
          ip: meta.ip,
          details: { email: input.username },
        });
        throw new AppError('invalid_credentials', 401, MSG.loginDefault);
      }
      await d.failures.clear(`user:${input.username}`);
      return signIn(user.id, meta);
    },

    /** Opens the session of a corporate sign-on (the one-time code already spent), as a password sign-in does. */
    signInCorporate: (userId: string, meta: RequestMeta) => signIn(userId, meta, 'sso'),

    /** Whether the account is the operator's staff (corporate, or holding an internal role). */
    async isInternal(userId: string) {
      const user = await repo.findUserById(userId);
      return user ? isInternalAccount(user) : false;
    },

    /**
     * The session behind a bearer token: 401 when missing, invalid or revoked, 440 when idle too
     * long or past its maximum age. Refreshes last-seen at most every 30 seconds, unless the call
     * is background work (`touch: false`: polling, event streams), which is not activity.
     */
    async authenticate(token: string | undefined, opts: { touch?: boolean } = {}) {
      if (!token) throw new AppError('unauthenticated', 401, MSG.sessionEnded);
      const now = clock.now();
      const claims = await d.tokens.verify(token, now);
      if (!claims) throw new AppError('unauthenticated', 401, MSG.sessionEnded);
      const idleMax = minutes(config.sessionIdleMinutes);
      const cache = d.sessions;
      // a recent row of this session, when every instance would have told us of its revocation:
      // it decides alone only when the row read now would decide the same (open, not idle, not
      // past its age, no touch due); anything else reads the row again
      const hit = cache?.get(claims.sid);
      if (hit && hit.user_id === claims.sub) {
        const idle = now.getTime() - hit.last_seen_at.getTime();
        if (idle <= idleMax && now <= hit.expires_at && (idle <= 30_000 || opts.touch === false)) {
          return { userId: hit.user_id, sessionId: hit.id };
        }
      }
      const gen = cache?.generation() ?? 0;
      const session = await repo.findSession(claims.sid);
      if (!session || session.revoked_at || session.user_id !== claims.sub) {
        throw new AppError('session_revoked', 401, MSG.sessionEnded);
      }
      const idle = now.getTime() - session.last_seen_at.getTime();
      if (idle > idleMax || now > session.expires_at) {
        cache?.drop(session.id);
        await repo.revokeSession(session.id, now);
        throw new AppError('session_expired', 440, MSG.sessionEnded);
      }
      let lastSeen = session.last_seen_at;
      if (idle > 30_000 && opts.touch !== false) {
        await repo.touchSession(session.id, now);
        lastSeen = now;
      }
      cache?.set({ ...session, last_seen_at: lastSeen }, gen);
      return { userId: session.user_id, sessionId: session.id };
    },

    /** Whether a session is still open (not revoked, idle or past its maximum age); touches nothing. */
    async sessionOpen(sessionId: string) {
      const session = await repo.findSession(sessionId);
      if (!session || session.revoked_at) return false;
      const now = clock.now();
      return now.getTime() - session.last_seen_at.getTime() <= minutes(config.sessionIdleMinutes) && now <= session.expires_at;
    },

    /**
     * Rotates the token: a new session replaces the current one, which is revoked. The new one
     * keeps the current one's absolute expiry, so renewing never extends SESSION_MAX_HOURS.
     */
    async renew(auth: { userId: string; sessionId: string }, meta: RequestMeta) {
      const current = await repo.findSession(auth.sessionId);
      if (!current || current.revoked_at) throw new AppError('session_revoked', 401, MSG.sessionEnded);
      const session = await openSession(auth.userId, meta, current.expires_at);
      await repo.revokeSession(auth.sessionId, clock.now(), session.id);
      const user = await buildSessionUser(auth.userId);
      return { jwt: session.jwt, user, login_count: user.loginCount };
    },

    async signout(auth: { userId: string; sessionId: string }, meta: RequestMeta) {
      await repo.revokeSession(auth.sessionId, clock.now());
      await repo.audit({
        at: clock.now(),
        actor_user_id: auth.userId,
        action: 'signout',
        entity: 'session',
        entity_id: auth.sessionId,
        ip: meta.ip,
      });
    },
  };
}
